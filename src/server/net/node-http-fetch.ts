import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import { decodedBody, readLimitedBody } from './read-limited-body.ts';

/** Sockets kept open between calls, as `fetch` keeps them. */
const agents = {
  'http:': new http.Agent({ keepAlive: true }),
  'https:': new https.Agent({ keepAlive: true }),
};

/** A body that is not an event stream (an error, a model list) is read whole, up to this. */
const MAX_BUFFERED_BYTES = 32 * 1024 * 1024;
const MAX_REDIRECTS = 5;
const NULL_BODY_STATUS = new Set([101, 204, 205, 304]);
/** Headers `fetch` drops when a redirect leads to another origin. */
const CREDENTIAL_HEADERS = ['authorization', 'proxy-authorization', 'cookie'];

/** The node stream behind an event-stream response this fetch made (see `eventStreamOf`). */
const eventStreams = new WeakMap<Response, Readable>();

/**
 * A `fetch` over node:http(s) for the model provider's SDK. Node's own `fetch` hands a streamed
 * answer through WHATWG streams and undici's body machinery, which cost about twice the CPU per
 * token of an `IncomingMessage`'s 'data' events (measured for issue 28, decision 0123). Bodies
 * that are not event streams are read whole and answered as usual; an event stream's `Response`
 * has a body that reads the same stream on demand, and `eventStreamOf` hands that stream to the
 * one reader that takes the cheap path (`chat-stream.ts`). Redirects are followed as `fetch`
 * follows them; other bodies than a string or bytes go to the global `fetch`.
 */
export async function nodeHttpFetch(
  input: string | URL | Request,
  init: RequestInit = {},
): Promise<Response> {
  const body = init.body;
  if (
    input instanceof Request ||
    (body != null && typeof body !== 'string' && !(body instanceof Uint8Array))
  ) {
    return fetch(input, init);
  }
  let url = new URL(input);
  // As `fetch`: an address with a user or password in it is refused, never sent as Basic auth.
  if (url.username || url.password) {
    throw new TypeError('Request cannot be constructed from a URL that includes credentials');
  }
  checkScheme(url);
  let method = (init.method ?? 'GET').toUpperCase();
  let sent: string | Uint8Array | undefined = body ?? undefined;
  const headers = plainHeaders(init.headers);
  for (let redirects = 0; ; redirects++) {
    const response = await send(url, method, headers, sent, init.signal ?? undefined);
    const location = response.headers.location;
    if (!isRedirect(response.statusCode) || !location || redirects >= MAX_REDIRECTS) {
      return toResponse(response);
    }
    response.resume();
    const next = new URL(location, url);
    checkScheme(next);
    // As `fetch`: the key and cookies go to the address asked, never to another origin.
    if (next.origin !== url.origin) {
      for (const name of CREDENTIAL_HEADERS) delete headers[name];
    }
    url = next;
    // As `fetch`: a 303, or a 301/302 after a POST, asks again with GET and no body.
    if (
      response.statusCode === 303 ||
      (method === 'POST' && response.statusCode !== 307 && response.statusCode !== 308)
    ) {
      method = 'GET';
      sent = undefined;
      delete headers['content-type'];
      delete headers['content-length'];
    }
  }
}

/** The node stream of an event-stream response from `nodeHttpFetch`, once; else undefined. */
export function eventStreamOf(response: Response): Readable | undefined {
  const stream = eventStreams.get(response);
  eventStreams.delete(response);
  return stream;
}

function send(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: string | Uint8Array | undefined,
  signal: AbortSignal | undefined,
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const protocol = url.protocol as keyof typeof agents;
    const transport = protocol === 'https:' ? https : http;
    const request = transport.request(url, {
      method,
      // Identity: a compressed stream would need a decoder per read for nothing.
      headers: { 'accept-encoding': 'identity', ...headers },
      agent: agents[protocol],
      ...(signal ? { signal } : {}),
    });
    request.on('response', resolve);
    // As `fetch` reports a network failure: a TypeError with the cause (its code) attached.
    request.on('error', (cause) =>
      reject(signal?.aborted ? signal.reason : new TypeError('fetch failed', { cause })),
    );
    request.end(body);
  });
}

async function toResponse(message: IncomingMessage): Promise<Response> {
  const status = message.statusCode ?? 502;
  const init = {
    status,
    statusText: message.statusMessage ?? '',
    headers: responseHeaders(message),
  };
  if (NULL_BODY_STATUS.has(status)) {
    message.resume();
    return new Response(null, init);
  }
  const type = message.headers['content-type'] ?? '';
  if (status >= 200 && status < 300 && type.includes('text/event-stream')) {
    const stream = decodedBody(message);
    const response = new Response(pulledBody(stream), init);
    eventStreams.set(response, stream);
    return response;
  }
  const { bytes, truncated } = await readLimitedBody(message, MAX_BUFFERED_BYTES);
  if (truncated) throw new TypeError(`The answer is longer than ${MAX_BUFFERED_BYTES} bytes`);
  return new Response(new Uint8Array(bytes), init);
}

/**
 * A web stream over the node stream that reads nothing until it is read from (high-water mark
 * 0), so `eventStreamOf` can hand the node stream itself to a reader instead.
 */
function pulledBody(stream: Readable): ReadableStream<Uint8Array> {
  let chunks: AsyncIterator<Buffer> | undefined;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        chunks ??= stream[Symbol.asyncIterator]();
        const { value, done } = await chunks.next();
        if (done) controller.close();
        else controller.enqueue(new Uint8Array(value));
      },
      async cancel() {
        stream.destroy();
      },
    },
    { highWaterMark: 0 },
  );
}

function plainHeaders(headers: HeadersInit | undefined): Record<string, string> {
  const plain: Record<string, string> = {};
  new Headers(headers).forEach((value, name) => {
    plain[name] = value;
  });
  return plain;
}

function responseHeaders(message: IncomingMessage): Headers {
  const headers = new Headers();
  const raw = message.rawHeaders;
  for (let index = 0; index + 1 < raw.length; index += 2)
    headers.append(raw[index]!, raw[index + 1]!);
  return headers;
}

/** As `fetch`: only http and https (a redirect elsewhere fails the same way). */
function checkScheme(url: URL): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new TypeError('fetch failed', { cause: new Error(`unknown scheme ${url.protocol}`) });
  }
}

function isRedirect(status: number | undefined): boolean {
  return status === 301 || status === 302 || status === 303 || status === 307 || status === 308;
}
