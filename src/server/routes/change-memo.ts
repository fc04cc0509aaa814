import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { type ChangeMemoSince, changeMemoRequestSchema } from '../../domain/change-memo.ts';
import { contentDisposition } from '../../domain/export-formats.ts';
import {
  changeMemoDocument,
  estimateChangeMemo,
  readChangeMemo,
  writeChangeMemo,
} from '../change-memo.ts';
import type { ServerContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { ExportQueueFullError } from '../exports/export-pool.ts';
import { describeRoute, fileBody } from '../route-description.ts';
import { getStrategy } from '../store/strategies.ts';
import { invalidInput, validate } from '../validation.ts';
import { loadExportDocument } from './exports.ts';
import { type StrategyVariables, validateExportFormat } from './path-params.ts';
import { changeMemoResponse } from './source-responses.ts';
import { costEstimateResponse } from './strategy-responses.ts';

/** The formats a memo is a file in: a document to read, not a deck or a sheet. */
export const CHANGE_MEMO_FORMATS = ['pdf', 'docx', 'md'] as const;
export type ChangeMemoFormat = (typeof CHANGE_MEMO_FORMATS)[number];

/** `?since=2026-03-01` or `?approvals=true`, as the POST's `since`. */
/** Declared so that `hc<AppType>` types the page's call; `sinceOfQuery` says what is wrong. */
const changeMemoEstimateQuery = z.object({
  since: z.string().optional(),
  approvals: z.string().optional(),
});

function sinceOfQuery(query: z.infer<typeof changeMemoEstimateQuery>): ChangeMemoSince {
  const since = query.approvals === 'true' ? { approvals: true as const } : query.since;
  const parsed = changeMemoRequestSchema.safeParse({ since });
  if (!parsed.success) {
    throw invalidInput([{ path: 'since', message: 'give ?since=<ISO date> or ?approvals=true' }]);
  }
  return parsed.data.since;
}

/** The memo's formats, after the route's `:format` passed the check every export route makes. */
function memoFormat(format: string): ChangeMemoFormat {
  const known = CHANGE_MEMO_FORMATS.find((candidate) => candidate === format);
  if (!known) {
    throw invalidInput([
      {
        path: 'format',
        message: `must be ${CHANGE_MEMO_FORMATS.join(', ')}: the memo is a document`,
      },
    ]);
  }
  return known;
}

/**
 * Owner routes, mounted at `/api/strategies/:id`: the "what changed" memo (issue 31), priced by
 * its estimate before the POST asks the model, kept as the strategy's last memo for its files.
 */
/**
 * The strategy's last memo as a file, for its owner and through a memo link: 404 when none was
 * written, 503 with `Retry-After` when the export queue is full.
 */
export function changeMemoResponder({
  database,
  exportPool,
}: Pick<ServerContext, 'database' | 'exportPool'>) {
  const { db } = database;
  // biome-ignore lint/suspicious/noExplicitAny: the owner's and the share holder's contexts differ
  return async (c: Context<any, any, any>, strategyId: string, format: ChangeMemoFormat) => {
    if (!exportPool) throw new AppError('UNAVAILABLE', 'Exports are not available on this server');
    const memo = await readChangeMemo(db, strategyId);
    const strategy = await loadExportDocument(db, strategyId, { wordTemplate: format === 'docx' });
    try {
      const result = await exportPool.render(format, changeMemoDocument(memo, strategy), {
        signal: c.req.raw.signal,
      });
      return c.body(result.bytes as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': result.contentType,
        'Content-Disposition': contentDisposition(result.fileName),
        'Cache-Control': 'no-store',
      });
    } catch (error) {
      if (error instanceof ExportQueueFullError) {
        return c.json({ error: error.message }, 503, {
          'Retry-After': String(error.retryAfterSeconds),
        });
      }
      throw error;
    }
  };
}

export function changeMemoRoutes({
  database,
  settings,
  resolveProvider,
  exportPool,
  logger,
}: ServerContext) {
  const { db } = database;
  const renderChangeMemo = changeMemoResponder({ database, exportPool });
  return new Hono<{ Variables: StrategyVariables }>()
    .get(
      '/change-memo/estimate',
      describeRoute({
        summary:
          '`?since=<ISO date>` or `?approvals=true`: what the "what changed" memo would cost before it runs: `{sections, estimatedCost: {amount, currency} | null}` (one request per section changed since)',
        responses: { 200: costEstimateResponse },
      }),
      validate('query', changeMemoEstimateQuery),
      async (c) => {
        const since = sinceOfQuery(c.req.valid('query'));
        const strategy = await getStrategy(db, c.var.strategyId);
        return c.json(
          (await estimateChangeMemo(
            db,
            strategy,
            since,
            await settings.pricingContext(),
          )) satisfies z.input<typeof costEstimateResponse>,
          200,
        );
      },
    )
    .post(
      '/change-memo',
      describeRoute({
        summary:
          '`{since: "<ISO date>" | {approvals: true}}`: each section whose text differs from its newest version by that date (a section new since counts, its text then empty), or from the text the client approved (approved sections only), with a summary by the model and the word diff: `{since, createdAt, sections: [{key, title, summary, summarised, diff: [{kind, text}], added, removed}]}`; kept as the strategy\'s last memo (decision 0109)',
        responses: { 200: changeMemoResponse },
      }),
      validate('json', changeMemoRequestSchema),
      async (c) => {
        const strategy = await getStrategy(db, c.var.strategyId);
        const memo = await writeChangeMemo({
          db,
          provider: resolveProvider?.(),
          strategy,
          since: c.req.valid('json').since,
          signal: c.req.raw.signal,
          logger: c.get('logger') ?? logger,
        });
        return c.json(memo satisfies z.input<typeof changeMemoResponse>, 200);
      },
    )
    .get(
      '/change-memo',
      describeRoute({
        summary: 'the last memo written; 404 when none',
        responses: { 200: changeMemoResponse },
      }),
      async (c) =>
        c.json(
          (await readChangeMemo(db, c.var.strategyId)) satisfies z.input<typeof changeMemoResponse>,
          200,
        ),
    )
    .get(
      '/change-memo/export/:format',
      describeRoute({
        summary:
          "the last memo as `pdf`, `docx` or `md`: the strategy's cover and brand, one section per change (its summary, then its words, removed struck through, added in bold); 400 for another format",
        responses: { 200: fileBody },
      }),
      validateExportFormat(),
      async (c) => renderChangeMemo(c, c.var.strategyId, memoFormat(c.req.valid('param').format)),
    );
}
