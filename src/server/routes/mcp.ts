import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { Hono } from 'hono';
import pkg from '../../../package.json' with { type: 'json' };
import type { ServerContext } from '../context.ts';
import type { DownloadSigner } from '../mcp/download-links.ts';
import type { InProcessApi } from '../mcp/in-process-api.ts';
import { createMcpServer } from '../mcp/tools.ts';
import { ownerAccess } from '../middleware/owner-access.ts';
import { describeRoute, media } from '../route-description.ts';

/**
 * The MCP server for AI agents at `/mcp` (Streamable HTTP, stateless: a server per request, JSON
 * answers). Behind `ownerAccess`, like the owner's routes: the access token as bearer, or open to
 * local requests when none is set.
 */
export function mcpRoutes(
  context: ServerContext,
  options: { api: InProcessApi; signer: DownloadSigner },
) {
  return new Hono().use(ownerAccess(context.config.accessToken)).on(
    ['GET', 'POST', 'DELETE'],
    '/',
    describeRoute({
      summary: 'the MCP server for AI agents (Streamable HTTP, JSON answers; see README)',
      // 202: a notification or a response from the client, which has no answer of its own.
      responses: { 200: media('application/json', 'MCP messages (JSON-RPC).'), 202: null },
    }),
    async (c) => {
      const server = createMcpServer({
        ...options,
        db: context.database.db,
        origin: new URL(c.req.url).origin,
        version: pkg.version,
      });
      const transport = new WebStandardStreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      });
      await server.connect(transport);
      try {
        return await transport.handleRequest(c.req.raw);
      } finally {
        void server.close();
      }
    },
  );
}
