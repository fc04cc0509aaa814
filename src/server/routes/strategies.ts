import { Hono } from 'hono';
import { z } from 'zod';
import {
  createStrategySchema,
  isStorableText,
  LIBRARY_PAGE_LIMITS,
  sectionEditSchema,
  UNSTORABLE_TEXT_MESSAGE,
  updateStrategySchema,
} from '../../domain/strategy.ts';
import { contentVersion } from '../cache/content-versions.ts';
import { sendCached } from '../cache/response-cache.ts';
import type { ServerContext } from '../context.ts';
import { withCosts } from '../costs/strategy-cost.ts';
import type { AppVariables } from '../middleware/request-log.ts';
import { describeRoute } from '../route-description.ts';
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
import {
  playbookUpdateResponse,
  type SectionAnswer,
  type StrategyAnswer,
  type StrategyPageAnswer,
  sectionResponse,
  strategyPageResponse,
  strategyResponse,
} from './strategy-responses.ts';

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
    .get(
      '/',
      describeRoute({
        summary:
          "`?limit=1-100 (50)&cursor&q` → `{items, nextCursor, total}`: a page of summaries, newest first (`updated_at`, then id; `nextCursor` null on the last page), each `{id, companyName, clientName, overview (first 280 characters), sectionsDone of sectionCount (its own outline's sections: 124 on Standard; set-aside sections and the executive summary not counted), cost, createdAt, updatedAt}`; `q` keeps strategies whose company, client or overview has words beginning with each of its words, any case (`total` counts them); a bad `limit` or `cursor` is 400 naming it (decision 0070)",
        responses: { 200: strategyPageResponse },
      }),
      validate('query', libraryQuerySchema),
      async (c) => {
        const pricing = await settings.pricingContext();
        return c.json(
          (await listStrategies(db, c.req.valid('query'), pricing)) satisfies StrategyPageAnswer,
          200,
        );
      },
    )
    .post(
      '/',
      describeRoute({
        summary:
          "`{overview, metadata?, language?, playbookId?}` → 201 strategy (its own copy of the playbook's outline)",
        responses: { 201: strategyResponse },
      }),
      validate('json', createStrategySchema),
      async (c) => {
        const strategy = await createStrategy(db, c.req.valid('json'));
        return c.json(strategy satisfies StrategyAnswer, 201);
      },
    );
}

/** Mounted at `/api/strategies/:id` (the id checked there): one strategy and its sections. */
export function strategyRoutes(context: ServerContext) {
  const { database, engine, bus, settings, responseCache: cache } = context;
  const { db } = database;
  return (
    new Hono<{ Variables: StrategyVariables }>()
      // Cached by the strategy's content version and the prices (decision 0050): a 304 or a hit
      // reads nothing from the database. Still `no-store` (app.ts): the ETag serves API clients.
      .get(
        '/',
        describeRoute({
          summary:
            'the strategy; `outline` (catalogue shape, each section with its `brief: {objective, mustCover, framework?, targetWords?}`: Standard\'s built-in ones or its playbook\'s), `playbookId?`, `playbookVersion?`, `setAside?`; `sectionOrder` (`executive-summary` first, then the outline); each section carries `version`, `stale` and `staleReasons: [{input: "sections" | "financials" | "facts" | "brief" | "answers", key?, change: "changed" | "out-of-date"}]` (`answers`: `key` is the question\'s id) when something it was written from changed (decision 0082), and when reviewed `approval: {state, version, changedSince}` and `openComments`; once written from sources, `sources: [{n, documentId | url, title, page?, location?}]` and `citationsRemoved`; `lastRun: {id, status, sections, written, unwritten, budget: {amount, currency} | null, stoppedAtBudget}` (`written`: sections the run wrote, not text it put back; `unwritten`: what Continue writes); strong `ETag`, 304 for `If-None-Match`, br/gzip (decision 0050)',
          responses: { 200: strategyResponse },
        }),
        async (c) => {
          const id = c.var.strategyId;
          const pricing = await settings.pricingContext();
          const stamp = `${contentVersion(id)}|${JSON.stringify(pricing)}`;
          const entry = await cache.get(
            `strategy:${id}`,
            stamp,
            async () =>
              withCosts(
                await withReview(db, await getStrategy(db, id)),
                pricing,
              ) satisfies StrategyAnswer,
          );
          // Set before the body (app.ts would add it after, rebuilding the response as a stream).
          c.header('Cache-Control', 'no-store');
          return sendCached(c, entry);
        },
      )
      .patch(
        '/',
        describeRoute({
          summary:
            '`{version, overview?, metadata?, language?, name?}` (`name`: its name in the library, never on the cover; empty or null: the company name stands for it); 409 when stale',
          responses: { 200: strategyResponse },
        }),
        validate('json', updateStrategySchema),
        async (c) =>
          c.json(
            (await updateStrategy(
              db,
              c.var.strategyId,
              c.req.valid('json'),
            )) satisfies StrategyAnswer,
            200,
          ),
      )
      .delete(
        '/',
        describeRoute({ summary: 'cancels its runs, deletes it → 204', responses: { 204: null } }),
        async (c) => {
          const id = c.var.strategyId;
          await engine.cancelStrategy(id);
          await deleteStrategy(db, id);
          bus.publish(id, { type: 'strategy-deleted', data: {} });
          return c.body(null, 204);
        },
      )
      .post(
        '/duplicate',
        describeRoute({
          summary:
            'one transaction → 201 copy whose `name` is "… (copy)" (the metadata, so the cover, unchanged)',
          responses: { 201: strategyResponse },
        }),
        async (c) =>
          c.json((await duplicateStrategy(db, c.var.strategyId)) satisfies StrategyAnswer, 201),
      )
      // Its playbook's newer version: what would change, then applying it (issue 16).
      .get(
        '/playbook-update',
        describeRoute({
          summary:
            "what applying its playbook's current version changes: `{added, removed (written?), renamed, changed}`",
          responses: { 200: playbookUpdateResponse },
        }),
        async (c) =>
          c.json(
            (await previewPlaybookUpdate(db, c.var.strategyId)) satisfies z.input<
              typeof playbookUpdateResponse
            >,
            200,
          ),
      )
      .post(
        '/playbook-update',
        describeRoute({
          summary:
            "apply its playbook's current version (409 while generating); removed written sections are set aside",
          responses: { 200: strategyResponse },
        }),
        async (c) =>
          c.json((await applyPlaybookUpdate(db, c.var.strategyId)) satisfies StrategyAnswer, 200),
      )
      .post(
        '/set-aside/restore',
        describeRoute({
          summary: '`{key}`: put a set-aside section back, its text with it',
          responses: { 200: strategyResponse },
        }),
        validate('json', restoreSchema),
        async (c) =>
          c.json(
            (await restoreSetAside(
              db,
              c.var.strategyId,
              c.req.valid('json').key,
            )) satisfies StrategyAnswer,
            200,
          ),
      )
      .put(
        '/sections/:key',
        describeRoute({
          summary:
            '`{content, version}`; 409 `SECTION_CHANGED` with the current section when stale',
          responses: { 200: sectionResponse },
        }),
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
          return c.json(section satisfies SectionAnswer, 200);
        },
      )
  );
}
