import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { judgeAddress } from './address-policy.ts';
import {
  type Connector,
  type ConnectTarget,
  connectDirectly,
  type ResolvedAddress,
  type Resolver,
  resolveWithSystem,
} from './pinned-connection.ts';
import { readLimitedBody, UnsupportedEncodingError } from './read-limited-body.ts';

export const SAFE_FETCH_MAX_BYTES = 5 * 1024 * 1024;
export const SAFE_FETCH_TIMEOUT_MS = 15_000;
export const SAFE_FETCH_MAX_REDIRECTS = 5;
export const SAFE_FETCH_CONTENT_TYPES = [
  'text/html',
  'application/xhtml+xml',
  'text/plain',
  'application/pdf',
] as const;

export interface SafeFetchOptions {
  resolve?: Resolver;
  /** Opens the connection; tests replace it to prove that no socket was opened. */
  connect?: Connector;
  /** TESTS ONLY: lets the tests' own 127.0.0.1 pages through. Loopback is refused otherwise. */
  allowLoopbackForTests?: boolean;
  maxBytes?: number;
  timeoutMs?: number;
  maxRedirects?: number;
  userAgent?: string;
}

export interface FetchedPage {
  /** The address the content came from, after redirects. */
  url: string;
  requestedUrl: string;
  redirects: string[];
  status: number;
  /** The media type, lower-case, without parameters: `text/html`. */
  contentType: string;
  charset?: string;
  bytes: Uint8Array;
  /** True when the page was longer than the limit and was cut there. */
  truncated: boolean;
  fetchedAt: string;
}

export type SafeFetchFailure =
  | 'invalid-url'
  | 'forbidden-address'
  | 'dns'
  | 'unreachable'
  | 'too-many-redirects'
  | 'timeout'
  | 'http-status'
  | 'content-type';

export class SafeFetchError extends Error {
  readonly reason: SafeFetchFailure;
  readonly url: string;

  constructor(
    reason: SafeFetchFailure,
    url: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'SafeFetchError';
    this.reason = reason;
    this.url = url;
  }
}

export type SafeFetch = (url: string) => Promise<FetchedPage>;

/**
 * Fetches a page named by untrusted input (a search result, a model's suggestion) without
 * letting it reach this machine or its network: http(s) only; the host is resolved first and
 * every address it has is judged (`address-policy.ts`); the connection then goes to that
 * checked address itself, so a DNS answer that changes between check and connect (rebinding)
 * changes nothing. Redirects are followed by hand, each judged the same way; the body is cut
 * at 5 MB; everything together must finish within 15 s.
 */
export function createSafeFetch(options: SafeFetchOptions = {}): SafeFetch {
  const resolve = options.resolve ?? resolveWithSystem;
  const connect = options.connect ?? connectDirectly;
  const policy = { allowLoopback: options.allowLoopbackForTests === true };
  const maxBytes = options.maxBytes ?? SAFE_FETCH_MAX_BYTES;
  const timeoutMs = options.timeoutMs ?? SAFE_FETCH_TIMEOUT_MS;
  const maxRedirects = options.maxRedirects ?? SAFE_FETCH_MAX_REDIRECTS;
  const userAgent = options.userAgent ?? 'MakerBusinessBuilder/1.0 (research)';

  async function checkedAddress(url: URL, signal: AbortSignal): Promise<ResolvedAddress> {
    const host = bareHost(url);
    const literal = net.isIP(host);
    const addresses: ResolvedAddress[] = literal
      ? [{ address: host, family: literal as 4 | 6 }]
      : await abortable(resolve(host), signal).catch((cause: unknown) => {
          if (signal.aborted) throw cause;
          throw new SafeFetchError('dns', url.href, `Could not find the host ${host}.`, { cause });
        });
    if (addresses.length === 0) {
      throw new SafeFetchError('dns', url.href, `Could not find the host ${host}.`);
    }
    for (const { address } of addresses) {
      const verdict = judgeAddress(address, policy);
      if (!verdict.allowed) {
        const resolved = literal ? '' : ` resolves to ${address}, which is`;
        throw new SafeFetchError(
          'forbidden-address',
          url.href,
          `Refused to fetch ${url.href}: ${host}${resolved || ' is'} ${verdict.reason}.`,
        );
      }
    }
    return addresses[0]!;
  }

  function request(
    url: URL,
    target: ResolvedAddress,
    signal: AbortSignal,
  ): Promise<IncomingMessage> {
    const secure = url.protocol === 'https:';
    const host = bareHost(url);
    const port = url.port ? Number(url.port) : secure ? 443 : 80;
    const connectTarget: ConnectTarget = {
      ...target,
      port,
      tls: secure,
      ...(secure && !net.isIP(host) ? { servername: host } : {}),
    };
    return new Promise((resolvePromise, reject) => {
      const outgoing = (secure ? https : http).request({
        protocol: url.protocol,
        hostname: host,
        port,
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        headers: {
          'user-agent': userAgent,
          accept: 'text/html,application/xhtml+xml,text/plain;q=0.9,application/pdf;q=0.8',
          'accept-encoding': 'gzip, deflate, br',
        },
        createConnection: () => connect(connectTarget) as net.Socket,
        signal,
      });
      outgoing.on('response', resolvePromise);
      outgoing.on('error', (cause) => {
        if (signal.aborted) reject(cause);
        else
          reject(
            new SafeFetchError('unreachable', url.href, `Could not connect to ${host}.`, { cause }),
          );
      });
      outgoing.end();
    });
  }

  async function fetchWithin(requestedUrl: string, signal: AbortSignal): Promise<FetchedPage> {
    let url = parseFetchableUrl(requestedUrl, requestedUrl);
    const redirects: string[] = [];
    for (;;) {
      const response = await request(url, await checkedAddress(url, signal), signal);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (REDIRECT_STATUSES.has(status) && location) {
        response.destroy();
        if (redirects.length >= maxRedirects) {
          throw new SafeFetchError(
            'too-many-redirects',
            url.href,
            `Stopped after ${maxRedirects} redirects at ${url.href}.`,
          );
        }
        url = parseFetchableUrl(new URL(location, url).href, requestedUrl);
        redirects.push(url.href);
        continue;
      }
      if (status < 200 || status > 299) {
        response.destroy();
        throw new SafeFetchError('http-status', url.href, `${url.href} answered ${status}.`);
      }
      const { mediaType, charset } = parseContentType(response.headers['content-type']);
      if (!(SAFE_FETCH_CONTENT_TYPES as readonly string[]).includes(mediaType)) {
        response.destroy();
        throw new SafeFetchError(
          'content-type',
          url.href,
          `${url.href} is ${mediaType || 'of no stated type'}; only HTML, plain text and PDF are read.`,
        );
      }
      const body = await readLimitedBody(response, maxBytes).catch((cause: unknown) => {
        if (cause instanceof UnsupportedEncodingError) {
          throw new SafeFetchError(
            'content-type',
            url.href,
            `${url.href} uses an ${cause.message}.`,
          );
        }
        throw cause;
      });
      return {
        url: url.href,
        requestedUrl,
        redirects,
        status,
        contentType: mediaType,
        ...(charset ? { charset } : {}),
        bytes: body.bytes,
        truncated: body.truncated,
        fetchedAt: new Date().toISOString(),
      };
    }
  }

  return async (requestedUrl) => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      return await fetchWithin(requestedUrl, controller.signal);
    } catch (error) {
      if (controller.signal.aborted && !(error instanceof SafeFetchError)) {
        throw new SafeFetchError(
          'timeout',
          requestedUrl,
          `${requestedUrl} took longer than ${formatSeconds(timeoutMs)} to load.`,
          { cause: error },
        );
      }
      throw error;
    } finally {
      clearTimeout(timer);
    }
  };
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

function parseFetchableUrl(value: string, requestedUrl: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new SafeFetchError('invalid-url', requestedUrl, `${value} is not a web address.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SafeFetchError(
      'invalid-url',
      requestedUrl,
      `Refused to fetch ${url.href}: only http and https addresses are fetched.`,
    );
  }
  if (url.username || url.password) {
    throw new SafeFetchError(
      'invalid-url',
      requestedUrl,
      `Refused to fetch ${url.origin}: addresses with a user name or password are not fetched.`,
    );
  }
  return url;
}

/** The host without the brackets an IPv6 address has in a URL. */
function bareHost(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

function parseContentType(header: string | undefined): { mediaType: string; charset?: string } {
  const [type = '', ...parameters] = (header ?? '').split(';');
  const charset = parameters
    .map((parameter) => parameter.trim().match(/^charset\s*=\s*"?([^";]+)"?$/i)?.[1])
    .find(Boolean);
  return {
    mediaType: type.trim().toLowerCase(),
    ...(charset ? { charset: charset.toLowerCase() } : {}),
  };
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolvePromise, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolvePromise(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

function formatSeconds(milliseconds: number): string {
  return `${Number((milliseconds / 1000).toFixed(1))} s`;
}
