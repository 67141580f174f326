import { describe, expect, it } from 'vitest';
import { isValidProxyList, trustedProxiesOf } from './proxy-trust';

describe('TRUST_PROXY', () => {
  it('trusts the listed addresses and subnets, an IPv4 peer on a dual-stack socket included', () => {
    const isTrusted = trustedProxiesOf('10.0.0.0/8, 192.0.2.1,2001:db8::/32');
    expect(['10.9.8.7', '::ffff:10.1.1.1', '192.0.2.1', '2001:db8::5'].map(isTrusted)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['11.0.0.1', '192.0.2.2', '2001:db9::1', 'not-an-address', undefined].map(isTrusted)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('knows the names Fastify accepted before (loopback, uniquelocal)', () => {
    const isTrusted = trustedProxiesOf('loopback,uniquelocal');
    expect(['127.0.0.1', '::1', '172.16.4.4', '8.8.8.8'].map(isTrusted)).toEqual([true, true, true, false]);
  });

  it('trusts nobody when unset', () => {
    expect(trustedProxiesOf(undefined)('127.0.0.1')).toBe(false);
  });

  it('tells a list it cannot read', () => {
    expect(isValidProxyList('127.0.0.1,10.0.0.0/8')).toBe(true);
    expect(isValidProxyList('true')).toBe(false);
    expect(isValidProxyList('10.0.0.0/40')).toBe(false);
  });
});
