import path from 'node:path';
import { z } from 'zod';

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
  GENERATION_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  APP_ACCESS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  // A share holder's page makes a handful of requests; guessing share ids needs millions.
  SHARE_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(120),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface ProviderConfig {
  baseURL: string;
  apiKey: string;
  model: string;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  provider?: ProviderConfig;
  /** The model name shown in the page, even when no provider is configured. */
  model: string;
  generationConcurrency: number;
  accessToken?: string;
  /** Requests a minute one client address may make through share links. */
  shareRateLimit: number;
  logLevel: string;
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
  const provider: ProviderConfig | undefined = env.LLM_BASE_URL
    ? { baseURL: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY ?? env.OPENAI_API_KEY ?? 'none', model }
    : env.OPENAI_API_KEY
      ? { baseURL: OPENAI_BASE_URL, apiKey: env.OPENAI_API_KEY, model }
      : undefined;

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
  };
}
