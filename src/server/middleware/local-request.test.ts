import { describe, expect, it } from 'vitest';
import { isForwardingHeader } from './local-request.ts';

describe('isForwardingHeader', () => {
  it('knows the forwarding family, in any case', () => {
    for (const name of [
      'Forwarded',
      'X-Forwarded-For',
      'X-Forwarded-Host',
      'X-Original-Forwarded-For',
      'X-Client-IP',
      'X-Real-IP',
      'True-Client-IP',
      'CF-Connecting-IP',
      'Fastly-Client-IP',
      'X-Cluster-Client-IP',
      'X-ProxyUser-Ip',
      'X-Azure-ClientIP',
      'X-AppEngine-User-IP',
      'Via',
      'CDN-Loop',
      'CF-Visitor',
    ]) {
      expect(isForwardingHeader(name), name).toBe(true);
    }
  });

  it('leaves the headers a browser or a local tool sends', () => {
    for (const name of [
      'host',
      'origin',
      'referer',
      'cookie',
      'authorization',
      'user-agent',
      'accept',
      'accept-encoding',
      'accept-language',
      'content-type',
      'content-length',
      'connection',
      'if-none-match',
      'sec-fetch-site',
      'sec-ch-ua-platform',
      'x-request-id',
      'x-filename',
      'last-event-id',
    ]) {
      expect(isForwardingHeader(name), name).toBe(false);
    }
  });
});
