import { BlockList, isIP } from 'node:net';

/**
 * Decides whether the server may open a connection to an IP address on a user's behalf (photo URLs).
 * The production policy is `isPublicAddress`; a test that needs a reachable server on this machine
 * passes its own.
 */
export type AddressPolicy = (address: string) => boolean;

/**
 * IPv4 ranges that are not the public internet (IANA special-purpose registry): this host, private
 * networks, carrier-grade NAT, loopback, link-local (169.254.169.254 is the cloud metadata service),
 * protocol assignments, documentation, benchmarking, the 6to4 relay, multicast, reserved, broadcast.
 */
const BLOCKED_IPV4: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

/**
 * IPv6 inside the global unicast block that still must not be reached: forms that carry an IPv4 address
 * another host would translate (NAT64, 6to4, Teredo and the other protocol assignments), documentation
 * and discard-only prefixes. Everything outside 2000::/3 (loopback, unspecified, IPv4-mapped and
 * -compatible, unique-local, link-local, site-local, multicast) is refused before this list is read.
 */
const BLOCKED_IPV6: [string, number][] = [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['3fff::', 20],
];

const blocked = new BlockList();
for (const [network, prefix] of BLOCKED_IPV4) blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of BLOCKED_IPV6) blocked.addSubnet(network, prefix, 'ipv6');
const globalUnicast = new BlockList();
globalUnicast.addSubnet('2000::', 3, 'ipv6');

/** True only for an address on the public internet; anything unparsable is not. */
export const isPublicAddress: AddressPolicy = (address) => {
  const family = isIP(address);
  if (family === 4) return !blocked.check(address, 'ipv4');
  // Only global unicast IPv6: this also refuses every ::ffff:a.b.c.d form, whatever IPv4 it maps.
  if (family === 6) return globalUnicast.check(address, 'ipv6') && !blocked.check(address, 'ipv6');
  return false;
};
