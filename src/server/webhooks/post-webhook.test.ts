import diagnosticsChannel from 'node:diagnostics_channel';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { postWebhook } from './post-webhook.ts';

const payload = { body: '{}', secret: 'a secret', event: 'run.finished', deliveryId: 'd1' };

let socketsCreated = 0;
const countSocket = () => {
  socketsCreated += 1;
};
beforeEach(() => {
  socketsCreated = 0;
  diagnosticsChannel.subscribe('net.client.socket', countSocket);
});
afterEach(() => {
  diagnosticsChannel.unsubscribe('net.client.socket', countSocket);
});

describe('webhooks meet the same address policy as research', () => {
  it.each([
    ['http://[::7f00:1]/hook', 'a loopback address'],
    ['http://[::a9fe:a9fe]/hook', 'a link-local address'],
    ['http://[::ffff:127.0.0.1]/hook', 'a loopback address'],
    ['http://[64:ff9b::a9fe:a9fe]/hook', 'a link-local address'],
    ['http://[2002:a9fe:a9fe::1]/hook', 'a link-local address'],
  ])('refuses %s without opening a socket', async (url, reason) => {
    const result = await postWebhook(url, payload);
    expect(result).toEqual({ error: expect.stringContaining(reason) });
    expect(socketsCreated).toBe(0);
  });

  it('keeps the metadata address refused when private receivers are allowed', async () => {
    for (const url of ['http://169.254.169.254/', 'http://[::a9fe:a9fe]/']) {
      const result = await postWebhook(url, payload, { allowPrivate: true });
      expect(result).toEqual({ error: expect.stringContaining('a link-local address') });
    }
    expect(socketsCreated).toBe(0);
  });
});
