import ipaddr from 'ipaddr.js';

/** proxy-addr's names (what Fastify accepted for TRUST_PROXY before), kept so existing settings hold. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

function rangeOf(entry: string): Range | undefined {
  try {
    if (entry.includes('/')) return ipaddr.parseCIDR(entry);
    const address = ipaddr.process(entry);
    return [address, address.kind() === 'ipv4' ? 32 : 128];
  } catch {
    return undefined;
  }
}

function rangesOf(value: string): Range[] | undefined {
  const ranges: Range[] = [];
  for (const entry of value.split(',').map((item) => item.trim().toLowerCase())) {
    for (const part of NAMED_RANGES[entry] ?? [entry]) {
      const range = rangeOf(part);
      if (!range) return undefined;
      ranges.push(range);
    }
  }
  return ranges;
}

/** TRUST_PROXY's syntax: a comma-separated list of addresses, subnets (CIDR) or loopback/linklocal/uniquelocal. */
export function isValidProxyList(value: string): boolean {
  return rangesOf(value) !== undefined;
}

/**
 * Whether a peer address is one of TRUST_PROXY's proxies (unset: none is). An IPv4 address written as
 * IPv6 (`::ffff:10.0.0.1`, how a dual-stack socket reports it) counts as the IPv4 address.
 */
export function trustedProxiesOf(value: string | undefined): (address: string | undefined) => boolean {
  const ranges = value ? (rangesOf(value) ?? []) : [];
  if (ranges.length === 0) return () => false;
  return (address) => {
    if (!address || !ipaddr.isValid(address)) return false;
    const peer = ipaddr.process(address);
    return ranges.some(([network, bits]) => peer.kind() === network.kind() && peer.match(network, bits));
  };
}
