import ipaddr from 'ipaddr.js';

export interface AddressPolicy {
  /** Lets 127.0.0.0/8 and ::1 through: only the tests' own local pages need this. */
  allowLoopback?: boolean;
  /**
   * Lets private ranges (10/8, 172.16/12, 192.168/16, fc00::/7) and loopback through: the owner's
   * choice for webhooks to a receiver on their own network. Link-local (the cloud metadata
   * service) stays refused.
   */
  allowPrivate?: boolean;
}

export type AddressVerdict = { allowed: true } | { allowed: false; reason: string };

/**
 * Whether an outbound request may connect to this address: only ordinary public unicast
 * addresses. Refused: private, loopback, link-local (169.254/16 with the cloud metadata address,
 * fe80::/10), unspecified, multicast, broadcast, carrier-grade NAT (100.64/10), documentation and
 * other reserved ranges. An IPv6 address that carries an IPv4 one is judged by every IPv4
 * address it carries (`carriedIpv4`).
 */
export function judgeAddress(address: string, policy: AddressPolicy = {}): AddressVerdict {
  if (!ipaddr.isValid(address)) return { allowed: false, reason: 'not an IP address' };
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6') {
    const carried = carriedIpv4(parsed as ipaddr.IPv6);
    if (carried === 'unjudgeable') return { allowed: false, reason: UNJUDGEABLE };
    for (const ipv4 of carried) {
      const verdict = judgeAddress(ipv4.toString(), policy);
      if (!verdict.allowed) {
        return { allowed: false, reason: `${verdict.reason} (inside the IPv6 address ${address})` };
      }
    }
    if (carried.length > 0) return { allowed: true };
  }
  const range = parsed.range();
  if (range === 'unicast') return { allowed: true };
  if (range === 'loopback' && (policy.allowLoopback || policy.allowPrivate)) {
    return { allowed: true };
  }
  if ((range === 'private' || range === 'uniqueLocal') && policy.allowPrivate) {
    return { allowed: true };
  }
  return { allowed: false, reason: RANGE_NAMES[range] ?? `a ${range} address` };
}

const UNJUDGEABLE = 'an IPv6 address in a reserved range (::/8) that may carry an IPv4 address';

/**
 * The IPv4 addresses an IPv6 address stands for or leads to, judged in its place:
 * - IPv4-mapped `::ffff:a.b.c.d` and translated `::ffff:0:a.b.c.d` (RFC 6145);
 * - IPv4-compatible `::a.b.c.d` (deprecated, RFC 4291: `::7f00:1` is 127.0.0.1);
 * - NAT64 `64:ff9b::a.b.c.d` (RFC 6052), which a translator turns into that IPv4 address;
 * - 6to4 `2002:aabb:ccdd::/48` (RFC 3056): its gateway a.b.c.d;
 * - Teredo `2001:0:ssss:ssss::cccc:cccc` (RFC 4380): its server, and its client stored with
 *   every bit inverted.
 * Any other address in ::/8 (reserved by RFC 4291) cannot be judged and is refused; so is the
 * local-use NAT64 prefix 64:ff9b:1::/48 (RFC 8215), whose translator decides where the IPv4
 * address sits.
 */
function carriedIpv4(address: ipaddr.IPv6): ipaddr.IPv4[] | 'unjudgeable' {
  const bytes = address.toByteArray();
  const ipv4At = (offset: number, invert = false) =>
    new ipaddr.IPv4(bytes.slice(offset, offset + 4).map((byte) => (invert ? byte ^ 0xff : byte)));
  const range = address.range();
  if (range === 'ipv4Mapped' || range === 'rfc6145') return [ipv4At(12)];
  if (range === 'rfc6052') return address.match(NAT64_WELL_KNOWN) ? [ipv4At(12)] : 'unjudgeable';
  if (range === '6to4') return [ipv4At(2)];
  if (range === 'teredo') return [ipv4At(4), ipv4At(12, true)];
  if (range === 'unspecified' || range === 'loopback') return [];
  if (bytes[0] === 0) {
    return bytes.slice(0, 12).every((byte) => byte === 0) ? [ipv4At(12)] : 'unjudgeable';
  }
  return [];
}

const NAT64_WELL_KNOWN = ipaddr.parseCIDR('64:ff9b::/96') as [ipaddr.IPv6, number];

const RANGE_NAMES: Record<string, string> = {
  private: 'a private address',
  uniqueLocal: 'a private address',
  loopback: 'a loopback address',
  linkLocal: 'a link-local address (such as the cloud metadata service)',
  unspecified: 'an unspecified address',
  multicast: 'a multicast address',
  broadcast: 'a broadcast address',
  carrierGradeNat: 'a carrier-grade NAT address',
  reserved: 'a reserved address',
};
