import ipaddr from 'ipaddr.js';

/**
 * The client as every limit counts it (CONTRACT.md section 6): an IPv4 address as it is, an IPv6 client
 * by its /64 (one subscriber line or host gets a whole /64 and may use any address in it), an IPv4 address
 * written as IPv6 (`::ffff:1.2.3.4`, how a dual-stack socket reports it) as the IPv4 address.
 * `ip` is `request.ip`: X-Forwarded-For counts only behind a configured TRUST_PROXY.
 */
export function clientKeyOf(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const prefix = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${prefix.join(':')}::/64`;
}
