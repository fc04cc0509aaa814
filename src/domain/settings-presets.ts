import type { WebhookInput, WebhookView } from './webhooks.ts';
/**
 * Provider presets, currencies and the shapes of `/api/settings`. Zod-free, so the page can
 * import its values; the schemas are in `settings.ts`.
 */

export interface ProviderPreset {
  id: ProviderPresetId;
  label: string;
  /** The OpenAI-compatible endpoint; `<resource>` is a part the person fills in. */
  baseURL: string;
  /** Whether the provider needs a key at all (local servers do not). */
  needsKey: boolean;
  /** Whether `GET <baseURL>/models` lists the names to put in "model". */
  listsModels: boolean;
  /** A model to suggest when the list is unavailable. */
  exampleModel: string;
}

export const PROVIDER_PRESET_IDS = [
  'openai',
  'azure-openai',
  'anthropic',
  'google-gemini',
  'openrouter',
  'ollama',
  'lm-studio',
  'vllm',
  'custom',
  'demo',
] as const;
export type ProviderPresetId = (typeof PROVIDER_PRESET_IDS)[number];

export const DEMO_PRESET_LABEL = 'Demo: sample text, no key';
/** The demo preset's model name (usage is recorded under it; it has no price). */
export const DEMO_MODEL = 'demo';

export const PROVIDER_PRESETS: readonly ProviderPreset[] = [
  {
    id: 'openai',
    label: 'OpenAI',
    baseURL: 'https://api.openai.com/v1',
    needsKey: true,
    listsModels: true,
    exampleModel: 'gpt-4.1-mini',
  },
  {
    // Azure's v1 API takes the OpenAI client with the resource's key; "model" is the deployment.
    id: 'azure-openai',
    label: 'Azure OpenAI',
    baseURL: 'https://<resource>.openai.azure.com/openai/v1',
    needsKey: true,
    listsModels: false,
    exampleModel: 'your deployment name',
  },
  {
    id: 'anthropic',
    label: 'Anthropic',
    baseURL: 'https://api.anthropic.com/v1',
    needsKey: true,
    listsModels: true,
    exampleModel: 'claude-sonnet-4-5',
  },
  {
    id: 'google-gemini',
    label: 'Google Gemini',
    baseURL: 'https://generativelanguage.googleapis.com/v1beta/openai',
    needsKey: true,
    listsModels: true,
    exampleModel: 'gemini-2.5-flash',
  },
  {
    id: 'openrouter',
    label: 'OpenRouter',
    baseURL: 'https://openrouter.ai/api/v1',
    needsKey: true,
    listsModels: true,
    exampleModel: 'openai/gpt-4.1-mini',
  },
  {
    id: 'ollama',
    label: 'Ollama',
    baseURL: 'http://127.0.0.1:11434/v1',
    needsKey: false,
    listsModels: true,
    exampleModel: 'llama3.1',
  },
  {
    id: 'lm-studio',
    label: 'LM Studio',
    baseURL: 'http://127.0.0.1:1234/v1',
    needsKey: false,
    listsModels: true,
    exampleModel: 'the loaded model',
  },
  {
    id: 'vllm',
    label: 'vLLM',
    baseURL: 'http://127.0.0.1:8000/v1',
    needsKey: false,
    listsModels: true,
    exampleModel: 'the served model',
  },
  {
    id: 'custom',
    label: 'Custom OpenAI-compatible',
    baseURL: '',
    needsKey: false,
    listsModels: true,
    exampleModel: '',
  },
  {
    // The bundled demo model, served by the app itself on a loopback port (decision 0095).
    id: 'demo',
    label: DEMO_PRESET_LABEL,
    baseURL: '',
    needsKey: false,
    listsModels: false,
    exampleModel: 'demo',
  },
];

export function findPreset(id: string): ProviderPreset | undefined {
  return PROVIDER_PRESETS.find((preset) => preset.id === id);
}

/** The preset whose base URL this is, or `custom`: for settings that came from the environment. */
export function presetForBaseURL(baseURL: string): ProviderPresetId {
  const normalised = baseURL.replace(/\/+$/, '');
  return PROVIDER_PRESETS.find((preset) => preset.baseURL === normalised)?.id ?? 'custom';
}

export const CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'CHF',
  'CAD',
  'AUD',
  'JPY',
  'SEK',
  'NOK',
  'DKK',
] as const;
export type Currency = (typeof CURRENCIES)[number];

export const MAX_CONCURRENCY = 64;

/** Provider fields an environment variable can fix (the panel shows them read-only). */
export const LOCKABLE_PROVIDER_FIELDS = ['baseURL', 'apiKey', 'model', 'concurrency'] as const;
export type LockableProviderField = (typeof LOCKABLE_PROVIDER_FIELDS)[number];

export interface ModelPrice {
  inputPerMillion: number;
  outputPerMillion: number;
  /** Hidden reasoning tokens; the output price when absent (how OpenAI bills them). */
  reasoningPerMillion?: number;
}

export type PriceTable = Record<string, ModelPrice>;

/** `GET /api/settings`: never the key itself. */
export interface SettingsView {
  provider: {
    preset: ProviderPresetId;
    baseURL: string;
    model: string;
    apiKeySet: boolean;
    /** "…4f2a": the key's last four characters, when a key is set. */
    apiKeyHint: string | null;
    concurrency: number;
    /** Which fields the environment fixes; saved values for them are not used. */
    lockedByEnvironment: LockableProviderField[];
    /** True when a provider is usable (from the environment or saved settings). */
    configured: boolean;
  };
  currency: Currency;
  prices: PriceTable;
  /** Whether this server can store a key (it needs SETTINGS_SECRET or a data folder). */
  canStoreKey: boolean;
  /** Webhooks: address and events; the secret only as set or not. */
  webhooks?: WebhookView[];
}

/** `PUT /api/settings`: every part optional; `apiKey` is write-only, `null` removes it. */
export interface SettingsUpdate {
  provider?: {
    preset?: ProviderPresetId;
    baseURL?: string;
    model?: string;
    apiKey?: string | null;
    concurrency?: number;
  };
  currency?: Currency;
  /** Merged into the table by model name; `null` removes that model's row. */
  prices?: Record<string, ModelPrice | null>;
  /** The whole list; a webhook without `secret` keeps its saved one. */
  webhooks?: WebhookInput[];
}

/** `POST /api/settings/test` */
export interface ConnectionTestResult {
  ok: boolean;
  message: string;
  latencyMs: number | null;
}

/** `GET /api/settings/models` */
export interface ModelList {
  /** False when the provider has no list (or did not answer): type the model's name. */
  available: boolean;
  models: string[];
  message?: string;
}
