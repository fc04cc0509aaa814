import { z } from 'zod';
import { encryptedSecretSchema } from '../../domain/settings.ts';
import {
  WEBHOOK_EVENTS,
  type WebhookEvent,
  type WebhookInput,
  type WebhookView,
} from '../../domain/webhooks.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { type SecretBox, SecretUnavailableError } from '../settings/secret-box.ts';
import { defineSetting, readSetting, updateSetting } from '../store/settings.ts';

const storedWebhookSchema = z.strictObject({
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  secret: encryptedSecretSchema,
});
type StoredWebhook = z.infer<typeof storedWebhookSchema>;

/** The owner's webhooks; each secret encrypted like the AI key (SETTINGS_SECRET). */
export const webhooksSetting = defineSetting<StoredWebhook[]>({
  key: 'webhooks',
  schema: z.array(storedWebhookSchema),
  defaultValue: [],
});

export async function webhookViews(db: Database): Promise<WebhookView[]> {
  const { value } = await readSetting(db, webhooksSetting);
  return value.map(({ url, events }) => ({ url, events, secretSet: true }));
}

/**
 * Replaces the list. A webhook without `secret` keeps the saved one of the same URL; a new URL
 * needs one (400 naming the field).
 */
export async function saveWebhooks(
  db: Database,
  secrets: SecretBox,
  input: WebhookInput[],
): Promise<void> {
  if (new Set(input.map(({ url }) => url)).size !== input.length) {
    throw new AppError('BAD_REQUEST', 'webhooks: each address only once');
  }
  const sealed = input.map(({ secret }, index) => {
    if (secret === undefined) return undefined;
    try {
      return secrets.encrypt(secret);
    } catch (error) {
      if (error instanceof SecretUnavailableError) {
        throw new AppError('BAD_REQUEST', `webhooks.${index}.secret: ${error.message}`);
      }
      throw error;
    }
  });
  await updateSetting(db, webhooksSetting, (current) =>
    input.map(({ url, events }, index) => {
      const secret = sealed[index] ?? current.find((saved) => saved.url === url)?.secret;
      if (!secret) {
        throw new AppError('BAD_REQUEST', `webhooks.${index}.secret: required for a new address`);
      }
      return { url, events: [...new Set(events)], secret };
    }),
  );
}

/** The webhooks that want `event`, with their secrets in clear (undecryptable ones left out). */
export async function subscribers(
  db: Database,
  secrets: SecretBox,
  event?: WebhookEvent,
): Promise<{ url: string; events: WebhookEvent[]; secret: string }[]> {
  const { value } = await readSetting(db, webhooksSetting);
  return value.flatMap(({ url, events, secret }) => {
    if (event && !events.includes(event)) return [];
    const plain = secrets.decrypt(secret);
    return plain === undefined ? [] : [{ url, events, secret: plain }];
  });
}
