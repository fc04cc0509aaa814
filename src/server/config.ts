import path from 'node:path';
import { z } from 'zod';
import type { LockableProviderField } from '../domain/settings-presets.ts';
import { REASONING_EFFORTS, type ReasoningEffort } from './generation/request-parameters.ts';
import type { SearchProviderConfig } from './sources/search/search-provider.ts';

// A current, inexpensive OpenAI chat model that accepts temperature and max_tokens.
export const DEFAULT_MODEL = 'gpt-4.1-mini';
const OPENAI_BASE_URL = 'https://api.openai.com/v1';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  OPENAI_API_KEY: z.string().min(1).optional(),
  LLM_BASE_URL: z.url().optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).optional(),
  // Sent to OpenAI's reasoning families (gpt-5*, o1, o3, o4*) only; see docs/decisions/0016.
  LLM_REASONING_EFFORT: z.enum(REASONING_EFFORTS).default('low'),
  // The model's context window; unset means no limit is applied (prompts are sent whole).
  LLM_CONTEXT_TOKENS: z.coerce.number().int().min(1000).max(100_000_000).optional(),
  GENERATION_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  APP_ACCESS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  // A share holder's page makes a handful of requests; guessing share ids needs millions.
  SHARE_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(120),
  /** Webhooks may reach private and loopback addresses (a local n8n): off unless set to 1. */
  WEBHOOK_ALLOW_PRIVATE: z.enum(['0', '1']).optional(),
  /** Encrypts secrets saved in settings (the AI key); without it, a key file in DATA_DIR. */
  SETTINGS_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Web research (issue 15), off unless a provider is named. */
  SEARCH_PROVIDER: z.enum(['searxng', 'brave', 'tavily']).optional(),
  SEARCH_URL: z.url().optional(),
  SEARCH_API_KEY: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface ProviderConfig {
  baseURL: string;
  apiKey: string;
  model: string;
  /** For reasoning models; default 'low'. */
  reasoningEffort?: ReasoningEffort;
  /** The model's context window: prompts are shortened to fit it (unset: no limit). */
  contextTokens?: number;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  provider?: ProviderConfig;
  /** The model name sent to the provider (shown in the page only when one is configured). */
  model: string;
  generationConcurrency: number;
  accessToken?: string;
  /** Requests a minute one client address may make through share links. */
  shareRateLimit: number;
  logLevel: string;
  /** SEARCH_PROVIDER, SEARCH_URL, SEARCH_API_KEY: web research is offered when set. */
  search?: SearchProviderConfig;
  /**
   * LLM_REASONING_EFFORT and LLM_CONTEXT_TOKENS, also for a provider chosen in settings (the
   * environment's provider carries them too).
   */
  modelSettings?: Pick<ProviderConfig, 'reasoningEffort' | 'contextTokens'>;
  /** From SETTINGS_SECRET: the key that encrypts secrets saved in settings. */
  settingsSecret?: string;
  /** DATA_DIR was set (not the default): with PostgreSQL, a key file may live there. */
  dataDirSet?: boolean;
  /**
   * Provider fields the environment fixes; saved settings do not change them. Absent (tests
   * that pass `provider` directly): every provider field when a provider is given.
   */
  environmentFixes?: LockableProviderField[];
  /** Webhook deliveries: private/loopback addresses allowed, first retry delay, poll period. */
  webhooks?: { allowPrivate?: boolean; retryBaseMs?: number; pollMs?: number };
}

export class ConfigError extends Error {}

/** Empty strings count as unset, so a `.env` copied from `.env.example` works as is. */
function withoutEmpty(environment: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(environment).filter((entry): entry is [string, string] => !!entry[1]),
  );
}

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(withoutEmpty(environment));
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration. ${problems.join('; ')}`);
  }
  const env = parsed.data;
  const model = env.LLM_MODEL ?? DEFAULT_MODEL;
  const modelSettings = {
    model,
    reasoningEffort: env.LLM_REASONING_EFFORT,
    ...(env.LLM_CONTEXT_TOKENS ? { contextTokens: env.LLM_CONTEXT_TOKENS } : {}),
  };
  const provider: ProviderConfig | undefined = env.LLM_BASE_URL
    ? {
        baseURL: env.LLM_BASE_URL,
        apiKey: env.LLM_API_KEY ?? env.OPENAI_API_KEY ?? 'none',
        ...modelSettings,
      }
    : env.OPENAI_API_KEY
      ? { baseURL: OPENAI_BASE_URL, apiKey: env.OPENAI_API_KEY, ...modelSettings }
      : undefined;

  const present = withoutEmpty(environment);
  const environmentFixes: LockableProviderField[] = [];
  if (env.LLM_BASE_URL || env.OPENAI_API_KEY) environmentFixes.push('baseURL');
  if (env.LLM_API_KEY || env.OPENAI_API_KEY) environmentFixes.push('apiKey');
  if (env.LLM_MODEL) environmentFixes.push('model');
  if (present.GENERATION_CONCURRENCY) environmentFixes.push('concurrency');

  if (!LOOPBACK_HOSTS.has(env.HOST) && !env.APP_ACCESS_TOKEN) {
    throw new ConfigError(
      `Refusing to listen on ${env.HOST} without APP_ACCESS_TOKEN: the app has no login, so anyone ` +
        'who can reach that address could read and change every strategy. Set APP_ACCESS_TOKEN ' +
        '(16 characters or more) or listen on 127.0.0.1.',
    );
  }

  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    ...(provider ? { provider } : {}),
    model,
    generationConcurrency: env.GENERATION_CONCURRENCY,
    ...(env.APP_ACCESS_TOKEN ? { accessToken: env.APP_ACCESS_TOKEN } : {}),
    shareRateLimit: env.SHARE_RATE_LIMIT,
    logLevel: env.LOG_LEVEL,
    ...(env.SEARCH_PROVIDER
      ? {
          search: {
            provider: env.SEARCH_PROVIDER,
            ...(env.SEARCH_URL ? { baseUrl: env.SEARCH_URL } : {}),
            ...(env.SEARCH_API_KEY ? { apiKey: env.SEARCH_API_KEY } : {}),
          },
        }
      : {}),
    modelSettings: {
      reasoningEffort: env.LLM_REASONING_EFFORT,
      ...(env.LLM_CONTEXT_TOKENS ? { contextTokens: env.LLM_CONTEXT_TOKENS } : {}),
    },
    ...(env.SETTINGS_SECRET ? { settingsSecret: env.SETTINGS_SECRET } : {}),
    dataDirSet: present.DATA_DIR !== undefined,
    environmentFixes,
    ...(env.WEBHOOK_ALLOW_PRIVATE === '1' ? { webhooks: { allowPrivate: true } } : {}),
  };
}
