import { Hono } from 'hono';
import { z } from 'zod';
import {
  cleanTitle,
  type StrategyTitlesResponse,
  TITLE_MAX_LENGTH,
  type TitlesUpdate,
  titleEntries,
  titlesResponse,
} from '../../domain/section-titles.ts';
import type { ServerContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { describeRoute } from '../route-description.ts';
import { findStrategyTitles, saveEditedTitles } from '../store/section-titles.ts';
import { ENGLISH_NEEDS_NO_TITLES, translateTitles } from '../title-translation.ts';
import { invalidInput, validate } from '../validation.ts';
import { sectionTitlesResponse } from './library-responses.ts';
import type { StrategyVariables } from './path-params.ts';

const updateSchema = z.object({
  titles: z
    .record(
      z.string().max(200),
      z.string().max(TITLE_MAX_LENGTH * 4, `must be at most ${TITLE_MAX_LENGTH} characters`),
    )
    .refine((titles) => Object.keys(titles).length <= 500, 'at most 500 titles at once'),
}) satisfies z.ZodType<TitlesUpdate>;

async function readTitles(db: Database, id: string): Promise<StrategyTitlesResponse> {
  const { language, outline, stored } = await findStrategyTitles(db, id);
  return titlesResponse(outline, language, stored) satisfies z.input<typeof sectionTitlesResponse>;
}

/**
 * Section and group titles in the strategy's language (decision 0053), mounted at
 * `/api/strategies/:id`: read them, edit some, ask the model now.
 */
export function sectionTitleRoutes({ database, resolveProvider, logger }: ServerContext) {
  const { db } = database;
  return new Hono<{ Variables: StrategyVariables }>()
    .get(
      '/titles',
      describeRoute({
        summary:
          'section and group titles in the strategy\'s language: `{language, translatedAt?, titles: [{key, kind, english, translated, source: "edited" | "model" | "english"}]}` (keys: section keys, `group:<slug>`; decision 0053)',
        responses: { 200: sectionTitlesResponse },
      }),
      async (c) => c.json(await readTitles(db, c.var.strategyId), 200),
    )
    .put(
      '/titles',
      describeRoute({
        summary:
          '`{titles: {key: title}}`, some keys: the person\'s titles (plain text, one line, ≤ 120 characters); `""` resets one to the model\'s or English; 400 for an English strategy or an unknown key',
        responses: { 200: sectionTitlesResponse },
      }),
      validate('json', updateSchema),
      async (c) => {
        const id = c.var.strategyId;
        const { language, outline } = await findStrategyTitles(db, id);
        if (language === 'English') throw new AppError('BAD_REQUEST', ENGLISH_NEEDS_NO_TITLES);
        const known = new Set(titleEntries(outline).map((entry) => entry.key));
        const edits: Record<string, string> = {};
        for (const [key, raw] of Object.entries(c.req.valid('json').titles)) {
          if (!known.has(key)) {
            throw invalidInput([
              { path: ['titles', key], message: 'not a section or group of this strategy' },
            ]);
          }
          const title = raw.trim() === '' ? '' : cleanTitle(raw);
          if (title === undefined) {
            throw invalidInput([
              {
                path: ['titles', key],
                message: `must be plain text on one line, at most ${TITLE_MAX_LENGTH} characters`,
              },
            ]);
          }
          edits[key] = title;
        }
        await saveEditedTitles(db, id, edits);
        return c.json(await readTitles(db, id), 200);
      },
    )
    .post(
      '/titles/translate',
      describeRoute({
        summary:
          'ask the model now for every title in one request (503 without a provider, 400 for an English strategy, 502 when the model cannot be reached); a title it cannot give stays English',
        responses: { 200: sectionTitlesResponse },
      }),
      async (c) => {
        const id = c.var.strategyId;
        await translateTitles({
          db,
          provider: resolveProvider?.(),
          strategyId: id,
          signal: c.req.raw.signal,
          logger: c.get('logger') ?? logger,
        });
        return c.json(await readTitles(db, id), 200);
      },
    );
}
