import { Hono } from 'hono';
import { z } from 'zod';
import { EXPORT_FORMATS, UNWRITTEN_QUERY } from '../../domain/export-formats.ts';
import { AppError } from '../errors.ts';
import type { DownloadSigner } from '../mcp/download-links.ts';
import type { InProcessApi } from '../mcp/in-process-api.ts';
import { describeRoute, fileBody } from '../route-description.ts';
import { validate } from '../validation.ts';

const params = z.object({
  strategyId: z.uuid({ error: 'must be a strategy id (a UUID)' }),
  format: z.enum(EXPORT_FORMATS, { error: `must be one of ${EXPORT_FORMATS.join(', ')}` }),
});
const query = z.object({
  expires: z.coerce.number().int(),
  signature: z.string().regex(/^[0-9a-f]{64}$/, 'must be the link’s signature'),
  /** Passed on: `include-note` exports even with chosen sections unwritten. */
  [UNWRITTEN_QUERY.name]: z.literal(UNWRITTEN_QUERY.includeNote).optional(),
});

/**
 * `GET /api/downloads/:strategyId/:format?expires&signature`: an export through a link the MCP
 * tool `export_strategy` signed (valid 15 minutes; the signature is the credential, not the
 * token). The file is the owner's export route's answer.
 */
export function downloadRoutes(options: { api: InProcessApi; signer: DownloadSigner }) {
  return new Hono().get(
    '/:strategyId/:format',
    describeRoute({
      summary:
        '`?expires&signature`: an export through a link the MCP tool `export_strategy` signed, valid 15 minutes; 403 when invalid or expired',
      responses: { 200: fileBody },
    }),
    validate('param', params),
    validate('query', query),
    async (c) => {
      const { strategyId, format } = c.req.valid('param');
      const { expires, signature, ...rest } = c.req.valid('query');
      if (!options.signer.verify(strategyId, format, expires, signature)) {
        throw new AppError('FORBIDDEN', 'This download link is invalid or has expired');
      }
      // The export's options are read by its route, not declared in its type: set on the URL.
      const url = options.api.client.strategies[':id'].export[':format'].$url({
        param: { id: strategyId, format },
      });
      url.search = new URLSearchParams(rest).toString();
      const answer = await options.api.fetch(url);
      const headers = new Headers(answer.headers);
      headers.set('cache-control', 'private, no-store');
      return new Response(answer.body, { status: answer.status, headers });
    },
  );
}
