import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { and, eq, inArray } from 'drizzle-orm';
import type { InferResponseType } from 'hono/client';
import { z } from 'zod';
import { EXPORT_FORMATS, UNWRITTEN_QUERY } from '../../domain/export-formats.ts';
import { createShareSchema } from '../../domain/share.ts';
import { createStrategySchema } from '../../domain/strategy.ts';
import { LIBRARY_PAGE_LIMITS } from '../../domain/strategy-limits.ts';
import type { Database } from '../db/client.ts';
import { runs, sections } from '../db/schema.ts';
import type { DownloadSigner } from './download-links.ts';
import { type ApiClient, errorSentence, type InProcessApi } from './in-process-api.ts';

export const MCP_TOOL_NAMES = [
  'list_strategies',
  'create_strategy',
  'generate_sections',
  'get_run',
  'get_strategy',
  'get_section',
  'update_section',
  'export_strategy',
  'create_share_link',
] as const;

export interface McpToolsOptions {
  api: InProcessApi;
  db: Database;
  signer: DownloadSigner;
  /** `https://host[:port]` the agent reached: links it is given point there. */
  origin: string;
  version: string;
}

const strategyId = z.string().min(1).describe('The strategy id (a UUID, from list_strategies).');
const sectionKey = z
  .string()
  .min(1)
  .describe('A section key of the catalogue, e.g. "executive_summary" (see get_strategy).');

const json = (value: unknown): CallToolResult => ({
  content: [{ type: 'text', text: JSON.stringify(value, null, 2) }],
  structuredContent: value as Record<string, unknown>,
});
/** A refusal as a tool error, with the API's own sentence. */
const refused = async (response: Parameters<typeof errorSentence>[0]): Promise<CallToolResult> => ({
  isError: true,
  content: [{ type: 'text', text: await errorSentence(response) }],
});
/** A path parameter as the agent gave it, one segment whatever it holds (never empty: min(1)). */
const segment = encodeURIComponent;

type StrategyAnswer = InferResponseType<ApiClient['strategies'][':id']['$get'], 200>;

/** A section without its text: what an agent needs to choose what to read. */
function sectionOutline(section: StrategyAnswer['sections'][string]) {
  return {
    status: section.status,
    version: section.version,
    words: section.content.trim() ? section.content.trim().split(/\s+/).length : 0,
    ...(section.error ? { error: section.error } : {}),
  };
}

/** What names a strategy: its id, overview, metadata and language. */
function strategyHeader(
  strategy: Pick<StrategyAnswer, 'id' | 'overview' | 'metadata' | 'language'>,
) {
  return {
    id: strategy.id,
    overview: strategy.overview,
    metadata: strategy.metadata,
    language: strategy.language,
  };
}

/**
 * The MCP server's tools (issue 19): each goes through the owner's HTTP API in-process, so the
 * checks and error sentences are the API's. A new server per request (stateless transport).
 */
export function createMcpServer({ api, db, signer, origin, version }: McpToolsOptions) {
  const { client } = api;
  const server = new McpServer({ name: 'maker-business-builder', version });

  server.registerTool(
    'list_strategies',
    {
      description:
        "List the business strategies on this server, newest first, a page at a time: id, company, client, the overview's opening and how many sections are written, with `total` and a `nextCursor` for the next page (null on the last). `query` finds strategies whose client, company or overview has words beginning with each of its words.",
      inputSchema: {
        query: z.string().optional().describe('Words to search for, e.g. "acme bakery".'),
        limit: z
          .number()
          .optional()
          .describe(`Strategies per page, 1 to ${LIBRARY_PAGE_LIMITS.maxItems} (default 50).`),
        cursor: z.string().optional().describe('The nextCursor of the previous page.'),
      },
      annotations: { readOnlyHint: true },
    },
    async ({ query, limit, cursor }) => {
      const answer = await client.strategies.$get({
        query: {
          ...(query ? { q: query } : {}),
          ...(limit !== undefined ? { limit: String(limit) } : {}),
          ...(cursor ? { cursor } : {}),
        },
      });
      if (!answer.ok) return refused(answer);
      const page = await answer.json();
      return json({ strategies: page.items, nextCursor: page.nextCursor, total: page.total });
    },
  );

  server.registerTool(
    'create_strategy',
    {
      description:
        'Create a business strategy from an overview of the business (a paragraph or a call transcript summary, at least a few sentences). Metadata names the company and client; language is the language it is written in (default English). Returns the new strategy with its id; then call generate_sections.',
      inputSchema: createStrategySchema.shape,
    },
    async (input) => {
      const answer = await client.strategies.$post({ json: input });
      if (!answer.ok) return refused(answer);
      return json(strategyHeader(await answer.json()));
    },
  );

  server.registerTool(
    'generate_sections',
    {
      description:
        'Start writing sections with the configured AI model. `sections` is a list of section keys, "all" (124 sections; their prerequisites are written first) or "stale" (the sections written from something that changed since, the executive summary last). Returns at once with the runId: poll get_run until its status is no longer "running". Sections already written are kept unless replace is true.',
      inputSchema: {
        strategyId,
        sections: z
          .union([z.literal('all'), z.literal('stale'), z.array(sectionKey).min(1)])
          .describe('Section keys, "all" or "stale".'),
        replace: z.boolean().optional().describe('Rewrite sections that already have text.'),
      },
    },
    async ({ strategyId: id, sections: keys, replace }) => {
      const answer = await client.strategies[':id'].runs.$post({
        param: { id: segment(id) },
        json: { sections: keys, ...(replace !== undefined ? { replace } : {}) },
      });
      return answer.ok ? json(await answer.json()) : refused(answer);
    },
  );

  server.registerTool(
    'get_run',
    {
      description:
        'The progress of a generation run: status ("running", "done" or "cancelled"), how many of its sections are done, failed, generating or queued, and each section\'s status. Poll every few seconds until status is not "running".',
      inputSchema: { strategyId, runId: z.string().describe('The runId generate_sections gave.') },
      annotations: { readOnlyHint: true },
    },
    async ({ strategyId: id, runId }) => {
      // Checked through the API first: the strategy exists, the ids are well-formed.
      const strategy = await client.strategies[':id'].$get({ param: { id: segment(id) } });
      if (!strategy.ok) return refused(strategy);
      if (!z.uuid().safeParse(runId).success) {
        return {
          isError: true,
          content: [{ type: 'text', text: 'runId: must be a run id (a UUID)' }],
        };
      }
      const [run] = await db
        .select()
        .from(runs)
        .where(and(eq(runs.id, runId), eq(runs.strategyId, id)));
      if (!run) return { isError: true, content: [{ type: 'text', text: 'Run not found' }] };
      const rows = await db
        .select({ key: sections.key, status: sections.status, error: sections.error })
        .from(sections)
        .where(and(eq(sections.strategyId, id), inArray(sections.key, run.sectionKeys)));
      const byKey = new Map(rows.map((row) => [row.key, row]));
      const states = run.sectionKeys.map((key) => ({
        key,
        status: byKey.get(key)?.status ?? 'idle',
        ...(byKey.get(key)?.error ? { error: byKey.get(key)!.error } : {}),
      }));
      const count = (status: string) => states.filter((state) => state.status === status).length;
      return json({
        runId: run.id,
        status: run.status,
        total: states.length,
        done: count('done'),
        failed: count('failed'),
        generating: count('generating'),
        queued: count('queued'),
        sections: states,
      });
    },
  );

  server.registerTool(
    'get_strategy',
    {
      description:
        'A strategy: its overview, metadata, language, the run going on (activeRunId) and every written or queued section with its status, version and word count (not its text: read it with get_section).',
      inputSchema: { strategyId },
      annotations: { readOnlyHint: true },
    },
    async ({ strategyId: id }) => {
      const answer = await client.strategies[':id'].$get({ param: { id: segment(id) } });
      if (!answer.ok) return refused(answer);
      const strategy = await answer.json();
      return json({
        ...strategyHeader(strategy),
        activeRunId: strategy.activeRunId,
        lastRun: strategy.lastRun,
        sections: Object.fromEntries(
          Object.values(strategy.sections).map((section) => [section.key, sectionOutline(section)]),
        ),
      });
    },
  );

  server.registerTool(
    'get_section',
    {
      description:
        'The text of one section (Markdown), with its status and version; pass the version to update_section.',
      inputSchema: { strategyId, key: sectionKey },
      annotations: { readOnlyHint: true },
    },
    async ({ strategyId: id, key }) => {
      const answer = await client.strategies[':id'].$get({ param: { id: segment(id) } });
      if (!answer.ok) return refused(answer);
      const section = (await answer.json()).sections[key];
      if (!section) {
        return {
          isError: true,
          content: [{ type: 'text', text: `Section "${key}" is not written` }],
        };
      }
      return json({
        key,
        status: section.status,
        version: section.version,
        content: section.content,
        ...(section.error ? { error: section.error } : {}),
      });
    },
  );

  server.registerTool(
    'update_section',
    {
      description:
        "Replace a section's text (Markdown). `version` is the one get_section gave: when someone changed the section since, the change is refused; read it again and retry.",
      inputSchema: {
        strategyId,
        key: sectionKey,
        content: z.string().describe('The whole new text, in Markdown.'),
        version: z.number().int().describe('The section version the text was based on.'),
      },
    },
    async ({ strategyId: id, key, content, version: sectionVersion }) => {
      const answer = await client.strategies[':id'].sections[':key'].$put({
        param: { id: segment(id), key: segment(key) },
        json: { content, version: sectionVersion },
      });
      if (!answer.ok) return refused(answer);
      const section = await answer.json();
      return json({ key, status: section.status, version: section.version });
    },
  );

  server.registerTool(
    'export_strategy',
    {
      description: `A download link for the strategy as a file (${EXPORT_FORMATS.join(', ')}). The link works without the access token for 15 minutes; give it to the person or fetch it. The download answers 409 naming the sections still unwritten when the export needs them.`,
      inputSchema: {
        strategyId,
        format: z.enum(EXPORT_FORMATS).describe('The file format; pdf is the designed report.'),
        includeUnwritten: z
          .boolean()
          .optional()
          .describe('Export even when some sections are not written yet (the file lists them).'),
      },
      annotations: { readOnlyHint: true },
    },
    async ({ strategyId: id, format, includeUnwritten }) => {
      const answer = await client.strategies[':id'].$get({ param: { id: segment(id) } });
      if (!answer.ok) return refused(answer);
      const goOn = includeUnwritten
        ? `&${UNWRITTEN_QUERY.name}=${UNWRITTEN_QUERY.includeNote}`
        : '';
      const url = `${origin}${signer.path(id, format)}${goOn}`;
      return json({ url, expiresInMinutes: 15 });
    },
  );

  server.registerTool(
    'create_share_link',
    {
      description:
        'A link to share the strategy with a client: "view" lets them read and download it, "comment" also comment and approve, "edit" also change section text; "intake" is a questionnaire showing only the clarifying questions for the client to answer. expiresInDays: 1, 7, 30 or null (never).',
      inputSchema: {
        strategyId,
        accessType: createShareSchema.shape.accessType,
        expiresInDays: createShareSchema.shape.expiresInDays.optional(),
      },
    },
    async ({ strategyId: id, ...input }) => {
      const answer = await client.strategies[':id'].shares.$post({
        param: { id: segment(id) },
        json: input,
      });
      return answer.ok ? json(await answer.json()) : refused(answer);
    },
  );

  return server;
}
