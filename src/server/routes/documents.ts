import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { ServerContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { describeRoute, media } from '../route-description.ts';
import { DocumentError } from '../sources/intake/document-error.ts';
import { formatBytes, MAX_DOCUMENT_BYTES } from '../sources/intake/intake-limits.ts';
import { SourceAbortedError, SourceQueueFullError } from '../sources/source-pool.ts';
import { researchWeb } from '../sources/web-research.ts';
import {
  assertRoomFor,
  deleteSource,
  documentBytes,
  insertSource,
  listPassages,
  listSources,
} from '../store/sources.ts';
import { assertStrategyExists } from '../store/strategies.ts';
import { validate } from '../validation.ts';
import { type StrategyVariables, validateDocId } from './path-params.ts';
import { passagesResponse, researchResponse, sourceDocumentResponse } from './source-responses.ts';

/** The upload path, exempt from the app's 1 MB JSON limit: it has its own 20 MB one. */
export const DOCUMENT_UPLOAD_PATH = '/api/strategies/:id/documents';

const documentUploadLimit = bodyLimit({
  maxSize: MAX_DOCUMENT_BYTES,
  // The rest of the body is never read, so the connection cannot carry another request.
  onError: (c) => {
    c.header('connection', 'close');
    return c.json(
      {
        error: `The file is larger than ${formatBytes(MAX_DOCUMENT_BYTES)}, the limit a file.`,
        code: 'DOCUMENT_TOO_LARGE',
      },
      413,
    );
  },
});

/**
 * `X-Filename` is URL-encoded (a header carries no other characters safely). It is shown in the
 * page and the prompt, so it is reduced to a plain name: no folders, no control characters.
 */
export function documentName(header: string | undefined): string {
  let name = header ?? '';
  try {
    name = decodeURIComponent(name);
  } catch {
    // A malformed escape: keep the header as it was sent.
  }
  name = name
    .split(/[\\/]/)
    .pop()!
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are removed
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .trim();
  return name.slice(0, 200) || 'Untitled document';
}

/** 503 with Retry-After: the worker pool's queue of files is full. */
function sourceQueueFull(c: Context, error: SourceQueueFullError) {
  return c.json({ error: error.message, code: 'DOCUMENT_QUEUE_FULL' }, 503, {
    'Retry-After': String(error.retryAfterSeconds),
  });
}

const researchBody = z.object({ query: z.string().trim().min(2).max(300) });

export const WEB_RESEARCH_OFF =
  'Web research is off: the owner sets a search provider (SEARCH_PROVIDER, SEARCH_URL, SEARCH_API_KEY) to turn it on.';

/** Mounted at `/api/strategies/:id`: the strategy's documents and web research (issue 15). */
export function documentRoutes(context: ServerContext) {
  const { db } = context.database;
  return new Hono<{ Variables: StrategyVariables }>()
    .post(
      '/documents',
      describeRoute({
        summary:
          "a source document's bytes (`Content-Type`, name in `X-Filename`, URL-encoded; PDF, DOCX, PPTX, XLSX, CSV, Markdown, text; ≤ 20 MB, ≤ 100 MB a strategy; type read from the bytes) → 201 `{id, name, pages, passages, warnings}`; 4xx `{error, code: DOCUMENT_*}`",
        request: media(
          'application/octet-stream',
          "The document's bytes with its Content-Type; its name in X-Filename.",
        ),
        responses: { 201: sourceDocumentResponse },
      }),
      documentUploadLimit,
      async (c) => {
        // Read now: the signal is only wired to the connection once it is asked for.
        const signal = c.req.raw.signal;
        const strategyId = c.var.strategyId;
        await assertStrategyExists(db, strategyId);
        let bytes: Uint8Array;
        try {
          bytes = new Uint8Array(await c.req.arrayBuffer());
        } catch (error) {
          if (signal.aborted) return c.body(null, 499 as never);
          throw error;
        }
        if (bytes.length === 0) throw new DocumentError('empty', 'The file is empty.');
        // Refused before the work of reading it; checked again when it is stored.
        assertRoomFor(await documentBytes(db, strategyId), bytes.length);
        let document: Awaited<ReturnType<typeof context.sourcePool.extractDocument>>;
        try {
          document = await context.sourcePool.extractDocument(bytes, { signal });
        } catch (error) {
          if (error instanceof SourceQueueFullError) return sourceQueueFull(c, error);
          // Nobody is left to answer: the client closed the connection.
          if (error instanceof SourceAbortedError) return c.body(null, 499 as never);
          throw error;
        }
        // A client that left while its file was read gets nothing stored.
        if (signal.aborted) return c.body(null, 499 as never);
        const stored = await insertSource(db, {
          strategyId,
          kind: 'document',
          name: documentName(c.req.header('x-filename')),
          type: document.type,
          bytes: bytes.length,
          pages: document.pages,
          passages: document.passages,
          warnings: document.warnings,
        });
        return c.json(stored satisfies z.input<typeof sourceDocumentResponse>, 201);
      },
    )
    .get(
      '/documents',
      describeRoute({
        summary: "the strategy's documents and researched web pages, newest first",
        responses: { 200: z.array(sourceDocumentResponse) },
      }),
      async (c) => {
        await assertStrategyExists(db, c.var.strategyId);
        return c.json(
          (await listSources(db, c.var.strategyId)) satisfies z.input<
            typeof sourceDocumentResponse
          >[],
          200,
        );
      },
    )
    .get(
      '/documents/:docId/passages',
      describeRoute({
        summary: 'the passages of one, `{ordinal, text, location}`',
        responses: { 200: passagesResponse },
      }),
      validateDocId(),
      async (c) => {
        const { docId } = c.req.valid('param');
        return c.json(
          (await listPassages(db, c.var.strategyId, docId)) satisfies z.input<
            typeof passagesResponse
          >,
          200,
        );
      },
    )
    .delete(
      '/documents/:docId',
      describeRoute({ summary: 'delete it with every passage → 204', responses: { 204: null } }),
      validateDocId(),
      async (c) => {
        await deleteSource(db, c.var.strategyId, c.req.valid('param').docId);
        return c.body(null, 204);
      },
    )
    .post(
      '/research',
      describeRoute({
        summary:
          '`{query}`: search the web (SEARCH_PROVIDER), fetch results safely, store them as sources → 201 `{sources, skipped}`; 503 when off',
        responses: { 201: researchResponse },
      }),
      validate('json', researchBody),
      async (c) => {
        const strategyId = c.var.strategyId;
        await assertStrategyExists(db, strategyId);
        const research = context.webResearch;
        if (!research) throw new AppError('UNAVAILABLE', WEB_RESEARCH_OFF);
        let result: Awaited<ReturnType<typeof researchWeb>>;
        try {
          result = await researchWeb({
            query: c.req.valid('json').query,
            search: research.search,
            fetch: research.fetch,
            pool: context.sourcePool,
          });
        } catch (error) {
          if (error instanceof SourceQueueFullError) return sourceQueueFull(c, error);
          if ((error as Error).name !== 'SearchError') throw error;
          throw new AppError('BAD_GATEWAY', (error as Error).message, { cause: error });
        }
        const stored = [];
        for (const source of result.sources) {
          if (source.passages.length === 0) continue;
          stored.push(
            await insertSource(db, {
              strategyId,
              kind: 'web',
              name: source.title || source.url,
              type: 'web',
              url: source.url,
              bytes: source.passages.reduce((sum, passage) => sum + passage.text.length, 0),
              pages: null,
              passages: source.passages,
              warnings: source.warnings,
              fetchedAt: new Date(source.fetchedAt),
            }),
          );
        }
        return c.json(
          { sources: stored, skipped: result.skipped } satisfies z.input<typeof researchResponse>,
          201,
        );
      },
    );
}
