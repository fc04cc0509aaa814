import ipaddr from 'ipaddr.js';

export interface AddressPolicy {
  /** Lets 127.0.0.0/8 and ::1 through: only the tests' own local pages need this. */
  allowLoopback?: boolean;
}

export type AddressVerdict = { allowed: true } | { allowed: false; reason: string };

/**
 * Whether an outbound fetch may connect to this address: only ordinary public unicast addresses.
 * Refused: private (10/8, 172.16/12, 192.168/16, fc00::/7), loopback, link-local (169.254/16 with
 * the cloud metadata address, fe80::/10), unspecified, multicast, broadcast, carrier-grade NAT
 * (100.64/10), documentation and other reserved ranges, and IPv6 forms that carry an IPv4
 * address (mapped `::ffff:a.b.c.d`, NAT64 `64:ff9b::/96`), judged by the address they carry.
 * 6to4 and Teredo tunnels are refused outright: their far end cannot be judged from here.
 */
export function judgeAddress(address: string, policy: AddressPolicy = {}): AddressVerdict {
  if (!ipaddr.isValid(address)) return { allowed: false, reason: 'not an IP address' };
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6') {
    const ipv6 = parsed as ipaddr.IPv6;
    const carried = carriedIpv4(ipv6);
    if (carried) {
      const verdict = judgeAddress(carried.toString(), policy);
      return verdict.allowed
        ? verdict
        : { allowed: false, reason: `${verdict.reason} (inside the IPv6 address ${address})` };
    }
  }
  const range = parsed.range();
  if (range === 'unicast') return { allowed: true };
  if (range === 'loopback' && policy.allowLoopback) return { allowed: true };
  return { allowed: false, reason: RANGE_NAMES[range] ?? `a ${range} address` };
}

/** The IPv4 address an IPv4-mapped or NAT64 (RFC 6052) IPv6 address stands for. */
function carriedIpv4(address: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  if (address.isIPv4MappedAddress()) return address.toIPv4Address();
  if (address.range() === 'rfc6052' || address.range() === 'rfc6145') {
    const bytes = address.toByteArray().slice(12);
    return new ipaddr.IPv4(bytes);
  }
  return undefined;
}

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
  '6to4': 'a 6to4 tunnel address',
  teredo: 'a Teredo tunnel address',
};
