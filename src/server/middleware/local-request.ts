import type { Context } from 'hono';
import { AppError } from '../errors.ts';

/**
 * Without APP_ACCESS_TOKEN the server trusts whoever reaches it on loopback. That trust must not
 * extend to a request that only looks local:
 * - one that came through a reverse proxy (it carries any forwarding header) is from someone else,
 *   so a share-link holder cannot reach the owner's strategies through the proxy (401);
 * - one whose `Host` is not a loopback name was sent by a page on another site whose name
 *   re-resolved to 127.0.0.1 (DNS rebinding), so it is refused (403);
 * - a write whose `Origin` is not the address it was sent to is another site's form or script
 *   (403). A request without `Origin` (curl, same-origin GET) is let through.
 */
export const PROXIED_WITHOUT_TOKEN =
  'This server is reached through a proxy but has no APP_ACCESS_TOKEN: set one to use it from here.';
export const NOT_A_LOCAL_ADDRESS =
  'Without APP_ACCESS_TOKEN this server answers only at 127.0.0.1, localhost or [::1]: open it there, or set a token.';
export const CROSS_ORIGIN_WRITE = 'This change was sent from another site and was refused.';

/**
 * Headers a reverse proxy, load balancer or CDN adds; any of them means the client is not on this
 * machine. A family, not a list: proxies name the client's address in many ways (`X-Forwarded-For`,
 * `X-Original-Forwarded-For`, `X-Client-IP`, `X-Real-IP`, `True-Client-IP`, `CF-Connecting-IP`,
 * `Fastly-Client-IP`, `X-Cluster-Client-IP`, `X-ProxyUser-Ip`, `X-Azure-ClientIP`...), and a name
 * missing from a list got owner data (issue 32). So: `Via`, `Forwarded`, `CDN-Loop`, anything
 * with "forwarded" in its name, any name whose last word ends in "ip", and Cloudflare's `CF-*`.
 * A header that only looks like one costs a request without a token a 401, nothing more.
 */
export function isForwardingHeader(name: string): boolean {
  const lower = name.toLowerCase();
  return (
    lower === 'via' ||
    lower === 'cdn-loop' ||
    lower.includes('forwarded') ||
    /(^|-)[a-z]*ip$/.test(lower) ||
    lower.startsWith('cf-')
  );
}

function hasForwardingHeader(headers: Headers): boolean {
  for (const name of headers.keys()) if (isForwardingHeader(name)) return true;
  return false;
}

const LOOPBACK_HOSTNAMES = new Set(['127.0.0.1', 'localhost', '[::1]']);
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** `host[:port]` normalised the way a URL spells it, or undefined when it is not a host. */
function normalisedHost(value: string): URL | undefined {
  if (!value || /[/\\?#@\s]/.test(value)) return undefined;
  try {
    return new URL(`http://${value}`);
  } catch {
    return undefined;
  }
}

export function isLoopbackHost(hostHeader: string | undefined): boolean {
  const url = hostHeader ? normalisedHost(hostHeader) : undefined;
  return url !== undefined && LOOPBACK_HOSTNAMES.has(url.hostname);
}

/** Whether `Origin` names the same host and port the request was sent to. */
export function originMatchesHost(origin: string, hostHeader: string): boolean {
  const host = normalisedHost(hostHeader);
  if (!host) return false;
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host === host.host;
  } catch {
    return false;
  }
}

/** Throws unless the request is one the owner's own browser or tools on this machine sent. */
export function assertLocalRequest(c: Context): void {
  if (hasForwardingHeader(c.req.raw.headers)) {
    throw new AppError('UNAUTHORIZED', PROXIED_WITHOUT_TOKEN);
  }
  const host = c.req.header('host');
  if (!isLoopbackHost(host)) throw new AppError('FORBIDDEN', NOT_A_LOCAL_ADDRESS);
  const origin = c.req.header('origin');
  if (!SAFE_METHODS.has(c.req.method) && origin !== undefined) {
    if (!originMatchesHost(origin, host!)) throw new AppError('FORBIDDEN', CROSS_ORIGIN_WRITE);
  }
}
