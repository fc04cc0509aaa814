import { z } from 'zod';
import { DEFAULT_PRICES } from './default-prices.ts';
import {
  CURRENCIES,
  type Currency,
  MAX_CONCURRENCY,
  PROVIDER_PRESET_IDS,
  type PriceTable,
  type ProviderPresetId,
} from './settings-presets.ts';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from './stored-text.ts';
import { MAX_WEBHOOKS, webhookInputSchema } from './webhooks.ts';

export * from './settings-presets.ts';

const baseURL = z
  .string()
  .trim()
  .max(2_000)
  .refine((value) => {
    if (value === '') return true;
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username;
    } catch {
      return false;
    }
  }, 'must be an http(s) address without a user name')
  .refine((value) => !value.includes('<'), 'fill in the part in <angle brackets>');

const modelName = z.string().trim().max(200).refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);

const apiKey = z
  .string()
  .trim()
  .min(1, 'must not be empty (send null to remove the key)')
  .max(4_000)
  .refine((value) => /^[\x21-\x7e]+$/.test(value), 'must be printable characters without spaces');

const concurrency = z.number().int().min(1).max(MAX_CONCURRENCY);

const price = z.number().min(0).max(100_000);
export const modelPriceSchema = z.strictObject({
  inputPerMillion: price,
  outputPerMillion: price,
  reasoningPerMillion: price.optional(),
});

const priceModelName = modelName.min(1, 'a model name is required');

/** `PUT /api/settings` */
export const settingsUpdateSchema = z.strictObject({
  provider: z
    .strictObject({
      preset: z.enum(PROVIDER_PRESET_IDS).optional(),
      baseURL: baseURL.optional(),
      model: modelName.optional(),
      apiKey: apiKey.nullable().optional(),
      concurrency: concurrency.optional(),
    })
    .optional(),
  currency: z.enum(CURRENCIES).optional(),
  prices: z
    .record(priceModelName, modelPriceSchema.nullable())
    .refine((table) => Object.keys(table).length <= 500, 'at most 500 models')
    .optional(),
  /** The whole list of webhooks (issue 19); each `secret` write-only. */
  webhooks: z.array(webhookInputSchema).max(MAX_WEBHOOKS).optional(),
});

/** `POST /api/settings/test`: optionally a provider to try before saving it. */
export const connectionTestSchema = z.strictObject({
  provider: z
    .strictObject({
      preset: z.enum(PROVIDER_PRESET_IDS).optional(),
      baseURL: baseURL.optional(),
      model: modelName.optional(),
      apiKey: apiKey.optional(),
    })
    .optional(),
});

// ---- What is stored (app_settings rows) ----

/** A secret as stored: AES-256-GCM, base64 of iv, tag and ciphertext. */
export const encryptedSecretSchema = z.strictObject({
  version: z.literal(1),
  iv: z.string(),
  tag: z.string(),
  data: z.string(),
});
export type EncryptedSecret = z.infer<typeof encryptedSecretSchema>;

export const storedProviderSchema = z.strictObject({
  preset: z.enum(PROVIDER_PRESET_IDS),
  baseURL: z.string(),
  model: z.string(),
  concurrency: concurrency.optional(),
  apiKey: encryptedSecretSchema.optional(),
  /** The key's last four characters, to show which key is set. */
  apiKeyLastFour: z.string().max(4).optional(),
});
export type StoredProvider = z.infer<typeof storedProviderSchema>;

export const DEFAULT_STORED_PROVIDER: StoredProvider = {
  preset: 'openai' satisfies ProviderPresetId,
  baseURL: '',
  model: '',
};

export const storedPricingSchema = z.strictObject({
  currency: z.enum(CURRENCIES),
  prices: z.record(z.string(), modelPriceSchema),
});
export interface StoredPricing {
  currency: Currency;
  prices: PriceTable;
}

export const DEFAULT_STORED_PRICING: StoredPricing = { currency: 'USD', prices: DEFAULT_PRICES };
