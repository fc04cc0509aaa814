import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { z } from 'zod';
import { computeForecast } from '../../domain/financial/forecast.ts';
import { profileIncludesModel } from '../../domain/financial/money-sections.ts';
import type { SharedStrategyResponse } from '../../domain/share.ts';
import { sectionEditSchema } from '../../domain/strategy.ts';
import { contentVersion } from '../cache/content-versions.ts';
import { sendCached } from '../cache/response-cache.ts';
import type { ServerContext } from '../context.ts';
import { AppError, SHARE_EXPIRED_OR_INVALID } from '../errors.ts';
import { loadDeliverableInputs } from '../exports/deliverable-inputs.ts';
import type { AppVariables } from '../middleware/request-log.ts';
import { rateLimit } from '../rate-limit.ts';
import { grantsAccess } from '../route-access.ts';
import { describeRoute, fileBody, media } from '../route-description.ts';
import { getFirmLogo } from '../store/brand-kit.ts';
import { findFinancials } from '../store/financials.ts';
import { getLogo } from '../store/logos.ts';
import { writeSectionContent } from '../store/sections.ts';
import { resolveShare, SHARE_VIEW_ONLY, type Share, shareRefusal } from '../store/shares.ts';
import { findStrategy } from '../store/strategies.ts';
import { validate } from '../validation.ts';
import { firmLogoResponse } from './brand-settings.ts';
import { type ChangeMemoFormat, changeMemoResponder } from './change-memo.ts';
import { exportResponder } from './exports.ts';
import { logoResponse } from './logos.ts';
import { parseShareId, validateExportFormat, validateSectionKey } from './path-params.ts';
import { sectionOfStrategy } from './section-of-strategy.ts';
import { sharedIntakeOf, shareIntakeRoutes } from './share-intake.ts';
import { sharedMemoOf } from './share-memo.ts';
import { shareReadingRoutes } from './share-reading.ts';
import {
  type sharedIntakeResponse,
  type sharedMemoResponse,
  sharedResponse,
  type sharedStrategyResponse,
} from './share-responses.ts';
import { shareReviewRoutes, withSharedApprovals } from './share-review.ts';
import { scopedLinkLimits } from './share-scope.ts';
import { toSharedStrategy } from './shares.ts';
import { sectionResponse } from './strategy-responses.ts';

export type ShareVariables = AppVariables & { share: Share };

/**
 * Everything a share-link holder may do, mounted at `/api/shares/:shareId`: open to anyone with
 * the link (no access token), rate-limited per client address, and each request starts by
 * resolving the share here: 400 for a malformed id, 404 for an unknown, revoked or expired one.
 * `view` may read and export; `edit` may also change a section's text; `intake` (the client's
 * questionnaire) only reads its questions and puts answers; any other write through a share is
 * refused by name. The owner's routes never live under this path.
 */
export function shareHolderRoutes(context: ServerContext) {
  const { db } = context.database;
  const { bus, responseCache: cache } = context;
  const respond = exportResponder(context);
  const renderChangeMemo = changeMemoResponder(context);
  // The link is the credential: the routes after this middleware are the share holder's.
  const resolve = grantsAccess(
    'share',
    createMiddleware<{ Variables: ShareVariables }>(async (c, next) => {
      c.set('share', await resolveShare(db, parseShareId(c.req.param('shareId'))));
      await next();
    }),
  );
  const editLink = createMiddleware<{ Variables: ShareVariables }>(async (c, next) => {
    if (c.var.share.accessType !== 'edit') {
      throw new AppError('FORBIDDEN', shareRefusal(c.var.share.accessType));
    }
    await next();
  });
  // Comments and approvals: `comment` and `edit` links (a `view` link does not see comments).
  const reviewLink = createMiddleware<{ Variables: ShareVariables }>(async (c, next) => {
    if (c.var.share.accessType === 'view') throw new AppError('FORBIDDEN', SHARE_VIEW_ONLY);
    await next();
  });
  return (
    new Hono<{ Variables: ShareVariables }>()
      // Private, and checked again on every use (the ETag makes that cheap), so a revoked link is
      // never served from a cache in front.
      .use(async (c, next) => {
        await next();
        if (!c.res.headers.has('cache-control')) c.header('Cache-Control', 'private, no-cache');
      })
      .use(rateLimit(context.shareRateLimit))
      .use(resolve)
      // A questionnaire link reads its questions and sends answers, a memo link reads its memo.
      .use(scopedLinkLimits)
      // Served from the cache while the strategy's content version, the share's own fields and
      // the owner-wide inputs are unchanged: a 304 or a hit reads nothing but the share's row.
      .get(
        '/',
        describeRoute({
          summary:
            "`{share, strategy}` as the share shows it: `sectionOrder` (the executive summary first, or the profile's order); sections carry `version` and `stale`. A questionnaire link (`intake`) gets `{share, intake: {questions: [{id, text, why?}], answers: [{questionId, text, answeredBy, answeredAt}], companyName, language, brand, logoUrl?, firmLogoUrl?, sentAt?}}` and no `strategy`; a memo link (`memo`) gets `{share, memo: {since, createdAt, sections, title, companyName, language, brand, logoUrl?, firmLogoUrl?}}` and no `strategy`, and may also read its logos and `export/pdf`, `export/docx`, `export/md` (the memo's files), anything else 403 by name",
          responses: { 200: sharedResponse },
        }),
        async (c) => {
          // An open is counted, and `share.opened` sent, by the page's first reading beacon
          // (share-reading.ts): a read of this JSON is not a person opening the link.
          const share = c.var.share;
          const { strategyId: _owner, ...shareInfo } = share;
          const stamp = `${contentVersion(share.strategyId)}|${JSON.stringify(shareInfo)}`;
          const entry = await cache.get(`share:${share.id}`, stamp, async () => {
            const { accessType } = share;
            if (accessType === 'intake') {
              const intake = await sharedIntakeOf(db, { ...share, accessType });
              return intake satisfies z.input<typeof sharedIntakeResponse>;
            }
            if (accessType === 'memo') {
              const memo = await sharedMemoOf(db, { ...share, accessType });
              return memo satisfies z.input<typeof sharedMemoResponse>;
            }
            const [strategy, model] = await Promise.all([
              findStrategy(db, share.strategyId),
              findFinancials(db, share.strategyId),
            ]);
            if (!strategy) throw new AppError('NOT_FOUND', SHARE_EXPIRED_OR_INVALID);
            const inputs = await loadDeliverableInputs(db, {
              strategy,
              profileId: share.profileId,
              profileField: 'profileId',
            });
            const shared = toSharedStrategy(strategy, share.id, inputs);
            // Links that review see where each section stands (issue 14).
            if (share.accessType !== 'view') await withSharedApprovals(db, shared, strategy.id);
            // The financial model, read-only, when there is one and the share's profile has money.
            if (model && profileIncludesModel(inputs.profile?.sections)) {
              shared.financials = {
                assumptions: model.assumptions,
                forecast: computeForecast(model.assumptions),
                // Compared in the slides; the ids are the owner's page's business.
                scenarios: model.scenarios.map(({ name, adjustments }) => ({ name, adjustments })),
              };
            }
            return {
              share: { ...shareInfo, accessType },
              strategy: shared,
            } satisfies SharedStrategyResponse satisfies z.input<typeof sharedStrategyResponse>;
          });
          // Set before the body: a header added after it (the middleware above) makes Hono rebuild
          // the response around a stream, the slow path of the Node adapter.
          c.header('Cache-Control', 'private, no-cache');
          return sendCached(c, entry);
        },
      )
      .get(
        '/export/:format',
        describeRoute({
          summary:
            "the file, in the share's report profile; `?reviewNotes=1` (comment and edit links; 403 for a view link) adds the open comments; `?includeIntake=1` is refused (403: the owner's choice only); `?deck=sections` as the owner's",
          responses: { 200: fileBody },
        }),
        validateExportFormat(),
        async (c) => {
          const { share } = c.var;
          const { format } = c.req.valid('param');
          // The memo's own file: the scope above lets a memo link ask only for pdf, docx or md.
          if (share.accessType === 'memo') {
            return renderChangeMemo(c, share.strategyId, format as ChangeMemoFormat);
          }
          return respond(c, share.strategyId, format, share);
        },
      )
      .get(
        '/logo',
        describeRoute({
          summary: "the strategy's logo",
          responses: { 200: media('image/*', 'The image.') },
        }),
        async (c) => logoResponse(c, await getLogo(db, c.var.share.strategyId)),
      )
      .get(
        '/firm-logo',
        describeRoute({
          summary: "the firm's logo, for the shared view's brand",
          responses: { 200: media('image/*', 'The image.') },
        }),
        async (c) => firmLogoResponse(c, await getFirmLogo(db)),
      )
      .put(
        '/sections/:key',
        describeRoute({
          summary: "edit links: `{content, version}`, as the owner's",
          responses: { 200: sectionResponse },
        }),
        editLink,
        validateSectionKey(),
        sectionOfStrategy<{ Variables: ShareVariables }>(db, (c) => c.var.share.strategyId),
        validate('json', sectionEditSchema),
        async (c) => {
          const share = c.var.share;
          const section = await writeSectionContent(db, {
            strategyId: share.strategyId,
            key: c.req.valid('param').key,
            ...c.req.valid('json'),
            source: 'link-edit',
          });
          // The owner's open page shows the client's edit as it happens.
          bus.publish(share.strategyId, { type: 'section-update', data: { section } });
          return c.json(section satisfies z.input<typeof sectionResponse>, 200);
        },
      )
      .route('/', shareReviewRoutes(context, reviewLink))
      .route('/', shareIntakeRoutes(context))
      .route('/', shareReadingRoutes(context))
      .on(
        ['POST', 'PUT', 'PATCH', 'DELETE'],
        ['/', '/*'],
        describeRoute({ summary: 'refused, 403 by name', responses: {} }),
        async (c) => {
          throw new AppError('FORBIDDEN', shareRefusal(c.var.share.accessType));
        },
      )
  );
}
