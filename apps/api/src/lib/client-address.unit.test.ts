import { describe, expect, it } from 'vitest';
import { clientKeyOf } from './client-address';

describe('clientKeyOf', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientKeyOf('203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one client', () => {
    const first = clientKeyOf('2a00:1450:4001:81c::200e');
    expect(clientKeyOf('2a00:1450:4001:81c:ffff:1:2:3')).toBe(first);
    expect(clientKeyOf('2A00:1450:4001:081C:0:0:0:1')).toBe(first);
    expect(first).toBe('2a00:1450:4001:81c::/64');
  });

  it('tells neighbouring /64s apart', () => {
    expect(clientKeyOf('2a00:1450:4001:81d::1')).not.toBe(clientKeyOf('2a00:1450:4001:81c::1'));
  });

  it('reads an IPv4 address written as IPv6 as the IPv4 address', () => {
    expect(clientKeyOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('leaves anything that is not an address unchanged', () => {
    expect(clientKeyOf('unknown')).toBe('unknown');
  });
});
