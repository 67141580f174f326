import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHttpServer, type TestHttpServer } from '../../lib/test-http-server';
import { createTestApp, type TestApp } from '../../test/test-app';

/** A street as a Nominatim server describes it (format=jsonv2, addressdetails=1). */
const STREET = {
  osm_type: 'way',
  osm_id: 24823245,
  lat: '41.7264030',
  lon: '44.7542170',
  category: 'highway',
  display_name: 'Vazha-Pshavela Avenue, Tbilisi, Georgia',
  address: { road: 'Vazha-Pshavela Avenue', city: 'Tbilisi', country: 'Georgia' },
};

/**
 * GEOCODER=nominatim in the whole app against a Nominatim stand-in on this machine that counts what
 * reaches it: the public server allows one request a second and bans whoever sends more.
 */
describe('/api/geo with GEOCODER=nominatim: cache, pace and per-client limit', () => {
  let nominatim: TestHttpServer;
  let test: TestApp;
  const arrivals: number[] = [];
  beforeAll(async () => {
    nominatim = await startTestHttpServer('127.0.0.1', (_path, response) => {
      arrivals.push(Date.now());
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify([STREET]));
    });
    test = await createTestApp({
      GEOCODER: 'nominatim',
      NOMINATIM_URL: nominatim.origin,
      RATE_LIMIT_GEOCODER_UPSTREAM: '1/1s',
      RATE_LIMIT_GEO_PER_CLIENT: '8/1m',
    });
  });
  afterAll(async () => {
    await test.close();
    await nominatim.close();
  });

  let clientNumber = 0;
  const get = (
    url: string,
    client = `10.20.${Math.floor(clientNumber / 200)}.${(clientNumber++ % 200) + 1}`,
  ) => test.app.inject({ method: 'GET', url, remoteAddress: client });
  const autocomplete = (query: string, client?: string) =>
    get(`/api/geo/autocomplete?query=${encodeURIComponent(query)}&language=en`, client);

  it('asks the server once for a query repeated by many clients, and once for each place', async () => {
    const before = nominatim.requests.length;
    const answers = await Promise.all(Array.from({ length: 6 }, () => autocomplete('vazha')));
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual([expect.objectContaining({ placeId: 'osm:W24823245' })]);
    }
    expect((await autocomplete('vazha')).statusCode).toBe(200);
    expect(nominatim.requests.length - before).toBe(1);

    for (let index = 0; index < 3; index += 1) {
      expect((await get('/api/geo/place/osm%3AW24823245')).statusCode).toBe(200);
    }
    // The details are asked in Georgian and in English, once each.
    expect(nominatim.requests.length - before).toBe(3);
  });

  it('keeps the server at its pace under a burst of new queries; those that cannot wait get 429 with Retry-After', async () => {
    const before = arrivals.length;
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => autocomplete(`street ${index}`)),
    );
    const elapsed = Date.now() - started;
    const served = answers.filter((answer) => answer.statusCode === 200);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(served.length + refused.length).toBe(answers.length);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    const times = arrivals.slice(before);
    expect(times).toHaveLength(served.length);
    expect(times.length).toBeLessThanOrEqual(Math.floor(elapsed / 1000) + 1);
    for (let index = 1; index < times.length; index += 1) {
      // One a second: timers may fire a few milliseconds off, never a second early.
      expect(times[index]! - times[index - 1]!).toBeGreaterThanOrEqual(950);
    }
  });

  it('limits each client (an IPv6 /64 as one) with RATE_LIMIT_GEO_PER_CLIENT, cached or not', async () => {
    for (let index = 0; index < 8; index += 1) {
      expect((await autocomplete('vazha', `2001:db8:42:1:${index + 1}::1`)).statusCode).toBe(200);
    }
    const refused = await autocomplete('vazha', '2001:db8:42:1:ff::2');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(50);
    expect((await autocomplete('vazha', '2001:db8:42:2::1')).statusCode).toBe(200);
  });
});
