import { describe, expect, it } from 'vitest';
import { redactSecrets, redactUrl } from './redact-secrets.ts';

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
});
