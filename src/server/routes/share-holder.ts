import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
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
import { getFirmLogo } from '../store/brand-kit.ts';
import { findFinancials } from '../store/financials.ts';
import { getLogo } from '../store/logos.ts';
import { writeSectionContent } from '../store/sections.ts';
import { resolveShare, SHARE_VIEW_ONLY, type Share, shareRefusal } from '../store/shares.ts';
import { findStrategy } from '../store/strategies.ts';
import { validate } from '../validation.ts';
import { firmLogoResponse } from './brand-settings.ts';
import { exportResponder } from './exports.ts';
import { logoResponse } from './logos.ts';
import { parseShareId, validateExportFormat, validateSectionKey } from './path-params.ts';
import { sectionOfStrategy } from './section-of-strategy.ts';
import { shareReviewRoutes, withSharedApprovals } from './share-review.ts';
import { toSharedStrategy } from './shares.ts';

export type ShareVariables = AppVariables & { share: Share };

/**
 * Everything a share-link holder may do, mounted at `/api/shares/:shareId`: open to anyone with
 * the link (no access token), rate-limited per client address, and each request starts by
 * resolving the share here: 400 for a malformed id, 404 for an unknown, revoked or expired one.
 * `view` may read and export; `edit` may also change a section's text; any other write through
 * a share is refused by name. The owner's routes never live under this path.
 */
export function shareHolderRoutes(context: ServerContext) {
  const { db } = context.database;
  const { bus, responseCache: cache } = context;
  const respond = exportResponder(context);
  const resolve = createMiddleware<{ Variables: ShareVariables }>(async (c, next) => {
    c.set('share', await resolveShare(db, parseShareId(c.req.param('shareId'))));
    await next();
  });
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
      // Served from the cache while the strategy's content version, the share's own fields and
      // the owner-wide inputs are unchanged: a 304 or a hit reads nothing but the share's row.
      .get('/', async (c) => {
        const share = c.var.share;
        void context.webhooks
          ?.onShareOpened({
            strategyId: share.strategyId,
            shareId: share.id,
            accessType: share.accessType,
          })
          .catch((error: unknown) => context.logger.warn({ err: error }, 'share.opened webhook'));
        const { strategyId: _owner, ...shareInfo } = share;
        const stamp = `${contentVersion(share.strategyId)}|${JSON.stringify(shareInfo)}`;
        const entry = await cache.get(`share:${share.id}`, stamp, async () => {
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
            };
          }
          return { share: shareInfo, strategy: shared } satisfies SharedStrategyResponse;
        });
        // Set before the body: a header added after it (the middleware above) makes Hono rebuild
        // the response around a stream, the slow path of the Node adapter.
        c.header('Cache-Control', 'private, no-cache');
        return sendCached(c, entry);
      })
      .get('/export/:format', validateExportFormat(), async (c) =>
        respond(c, c.var.share.strategyId, c.req.valid('param').format, c.var.share),
      )
      .get('/logo', async (c) => logoResponse(c, await getLogo(db, c.var.share.strategyId)))
      .get('/firm-logo', async (c) => firmLogoResponse(c, await getFirmLogo(db)))
      .put(
        '/sections/:key',
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
          return c.json(section);
        },
      )
      .route('/', shareReviewRoutes(context, reviewLink))
      .on(['POST', 'PUT', 'PATCH', 'DELETE'], ['/', '/*'], async (c) => {
        throw new AppError('FORBIDDEN', shareRefusal(c.var.share.accessType));
      })
  );
}
