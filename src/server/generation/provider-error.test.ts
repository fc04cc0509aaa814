import { describe, expect, it } from 'vitest';
import {
  hostOf,
  ProviderError,
  plainConnectionFailure,
  plainStatus,
  retryReason,
} from './provider-error.ts';

function withCode(message: string, code: string): Error {
  return new TypeError('fetch failed', { cause: Object.assign(new Error(message), { code }) });
}

describe('provider failures in plain words', () => {
  it.each([
    [401, 'The AI provider refused the key'],
    [403, 'The AI provider refused the key'],
    [404, 'The model "gpt-x" was not found at the provider'],
    [429, 'The provider is busy'],
    [408, 'The provider did not answer in time'],
    [500, 'The provider had an error'],
    [503, 'The provider had an error'],
    [422, 'The provider refused the request (HTTP 422)'],
  ])('HTTP %i: %s', (status, plain) => {
    expect(plainStatus(status, 'whatever', 'gpt-x')).toBe(plain);
  });

  it('recognises a prompt longer than the context window', () => {
    expect(plainStatus(400, "This model's maximum context length is 8192 tokens", 'm')).toBe(
      "The prompt is too long for the model's context window",
    );
  });

  it('names the host for connection failures', () => {
    const host = hostOf('http://user:pass@127.0.0.1:11434/v1');
    expect(host).toBe('127.0.0.1:11434');
    expect(plainConnectionFailure(withCode('connect', 'ECONNREFUSED'), host)).toBe(
      'Nothing is listening at 127.0.0.1:11434',
    );
    expect(plainConnectionFailure(withCode('getaddrinfo', 'ENOTFOUND'), 'llm.invalid')).toBe(
      'The address llm.invalid could not be found',
    );
    expect(plainConnectionFailure(withCode('t', 'UND_ERR_CONNECT_TIMEOUT'), 'h')).toBe(
      'The provider at h did not answer in time',
    );
    expect(plainConnectionFailure(new TypeError('terminated'), 'h')).toBe(
      'The connection to the provider was lost',
    );
  });

  it('redacts keys in both texts when the error is made', () => {
    const error = new ProviderError('HTTP 401: bad key sk-live-abcdef123456', {
      plain: 'The AI provider refused the key',
      status: 401,
      retryable: false,
    });
    expect(error.message).toBe('HTTP 401: bad key sk-[redacted]');
    expect(error.rateLimited).toBe(false);
  });

  it('says when the next attempt comes', () => {
    expect(retryReason('The provider is busy', 20_000)).toBe(
      'The provider is busy; retrying in 20 s',
    );
    expect(retryReason('The provider had an error', 750)).toBe(
      'The provider had an error; retrying in 0.8 s',
    );
  });
});
