import { describe, expect, it } from 'vitest';
import { safeUrl } from './url-policy.ts';

describe('safeUrl', () => {
  it.each([
    'https://example.com/a?b=c',
    'http://example.com',
    'mailto:someone@example.com',
    'irc://irc.example.net/channel',
    'ircs://irc.example.net/channel',
    'xmpp:someone@example.com',
    '/relative/path',
    'relative/path:with-colon',
    '#anchor',
    '?q=a:b',
  ])('keeps %s', (url) => {
    expect(safeUrl(url)).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
  ])('empties %s', (url) => {
    expect(safeUrl(url)).toBe('');
  });
});
