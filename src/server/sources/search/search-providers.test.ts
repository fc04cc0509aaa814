import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSearchProvider } from './create-search-provider.ts';
import { SearchError } from './search-provider.ts';

/**
 * A fake search service on loopback that answers like SearXNG, Brave Search and Tavily do, and
 * records what each provider sent.
 */
interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let base: string;
const seen: Seen[] = [];
let answer: (request: Seen, response: ServerResponse) => void;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const record = {
        method: request.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        body,
      };
      seen.push(record);
      answer(record, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen.length = 0;
});

function json(value: unknown, status = 200) {
  return (_request: Seen, response: ServerResponse) => {
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
  };
}

describe('SearXNG', () => {
  it('asks the JSON API and reduces its results to title, url and snippet', async () => {
    answer = json({
      query: 'salon market',
      number_of_results: 2,
      results: [
        {
          url: 'https://news.example/salons',
          title: 'Salon market &amp; trends',
          content: 'The market grew 12%.',
          engine: 'duckduckgo',
          score: 1.5,
        },
        { url: 'https://stats.example/hair', title: 'Hair statistics', content: '' },
      ],
      infoboxes: [],
      suggestions: [],
    });
    const provider = createSearchProvider({ provider: 'searxng', baseUrl: `${base}/searx` });
    const results = await provider.search('salon market');
    expect(results).toEqual([
      {
        title: 'Salon market & trends',
        url: 'https://news.example/salons',
        snippet: 'The market grew 12%.',
      },
      { title: 'Hair statistics', url: 'https://stats.example/hair', snippet: '' },
    ]);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.method).toBe('GET');
    expect(seen[0]!.path).toBe('/searx/search');
    expect(seen[0]!.query.get('q')).toBe('salon market');
    expect(seen[0]!.query.get('format')).toBe('json');
    expect(seen[0]!.headers.authorization).toBeUndefined();
  });

  it('says how to enable the JSON format when the instance refuses it', async () => {
    answer = json({ error: 'forbidden' }, 403);
    const provider = createSearchProvider({ provider: 'searxng', baseUrl: base });
    await expect(provider.search('x')).rejects.toThrow(
      'SearXNG refused the request (403): check the API key, and that "json" is among search.formats in its settings.yml.',
    );
  });
});

describe('Brave Search', () => {
  it('sends the key in X-Subscription-Token and reads web.results, markup removed', async () => {
    answer = json({
      type: 'search',
      query: { original: 'salon market' },
      web: {
        type: 'search',
        results: [
          {
            title: 'Salons in <strong>Springfield</strong>',
            url: 'https://guide.example/springfield',
            description: 'The <strong>salon market</strong> is worth &#36;4&nbsp;million.',
            language: 'en',
          },
        ],
      },
    });
    const provider = createSearchProvider({
      provider: 'brave',
      baseUrl: `${base}/res/v1`,
      apiKey: 'brave-key',
    });
    const results = await provider.search('salon market', { maxResults: 5 });
    expect(results).toEqual([
      {
        title: 'Salons in Springfield',
        url: 'https://guide.example/springfield',
        snippet: 'The salon market is worth $4 million.',
      },
    ]);
    expect(seen[0]!.path).toBe('/res/v1/web/search');
    expect(seen[0]!.query.get('q')).toBe('salon market');
    expect(seen[0]!.query.get('count')).toBe('5');
    expect(seen[0]!.headers['x-subscription-token']).toBe('brave-key');
  });

  it('refuses to start without a key, and reports a rejected key', async () => {
    expect(() => createSearchProvider({ provider: 'brave' })).toThrow(
      'Brave Search needs an API key.',
    );
    answer = json({ error: 'unauthorized' }, 401);
    const provider = createSearchProvider({ provider: 'brave', baseUrl: base, apiKey: 'wrong' });
    await expect(provider.search('x')).rejects.toThrow(
      'Brave Search refused the request (401): check the API key.',
    );
  });

  it('reports being rate-limited', async () => {
    answer = json({ error: 'rate limited' }, 429);
    const provider = createSearchProvider({ provider: 'brave', baseUrl: base, apiKey: 'k' });
    await expect(provider.search('x')).rejects.toThrow(
      "Brave Search says too many searches (429): wait, or raise the plan's limit.",
    );
  });
});

describe('Tavily', () => {
  it('posts the query with a bearer key and reads results', async () => {
    answer = json({
      query: 'salon market',
      answer: null,
      images: [],
      results: [
        {
          title: 'Salon industry report',
          url: 'https://reports.example/salons',
          content: 'Independent salons hold 60% of the market.',
          score: 0.81,
          raw_content: null,
        },
      ],
      response_time: '1.67',
    });
    const provider = createSearchProvider({
      provider: 'tavily',
      baseUrl: base,
      apiKey: 'tvly-key',
    });
    const results = await provider.search('salon market', { maxResults: 3 });
    expect(results).toEqual([
      {
        title: 'Salon industry report',
        url: 'https://reports.example/salons',
        snippet: 'Independent salons hold 60% of the market.',
      },
    ]);
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.path).toBe('/search');
    expect(seen[0]!.headers.authorization).toBe('Bearer tvly-key');
    expect(JSON.parse(seen[0]!.body)).toMatchObject({ query: 'salon market', max_results: 3 });
  });
});

describe('results from any provider', () => {
  it('keeps only http(s) results, each once, up to the number asked for', async () => {
    answer = json({
      results: [
        { url: 'javascript:alert(1)', title: 'Script', content: '' },
        { url: 'file:///etc/passwd', title: 'File', content: '' },
        { url: 'https://a.example/', title: 'A', content: '' },
        { url: 'https://a.example/', title: 'A again', content: '' },
        { url: 'not a url', title: 'Broken', content: '' },
        { url: 'http://b.example/page', title: '', content: 'no title' },
        { url: 'https://c.example/', title: 'C', content: '' },
      ],
    });
    const provider = createSearchProvider({ provider: 'searxng', baseUrl: base });
    const results = await provider.search('x', { maxResults: 2 });
    expect(results).toEqual([
      { title: 'A', url: 'https://a.example/', snippet: '' },
      { title: 'b.example', url: 'http://b.example/page', snippet: 'no title' },
    ]);
  });

  it('gives up on a provider that does not answer in time', async () => {
    answer = () => {};
    const provider = createSearchProvider({ provider: 'searxng', baseUrl: base, timeoutMs: 200 });
    const error = await provider.search('x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SearchError);
    expect((error as Error).message).toBe('SearXNG did not answer within 0.2 s.');
  });

  it('reports an answer that is not JSON, or an empty one', async () => {
    answer = (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<html>login</html>');
    };
    const provider = createSearchProvider({ provider: 'tavily', baseUrl: base, apiKey: 'k' });
    await expect(provider.search('x')).rejects.toThrow(
      'Tavily answered with something that is not JSON.',
    );
    answer = json({});
    expect(await provider.search('x')).toEqual([]);
  });

  it('says when the service cannot be reached', async () => {
    const provider = createSearchProvider({ provider: 'searxng', baseUrl: 'http://127.0.0.1:9/' });
    await expect(provider.search('x')).rejects.toThrow(
      'Could not reach SearXNG at http://127.0.0.1:9.',
    );
  });
});
