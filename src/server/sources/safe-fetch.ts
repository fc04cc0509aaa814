import type { IncomingMessage } from 'node:http';
import { OutboundError } from '../net/outbound-error.ts';
import { formatSeconds, OUTBOUND_LIMITS } from '../net/outbound-limits.ts';
import type { Connector, Resolver } from '../net/pinned-connection.ts';
import { sendPinned, withinTotalTime } from '../net/pinned-request.ts';
import { readLimitedBody, UnsupportedEncodingError } from '../net/read-limited-body.ts';

export const SAFE_FETCH_MAX_BYTES = OUTBOUND_LIMITS.research.maxBodyBytes;
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

export type SafeFetch = (url: string) => Promise<FetchedPage>;

/**
 * Fetches a page named by untrusted input (a search result, a model's suggestion) without
 * letting it reach this machine or its network: http(s) only, through the pinned request of
 * `net/pinned-request.ts` (every address judged, the connection pinned to the judged one).
 * Redirects are followed by hand, each judged the same way; the body is cut at 5 MB;
 * everything together must finish within 15 s (`OUTBOUND_LIMITS.research`).
 */
export function createSafeFetch(options: SafeFetchOptions = {}): SafeFetch {
  const limits = OUTBOUND_LIMITS.research;
  const policy = { allowLoopback: options.allowLoopbackForTests === true };
  const maxBytes = options.maxBytes ?? limits.maxBodyBytes;
  const timeoutMs = options.timeoutMs ?? limits.totalMs;
  const maxRedirects = options.maxRedirects ?? limits.maxRedirects;
  const headers = {
    'user-agent': options.userAgent ?? 'MakerBusinessBuilder/1.0 (research)',
    accept: 'text/html,application/xhtml+xml,text/plain;q=0.9,application/pdf;q=0.8',
    'accept-encoding': 'gzip, deflate, br',
  };

  function request(url: URL, signal: AbortSignal): Promise<IncomingMessage> {
    return sendPinned(
      url,
      { method: 'GET', headers },
      {
        policy,
        signal,
        ...(options.resolve ? { resolve: options.resolve } : {}),
        ...(options.connect ? { connect: options.connect } : {}),
      },
    );
  }

  async function fetchWithin(requestedUrl: string, signal: AbortSignal): Promise<FetchedPage> {
    let url = parseFetchableUrl(requestedUrl, requestedUrl);
    const redirects: string[] = [];
    for (;;) {
      const response = await request(url, signal);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (REDIRECT_STATUSES.has(status) && location) {
        response.destroy();
        if (redirects.length >= maxRedirects) {
          throw new OutboundError(
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
        throw new OutboundError('http-status', url.href, `${url.href} answered ${status}.`);
      }
      const { mediaType, charset } = parseContentType(response.headers['content-type']);
      if (!(SAFE_FETCH_CONTENT_TYPES as readonly string[]).includes(mediaType)) {
        response.destroy();
        throw new OutboundError(
          'content-type',
          url.href,
          `${url.href} is ${mediaType || 'of no stated type'}; only HTML, plain text and PDF are read.`,
        );
      }
      const body = await readLimitedBody(response, maxBytes).catch((cause: unknown) => {
        if (cause instanceof UnsupportedEncodingError) {
          throw new OutboundError(
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

  return (requestedUrl) =>
    withinTotalTime(
      timeoutMs,
      (signal) => fetchWithin(requestedUrl, signal),
      (cause) =>
        new OutboundError(
          'timeout',
          requestedUrl,
          `${requestedUrl} took longer than ${formatSeconds(timeoutMs)} to load.`,
          { cause },
        ),
    );
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

function parseFetchableUrl(value: string, requestedUrl: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new OutboundError('invalid-url', requestedUrl, `${value} is not a web address.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new OutboundError(
      'invalid-url',
      requestedUrl,
      `Refused to fetch ${url.href}: only http and https addresses are fetched.`,
    );
  }
  if (url.username || url.password) {
    throw new OutboundError(
      'invalid-url',
      requestedUrl,
      `Refused to fetch ${url.origin}: addresses with a user name or password are not fetched.`,
    );
  }
  return url;
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
