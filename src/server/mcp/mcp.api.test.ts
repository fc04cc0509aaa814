import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type FakeLlm, startFakeLlm } from '../../../tools/fake-llm/server.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { answer } from '../testing/typed-answer.ts';
import { MCP_TOOL_NAMES } from './tools.ts';

const TOKEN = 'mcp-test-token';
let fake: FakeLlm;
let server: TestServer;
let client: Client;

async function connect(token: string): Promise<Client> {
  const mcp = new Client({ name: 'mcp-test', version: '1.0.0' });
  await mcp.connect(
    new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), {
      requestInit: { headers: { authorization: `Bearer ${token}` } },
    }),
  );
  return mcp;
}

/** A tool's JSON answer (the text content), failing the test on a tool error. */
async function callTool<T>(name: string, args: Record<string, unknown>): Promise<T> {
  const result = (await client.callTool({ name, arguments: args })) as {
    isError?: boolean;
    content: { type: string; text: string }[];
  };
  expect(result.isError, result.content[0]?.text).toBeFalsy();
  return JSON.parse(result.content[0]!.text) as T;
}

beforeAll(async () => {
  fake = await startFakeLlm({ tokens: 30, perTokenMs: 2 });
  server = await startTestServer({
    provider: { baseURL: fake.url, apiKey: 'test', model: 'fake' },
    accessToken: TOKEN,
  });
  client = await connect(TOKEN);
});
afterAll(async () => {
  await client?.close();
  await server?.close();
  await fake?.close();
});

it('lists the tools, each with a description and an input schema', async () => {
  const { tools } = await client.listTools();
  expect(tools.map((tool) => tool.name).sort()).toEqual([...MCP_TOOL_NAMES].sort());
  for (const tool of tools) {
    expect(tool.description!.length, tool.name).toBeGreaterThan(40);
    expect(tool.inputSchema.type).toBe('object');
  }
});

it('creates a strategy, writes two sections, reads them and exports a PDF by a signed link', async () => {
  const catalogue = await answer(server.api.catalogue.$get(), 200);
  const keys = catalogue.groups
    .flatMap((group) => group.sections)
    .filter((section) => section.prerequisites.length === 0)
    .slice(0, 2)
    .map((section) => section.key);
  expect(keys).toHaveLength(2);

  const created = await callTool<{ id: string }>('create_strategy', {
    overview: 'A bakery in Lyon selling sourdough to restaurants and a weekend market stall.',
    metadata: { companyName: 'Levain Lyon', clientName: 'Marie' },
    language: 'English',
  });
  const listed = await callTool<{ strategies: { id: string }[] }>('list_strategies', {});
  expect(listed.strategies.map((strategy) => strategy.id)).toContain(created.id);
  const searched = await callTool<{ strategies: { id: string }[]; total: number }>(
    'list_strategies',
    { query: 'levain lyon', limit: 1 },
  );
  expect(searched).toMatchObject({ strategies: [{ id: created.id }], total: 1, nextCursor: null });

  const started = await callTool<{ runId: string }>('generate_sections', {
    strategyId: created.id,
    sections: keys,
  });
  type Run = { status: string; done: number; total: number };
  const poll = () => callTool<Run>('get_run', { strategyId: created.id, runId: started.runId });
  const deadline = Date.now() + 60_000;
  let run = await poll();
  while (run.status === 'running' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    run = await poll();
  }
  expect(run).toMatchObject({ status: 'done', done: 2, total: 2 });

  const strategy = await callTool<{ sections: Record<string, { status: string }> }>(
    'get_strategy',
    { strategyId: created.id },
  );
  expect(Object.keys(strategy.sections).sort()).toEqual([...keys].sort());
  const section = await callTool<{ content: string; version: number }>('get_section', {
    strategyId: created.id,
    key: keys[0],
  });
  expect(section.content.length).toBeGreaterThan(20);
  const updated = await callTool<{ version: number }>('update_section', {
    strategyId: created.id,
    key: keys[0],
    content: `${section.content}\n\nChecked by the agent.`,
    version: section.version,
  });
  expect(updated.version).toBeGreaterThan(section.version);

  const { url } = await callTool<{ url: string }>('export_strategy', {
    strategyId: created.id,
    format: 'pdf',
    includeUnwritten: true,
  });
  expect(url).not.toContain(TOKEN);
  const download = await fetch(url);
  expect(download.status).toBe(200);
  expect(
    Buffer.from(await download.arrayBuffer())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  // The signature covers the strategy and the format.
  const tampered = url.replace('/pdf?', '/docx?');
  expect((await fetch(tampered)).status).toBe(403);

  const share = await callTool<{ url: string; accessType: string }>('create_share_link', {
    strategyId: created.id,
    accessType: 'view',
  });
  expect(share).toMatchObject({ accessType: 'view' });
  expect(share.url).toContain('/share/');
});

it('answers a refused call as a tool error with the API sentence', async () => {
  const result = (await client.callTool({
    name: 'generate_sections',
    arguments: { strategyId: '00000000-0000-4000-8000-000000000000', sections: 'all' },
  })) as { isError?: boolean; content: { text: string }[] };
  expect(result.isError).toBe(true);
  expect(result.content[0]!.text).toMatch(/not found/i);
});

it('refuses a wrong token', async () => {
  await expect(connect('wrong-token')).rejects.toThrow(/401|Access token required/);
  const response = await fetch(`${server.url}/mcp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
  });
  expect(response.status).toBe(401);
});
