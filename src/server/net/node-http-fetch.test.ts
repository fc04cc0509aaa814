import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eventStreamOf, nodeHttpFetch } from './node-http-fetch.ts';

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;
const handlers = new Map<string, Handler>();
const clientPorts: number[] = [];
let base = '';
let server: http.Server;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    clientPorts.push(request.socket.remotePort ?? 0);
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (piece: string) => {
      body += piece;
    });
    request.on('end', () => handlers.get(request.url ?? '')?.(request, body, response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it('sends the method, headers and body, and answers status, headers and body like fetch', async () => {
  handlers.set('/echo', (request, body, response) => {
    response.writeHead(429, { 'content-type': 'application/json', 'retry-after': '3' });
    response.end(
      JSON.stringify({ method: request.method, auth: request.headers.authorization, body }),
    );
  });
  const response = await nodeHttpFetch(`${base}/echo`, {
    method: 'post',
    headers: new Headers({ authorization: 'Bearer k', 'content-type': 'application/json' }),
    body: '{"a":1}',
  });
  expect(response.status).toBe(429);
  expect(response.headers.get('retry-after')).toBe('3');
  expect(await response.json()).toEqual({ method: 'POST', auth: 'Bearer k', body: '{"a":1}' });
  expect(eventStreamOf(response)).toBeUndefined();
});

it('keeps the connection open for the next request', async () => {
  handlers.set('/ok', (_request, _body, response) => response.end('ok'));
  clientPorts.length = 0;
  expect(await (await nodeHttpFetch(`${base}/ok`)).text()).toBe('ok');
  expect(await (await nodeHttpFetch(`${base}/ok`)).text()).toBe('ok');
  expect(clientPorts).toHaveLength(2);
  expect(clientPorts[1]).toBe(clientPorts[0]);
});

it('hands an event stream over as its node stream, or reads it as a web stream when not taken', async () => {
  handlers.set('/events', (_request, _body, response) => {
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    response.write('data: 1\n\n');
    setTimeout(() => response.end('data: 2\n\n'), 20);
  });
  const taken = await nodeHttpFetch(`${base}/events`, { method: 'POST', body: '{}' });
  const stream = eventStreamOf(taken)!;
  expect(stream).toBeDefined();
  expect(eventStreamOf(taken)).toBeUndefined();
  let text = '';
  for await (const piece of stream) text += String(piece);
  expect(text).toBe('data: 1\n\ndata: 2\n\n');

  const read = await nodeHttpFetch(`${base}/events`, { method: 'POST', body: '{}' });
  expect(await read.text()).toBe('data: 1\n\ndata: 2\n\n');
});

it('follows redirects as fetch does: 307 keeps the POST, 302 asks again with GET', async () => {
  handlers.set('/keep', (_request, _body, response) =>
    response.writeHead(307, { location: '/echo-method' }).end(),
  );
  handlers.set('/change', (_request, _body, response) =>
    response.writeHead(302, { location: `${base}/echo-method` }).end(),
  );
  handlers.set('/echo-method', (request, body, response) =>
    response.end(`${request.method} ${body}`),
  );
  const post = { method: 'POST', body: 'x', headers: { 'content-type': 'text/plain' } };
  expect(await (await nodeHttpFetch(`${base}/keep`, post)).text()).toBe('POST x');
  expect(await (await nodeHttpFetch(`${base}/change`, post)).text()).toBe('GET ');
});

it('sends the key to no other origin than the one asked when it is redirected', async () => {
  const seen: (string | undefined)[] = [];
  const other = http.createServer((request, response) => {
    seen.push(request.headers.authorization);
    response.end('elsewhere');
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  const otherBase = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
  try {
    handlers.set('/away', (_request, _body, response) =>
      response.writeHead(307, { location: `${otherBase}/` }).end(),
    );
    handlers.set('/auth', (request, _body, response) =>
      response.end(request.headers.authorization ?? 'none'),
    );
    handlers.set('/here', (_request, _body, response) =>
      response.writeHead(307, { location: '/auth' }).end(),
    );
    const withKey = { method: 'POST', body: '{}', headers: { authorization: 'Bearer k' } };
    expect(await (await nodeHttpFetch(`${base}/away`, withKey)).text()).toBe('elsewhere');
    expect(seen).toEqual([undefined]);
    // The same origin keeps it.
    expect(await (await nodeHttpFetch(`${base}/here`, withKey)).text()).toBe('Bearer k');
  } finally {
    other.closeAllConnections();
    await new Promise<void>((resolve) => other.close(() => resolve()));
  }
});

it('refuses other schemes than http and https, also after a redirect', async () => {
  await expect(nodeHttpFetch('file:///etc/passwd')).rejects.toThrow('fetch failed');
  handlers.set('/to-file', (_request, _body, response) =>
    response.writeHead(302, { location: 'file:///etc/passwd' }).end(),
  );
  await expect(nodeHttpFetch(`${base}/to-file`)).rejects.toThrow('fetch failed');
});

it('fails as fetch fails when nothing listens, with the cause’s code', async () => {
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const { port } = closed.address() as AddressInfo;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  const error = await nodeHttpFetch(`http://127.0.0.1:${port}/`).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(TypeError);
  expect((error as TypeError & { cause: { code: string } }).cause.code).toBe('ECONNREFUSED');
});

it('refuses an address with credentials in it, as fetch does, without sending anything', async () => {
  clientPorts.length = 0;
  const withCredentials = base.replace('http://', 'http://user:secret@');
  await expect(nodeHttpFetch(`${withCredentials}/ok`)).rejects.toThrow(
    'Request cannot be constructed from a URL that includes credentials',
  );
  expect(clientPorts).toEqual([]);
});

it('rejects with the signal’s reason when aborted before the answer', async () => {
  handlers.set('/slow', () => {});
  const controller = new AbortController();
  const pending = nodeHttpFetch(`${base}/slow`, { signal: controller.signal });
  controller.abort(new Error('stop'));
  await expect(pending).rejects.toThrow('stop');
});
