import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeLlm, startFakeLlm } from '../../../tools/fake-llm/server.ts';
import type { Strategy } from '../../domain/strategy.ts';
import {
  type ConnectTarget,
  connectDirectly,
  type ResolvedAddress,
} from '../net/pinned-connection.ts';
import { createSafeFetch } from '../sources/safe-fetch.ts';
import { createSearchProvider } from '../sources/search/create-search-provider.ts';
import { createStrategy, waitForStrategy } from '../testing/generation-helpers.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { answer } from '../testing/typed-answer.ts';

const DB = process.env.TEST_DATABASE ?? 'pglite';
const MB = 1024 * 1024;
const FACT = 'The Springfield salon market was worth 4.2 million dollars in 2025.';
const ARTICLE = `<!doctype html><html><head><title>Salon market 2025</title></head><body>
  <nav><a href="/">Home</a></nav><article><h1>Salon market 2025</h1>
  ${`<p>${FACT} Independent salons held 60 percent of it.</p>`.repeat(4)}
  </article></body></html>`;

let pages: Server;
let search: Server;
let fake: FakeLlm;
let server: TestServer;
let pagePort: number;
const pageRequests: string[] = [];
/** Where every outbound connection was to go: the connector opens only loopback ones. */
const targets: ConnectTarget[] = [];
const resolved: string[] = [];

/** A page of `total` bytes sent in chunks, stopping when the client goes away. */
function endless(response: import('node:http').ServerResponse, total: number) {
  const chunk = Buffer.from(`<p>${'Filler words only. '.repeat(3000)}</p>\n`);
  let sent = 0;
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.write('<!doctype html><html><head><title>Huge page</title></head><body>');
  const pump = () => {
    while (sent < total && !response.destroyed) {
      sent += chunk.length;
      if (!response.write(chunk)) return void response.once('drain', pump);
    }
    response.end('</body></html>');
  };
  response.on('close', () => response.destroy());
  pump();
}

beforeAll(async () => {
  pages = createServer((request, response) => {
    pageRequests.push(request.url ?? '');
    if (request.url === '/salons') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(ARTICLE);
    } else if (request.url === '/moved') {
      response.writeHead(302, { location: 'http://10.0.0.1/internal' }).end();
    } else if (request.url === '/huge') {
      endless(response, 50 * MB);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  pagePort = (pages.address() as AddressInfo).port;
  search = createServer((_request, response) => {
    const page = (path: string) => `http://pages.test:${pagePort}${path}`;
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        results: [
          { url: page('/salons'), title: 'Salon market', content: 'Worth 4.2 million.' },
          { url: 'http://metadata.test/latest/meta-data/', title: 'Metadata', content: '' },
          { url: 'http://intranet.test/wiki', title: 'Intranet', content: '' },
          { url: page('/moved'), title: 'Moved', content: '' },
          { url: page('/huge'), title: 'Huge', content: '' },
        ],
      }),
    );
  });
  await new Promise<void>((resolve) => search.listen(0, '127.0.0.1', resolve));
  const answers: Record<string, string> = {
    'pages.test': '127.0.0.1',
    'metadata.test': '169.254.169.254',
    'intranet.test': '10.1.2.3',
  };
  const resolve = async (hostname: string): Promise<ResolvedAddress[]> => {
    resolved.push(hostname);
    const address = answers[hostname];
    if (!address) throw new Error(`ENOTFOUND ${hostname}`);
    return [{ address, family: 4 }];
  };
  fake = await startFakeLlm({ tokens: 20, perTokenMs: 0 });
  server = await startTestServer(
    { provider: { baseURL: fake.url, apiKey: 'test', model: 'fake' } },
    {
      webResearch: {
        search: createSearchProvider({
          provider: 'searxng',
          baseUrl: `http://127.0.0.1:${(search.address() as AddressInfo).port}`,
        }),
        fetch: createSafeFetch({
          resolve,
          // Only this test's own 127.0.0.1 pages; production refuses loopback.
          allowLoopbackForTests: true,
          connect: (target) => {
            targets.push(target);
            if (target.address !== '127.0.0.1') throw new Error(`refused ${target.address}`);
            return connectDirectly(target);
          },
        }),
      },
    },
  );
}, 240_000);

afterAll(async () => {
  await server?.close();
  await fake?.close();
  for (const each of [pages, search]) {
    each?.closeAllConnections();
    await new Promise((resolve) => each?.close(resolve));
  }
});

describe(`web research on ${DB}`, { timeout: 180_000 }, () => {
  it('stores readable pages with their URL, refuses private addresses before connecting, cuts a 50 MB page', async () => {
    const strategy = await createStrategy(server, 'Theta Salon: a hair salon in Springfield');
    const before = Date.now();
    const param = { id: strategy.id };
    const body = await answer(
      server.api.strategies[':id'].research.$post({
        param,
        json: { query: 'salon market Springfield' },
      }),
      201,
    );
    const salons = body.sources.find((source) => source.url?.endsWith('/salons'));
    expect(salons).toMatchObject({
      kind: 'web',
      name: 'Salon market 2025',
      url: `http://pages.test:${pagePort}/salons`,
    });
    expect(Date.parse(salons!.fetchedAt!)).toBeGreaterThanOrEqual(before - 1000);
    const huge = body.sources.find((source) => source.url?.endsWith('/huge'));
    expect(huge?.warnings).toContain('The page was longer than 5 MB; only its beginning was read.');

    expect(body.skipped.map((skip) => skip.url).sort()).toEqual(
      [
        'http://intranet.test/wiki',
        'http://metadata.test/latest/meta-data/',
        `http://pages.test:${pagePort}/moved`,
      ].sort(),
    );
    expect(body.skipped.find((skip) => skip.url.includes('metadata'))?.reason).toContain(
      '169.254.169.254',
    );
    expect(body.skipped.find((skip) => skip.url.includes('moved'))?.reason).toContain('10.0.0.1');
    // Resolved and judged, but never connected to: only this machine's pages were.
    expect(resolved).toEqual(expect.arrayContaining(['metadata.test', 'intranet.test']));
    expect(targets.map((target) => target.address)).not.toContain('169.254.169.254');
    expect(targets.every((target) => target.address === '127.0.0.1')).toBe(true);
    expect(pageRequests).not.toContain('/internal');

    const listed = await answer(server.api.strategies[':id'].documents.$get({ param }), 200);
    expect(listed.map((source) => source.url)).toContain(`http://pages.test:${pagePort}/salons`);

    // The page is offered to the market sections, cited by its address.
    const run = await server.api.strategies[':id'].runs.$post({
      param,
      json: { sections: ['market-size-analysis', 'mission-statement'], replace: true },
    });
    expect(run.status).toBe(202);
    await waitForStrategy(server, strategy.id, (current: Strategy) =>
      ['market-size-analysis', 'mission-statement'].every(
        (key) => current.sections[key]?.status === 'done',
      ),
    );
    const promptOf = (title: string) =>
      fake.log
        .find(
          (entry) =>
            entry.sectionTitle === title && entry.messages.at(-1)!.content.includes('Theta Salon'),
        )!
        .messages.at(-1)!.content;
    expect(promptOf('Market Size Analysis')).toContain(
      `Salon market 2025 (http://pages.test:${pagePort}/salons): `,
    );
    expect(promptOf('Market Size Analysis')).toContain(FACT);
    expect(promptOf('Mission Statement')).not.toContain('pages.test');
  });
});
