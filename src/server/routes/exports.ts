import { type Context, Hono } from 'hono';
import type { ServerContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../errors.ts';
import type { ExportDocument } from '../exports/export-document.ts';
import { EXPORT_FORMATS, type ExportFormat, isExportFormat } from '../exports/export-formats.ts';
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
    ...(logo ? { logo: { bytes: logo.bytes, mimeType: logo.mimeType } } : {}),
    sections: Object.fromEntries(
      Object.values(strategy.sections).map((section) => [
        section.key,
        { content: section.content },
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
    const document = await loadExportDocument(db, strategyId);
    let result: Awaited<ReturnType<typeof exportPool.render>>;
    try {
      result = await exportPool.render(format, document);
    } catch (error) {
      (c.get('logger') ?? logger).error({ err: error, format }, 'export failed');
      const message = error instanceof Error ? error.message : 'Export failed';
      throw new AppError('INTERNAL', message, { cause: error });
    }
    return c.body(result.bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': result.contentType,
      'Content-Disposition': `attachment; filename="${result.fileName}"`,
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
