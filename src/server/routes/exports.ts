import { type Context, Hono } from 'hono';
import { ENGLISH_DELIVERABLE_LABELS } from '../../domain/deliverable-labels.ts';
import {
  contentDisposition,
  UNWRITTEN_QUERY,
  UNWRITTEN_SECTIONS_CODE,
  type UnwrittenSectionsResponse,
  unwrittenSectionsMessage,
} from '../../domain/export-formats.ts';
import { selectExportSections } from '../../domain/export-selection.ts';
import type { ServerContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../errors.ts';
import type { ExportDocument } from '../exports/export-document.ts';
import { EXPORT_FORMATS, type ExportFormat, isExportFormat } from '../exports/export-formats.ts';
import { ExportAbortedError, ExportQueueFullError } from '../exports/export-pool.ts';
import type { AppVariables } from '../middleware/request-log.ts';
import { findLogo } from '../store/logos.ts';
import { resolveShare } from '../store/shares.ts';
import { getStrategy } from '../store/strategies.ts';

export function parseExportFormat(format: string): ExportFormat {
  if (isExportFormat(format)) return format;
  throw new AppError('BAD_REQUEST', `Export format must be one of ${EXPORT_FORMATS.join(', ')}`);
}

/** What a renderer needs: the strategy's text, metadata and logo, nothing else. */
export async function loadExportDocument(
  db: Database,
  strategyId: string,
): Promise<ExportDocument> {
  const [strategy, logo] = await Promise.all([
    getStrategy(db, strategyId),
    findLogo(db, strategyId),
  ]);
  return {
    overview: strategy.overview,
    metadata: strategy.metadata,
    language: strategy.language,
    ...(logo ? { logo: { bytes: logo.bytes, mimeType: logo.mimeType } } : {}),
    sections: Object.fromEntries(
      Object.values(strategy.sections).map((section) => [
        section.key,
        { content: section.content, status: section.status },
      ]),
    ),
  };
}

/** Mounted at `/api`: the owner's export and the export through a share (view or edit). */
export function exportRoutes({ database, exportPool, logger }: ServerContext) {
  const { db } = database;

  async function respond(
    c: Context<{ Variables: AppVariables }>,
    strategyId: string,
    format: ExportFormat,
  ) {
    if (!exportPool) throw new AppError('UNAVAILABLE', 'Exports are not available on this server');
    // Read now: the signal is only wired to the connection once it is asked for.
    const signal = c.req.raw.signal;
    const document = await loadExportDocument(db, strategyId);
    // Sections chosen for the file but not written: said before exporting (409 with the list),
    // and in the file only when the person goes on (docs/decisions/0009-exports-unwritten-sections.md).
    const { unwritten } = selectExportSections({
      sections: document.sections,
      summaryTitle: ENGLISH_DELIVERABLE_LABELS.executiveSummary,
    });
    const goOn = c.req.query(UNWRITTEN_QUERY.name) === UNWRITTEN_QUERY.includeNote;
    if (unwritten.length > 0 && !goOn) {
      return c.json(
        {
          error: unwrittenSectionsMessage(unwritten),
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
        { ...document, includeUnwrittenNote: goOn },
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
      (c.get('logger') ?? logger).error({ err: error, format }, 'export failed');
      const message = error instanceof Error ? error.message : 'Export failed';
      throw new AppError('INTERNAL', message, { cause: error });
    }
    return c.body(result.bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': result.contentType,
      'Content-Disposition': contentDisposition(result.fileName),
      'Cache-Control': 'no-store',
    });
  }

  return new Hono<{ Variables: AppVariables }>()
    .get('/strategies/:id/export/:format', async (c) => {
      const format = parseExportFormat(c.req.param('format'));
      return respond(c, c.req.param('id'), format);
    })
    .get('/shares/:shareId/export/:format', async (c) => {
      const format = parseExportFormat(c.req.param('format'));
      const share = await resolveShare(db, c.req.param('shareId'));
      return respond(c, share.strategyId, format);
    });
}
