import { createHmac } from 'node:crypto';
import { OutboundError } from '../net/outbound-error.ts';
import { formatSeconds, OUTBOUND_LIMITS } from '../net/outbound-limits.ts';
import { sendPinned, withinTotalTime } from '../net/pinned-request.ts';

/**
 * `sha256=<hex>` of HMAC-SHA256 over `<timestamp>.<body>`: what `X-Webhook-Signature` carries.
 * The timestamp is signed with the body, so a receiver that refuses old timestamps (five
 * minutes, say) refuses a replayed delivery: changing the timestamp breaks the signature.
 */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export type PostResult = { status: number } | { error: string; aborted?: true };

export interface PostWebhookOptions {
  /** The owner allowed receivers on private and loopback addresses (WEBHOOK_ALLOW_PRIVATE). */
  allowPrivate?: boolean;
  /** Stops the delivery (the server is stopping); the result says `aborted`. */
  signal?: AbortSignal;
  /** Everything together (lookup, connect, the answer's headers); default 10 s. */
  timeoutMs?: number;
}

/**
 * POSTs one delivery to the configured address only, through the pinned request of
 * `net/pinned-request.ts` (every address judged, no private, loopback or metadata address
 * unless the owner allowed private ones), no redirect followed, within one total time limit so
 * a receiver that trickles its answer a byte at a time cannot hold the delivery. Only the answer's
 * status is read.
 */
export async function postWebhook(
  target: string,
  payload: { body: string; secret: string; event: string; deliveryId: string },
  options: PostWebhookOptions = {},
): Promise<PostResult> {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return { error: 'not an address' };
  }
  const timeoutMs = options.timeoutMs ?? OUTBOUND_LIMITS.webhook.totalMs;
  const timestamp = String(Math.floor(Date.now() / 1000));
  try {
    return await withinTotalTime(
      timeoutMs,
      async (signal) => {
        const response = await sendPinned(
          url,
          {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'user-agent': 'MakerBusinessBuilder-Webhooks/1.0',
              'x-webhook-signature': webhookSignature(payload.secret, timestamp, payload.body),
              'x-webhook-timestamp': timestamp,
              'x-webhook-event': payload.event,
              'x-webhook-delivery': payload.deliveryId,
            },
            body: payload.body,
          },
          { policy: { allowPrivate: options.allowPrivate === true }, signal },
        );
        response.destroy();
        return { status: response.statusCode ?? 0 };
      },
      () => new OutboundError('timeout', target, `no answer within ${formatSeconds(timeoutMs)}`),
      options.signal,
    );
  } catch (error) {
    if (options.signal?.aborted) return { error: 'stopped with the server', aborted: true };
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
