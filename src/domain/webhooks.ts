import { z } from 'zod';

/**
 * What a webhook may ask for (issue 19); `intake.answered`: the client sent the answers of the
 * questionnaire link (decision 0103).
 */
export const WEBHOOK_EVENTS = [
  'run.finished',
  'run.failed',
  'section.failed',
  'share.opened',
  'comment.created',
  'intake.answered',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const MAX_WEBHOOKS = 10;

/** One webhook in `PUT /api/settings`: `secret` is write-only; omitted, the saved one is kept. */
export const webhookInputSchema = z.strictObject({
  url: z.url({ protocol: /^https?$/, error: 'must be an http(s) address' }).max(2_000),
  events: z.array(z.enum(WEBHOOK_EVENTS)).min(1, 'choose at least one event').max(10),
  secret: z.string().min(16, 'must be at least 16 characters').max(200).optional(),
});
export type WebhookInput = z.input<typeof webhookInputSchema>;

/** A webhook as `GET /api/settings` shows it: never the secret. */
export interface WebhookView {
  url: string;
  events: WebhookEvent[];
  secretSet: boolean;
}

/** A delivery as the settings panel lists it. */
export interface WebhookDeliveryView {
  id: string;
  url: string;
  event: WebhookEvent;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  lastResponseStatus: number | null;
  lastError: string | null;
  createdAt: string;
}
