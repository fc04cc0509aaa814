import {
  DEFAULT_STORED_PRICING,
  DEFAULT_STORED_PROVIDER,
  type StoredPricing,
  type StoredProvider,
  storedPricingSchema,
  storedProviderSchema,
} from '../../domain/settings.ts';
import { defineSetting } from '../store/settings.ts';

/** The AI provider chosen in the page; the key inside is encrypted (secret-box.ts). */
export const providerSetting = defineSetting<StoredProvider>({
  key: 'provider',
  schema: storedProviderSchema,
  defaultValue: DEFAULT_STORED_PROVIDER,
});

/** The currency and the price per million tokens of each model. */
export const pricingSetting = defineSetting<StoredPricing>({
  key: 'pricing',
  schema: storedPricingSchema,
  defaultValue: DEFAULT_STORED_PRICING,
});
