import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ConnectTarget,
  connectDirectly,
  type ResolvedAddress,
} from '../net/pinned-connection.ts';
import { createSafeFetch } from './safe-fetch.ts';
import { createSearchProvider } from './search/create-search-provider.ts';
import { createSourcePool } from './source-pool.ts';
import { researchWeb } from './web-research.ts';

const ARTICLE = `<!doctype html><html><head><title>Salon market 2025</title></head><body>
  <nav><a href="/">Home</a></nav><article><h1>Salon market 2025</h1>
  ${'<p>The Springfield salon market was worth 4.2 million dollars in 2025, with independent salons holding 60 percent of it.</p>'.repeat(5)}
  </article></body></html>`;

let pages: Server;
let search: Server;
let pagePort: number;
let searchBase: string;
const pageRequests: string[] = [];

beforeAll(async () => {
  pages = createServer((request, response) => {
    pageRequests.push(request.url ?? '');
    if (request.url === '/salons') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(ARTICLE);
    } else if (request.url === '/moved') {
      response.writeHead(302, { location: 'http://10.0.0.1/internal' }).end();
    } else if (request.url === '/logo') {
      response.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(8));
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
          { url: page('/moved'), title: 'Moved', content: '' },
          { url: page('/logo'), title: 'Logo', content: '' },
        ],
      }),
    );
  });
  await new Promise<void>((resolve) => search.listen(0, '127.0.0.1', resolve));
  searchBase = `http://127.0.0.1:${(search.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const server of [pages, search]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

describe('researchWeb', { timeout: 60_000 }, () => {
  it('keeps readable results with their URL and time, and skips the ones it must refuse', async () => {
    const answers: Record<string, string> = {
      'pages.test': '127.0.0.1',
      'metadata.test': '169.254.169.254',
    };
    const resolve = async (hostname: string): Promise<ResolvedAddress[]> => {
      const address = answers[hostname];
      if (!address) throw new Error(`ENOTFOUND ${hostname}`);
      return [{ address, family: 4 }];
    };
    const targets: ConnectTarget[] = [];
    const fetch = createSafeFetch({
      resolve,
      allowLoopbackForTests: true,
      connect: (target) => {
        targets.push(target);
        if (target.address !== '127.0.0.1') throw new Error(`refused ${target.address}`);
        return connectDirectly(target);
      },
    });
    const pool = createSourcePool({ size: 1 });
    try {
      const before = Date.now();
      const research = await researchWeb({
        query: 'salon market Springfield',
        search: createSearchProvider({ provider: 'searxng', baseUrl: searchBase }),
        fetch,
        pool,
      });
      expect(research.sources).toHaveLength(1);
      const [source] = research.sources;
      expect(source).toMatchObject({
        url: `http://pages.test:${pagePort}/salons`,
        title: 'Salon market 2025',
        snippet: 'Worth 4.2 million.',
        warnings: [],
      });
      expect(Date.parse(source!.fetchedAt)).toBeGreaterThanOrEqual(before - 1000);
      expect(source!.passages.map((passage) => passage.text).join(' ')).toContain(
        'worth 4.2 million dollars in 2025',
      );
      expect(research.skipped).toEqual(
        expect.arrayContaining([
          {
            url: 'http://metadata.test/latest/meta-data/',
            reason: expect.stringContaining('metadata.test resolves to 169.254.169.254'),
          },
          {
            url: `http://pages.test:${pagePort}/moved`,
            reason:
              'Refused to connect to http://10.0.0.1/internal: 10.0.0.1 is a private address.',
          },
          {
            url: `http://pages.test:${pagePort}/logo`,
            reason: expect.stringContaining('is image/png'),
          },
        ]),
      );
      expect(research.skipped).toHaveLength(3);
      expect(targets.every((target) => target.address === '127.0.0.1')).toBe(true);
      expect(pageRequests.sort()).toEqual(['/logo', '/moved', '/salons']);
    } finally {
      await pool.close();
    }
  }, 60_000);
});
