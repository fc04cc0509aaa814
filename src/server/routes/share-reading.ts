import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { EXECUTIVE_SUMMARY_KEY } from '../../domain/export-selection.ts';
import { findOutlineSection } from '../../domain/outline.ts';
import { shareReadingSchema } from '../../domain/share.ts';
import { READING_ACCESS_TYPES, READING_RATE_LIMITS } from '../../domain/share-reading.ts';
import type { ServerContext } from '../context.ts';
import { AppError, SHARE_EXPIRED_OR_INVALID } from '../errors.ts';
import { createRateLimiter, tooManyRequests } from '../rate-limit.ts';
import { describeRoute } from '../route-description.ts';
import { countOpens, readShareReading, recordReading } from '../store/share-reading.ts';
import { resolveShare } from '../store/shares.ts';
import { findStrategyOutline } from '../store/strategies.ts';
import { invalidInput, validate } from '../validation.ts';
import { parseShareId, type StrategyVariables } from './path-params.ts';
import type { ShareVariables } from './share-holder.ts';

export const NOT_A_READ_VIEW = 'This share link does not show the strategy';

/** `DNT: 1` or `Sec-GPC: 1`: the open is recorded, no reading time. */
function asksNotToBeTracked(header: (name: string) => string | undefined): boolean {
  return header('dnt')?.trim() === '1' || header('sec-gpc')?.trim() === '1';
}

/**
 * `POST /api/shares/:shareId/reading` (issue 31, decision 0108), mounted in the share holder's
 * sub-app (so the share is resolved: 400/404 as every share route). The one place that decides
 * an open: the first beacon of a visit. An open sends the `share.opened` webhook; an open or
 * counted time sends `share-read` to the owner's open page.
 */
export function shareReadingRoutes(context: ServerContext) {
  const { db } = context.database;
  const { bus } = context;
  const perLink = createRateLimiter(READING_RATE_LIMITS.perLink);
  const perVisit = createRateLimiter(READING_RATE_LIMITS.perVisit);
  const readView = createMiddleware<{ Variables: ShareVariables }>(async (c, next) => {
    if (!READING_ACCESS_TYPES.includes(c.var.share.accessType)) {
      throw new AppError('FORBIDDEN', NOT_A_READ_VIEW);
    }
    await next();
  });
  return new Hono<{ Variables: ShareVariables }>().post(
    '/reading',
    describeRoute({
      summary:
        "the shared view's beacon (decision 0108): `{visitId, sections: [{key, seconds}]}` → 204. The first beacon of a visit (`visitId`, a UUID the page makes per load) counts an open (`share.opened` webhook, `share-read` event); `seconds` whole, 1–600 per entry, at most 50 entries, keys of the strategy's outline, each once; a visit counts at most 4 h. `DNT: 1` or `Sec-GPC: 1`: the open only, `sections` ignored. 429 past 240 beacons a minute per link or 12 per visit; 403 for a link that is not view, comment or edit",
      responses: { 204: null },
    }),
    readView,
    validate('json', shareReadingSchema),
    async (c) => {
      const share = c.var.share;
      const beacon = c.req.valid('json');
      const sections = asksNotToBeTracked((name) => c.req.header(name)) ? [] : beacon.sections;
      // Input is checked first: a refused beacon stores nothing and spends no link's allowance.
      if (sections.length > 0) {
        const outline = await findStrategyOutline(db, share.strategyId);
        const unknown = sections.flatMap((section, index) =>
          section.key === EXECUTIVE_SUMMARY_KEY || findOutlineSection(outline, section.key)
            ? []
            : [{ path: ['sections', index, 'key'], message: 'must be a section of this strategy' }],
        );
        if (unknown.length > 0) throw invalidInput(unknown, beacon);
      }
      for (const [limiter, key] of [
        [perLink, share.id],
        [perVisit, `${share.id}:${beacon.visitId}`],
      ] as const) {
        const decision = limiter.hit(key);
        if (!decision.allowed) return tooManyRequests(c, decision.retryAfterSeconds);
      }
      const recorded = await recordReading(db, {
        shareId: share.id,
        visitId: beacon.visitId,
        sections,
      });
      if (recorded.opened) {
        void context.webhooks
          ?.onShareOpened({
            strategyId: share.strategyId,
            shareId: share.id,
            accessType: share.accessType,
          })
          .catch((error: unknown) => context.logger.warn({ err: error }, 'share.opened webhook'));
      }
      if (recorded.opened || recorded.counted > 0) {
        const opens = await countOpens(db, share.id);
        bus.publish(share.strategyId, { type: 'share-read', data: { shareId: share.id, opens } });
      }
      return c.body(null, 204);
    },
  );
}

/** Mounted at `/api/strategies/:id`: the owner's figures for one of the strategy's links. */
/** `GET /api/strategies/:id/shares/:shareId/reading`: how the link was read. */
const shareReadingResponse = z.object({
  opens: z.number().int(),
  lastOpenedAt: z.string().nullable(),
  seconds: z.number(),
  sections: z.array(z.object({ key: z.string(), seconds: z.number() })),
});

export function ownerShareReadingRoutes({ database }: ServerContext) {
  const { db } = database;
  return new Hono<{ Variables: StrategyVariables }>().get(
    '/shares/:shareId/reading',
    describeRoute({
      summary:
        "the link's reading (decision 0108): `{opens, lastOpenedAt, seconds, sections: [{key, seconds}]}`, `sections` the ones read in the outline's order (the executive summary first); 404 for a link of another strategy",
      responses: { 200: shareReadingResponse },
    }),
    async (c) => {
      const share = await resolveShare(db, parseShareId(c.req.param('shareId')));
      if (share.strategyId !== c.var.strategyId) {
        throw new AppError('NOT_FOUND', SHARE_EXPIRED_OR_INVALID);
      }
      const outline = await findStrategyOutline(db, share.strategyId);
      return c.json(
        (await readShareReading(db, share.id, outline)) satisfies z.input<
          typeof shareReadingResponse
        >,
        200,
      );
    },
  );
}
