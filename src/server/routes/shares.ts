import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { deliverableLabels } from '../../domain/deliverable-catalogue.ts';
import { EXECUTIVE_SUMMARY_KEY, viewSectionOrder } from '../../domain/export-selection.ts';
import { localizeOutline } from '../../domain/section-titles.ts';
import { createShareSchema, type SharedStrategy, type ShareLink } from '../../domain/share.ts';
import type { Strategy } from '../../domain/strategy.ts';
import { hasChangeMemo, NO_MEMO_TO_SHARE } from '../change-memo.ts';
import type { ServerContext } from '../context.ts';
import { AppError } from '../errors.ts';
import type { DeliverableInputs } from '../exports/deliverable-inputs.ts';
import { describeRoute } from '../route-description.ts';
import { requireReportProfile } from '../store/report-profiles.ts';
import { createShare, listShares, revokeShare, type Share } from '../store/shares.ts';
import { validate } from '../validation.ts';
import { parseShareId, type StrategyVariables } from './path-params.ts';
import { shareLinkResponse } from './strategy-responses.ts';

const HOST = /^([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:\d{1,5})?$/i;

/**
 * The origin the person's browser used, so the link works when pasted. Behind a TLS reverse
 * proxy the request reaches us as plain http, so `X-Forwarded-Proto` and `X-Forwarded-Host` are
 * honoured (first value, well-formed only). That is safe here although any client can send them:
 * only the share's owner (the token holder) receives `url`, it is computed per request and never
 * stored or cached, so a forged header only misleads the person who forged it.
 */
export function publicOrigin(c: Context): string {
  const url = new URL(c.req.url);
  const forwardedProto = firstValue(c.req.header('x-forwarded-proto'))?.toLowerCase();
  const forwardedHost = firstValue(c.req.header('x-forwarded-host'));
  const protocol =
    forwardedProto === 'http' || forwardedProto === 'https' ? `${forwardedProto}:` : url.protocol;
  const host = forwardedHost && HOST.test(forwardedHost) ? forwardedHost : url.host;
  return `${protocol}//${host}`;
}

function firstValue(header: string | undefined): string | undefined {
  return header?.split(',')[0]?.trim() || undefined;
}

function toShareLink(share: Share, origin: string): ShareLink {
  return {
    id: share.id,
    url: `${origin}/share/${share.id}`,
    accessType: share.accessType,
    createdAt: share.createdAt,
    expiresAt: share.expiresAt,
    profileId: share.profileId,
  };
}

/**
 * How a share link's page is dressed: the brand (the owner's kit, the strategy's fields over it),
 * the firm's logo and the client's logo, both through the share. Shared view and questionnaire.
 */
export function sharedBrand(
  strategy: Pick<Strategy, 'logoUrl'>,
  shareId: string,
  inputs: DeliverableInputs,
): Pick<SharedStrategy, 'brand' | 'logoUrl' | 'firmLogoUrl'> {
  const logoVersion =
    strategy.logoUrl && new URL(strategy.logoUrl, 'http://x').searchParams.get('v');
  return {
    ...(strategy.logoUrl ? { logoUrl: `/api/shares/${shareId}/logo?v=${logoVersion ?? ''}` } : {}),
    brand: inputs.brand,
    ...(inputs.firmLogoVersion
      ? { firmLogoUrl: `/api/shares/${shareId}/firm-logo?v=${inputs.firmLogoVersion.getTime()}` }
      : {}),
  };
}

/**
 * The strategy as a share holder sees it. Its id and version are left out: with them a share
 * holder could call the owner's routes on a server that has no access token. With a report
 * profile, only its sections, in its order; the brand so the page can dress the view.
 */
export function toSharedStrategy(
  strategy: Strategy,
  shareId: string,
  inputs: DeliverableInputs,
): SharedStrategy {
  // Headings in the strategy's language (decisions 0043, 0053); keys unchanged.
  const titles = strategy.titles;
  const labels = deliverableLabels(strategy.language);
  const outline = localizeOutline(strategy.outline, titles);
  const sectionOrder = viewSectionOrder(Object.keys(strategy.sections), {
    ...(inputs.profile ? { keys: inputs.profile.sections } : {}),
    outline: { groups: strategy.outline },
  });
  const shown = sectionOrder.flatMap((key) => {
    const section = strategy.sections[key];
    if (!section) return [];
    const { status, content, version, updatedAt, stale } = section;
    const title =
      key === EXECUTIVE_SUMMARY_KEY ? labels.executiveSummary : (titles?.[key] ?? section.title);
    // Sources by name, page and address; the owner's document ids stay with the owner.
    const sources = section.sources?.map(({ documentId: _id, ...source }) => source);
    const removed = section.citationsRemoved;
    return [
      [
        key,
        {
          key,
          title,
          status,
          content,
          version,
          updatedAt,
          ...(stale ? { stale } : {}),
          ...(sources?.length ? { sources } : {}),
          ...(removed ? { citationsRemoved: removed } : {}),
        },
      ],
    ];
  });
  return {
    overview: strategy.overview,
    metadata: strategy.metadata,
    language: strategy.language,
    ...sharedBrand(strategy, shareId, inputs),
    updatedAt: strategy.updatedAt,
    sectionOrder,
    // Titles only: a playbook's instructions are the consultant's, not the client's.
    outline: outline.map((group) => ({
      title: group.title,
      sections: group.sections.map((section) => ({ key: section.key, title: section.title })),
    })),
    sections: Object.fromEntries(shown),
  };
}

/** Mounted at `/api/strategies/:id`: the owner makes, lists and revokes the strategy's links. */
export function ownerShareRoutes({ database }: ServerContext) {
  const { db } = database;
  return new Hono<{ Variables: StrategyVariables }>()
    .post(
      '/shares',
      describeRoute({
        summary:
          '`{accessType: "view" | "comment" | "edit" | "intake" | "memo", expiresInDays?, profileId?}` → 201 link (`intake`: the client\'s questionnaire; `memo`: the last "what changed" memo, 409 until one is written)',
        responses: { 201: shareLinkResponse },
      }),
      validate('json', createShareSchema),
      async (c) => {
        const input = c.req.valid('json');
        if (input.profileId) await requireReportProfile(db, input.profileId, 'profileId');
        // A memo link shows the last memo: there must be one to show.
        if (input.accessType === 'memo' && !(await hasChangeMemo(db, c.var.strategyId))) {
          throw new AppError('CONFLICT', NO_MEMO_TO_SHARE);
        }
        const share = await createShare(db, { strategyId: c.var.strategyId, ...input });
        return c.json(
          toShareLink(share, publicOrigin(c)) satisfies z.input<typeof shareLinkResponse>,
          201,
        );
      },
    )
    .get(
      '/shares',
      describeRoute({
        summary: 'live links, newest first',
        responses: { 200: z.array(shareLinkResponse) },
      }),
      async (c) => {
        const origin = publicOrigin(c);
        const shares = await listShares(db, c.var.strategyId);
        return c.json(
          shares.map((share) => toShareLink(share, origin)) satisfies z.input<
            typeof shareLinkResponse
          >[],
          200,
        );
      },
    )
    .delete(
      '/shares/:shareId',
      describeRoute({ summary: 'revoke the link → 204', responses: { 204: null } }),
      async (c) => {
        await revokeShare(db, c.var.strategyId, parseShareId(c.req.param('shareId')));
        return c.body(null, 204);
      },
    );
}
