import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { type AddressPolicy, judgeAddress } from './address-policy.ts';
import { OutboundError } from './outbound-error.ts';
import {
  type Connector,
  type ConnectTarget,
  connectDirectly,
  type ResolvedAddress,
  type Resolver,
  resolveWithSystem,
} from './pinned-connection.ts';

export interface PinnedRequestOptions {
  policy: AddressPolicy;
  signal: AbortSignal;
  /** The default asks the system resolver; tests answer for their own host names. */
  resolve?: Resolver;
  /** Opens the connection; tests replace it to prove that no socket was opened. */
  connect?: Connector;
}

export interface OutgoingRequest {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

/**
 * The one way this server sends a request to an address it was given (a search result, a
 * model's suggestion, a webhook): the host is resolved once and every address it has is judged
 * (`address-policy.ts`); the connection then goes to that judged address itself, so a DNS answer
 * that changes between check and connect (rebinding) changes nothing. Resolves with the
 * response's headers; its body is the caller's to read, under the same signal.
 */
export async function sendPinned(
  url: URL,
  request: OutgoingRequest,
  options: PinnedRequestOptions,
): Promise<IncomingMessage> {
  const target = await judgedTarget(url, options);
  const connect = options.connect ?? connectDirectly;
  const { signal } = options;
  return new Promise((resolve, reject) => {
    const outgoing = (target.tls ? https : http).request({
      protocol: url.protocol,
      hostname: bareHost(url),
      port: target.port,
      path: `${url.pathname}${url.search}`,
      method: request.method,
      headers: request.headers,
      createConnection: () => connect(target) as net.Socket,
      signal,
    });
    outgoing.on('response', resolve);
    outgoing.on('error', (cause) => {
      if (signal.aborted) reject(cause);
      else {
        reject(
          new OutboundError('unreachable', url.href, `Could not connect to ${bareHost(url)}.`, {
            cause,
          }),
        );
      }
    });
    outgoing.end(request.body);
  });
}

/** Where the request goes: the URL's host resolved once, every address judged, the first taken. */
async function judgedTarget(url: URL, options: PinnedRequestOptions): Promise<ConnectTarget> {
  const { signal } = options;
  const host = bareHost(url);
  const literal = net.isIP(host);
  const resolve = options.resolve ?? resolveWithSystem;
  const addresses: ResolvedAddress[] = literal
    ? [{ address: host, family: literal as 4 | 6 }]
    : await abortable(resolve(host), signal).catch((cause: unknown) => {
        if (signal.aborted) throw cause;
        throw new OutboundError('dns', url.href, `Could not find the host ${host}.`, { cause });
      });
  if (addresses.length === 0) {
    throw new OutboundError('dns', url.href, `Could not find the host ${host}.`);
  }
  for (const { address } of addresses) {
    const verdict = judgeAddress(address, options.policy);
    if (!verdict.allowed) {
      const resolved = literal ? ' is' : ` resolves to ${address}, which is`;
      throw new OutboundError(
        'forbidden-address',
        url.href,
        `Refused to connect to ${url.href}: ${host}${resolved} ${verdict.reason}.`,
      );
    }
  }
  const secure = url.protocol === 'https:';
  return {
    ...addresses[0]!,
    port: url.port ? Number(url.port) : secure ? 443 : 80,
    tls: secure,
    ...(secure && !literal ? { servername: host } : {}),
  };
}

/**
 * Runs `work` under one deadline for everything it does (lookup, connect, headers and body), so
 * a server that trickles a byte every few seconds is cut at the limit rather than kept alive by
 * each byte. A timeout becomes the caller's error; an abort of `outer` stays an abort.
 */
export async function withinTotalTime<T>(
  limitMs: number,
  work: (signal: AbortSignal) => Promise<T>,
  timedOut: (cause: unknown) => Error,
  outer?: AbortSignal,
): Promise<T> {
  const deadline = AbortSignal.timeout(limitMs);
  const signal = outer ? AbortSignal.any([outer, deadline]) : deadline;
  try {
    return await work(signal);
  } catch (error) {
    if (deadline.aborted && !outer?.aborted && !(error instanceof OutboundError)) {
      throw timedOut(error);
    }
    throw error;
  }
}

/** The host without the brackets an IPv6 address has in a URL. */
export function bareHost(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
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
