import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { visitorKeyOf } from './visitor-key';

const request = (ip: string, options: { userId?: string; guestId?: string } = {}) =>
  ({
    ip,
    headers: options.guestId ? { 'x-guest-id': options.guestId, 'user-agent': options.guestId } : {},
    user: options.userId ? { id: options.userId } : undefined,
  }) as unknown as FastifyRequest;

describe('visitorKeyOf', () => {
  it('is the client for a guest, whatever X-Guest-Id or browser it sends', () => {
    const key = visitorKeyOf(request('203.0.113.7'));
    expect(visitorKeyOf(request('203.0.113.7', { guestId: 'c0ffee00-1234-4abc-8def-0123456789ab' }))).toBe(
      key,
    );
    expect(visitorKeyOf(request('::ffff:203.0.113.7'))).toBe(key);
    expect(visitorKeyOf(request('203.0.113.8'))).not.toBe(key);
  });

  it('is the /64 for an IPv6 client', () => {
    expect(visitorKeyOf(request('2001:db8:1:2::1'))).toBe(visitorKeyOf(request('2001:db8:1:2:abcd::7')));
    expect(visitorKeyOf(request('2001:db8:1:3::1'))).not.toBe(visitorKeyOf(request('2001:db8:1:2::1')));
  });

  it('is the user when signed in: people behind one address count apart, one person once', () => {
    const nino = visitorKeyOf(request('203.0.113.7', { userId: 'nino' }));
    expect(visitorKeyOf(request('203.0.113.7', { userId: 'giorgi' }))).not.toBe(nino);
    expect(visitorKeyOf(request('198.51.100.4', { userId: 'nino' }))).toBe(nino);
    expect(visitorKeyOf(request('203.0.113.7'))).not.toBe(nino);
  });
});
