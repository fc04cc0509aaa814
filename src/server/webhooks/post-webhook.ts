import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { judgeAddress } from '../sources/address-policy.ts';
import { connectDirectly, resolveWithSystem } from '../sources/pinned-connection.ts';

export const WEBHOOK_TIMEOUT_MS = 10_000;

/** `sha256=<hex>` of HMAC-SHA256 over the raw body: what `X-Signature-256` carries. */
export function webhookSignature(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

export type PostResult = { status: number } | { error: string };

/**
 * POSTs one delivery to the configured address only: its name is resolved and every address
 * judged like the source fetcher's (no private, loopback or metadata address unless the owner
 * allowed private ones), the connection pinned to the judged address, no redirect followed.
 */
export async function postWebhook(
  target: string,
  payload: { body: string; secret: string; event: string; deliveryId: string },
  options: { allowPrivate?: boolean } = {},
): Promise<PostResult> {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return { error: 'not an address' };
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = net.isIP(host);
  const addresses = literal
    ? [{ address: host, family: literal as 4 | 6 }]
    : await resolveWithSystem(host).catch(() => []);
  if (addresses.length === 0) return { error: `could not find the host ${host}` };
  for (const { address } of addresses) {
    const verdict = options.allowPrivate
      ? judgeAddress(address, { allowLoopback: true })
      : judgeAddress(address);
    // Private ranges and loopback only: link-local (the cloud metadata service) stays refused.
    const privateAllowed =
      options.allowPrivate && !verdict.allowed && verdict.reason.startsWith('a private address');
    if (!verdict.allowed && !privateAllowed) {
      return { error: `${host} is ${verdict.reason}; refused` };
    }
  }
  const secure = url.protocol === 'https:';
  const chosen = addresses[0]!;
  const timestamp = String(Math.floor(Date.now() / 1000));
  return new Promise<PostResult>((resolve) => {
    const request = (secure ? https : http).request(
      {
        protocol: url.protocol,
        hostname: host,
        port: url.port || (secure ? 443 : 80),
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'MakerBusinessBuilder-Webhooks/1.0',
          'x-signature-256': webhookSignature(payload.secret, payload.body),
          'x-webhook-timestamp': timestamp,
          'x-webhook-event': payload.event,
          'x-webhook-delivery': payload.deliveryId,
        },
        createConnection: () =>
          connectDirectly({
            ...chosen,
            port: Number(url.port || (secure ? 443 : 80)),
            tls: secure,
            ...(secure && !literal ? { servername: host } : {}),
          }) as net.Socket,
        timeout: WEBHOOK_TIMEOUT_MS,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
        response.on('error', () => resolve({ status: response.statusCode ?? 0 }));
      },
    );
    request.on('timeout', () => request.destroy(new Error('no answer in time')));
    request.on('error', (error) => resolve({ error: error.message }));
    request.end(payload.body);
  });
}
