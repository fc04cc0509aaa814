import diagnosticsChannel from 'node:diagnostics_channel';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OutboundError } from '../net/outbound-error.ts';
import {
  type ConnectTarget,
  connectDirectly,
  type ResolvedAddress,
} from '../net/pinned-connection.ts';
import { createSafeFetch, type SafeFetchOptions } from './safe-fetch.ts';

const MB = 1024 * 1024;

/** A local server whose routes the tests define; it counts every connection and request. */
let server: Server;
let origin: string;
let port: number;
let connections = 0;
const requests: IncomingMessage[] = [];
const routes = new Map<string, (request: IncomingMessage, response: ServerResponse) => void>();

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request);
    const route = routes.get(request.url ?? '');
    if (route) route(request, response);
    else response.writeHead(404).end();
  });
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/**
 * Every TCP socket this process creates is announced on `net.client.socket` before it connects.
 * Refused fetches must announce none.
 */
let socketsCreated = 0;
const countSocket = () => {
  socketsCreated += 1;
};
beforeEach(() => {
  connections = 0;
  socketsCreated = 0;
  requests.length = 0;
  routes.clear();
  diagnosticsChannel.subscribe('net.client.socket', countSocket);
});
afterEach(() => {
  diagnosticsChannel.unsubscribe('net.client.socket', countSocket);
});

/**
 * Records where each connection was to go, and opens it only to this machine's loopback: even a
 * broken safe-fetch could never send a packet to a private or metadata address from a test.
 */
function guardedConnector(targets: ConnectTarget[]) {
  return (target: ConnectTarget) => {
    targets.push(target);
    if (target.address !== '127.0.0.1') {
      throw new Error(`test connector refused ${target.address}`);
    }
    return connectDirectly(target);
  };
}

function fixedResolver(answers: Record<string, string[]>, calls: string[] = []) {
  return async (hostname: string): Promise<ResolvedAddress[]> => {
    calls.push(hostname);
    const addresses = answers[hostname];
    if (!addresses) throw new Error(`ENOTFOUND ${hostname}`);
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
}

function html(body: string) {
  return (_request: IncomingMessage, response: ServerResponse) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  };
}

async function refusal(promise: Promise<unknown>): Promise<OutboundError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(OutboundError);
  return error as OutboundError;
}

describe('a safe fetch of a local test page', { timeout: 60_000 }, () => {
  it('reads the page when loopback is allowed for the tests', async () => {
    routes.set('/page', html('<h1>Hello</h1>'));
    const targets: ConnectTarget[] = [];
    const fetchPage = createSafeFetch({
      allowLoopbackForTests: true,
      connect: guardedConnector(targets),
    });
    const page = await fetchPage(`${origin}/page`);
    expect(new TextDecoder().decode(page.bytes)).toBe('<h1>Hello</h1>');
    expect(page).toMatchObject({
      url: `${origin}/page`,
      status: 200,
      contentType: 'text/html',
      charset: 'utf-8',
      truncated: false,
      redirects: [],
    });
    expect(Date.parse(page.fetchedAt)).not.toBeNaN();
    expect(targets).toEqual([{ address: '127.0.0.1', family: 4, port, tls: false }]);
  });

  it('refuses loopback without the test setting, before opening any socket', async () => {
    routes.set('/page', html('secret'));
    const error = await refusal(createSafeFetch()(`${origin}/page`));
    expect(error.reason).toBe('forbidden-address');
    expect(error.message).toBe(
      `Refused to connect to ${origin}/page: 127.0.0.1 is a loopback address.`,
    );
    expect(socketsCreated).toBe(0);
    expect(connections).toBe(0);
  });
});

describe('hosts that resolve to addresses a fetch must never reach', { timeout: 60_000 }, () => {
  const forbidden = [
    ['10.0.0.1', 'a private address'],
    ['172.16.0.1', 'a private address'],
    ['192.168.1.1', 'a private address'],
    ['169.254.169.254', 'a link-local address (such as the cloud metadata service)'],
    ['100.64.0.1', 'a carrier-grade NAT address'],
    ['0.0.0.0', 'an unspecified address'],
    ['224.0.0.1', 'a multicast address'],
    ['127.0.0.1', 'a loopback address'],
    ['::1', 'a loopback address'],
    ['::', 'an unspecified address'],
    ['fe80::1', 'a link-local address (such as the cloud metadata service)'],
    ['fc00::1', 'a private address'],
    ['fd12:3456::1', 'a private address'],
    ['::ffff:10.0.0.1', 'a private address (inside the IPv6 address ::ffff:10.0.0.1)'],
    [
      '::ffff:169.254.169.254',
      'a link-local address (such as the cloud metadata service) (inside the IPv6 address ::ffff:169.254.169.254)',
    ],
    ['64:ff9b::a9fe:a9fe', expect.stringContaining('a link-local address')],
    ['::7f00:1', 'a loopback address (inside the IPv6 address ::7f00:1)'],
    ['::a9fe:a9fe', expect.stringContaining('a link-local address')],
    ['2002:a00:1::1', 'a private address (inside the IPv6 address 2002:a00:1::1)'],
    ['2001:0:4136:e378:8000:63bf:f5ff:fffe', expect.stringContaining('a private address')],
  ] as const;

  it.each(forbidden)(
    'refuses a host resolving to %s before connecting',
    async (address, reason) => {
      const targets: ConnectTarget[] = [];
      const fetchPage = createSafeFetch({
        resolve: fixedResolver({ 'news.example': [address] }),
        connect: guardedConnector(targets),
      });
      const error = await refusal(fetchPage('https://news.example/market'));
      expect(error.reason).toBe('forbidden-address');
      expect(error.message).toEqual(
        typeof reason === 'string'
          ? `Refused to connect to https://news.example/market: news.example resolves to ${address}, which is ${reason}.`
          : reason,
      );
      expect(targets).toEqual([]);
      expect(socketsCreated).toBe(0);
    },
  );

  it('refuses a host when any one of its addresses is forbidden', async () => {
    const targets: ConnectTarget[] = [];
    const fetchPage = createSafeFetch({
      resolve: fixedResolver({ 'mixed.example': ['93.184.215.14', '10.1.2.3'] }),
      connect: guardedConnector(targets),
    });
    const error = await refusal(fetchPage('http://mixed.example/'));
    expect(error.message).toContain('resolves to 10.1.2.3');
    expect(targets).toEqual([]);
    expect(socketsCreated).toBe(0);
  });

  it.each([
    ['http://169.254.169.254/latest/meta-data/', '169.254.169.254'],
    ['http://[::ffff:a9fe:a9fe]/', '::ffff:a9fe:a9fe'],
    ['http://0xA9FEA9FE/', '169.254.169.254'],
    ['http://2852039166/', '169.254.169.254'],
    ['http://10.0.0.1:8080/admin', '10.0.0.1'],
    ['http://[fe80::1]/', 'fe80::1'],
  ])('refuses the address URL %s without resolving or connecting', async (url, host) => {
    const targets: ConnectTarget[] = [];
    const lookups: string[] = [];
    const fetchPage = createSafeFetch({
      resolve: fixedResolver({}, lookups),
      connect: guardedConnector(targets),
    });
    const error = await refusal(fetchPage(url));
    expect(error.reason).toBe('forbidden-address');
    expect(error.message).toContain(`: ${host} is a`);
    expect(lookups).toEqual([]);
    expect(targets).toEqual([]);
    expect(socketsCreated).toBe(0);
  });
});

describe('redirects', { timeout: 60_000 }, () => {
  it('refuses a redirect to a host that resolves to the metadata address, before connecting to it', async () => {
    routes.set('/moved', (_request, response) => {
      response.writeHead(302, { location: 'http://metadata.internal/latest/meta-data/' }).end();
    });
    const targets: ConnectTarget[] = [];
    const fetchPage = createSafeFetch({
      allowLoopbackForTests: true,
      resolve: fixedResolver({ 'metadata.internal': ['169.254.169.254'] }),
      connect: guardedConnector(targets),
    });
    const error = await refusal(fetchPage(`${origin}/moved`));
    expect(error.reason).toBe('forbidden-address');
    expect(error.message).toContain('metadata.internal resolves to 169.254.169.254');
    expect(requests.map((request) => request.url)).toEqual(['/moved']);
    expect(targets.map((target) => target.address)).toEqual(['127.0.0.1']);
    expect(socketsCreated).toBe(1);
  });

  it('refuses a redirect to a private address URL', async () => {
    routes.set('/moved', (_request, response) => {
      response.writeHead(301, { location: 'http://10.0.0.1/internal' }).end();
    });
    const targets: ConnectTarget[] = [];
    const fetchPage = createSafeFetch({
      allowLoopbackForTests: true,
      connect: guardedConnector(targets),
    });
    const error = await refusal(fetchPage(`${origin}/moved`));
    expect(error.message).toBe(
      'Refused to connect to http://10.0.0.1/internal: 10.0.0.1 is a private address.',
    );
    expect(targets.map((target) => target.address)).toEqual(['127.0.0.1']);
  });

  it('refuses a redirect to another scheme', async () => {
    routes.set('/moved', (_request, response) => {
      response.writeHead(302, { location: 'file:///etc/passwd' }).end();
    });
    const fetchPage = createSafeFetch({ allowLoopbackForTests: true });
    const error = await refusal(fetchPage(`${origin}/moved`));
    expect(error.reason).toBe('invalid-url');
  });

  it('follows up to five redirects, relative ones included, and stops at the sixth', async () => {
    for (let hop = 0; hop < 7; hop += 1) {
      routes.set(`/hop${hop}`, (_request, response) => {
        response.writeHead(307, { location: `/hop${hop + 1}` }).end();
      });
    }
    routes.set('/hop5', html('arrived'));
    const fetchPage = createSafeFetch({ allowLoopbackForTests: true });
    const page = await fetchPage(`${origin}/hop0`);
    expect(new TextDecoder().decode(page.bytes)).toBe('arrived');
    expect(page.redirects).toEqual([1, 2, 3, 4, 5].map((hop) => `${origin}/hop${hop}`));

    routes.set('/hop5', (_request, response) => {
      response.writeHead(302, { location: '/hop6' }).end();
    });
    const error = await refusal(fetchPage(`${origin}/hop0`));
    expect(error.reason).toBe('too-many-redirects');
    expect(requests.filter((request) => request.url === '/hop6')).toEqual([]);
  });
});

describe('the connection goes to the address that was checked', { timeout: 60_000 }, () => {
  it('resolves once and connects to that address even if the name would now resolve elsewhere', async () => {
    routes.set('/page', html('pinned'));
    const lookups: string[] = [];
    let answer = '127.0.0.1';
    const rebinding = async (hostname: string): Promise<ResolvedAddress[]> => {
      lookups.push(hostname);
      const address = answer;
      answer = '10.0.0.1'; // a rebinding DNS server answers differently the second time
      return [{ address, family: 4 }];
    };
    const targets: ConnectTarget[] = [];
    const fetchPage = createSafeFetch({
      allowLoopbackForTests: true,
      resolve: rebinding,
      connect: guardedConnector(targets),
    });
    const page = await fetchPage(`http://pages.test:${port}/page`);
    expect(new TextDecoder().decode(page.bytes)).toBe('pinned');
    expect(lookups).toEqual(['pages.test']);
    expect(targets).toEqual([{ address: '127.0.0.1', family: 4, port, tls: false }]);
    expect(requests[0]!.headers.host).toBe(`pages.test:${port}`);
  });

  it('names the host for TLS so the certificate is checked against it', async () => {
    const targets: ConnectTarget[] = [];
    const fetchPage = createSafeFetch({
      resolve: fixedResolver({ 'news.example': ['93.184.215.14'] }),
      connect: (target) => {
        targets.push(target);
        throw new Error('not connecting in a test');
      },
    });
    const error = await refusal(fetchPage('https://news.example/a'));
    expect(error.reason).toBe('unreachable');
    expect(targets).toEqual([
      { address: '93.184.215.14', family: 4, port: 443, tls: true, servername: 'news.example' },
    ]);
    expect(socketsCreated).toBe(0);
  });
});

describe('limits', { timeout: 60_000 }, () => {
  function endless(chunk: Buffer, total: number) {
    return (_request: IncomingMessage, response: ServerResponse) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      let sent = 0;
      const write = () => {
        while (sent < total) {
          sent += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', write);
        }
        response.end();
      };
      response.on('error', () => {});
      write();
    };
  }

  it('cuts a 50 MB page at 5 MB and says so', async () => {
    routes.set('/big', endless(Buffer.alloc(64 * 1024, 'a'), 50 * MB));
    const page = await createSafeFetch({ allowLoopbackForTests: true })(`${origin}/big`);
    expect(page.bytes.byteLength).toBe(5 * MB);
    expect(page.truncated).toBe(true);
  });

  it('keeps a page of exactly the limit whole', async () => {
    routes.set('/exact', endless(Buffer.alloc(1024, 'b'), 8 * 1024));
    const page = await createSafeFetch({ allowLoopbackForTests: true, maxBytes: 8 * 1024 })(
      `${origin}/exact`,
    );
    expect(page.bytes.byteLength).toBe(8 * 1024);
    expect(page.truncated).toBe(false);
  });

  it('decodes gzip and cuts a small gzip that unpacks to 50 MB at 5 MB', async () => {
    const bomb = gzipSync(Buffer.alloc(50 * MB));
    expect(bomb.byteLength).toBeLessThan(100 * 1024);
    routes.set('/bomb', (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      response.end(bomb);
    });
    routes.set('/small', (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      response.end(gzipSync('<p>compressed</p>'));
    });
    const fetchPage = createSafeFetch({ allowLoopbackForTests: true });
    expect(new TextDecoder().decode((await fetchPage(`${origin}/small`)).bytes)).toBe(
      '<p>compressed</p>',
    );
    const page = await fetchPage(`${origin}/bomb`);
    expect(page.bytes.byteLength).toBe(5 * MB);
    expect(page.truncated).toBe(true);
  });

  it('gives up on a page that never finishes', async () => {
    routes.set('/slow', (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.write('<p>first part, then nothing');
    });
    const fetchPage = createSafeFetch({ allowLoopbackForTests: true, timeoutMs: 300 });
    const error = await refusal(fetchPage(`${origin}/slow`));
    expect(error.reason).toBe('timeout');
    expect(error.message).toBe(`${origin}/slow took longer than 0.3 s to load.`);
  });

  it('gives up on a server that never answers', async () => {
    routes.set('/silent', () => {});
    const error = await refusal(
      createSafeFetch({ allowLoopbackForTests: true, timeoutMs: 300 })(`${origin}/silent`),
    );
    expect(error.reason).toBe('timeout');
  });
});

describe('what is refused besides addresses', { timeout: 60_000 }, () => {
  const options: SafeFetchOptions = { allowLoopbackForTests: true };

  it('refuses content that is not HTML, plain text or PDF', async () => {
    routes.set('/image', (_request, response) => {
      response.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(10));
    });
    const error = await refusal(createSafeFetch(options)(`${origin}/image`));
    expect(error.reason).toBe('content-type');
    expect(error.message).toBe(
      `${origin}/image is image/png; only HTML, plain text and PDF are read.`,
    );
  });

  it('accepts a PDF', async () => {
    routes.set('/report.pdf', (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.7');
    });
    const page = await createSafeFetch(options)(`${origin}/report.pdf`);
    expect(page.contentType).toBe('application/pdf');
  });

  it('reports an error status', async () => {
    const error = await refusal(createSafeFetch(options)(`${origin}/missing`));
    expect(error.reason).toBe('http-status');
    expect(error.message).toBe(`${origin}/missing answered 404.`);
  });

  it.each([
    'file:///etc/passwd',
    'ftp://example.com/file',
    'javascript:alert(1)',
    'not a url',
    'http://user:secret@example.com/',
  ])('refuses %s without connecting', async (url) => {
    const error = await refusal(createSafeFetch(options)(url));
    expect(error.reason).toBe('invalid-url');
    expect(socketsCreated).toBe(0);
  });

  it('says when a host cannot be found', async () => {
    const fetchPage = createSafeFetch({ resolve: fixedResolver({}) });
    const error = await refusal(fetchPage('https://nowhere.example/'));
    expect(error.reason).toBe('dns');
    expect(error.message).toBe('Could not find the host nowhere.example.');
  });
});
