import { describe, expect, it } from 'vitest';
import { judgeAddress } from './address-policy.ts';

const refusedFor = (address: string, policy = {}) => {
  const verdict = judgeAddress(address, policy);
  return verdict.allowed ? undefined : verdict.reason;
};

describe('IPv6 addresses that carry an IPv4 address are judged by the IPv4 address', () => {
  it.each([
    // IPv4-compatible (::a.b.c.d): the red team's two.
    ['::7f00:1', 'a loopback address'],
    ['::a9fe:a9fe', 'a link-local address'],
    ['::127.0.0.1', 'a loopback address'],
    ['::10.0.0.1', 'a private address'],
    // IPv4-mapped and translated.
    ['::ffff:127.0.0.1', 'a loopback address'],
    ['::ffff:a9fe:a9fe', 'a link-local address'],
    ['::ffff:0:10.1.2.3', 'a private address'],
    // NAT64, well-known prefix.
    ['64:ff9b::7f00:1', 'a loopback address'],
    ['64:ff9b::169.254.169.254', 'a link-local address'],
    // 6to4: the gateway's IPv4 address sits in bits 16-47.
    ['2002:7f00:1::', 'a loopback address'],
    ['2002:a00:1::1', 'a private address'],
    ['2002:a9fe:a9fe:1::1', 'a link-local address'],
    // Teredo: the server in bits 32-63, the client inverted in the last 32 bits.
    ['2001:0:7f00:1::1', 'a loopback address'],
    ['2001:0:4136:e378:8000:63bf:f5ff:fffe', 'a private address'], // client 10.0.0.1
    ['2001:0:4136:e378:8000:63bf:5601:5601', 'a link-local address'], // client 169.254.169.254
  ])('refuses %s as %s', (address, reason) => {
    expect(refusedFor(address)).toBe(
      `${reason}${reason.startsWith('a link-local') ? ' (such as the cloud metadata service)' : ''} (inside the IPv6 address ${address})`,
    );
  });

  it.each([
    '::ffff:93.184.215.14',
    '::5db8:d70e', // IPv4-compatible 93.184.215.14
    '64:ff9b::5db8:d70e',
    '2002:5db8:d70e::1',
    '2001:0:4136:e378:8000:63bf:a247:28f1', // server 65.54.227.120, client 93.184.215.14
  ])('lets %s through: the IPv4 address it carries is public', (address) => {
    expect(refusedFor(address)).toBeUndefined();
  });

  it('refuses what it cannot judge: other ::/8 addresses and the local-use NAT64 prefix', () => {
    expect(refusedFor('::1:7f00:1')).toMatch(/^an IPv6 address in a reserved range/);
    expect(refusedFor('64:ff9b:1::7f00:1')).toMatch(/^an IPv6 address in a reserved range/);
  });

  it('keeps the plain ranges', () => {
    expect(refusedFor('::1')).toBe('a loopback address');
    expect(refusedFor('::')).toBe('an unspecified address');
    expect(refusedFor('fe80::1')).toMatch(/^a link-local address/);
    expect(refusedFor('fd00::1')).toBe('a private address');
    expect(refusedFor('2606:4700::1111')).toBeUndefined();
  });
});

describe('the webhook owner may allow private receivers, never the metadata service', () => {
  const allowPrivate = { allowPrivate: true };

  it.each(['10.0.0.1', '192.168.1.20', '127.0.0.1', '::1', 'fd00::1', '::ffff:10.0.0.1'])(
    'lets %s through',
    (address) => {
      expect(refusedFor(address, allowPrivate)).toBeUndefined();
    },
  );

  it.each(['169.254.169.254', '::a9fe:a9fe', '::ffff:169.254.169.254', '100.64.0.1', '0.0.0.0'])(
    'still refuses %s',
    (address) => {
      expect(refusedFor(address, allowPrivate)).toBeDefined();
    },
  );
});
