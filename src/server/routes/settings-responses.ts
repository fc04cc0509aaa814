import { z } from 'zod';
import {
  CURRENCIES,
  LOCKABLE_PROVIDER_FIELDS,
  PROVIDER_PRESET_IDS,
} from '../../domain/settings-presets.ts';
import { WEBHOOK_EVENTS } from '../../domain/webhooks.ts';

/** What the owner's settings routes answer (decision 0115): never a key, never a secret. */

export const settingsResponse = z.object({
  provider: z.object({
    preset: z.enum(PROVIDER_PRESET_IDS),
    baseURL: z.string(),
    model: z.string(),
    apiKeySet: z.boolean(),
    apiKeyHint: z.string().nullable(),
    concurrency: z.number().int(),
    lockedByEnvironment: z.array(z.enum(LOCKABLE_PROVIDER_FIELDS)),
    configured: z.boolean(),
  }),
  currency: z.enum(CURRENCIES),
  prices: z.record(
    z.string(),
    z.object({
      inputPerMillion: z.number(),
      outputPerMillion: z.number(),
      reasoningPerMillion: z.number().optional(),
    }),
  ),
  canStoreKey: z.boolean(),
  webhooks: z
    .array(
      z.object({
        url: z.string(),
        events: z.array(z.enum(WEBHOOK_EVENTS)),
        secretSet: z.boolean(),
      }),
    )
    .optional(),
});

export const webhookDeliveriesResponse = z.array(
  z.object({
    id: z.string(),
    url: z.string(),
    event: z.enum(WEBHOOK_EVENTS),
    status: z.enum(['pending', 'delivered', 'failed']),
    attempts: z.number().int(),
    lastResponseStatus: z.number().int().nullable(),
    lastError: z.string().nullable(),
    createdAt: z.string(),
  }),
);

export const connectionTestResponse = z.object({
  ok: z.boolean(),
  message: z.string(),
  latencyMs: z.number().nullable(),
});

export const modelListResponse = z.object({
  available: z.boolean(),
  models: z.array(z.string()),
  message: z.string().optional(),
});
