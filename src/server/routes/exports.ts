import { type Context, Hono } from 'hono';
import { DECK_KINDS, DECK_QUERY, type DeckKind, isDeckKind } from '../../domain/deck/deck-types.ts';
import { deliverableLabels } from '../../domain/deliverable-catalogue.ts';
import {
  contentDisposition,
  INTAKE_QUERY,
  REVIEW_NOTES_QUERY,
  UNWRITTEN_QUERY,
  UNWRITTEN_SECTIONS_CODE,
  type UnwrittenSectionsResponse,
  unwrittenSectionsMessage,
} from '../../domain/export-formats.ts';
import { selectExportSections } from '../../domain/export-selection.ts';
import { computeForecast } from '../../domain/financial/forecast.ts';
import {
  catalogueWithModel,
  fundingTitleFigures,
  profileIncludesModel,
} from '../../domain/financial/money-sections.ts';
import { PROFILE_QUERY } from '../../domain/report-profile.ts';
import { localizeOutline } from '../../domain/section-titles.ts';
import { withSourcesList } from '../../domain/sources/citation-links.ts';
import { writtenFromCurrentModel } from '../../domain/staleness.ts';
import type { ServerContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { loadDeliverableInputs } from '../exports/deliverable-inputs.ts';
import type { ExportDocument } from '../exports/export-document.ts';
import type { ExportFormat } from '../exports/export-formats.ts';
import { ExportAbortedError, ExportQueueFullError } from '../exports/export-pool.ts';
import type { AppVariables } from '../middleware/request-log.ts';
import { describeRoute, fileBody } from '../route-description.ts';
import { findFirmLogo } from '../store/brand-kit.ts';
import { listComments } from '../store/comments.ts';
import { findFinancials } from '../store/financials.ts';
import { findIntake } from '../store/intake.ts';
import { findLogo } from '../store/logos.ts';
import { SHARE_VIEW_ONLY, type Share } from '../store/shares.ts';
import { getStrategy } from '../store/strategies.ts';
import { findWordTemplate, wordTemplateInput } from '../store/word-template.ts';
import { invalidInput } from '../validation.ts';
import { type StrategyVariables, validateExportFormat } from './path-params.ts';

/**
 * What a renderer needs: the strategy's text, metadata and logo, its brand (the owner's kit under
 * the strategy's own fields), the firm's logo and the chosen profile's sections in order.
 */
export async function loadExportDocument(
  db: Database,
  strategyId: string,
  options: {
    profileId?: string | null;
    profileField?: string;
    reviewNotes?: boolean;
    intake?: boolean;
    /**
     * The firm's Word template, when one is set and the chosen profile wears it: only the Word
     * export reads it.
     */
    wordTemplate?: boolean;
  } = {},
): Promise<ExportDocument> {
  const [strategy, logo, model, comments, intake] = await Promise.all([
    getStrategy(db, strategyId),
    findLogo(db, strategyId),
    findFinancials(db, strategyId),
    options.reviewNotes ? listComments(db, strategyId) : undefined,
    options.intake ? findIntake(db, strategyId) : undefined,
  ]);
  const inputs = await loadDeliverableInputs(db, {
    strategy,
    profileId: options.profileId ?? null,
    profileField: options.profileField ?? PROFILE_QUERY,
  });
  const template =
    options.wordTemplate && inputs.profile?.wordTemplate !== false
      ? await findWordTemplate(db)
      : undefined;
  const firmLogo = inputs.firmLogoVersion ? await findFirmLogo(db) : undefined;
  return {
    overview: strategy.overview,
    metadata: strategy.metadata,
    language: strategy.language,
    brand: inputs.brand,
    ...(logo ? { logo: { bytes: logo.bytes, mimeType: logo.mimeType } } : {}),
    ...(firmLogo ? { firmLogo: { bytes: firmLogo.bytes, mimeType: firmLogo.mimeType } } : {}),
    ...(inputs.profile ? { selection: inputs.profile.sections } : {}),
    sections: Object.fromEntries(
      Object.values(strategy.sections).map((section) => [
        section.key,
        // Each section ends with the sources it cites (issue 15).
        { content: withSourcesList(section.content, section.sources), status: section.status },
      ]),
    ),
    // The strategy's own outline (issue 16); the pitch's title names the model's amount to
    // raise (decisions/0022) over text written from the model as it is (decision 0082).
    outline: {
      groups: catalogueWithModel(
        model ? fundingTitleFigures(model.assumptions, computeForecast(model.assumptions)) : null,
        // Its headings in its language (decision 0053).
        localizeOutline(strategy.outline, strategy.titles),
        (key) => writtenFromCurrentModel(strategy.sections[key] ?? {}),
      ),
    },
    ...(model && profileIncludesModel(inputs.profile?.sections)
      ? { financials: model.assumptions, scenarios: model.scenarios }
      : {}),
    ...(comments ? { reviewComments: comments } : {}),
    ...(intake ? { intake } : {}),
    ...(template ? { wordTemplate: wordTemplateInput(template) } : {}),
  };
}

/**
 * `?reviewNotes=1`: the open comments as an appendix. Through a link only when it reviews
 * (comment, edit): a view link does not see comments (decisions/0030), so it is refused by name.
 */
function wantsReviewNotes(requested: string | undefined, share?: Share): boolean {
  if (requested !== REVIEW_NOTES_QUERY.include) return false;
  if (share?.accessType === 'view') throw new AppError('FORBIDDEN', SHARE_VIEW_ONLY);
  return true;
}

/**
 * `?includeIntake=1`: the brief and the client's answers as "About this report". The owner's
 * choice only: a link holder never adds them (403 by name).
 */
function wantsIntake(requested: string | undefined, share?: Share): boolean {
  if (requested !== INTAKE_QUERY.include) return false;
  if (share) throw new AppError('FORBIDDEN', SHARE_NO_INTAKE);
  return true;
}

export const SHARE_NO_INTAKE =
  "A share link cannot add the brief and the client's answers to a download";

/**
 * The profile an export follows: the share's when it has one (a client sees no more than the
 * share shows, so another `?profile=` is refused), else `?profile=` when given.
 */
function exportProfileId(requested: string | undefined, share?: Share): string | undefined {
  if (share?.profileId) {
    if (requested && requested !== share.profileId) {
      throw new AppError('FORBIDDEN', SHARE_PROFILE_FIXED);
    }
    return share.profileId;
  }
  return requested || undefined;
}

export const SHARE_PROFILE_FIXED = 'This share link shows its own report profile';

/**
 * `?deck=sections`: the PowerPoint file and the slides PDF give a slide per section instead of
 * the presentation deck (other formats ignore it). Anything else is refused by name.
 */
function deckKind(requested: string | undefined): DeckKind | undefined {
  if (requested === undefined || requested === '') return undefined;
  if (isDeckKind(requested)) return requested;
  throw invalidInput([
    { path: DECK_QUERY, message: `must be ${DECK_KINDS.map((kind) => `"${kind}"`).join(' or ')}` },
  ]);
}

/** Renders a strategy's export: the owner's route and the share holder's answer with it. */
export function exportResponder({ database, exportPool, logger }: ServerContext) {
  const { db } = database;

  return async function respond(
    // biome-ignore lint/suspicious/noExplicitAny: the owner's and the share holder's contexts differ
    c: Context<any, any, any>,
    strategyId: string,
    format: ExportFormat,
    share?: Share,
  ) {
    if (!exportPool) throw new AppError('UNAVAILABLE', 'Exports are not available on this server');
    const deck = deckKind(c.req.query(DECK_QUERY));
    // Read now: the signal is only wired to the connection once it is asked for.
    const signal = c.req.raw.signal;
    const document = await loadExportDocument(db, strategyId, {
      profileId: exportProfileId(c.req.query(PROFILE_QUERY), share),
      reviewNotes: wantsReviewNotes(c.req.query(REVIEW_NOTES_QUERY.name), share),
      intake: wantsIntake(c.req.query(INTAKE_QUERY.name), share),
      wordTemplate: format === 'docx',
    });
    // Sections chosen for the file but not written: said before exporting (409 with the list),
    // and in the file only when the person goes on (docs/decisions/0009-exports-unwritten-sections.md).
    const { unwritten } = selectExportSections({
      sections: document.sections,
      ...(document.selection ? { keys: document.selection } : {}),
      ...(document.outline ? { outline: document.outline } : {}),
      summaryTitle: deliverableLabels(document.language).executiveSummary,
    });
    const goOn = c.req.query(UNWRITTEN_QUERY.name) === UNWRITTEN_QUERY.includeNote;
    if (unwritten.length > 0 && !goOn) {
      return c.json(
        {
          error: unwrittenSectionsMessage(unwritten, {
            inProfile: document.selection !== undefined,
          }),
          code: UNWRITTEN_SECTIONS_CODE,
          unwritten,
        } satisfies UnwrittenSectionsResponse,
        409,
        { 'Cache-Control': 'no-store' },
      );
    }
    let result: Awaited<ReturnType<typeof exportPool.render>>;
    try {
      result = await exportPool.render(
        format,
        { ...document, includeUnwrittenNote: goOn, ...(deck ? { deck } : {}) },
        { signal },
      );
    } catch (error) {
      if (error instanceof ExportQueueFullError) {
        return c.json({ error: error.message }, 503, {
          'Retry-After': String(error.retryAfterSeconds),
          'Cache-Control': 'no-store',
        });
      }
      // Nobody is left to answer: the client closed the connection.
      if (error instanceof ExportAbortedError) return c.body(null, 499 as never);
      ((c.get('logger') as AppVariables['logger'] | undefined) ?? logger).error(
        { err: error, format },
        'export failed',
      );
      const message = error instanceof Error ? error.message : 'Export failed';
      throw new AppError('INTERNAL', message, { cause: error });
    }
    return c.body(result.bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': result.contentType,
      'Content-Disposition': contentDisposition(result.fileName),
      'Cache-Control': 'no-store',
    });
  };
}

/** Mounted at `/api/strategies/:id`: the owner's export. */
export function ownerExportRoutes(context: ServerContext) {
  const respond = exportResponder(context);
  return new Hono<{ Variables: StrategyVariables }>().get(
    '/export/:format',
    describeRoute({
      summary:
        'the file; 409 listing unwritten sections; 503 + `Retry-After` when busy; `?reviewNotes=1` adds the open comments as a "Review notes" appendix; `?includeIntake=1` adds the engagement brief and the answered questions as an "About this report" appendix, first of the appendices (PDF, Word, Markdown; plain text); `pptx` and `slides-pdf` give the presentation deck (a slide per group, at most ~40), `?deck=sections` a slide per section (400 naming `deck` for anything else)',
      responses: { 200: fileBody },
    }),
    validateExportFormat(),
    async (c) => respond(c, c.var.strategyId, c.req.valid('param').format),
  );
}
