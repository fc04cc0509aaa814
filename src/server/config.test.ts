import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_MODEL, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('defaults to loopback, port 3000, ./data, no provider', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      generationConcurrency: 4,
      model: DEFAULT_MODEL,
    });
    expect(config.dataDir.endsWith('data')).toBe(true);
    expect(config.provider).toBeUndefined();
  });

  it('uses OpenAI with OPENAI_API_KEY, or any compatible server with LLM_BASE_URL', () => {
    expect(loadConfig({ OPENAI_API_KEY: 'sk-1' }).provider).toEqual({
      baseURL: 'https://api.openai.com/v1',
      apiKey: 'sk-1',
      model: DEFAULT_MODEL,
      reasoningEffort: 'low',
    });
    expect(
      loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'llama3.1' }).provider,
    ).toEqual({
      baseURL: 'http://127.0.0.1:11434/v1',
      apiKey: 'none',
      model: 'llama3.1',
      reasoningEffort: 'low',
    });
  });

  it('reads the reasoning effort and the context window of the model', () => {
    const provider = loadConfig({
      LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
      LLM_REASONING_EFFORT: 'minimal',
      LLM_CONTEXT_TOKENS: '8192',
    }).provider;
    expect(provider).toMatchObject({ reasoningEffort: 'minimal', contextTokens: 8192 });
    expect(() => loadConfig({ LLM_REASONING_EFFORT: 'extreme' })).toThrow(/LLM_REASONING_EFFORT/);
    expect(() => loadConfig({ LLM_CONTEXT_TOKENS: '12' })).toThrow(/LLM_CONTEXT_TOKENS/);
  });

  it('treats empty values as unset, as a copied .env.example has them', () => {
    expect(loadConfig({ OPENAI_API_KEY: '', DATABASE_URL: '', PORT: '' }).port).toBe(3000);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT: /);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL: must start with postgres:\/\//,
    );
    expect(() => loadConfig({ GENERATION_CONCURRENCY: '0' })).toThrow(/GENERATION_CONCURRENCY/);
  });

  it('requires a token of 16+ characters to listen beyond loopback', () => {
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(ConfigError);
    expect(() => loadConfig({ HOST: '0.0.0.0', APP_ACCESS_TOKEN: 'short' })).toThrow(
      /APP_ACCESS_TOKEN: must be at least 16 characters/,
    );
    expect(
      loadConfig({ HOST: '0.0.0.0', APP_ACCESS_TOKEN: 'a-long-enough-token' }).accessToken,
    ).toBe('a-long-enough-token');
  });
});
