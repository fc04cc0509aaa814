import { describe, expect, it } from 'vitest';
import { redactAddressIn, redactSecrets, redactUrl, unlessRedacted } from './redact-secrets.ts';

describe('redactSecrets', () => {
  it('redacts an echoed Authorization header, keeping the words around it', () => {
    expect(redactSecrets('Invalid header: Bearer sk-proj-abcDEF1234567890xyz was refused')).toBe(
      'Invalid header: Bearer [redacted] was refused',
    );
  });

  it('keeps the scheme of an echoed header readable', () => {
    expect(redactSecrets('Authorization: Bearer abc.def-123')).toBe(
      'Authorization: Bearer [redacted]',
    );
  });

  it('redacts keys shaped like sk-... wherever they appear', () => {
    const text = '401 Incorrect API key provided: sk-ant-api03-AbCdEf123456. See docs.';
    expect(redactSecrets(text)).toBe('401 Incorrect API key provided: sk-[redacted]. See docs.');
    expect(redactSecrets('key sk-or-v1-0123456789abcdef')).not.toContain('0123456789');
  });

  it('redacts key=..., api_key: ... and JSON key fields', () => {
    expect(redactSecrets('GET /v1/models?key=AbC123secret&alt=json')).toBe(
      'GET /v1/models?key=[redacted]&alt=json',
    );
    expect(redactSecrets('{"api_key": "hunter2-value", "model": "x"}')).toBe(
      '{"api_key": "[redacted]", "model": "x"}',
    );
    expect(redactSecrets('x-api-key: abcdef0123')).toBe('x-api-key: [redacted]');
    expect(redactSecrets('AIzaSyA1234567890abcdefghijklmnopqrstu')).toBe('[redacted]');
  });

  it('redacts a user name and password in any address', () => {
    expect(redactSecrets('fetch https://bob:hunter2@proxy.example.com/v1/chat failed')).toBe(
      'fetch https://[redacted]@proxy.example.com/v1/chat failed',
    );
  });

  it('leaves ordinary provider errors untouched', () => {
    const text = 'HTTP 500: The server had an error while processing your request.';
    expect(redactSecrets(text)).toBe(text);
    expect(redactSecrets("Unsupported parameter: 'max_tokens' is not supported")).toBe(
      "Unsupported parameter: 'max_tokens' is not supported",
    );
  });
});

describe('redactUrl', () => {
  it('redacts credentials and key parameters in a base URL', () => {
    const redacted = redactUrl('https://user:s3cret-pass@proxy.example.com/v1?api-key=abc123');
    expect(redacted).not.toContain('s3cret-pass');
    expect(redacted).not.toContain('abc123');
    expect(redacted).not.toContain('user:');
    expect(redacted).toContain('proxy.example.com/v1');
  });

  it('keeps a plain URL as it is', () => {
    expect(redactUrl('http://127.0.0.1:11434/v1')).toBe('http://127.0.0.1:11434/v1');
  });

  it('shows the address readably, every query value but api-version redacted', () => {
    expect(
      redactUrl('https://user:pa%40ss@proxy.example.com:8443/v1?code=abc&api-version=2024-06-01'),
    ).toBe('https://[redacted]@proxy.example.com:8443/v1?code=[redacted]&api-version=2024-06-01');
    expect(redactUrl('https://token@gateway.example.com/openai')).toBe(
      'https://[redacted]@gateway.example.com/openai',
    );
  });
});

describe('unlessRedacted', () => {
  const saved = 'https://user:s3cret@proxy.example.com/v1?key=abc';
  it('keeps the saved address when the redacted one comes back', () => {
    expect(unlessRedacted(redactUrl(saved), saved)).toBe(saved);
  });
  it('takes any other address as typed', () => {
    expect(unlessRedacted('https://other.example.com/v1', saved)).toBe(
      'https://other.example.com/v1',
    );
    expect(unlessRedacted('http://127.0.0.1:11434/v1', 'http://127.0.0.1:11434/v1')).toBe(
      'http://127.0.0.1:11434/v1',
    );
  });
});

describe('redactAddressIn', () => {
  it('redacts the address and credentials anywhere in a message', () => {
    const address = 'https://user:s3cret@proxy.example.com/v1?token=t0k3n&x=1';
    const message = `Could not reach ${address} (ECONNREFUSED).`;
    const redacted = redactAddressIn(message, address);
    expect(redacted).toBe(
      'Could not reach https://[redacted]@proxy.example.com/v1?token=[redacted]&x=[redacted] (ECONNREFUSED).',
    );
  });
});
