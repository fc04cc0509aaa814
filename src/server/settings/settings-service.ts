import { createHash } from 'node:crypto';
import {
  DEMO_MODEL,
  findPreset,
  type LockableProviderField,
  type PriceTable,
  type ProviderPresetId,
  presetForBaseURL,
  type SettingsUpdate,
  type SettingsView,
  type StoredPricing,
  type StoredProvider,
} from '../../domain/settings.ts';
import type { Config, ProviderConfig } from '../config.ts';
import type { Pricing } from '../costs/strategy-cost.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { createOpenAiProvider, type ModelProvider } from '../generation/provider.ts';
import type { Logger } from '../logger.ts';
import { redactUrl, unlessRedacted } from '../redact-secrets.ts';
import { readSetting, updateSetting } from '../store/settings.ts';
import { saveWebhooks, webhookViews } from '../webhooks/webhook-settings.ts';
import { DemoModel } from './demo-model.ts';
import { keyHint, SecretBox, SecretUnavailableError, secretKeySource } from './secret-box.ts';
import { pricingSetting, providerSetting } from './settings-definitions.ts';

/** The provider as it is used now: each field from the environment when it fixes it, else saved. */
export interface EffectiveProvider {
  preset: ProviderPresetId;
  baseURL: string;
  model: string;
  apiKey: string | undefined;
  concurrency: number;
  locked: LockableProviderField[];
  configured: boolean;
}

/** What the engine asks for before claiming sections. */
export interface CurrentProvider {
  provider: ModelProvider;
  concurrency: number;
}

const ENVIRONMENT_NAMES: Record<LockableProviderField, string> = {
  baseURL: 'LLM_BASE_URL or OPENAI_API_KEY',
  apiKey: 'LLM_API_KEY or OPENAI_API_KEY',
  model: 'LLM_MODEL',
  concurrency: 'GENERATION_CONCURRENCY',
};

function concurrencyOf(
  changes: NonNullable<SettingsUpdate['provider']>,
  current: StoredProvider,
): Pick<StoredProvider, 'concurrency'> {
  const concurrency = changes.concurrency ?? current.concurrency;
  return concurrency === undefined ? {} : { concurrency };
}

/** How long a read of the saved settings serves other callers: other instances see a change this late. */
export const SETTINGS_CACHE_MS = 2_000;

function origin(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}

/**
 * Owner settings: the provider and the price table. Reads are cached briefly, so the engine can
 * ask before every claim and every instance picks up a change within SETTINGS_CACHE_MS (on
 * PostgreSQL; PGlite's one process re-reads after its own saves).
 */
export class SettingsService {
  readonly secrets: SecretBox;
  private readonly config: Config;
  private readonly database: DatabaseHandle;
  private readonly logger: Logger;
  private readonly cacheMs: number;
  private cached: { at: number; provider: StoredProvider; pricing: StoredPricing } | undefined;
  private built: { fingerprint: string; provider: ModelProvider } | undefined;
  private current: CurrentProvider | undefined;
  private onChange: ((current: CurrentProvider) => void) | undefined;
  private timer: NodeJS.Timeout | undefined;
  private readonly generationLogger: Logger | undefined;
  private warnedUndecryptable = false;
  /** The bundled demo model, started when its preset is first used. */
  readonly demo = new DemoModel();

  constructor(options: {
    config: Config;
    database: DatabaseHandle;
    logger: Logger;
    /** Given to the providers it builds. */
    generationLogger?: Logger;
    cacheMs?: number;
  }) {
    this.generationLogger = options.generationLogger;
    this.config = options.config;
    this.database = options.database;
    this.logger = options.logger;
    // PGlite has one process (the data folder's lock), which re-reads after its own saves: no
    // other instance's change to pick up, so no read every two seconds (issue 17).
    this.cacheMs =
      options.cacheMs ??
      (options.database.kind === 'pglite' ? Number.POSITIVE_INFINITY : SETTINGS_CACHE_MS);
    this.secrets = new SecretBox(
      secretKeySource({
        ...(options.config.settingsSecret ? { settingsSecret: options.config.settingsSecret } : {}),
        databaseKind: options.database.kind,
        dataDir: options.config.dataDir,
        ...(options.config.dataDirSet ? { dataDirSet: true } : {}),
      }),
    );
  }

  private get locked(): LockableProviderField[] {
    return (
      this.config.environmentFixes ?? (this.config.provider ? ['baseURL', 'apiKey', 'model'] : [])
    );
  }

  private async load() {
    if (this.cached && Date.now() - this.cached.at < this.cacheMs) return this.cached;
    const { db } = this.database;
    const [provider, pricing] = await Promise.all([
      readSetting(db, providerSetting),
      readSetting(db, pricingSetting),
    ]);
    this.cached = { at: Date.now(), provider: provider.value, pricing: pricing.value };
    return this.cached;
  }

  async pricing(): Promise<StoredPricing> {
    return (await this.load()).pricing;
  }

  /** The price table, its currency, and the model that prices usage recorded without one. */
  async pricingContext(): Promise<Pricing> {
    const [{ pricing }, effective] = await Promise.all([this.load(), this.effectiveProvider()]);
    return { ...pricing, fallbackModel: effective.model };
  }

  async effectiveProvider(): Promise<EffectiveProvider> {
    const stored = (await this.load()).provider;
    const locked = this.locked;
    const environment = this.config.provider;
    const fixes = (field: LockableProviderField) => locked.includes(field);
    const baseURL = fixes('baseURL') ? (environment?.baseURL ?? '') : stored.baseURL;
    // A provider given whole (the environment's, or a test's) names its own model.
    const environmentModel = environment?.model ?? this.config.model;
    const model = fixes('model')
      ? environmentModel
      : stored.model || (fixes('baseURL') ? environmentModel : '');
    let apiKey: string | undefined;
    if (fixes('apiKey')) apiKey = environment?.apiKey;
    else if (stored.apiKey) {
      apiKey = this.secrets.decrypt(stored.apiKey);
      if (apiKey === undefined && !this.warnedUndecryptable) {
        this.warnedUndecryptable = true;
        this.logger.warn(
          'The saved AI key cannot be decrypted (SETTINGS_SECRET or the key file changed): save the key again in Settings',
        );
      }
    }
    const preset = fixes('baseURL') ? presetForBaseURL(baseURL) : stored.preset;
    const needsKey = findPreset(preset)?.needsKey ?? false;
    const concurrency = fixes('concurrency')
      ? this.config.generationConcurrency
      : (stored.concurrency ?? this.config.generationConcurrency);
    if (preset === 'demo') {
      // Served by this process: no address or key to keep (`refresh` gives the provider both).
      return {
        preset,
        baseURL: '',
        model: DEMO_MODEL,
        apiKey: undefined,
        concurrency,
        locked,
        configured: true,
      };
    }
    return {
      preset,
      baseURL,
      model,
      apiKey,
      concurrency,
      locked,
      configured: baseURL !== '' && model !== '' && (apiKey !== undefined || !needsKey),
    };
  }

  /**
   * Re-reads the settings and rebuilds the provider when it changed. Run every SETTINGS_CACHE_MS
   * (so other instances pick a change up) and at once after a save here.
   */
  async refresh(): Promise<CurrentProvider | undefined> {
    this.cached = undefined;
    const effective = await this.effectiveProvider();
    if (!effective.configured) {
      this.current = undefined;
      return undefined;
    }
    const providerConfig: ProviderConfig = {
      ...this.modelSettings(),
      ...(await this.addressOf(effective)),
      model: effective.model,
    };
    // One client per provider, kept while it stays the same.
    const fingerprint = createHash('sha256')
      .update(`${providerConfig.baseURL}\n${providerConfig.model}\n${providerConfig.apiKey}`)
      .digest('hex');
    if (this.built?.fingerprint !== fingerprint) {
      this.built = {
        fingerprint,
        provider: createOpenAiProvider(providerConfig, this.generationLogger),
      };
    }
    this.current = { provider: this.built.provider, concurrency: effective.concurrency };
    this.onChange?.(this.current);
    return this.current;
  }

  /** Where the provider is and its key: the demo model's own, started on first use. */
  async addressOf(
    effective: Pick<EffectiveProvider, 'preset' | 'baseURL' | 'apiKey'>,
  ): Promise<{ baseURL: string; apiKey: string }> {
    if (effective.preset === 'demo') {
      return { baseURL: await this.demo.url(), apiKey: this.demo.apiKey };
    }
    return { baseURL: effective.baseURL, apiKey: effective.apiKey ?? 'none' };
  }

  /** The reasoning effort and context window generation runs with. */
  modelSettings(): Pick<ProviderConfig, 'reasoningEffort' | 'contextTokens'> {
    const environment = this.locked.includes('baseURL') ? this.config.provider : undefined;
    return {
      ...this.config.modelSettings,
      // The environment's provider carries its own reasoning effort and context window.
      ...(environment?.reasoningEffort ? { reasoningEffort: environment.reasoningEffort } : {}),
      ...(environment?.contextTokens ? { contextTokens: environment.contextTokens } : {}),
    };
  }

  /** The provider to generate with now (as of the last refresh), or undefined. */
  currentProvider(): CurrentProvider | undefined {
    return this.current;
  }

  /** Reads the settings once, then keeps them fresh until `stop()`. */
  async start(onChange?: (current: CurrentProvider) => void): Promise<void> {
    if (onChange) this.onChange = onChange;
    await this.refresh();
    if (!Number.isFinite(this.cacheMs)) return;
    this.timer = setInterval(() => {
      this.refresh().catch((error: unknown) =>
        this.logger.warn({ err: (error as Error).message }, 'reading the settings failed'),
      );
    }, this.cacheMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    void this.demo.close();
  }

  async view(): Promise<SettingsView> {
    const [effective, { provider: stored, pricing }] = await Promise.all([
      this.effectiveProvider(),
      this.load(),
    ]);
    const lastFour = effective.locked.includes('apiKey')
      ? effective.apiKey && effective.apiKey !== 'none'
        ? effective.apiKey.slice(-4)
        : undefined
      : stored.apiKeyLastFour;
    return {
      provider: {
        preset: effective.preset,
        // Credentials in the address (LLM_BASE_URL) never go back to the page (issue 32).
        baseURL: redactUrl(effective.baseURL),
        model: effective.model,
        apiKeySet: lastFour !== undefined,
        apiKeyHint: keyHint(lastFour),
        concurrency: effective.concurrency,
        lockedByEnvironment: effective.locked,
        configured: effective.configured,
      },
      currency: pricing.currency,
      prices: pricing.prices,
      canStoreKey: this.secrets.available,
      webhooks: await webhookViews(this.database.db),
    };
  }

  async update(input: SettingsUpdate): Promise<SettingsView> {
    const { db } = this.database;
    const changes = input.provider;
    if (changes) {
      this.refuseLockedChanges(changes);
      // Encrypt before any write: a key that cannot be stored stores nothing.
      let sealed: StoredProvider['apiKey'];
      if (typeof changes.apiKey === 'string') {
        try {
          sealed = this.secrets.encrypt(changes.apiKey);
        } catch (error) {
          if (error instanceof SecretUnavailableError) {
            throw new AppError('BAD_REQUEST', `provider.apiKey: ${error.message}`);
          }
          throw error;
        }
      }
      await updateSetting(db, providerSetting, (current) => {
        const next: StoredProvider = { ...current };
        if (changes.preset === 'demo') {
          // Nothing to keep: the app serves it (a key saved for another address goes with it).
          const demo: StoredProvider = { preset: 'demo', baseURL: '', model: DEMO_MODEL };
          return { ...demo, ...concurrencyOf(changes, current) };
        }
        if (changes.preset) {
          next.preset = changes.preset;
          const presetURL = findPreset(changes.preset)?.baseURL ?? '';
          if (changes.baseURL === undefined && presetURL && !presetURL.includes('<')) {
            next.baseURL = presetURL;
          }
        }
        if (changes.baseURL !== undefined) {
          next.baseURL = unlessRedacted(changes.baseURL, current.baseURL).replace(/\/+$/, '');
        }
        if (changes.model !== undefined) next.model = changes.model;
        if (changes.concurrency !== undefined) next.concurrency = changes.concurrency;
        // A key belongs to its address: moving to another server without a new key drops it,
        // so an OpenAI key is never sent to whatever address is typed next.
        if (changes.apiKey === undefined && origin(next.baseURL) !== origin(current.baseURL)) {
          delete next.apiKey;
          delete next.apiKeyLastFour;
        }
        if (changes.apiKey === null) {
          delete next.apiKey;
          delete next.apiKeyLastFour;
        } else if (sealed && typeof changes.apiKey === 'string') {
          next.apiKey = sealed;
          next.apiKeyLastFour = changes.apiKey.slice(-4);
        }
        return next;
      });
    }
    if (input.currency !== undefined || input.prices !== undefined) {
      await updateSetting(db, pricingSetting, (current) => {
        const prices: PriceTable = { ...current.prices };
        for (const [model, price] of Object.entries(input.prices ?? {})) {
          if (price === null) delete prices[model];
          else prices[model] = price;
        }
        return { currency: input.currency ?? current.currency, prices };
      });
    }
    if (input.webhooks !== undefined) {
      await saveWebhooks(db, this.secrets, input.webhooks);
    }
    this.warnedUndecryptable = false;
    await this.refresh();
    return this.view();
  }

  private refuseLockedChanges(changes: NonNullable<SettingsUpdate['provider']>): void {
    const environment = this.config.provider;
    const current: Partial<Record<LockableProviderField, unknown>> = {
      baseURL: environment?.baseURL,
      model: this.config.model,
      concurrency: this.config.generationConcurrency,
    };
    for (const field of this.locked) {
      const value = changes[field];
      if (value === undefined) continue;
      // Sending back what GET showed is fine; changing it is not.
      if (field !== 'apiKey' && value === current[field]) continue;
      throw new AppError(
        'BAD_REQUEST',
        `provider.${field}: fixed by the environment (${ENVIRONMENT_NAMES[field]}); change it there`,
      );
    }
  }
}
