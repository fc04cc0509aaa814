import { Hono } from 'hono';
import { z } from 'zod';
import {
  createStrategySchema,
  isStorableText,
  LIBRARY_PAGE_LIMITS,
  type StrategyPage,
  sectionEditSchema,
  UNSTORABLE_TEXT_MESSAGE,
  updateStrategySchema,
} from '../../domain/strategy.ts';
import { contentVersion } from '../cache/content-versions.ts';
import { sendCached } from '../cache/response-cache.ts';
import type { ServerContext } from '../context.ts';
import { withCosts } from '../costs/strategy-cost.ts';
import type { AppVariables } from '../middleware/request-log.ts';
import { duplicateStrategy } from '../store/duplicate-strategy.ts';
import { decodeLibraryCursor } from '../store/library-cursor.ts';
import { withReview } from '../store/section-review.ts';
import { writeSectionContent } from '../store/sections.ts';
import {
  createStrategy,
  deleteStrategy,
  getStrategy,
  updateStrategy,
} from '../store/strategies.ts';
import { listStrategies } from '../store/strategy-library.ts';
import {
  applyPlaybookUpdate,
  previewPlaybookUpdate,
  restoreSetAside,
} from '../store/strategy-outline.ts';
import { validate } from '../validation.ts';
import { type StrategyVariables, validateSectionKey } from './path-params.ts';
import { sectionOfStrategy } from './section-of-strategy.ts';

const restoreSchema = z.object({ key: z.string().max(100) });

const { defaultItems, maxItems, searchLength } = LIBRARY_PAGE_LIMITS;
const limitMessage = `must be a whole number from 1 to ${maxItems}`;

/** `GET /api/strategies?limit&cursor&q`: a page of the library (issue 32). */
const libraryQuerySchema = z.object({
  limit: z.coerce
    .number({ error: limitMessage })
    .int(limitMessage)
    .min(1, limitMessage)
    .max(maxItems, limitMessage)
    .default(defaultItems),
  cursor: z
    .string()
    .max(500)
    .transform((text, context) => {
      const cursor = decodeLibraryCursor(text);
      if (!cursor) {
        context.addIssue({ code: 'custom', message: 'must be a nextCursor this list gave' });
        return z.NEVER;
      }
      return cursor;
    })
    .optional(),
  q: z
    .string()
    .max(searchLength, `must be at most ${searchLength} characters`)
    .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE)
    .optional(),
});

/** Mounted at `/api/strategies`: the owner's list, and creating a strategy. */
export function strategyCollectionRoutes({ database, settings }: ServerContext) {
  const { db } = database;
  return new Hono<{ Variables: AppVariables }>()
    .get('/', validate('query', libraryQuerySchema), async (c) => {
      const pricing = await settings.pricingContext();
      return c.json(
        (await listStrategies(db, c.req.valid('query'), pricing)) satisfies StrategyPage,
      );
    })
    .post('/', validate('json', createStrategySchema), async (c) => {
      const strategy = await createStrategy(db, c.req.valid('json'));
      return c.json(strategy, 201);
    });
}

/** Mounted at `/api/strategies/:id` (the id checked there): one strategy and its sections. */
export function strategyRoutes(context: ServerContext) {
  const { database, engine, bus, settings, responseCache: cache } = context;
  const { db } = database;
  return (
    new Hono<{ Variables: StrategyVariables }>()
      // Cached by the strategy's content version and the prices (decision 0050): a 304 or a hit
      // reads nothing from the database. Still `no-store` (app.ts): the ETag serves API clients.
      .get('/', async (c) => {
        const id = c.var.strategyId;
        const pricing = await settings.pricingContext();
        const stamp = `${contentVersion(id)}|${JSON.stringify(pricing)}`;
        const entry = await cache.get(`strategy:${id}`, stamp, async () =>
          withCosts(await withReview(db, await getStrategy(db, id)), pricing),
        );
        // Set before the body (app.ts would add it after, rebuilding the response as a stream).
        c.header('Cache-Control', 'no-store');
        return sendCached(c, entry);
      })
      .patch('/', validate('json', updateStrategySchema), async (c) =>
        c.json(await updateStrategy(db, c.var.strategyId, c.req.valid('json'))),
      )
      .delete('/', async (c) => {
        const id = c.var.strategyId;
        await engine.cancelStrategy(id);
        await deleteStrategy(db, id);
        bus.publish(id, { type: 'strategy-deleted', data: {} });
        return c.body(null, 204);
      })
      .post('/duplicate', async (c) => c.json(await duplicateStrategy(db, c.var.strategyId), 201))
      // Its playbook's newer version: what would change, then applying it (issue 16).
      .get('/playbook-update', async (c) =>
        c.json(await previewPlaybookUpdate(db, c.var.strategyId)),
      )
      .post('/playbook-update', async (c) =>
        c.json(await applyPlaybookUpdate(db, c.var.strategyId)),
      )
      .post('/set-aside/restore', validate('json', restoreSchema), async (c) =>
        c.json(await restoreSetAside(db, c.var.strategyId, c.req.valid('json').key)),
      )
      .put(
        '/sections/:key',
        validateSectionKey(),
        sectionOfStrategy<{ Variables: StrategyVariables }>(db, (c) => c.var.strategyId),
        validate('json', sectionEditSchema),
        async (c) => {
          const id = c.var.strategyId;
          const section = await writeSectionContent(db, {
            strategyId: id,
            key: c.req.valid('param').key,
            ...c.req.valid('json'),
          });
          bus.publish(id, { type: 'section-update', data: { section } });
          return c.json(section);
        },
      )
  );
}
