import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AddressSelection, AddressSuggestion } from '@sakhli/shared/schemas/geo';
import type { Geocoder } from '../../adapters/geocoder';
import { createLocalGeocoder } from '../../adapters/geocoder-local';
import { createNominatimGeocoder } from '../../adapters/geocoder-nominatim';
import { createMemoryRateLimiter } from '../../lib/rate-limiter';
import { registerErrorHandler } from '../../plugins/errors';
import { geoRoutes } from './geo.routes';

/** The geo routes alone, with the app's error handler and zod compilers, over the given geocoder. */
async function buildGeoApp(geocoder: Geocoder) {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(geoRoutes(geocoder, createMemoryRateLimiter({ limit: 1000, windowMs: 60_000 })));
  await app.ready();
  return app;
}

describe('/api/geo with the built-in gazetteer', () => {
  let app: Awaited<ReturnType<typeof buildGeoApp>>;
  beforeAll(async () => {
    app = await buildGeoApp(createLocalGeocoder());
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('suggests streets with their house number, in the language asked or the reader’s', async () => {
    const response = await get(
      `/api/geo/autocomplete?query=${encodeURIComponent('ვაჟა-ფშაველას 45')}&city=tbilisi`,
    );
    expect(response.statusCode).toBe(200);
    const suggestions = z.array(AddressSuggestion).parse(response.json());
    expect(suggestions.length).toBeGreaterThan(1);
    expect(suggestions.length).toBeLessThanOrEqual(8);
    expect(suggestions[0]).toEqual({
      placeId: 'local:tbilisi:saburtalo:vazha-pshavela-avenue:45',
      mainText: 'ვაჟა-ფშაველას გამზირი 45',
      secondaryText: 'საბურთალო, თბილისი, საქართველო',
    });
    const english = await get('/api/geo/autocomplete?query=vazha%2045', { 'accept-language': 'en-US' });
    expect(english.json<AddressSuggestion[]>()[0]?.mainText).toBe('45 Vazha-Pshavela Avenue');
    const russian = await get('/api/geo/autocomplete?query=vazha&language=ru', {
      'accept-language': 'en-US',
    });
    expect(russian.json<AddressSuggestion[]>()[0]?.secondaryText).toBe('Сабуртало, Тбилиси, Грузия');
  });

  it('puts the requested city’s streets first', async () => {
    const response = await get('/api/geo/autocomplete?query=chavchavadze&city=BATUMI&language=en');
    expect(response.json<AddressSuggestion[]>()[0]?.secondaryText).toMatch(/Batumi, Georgia$/);
  });

  it('answers an empty list when nothing matches', async () => {
    const response = await get('/api/geo/autocomplete?query=qwxzv');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('rejects a missing, blank or too long query, an unknown city or language, naming each field', async () => {
    const cases: [string, string][] = [
      ['/api/geo/autocomplete', 'query'],
      ['/api/geo/autocomplete?query=%20%20', 'query'],
      [`/api/geo/autocomplete?query=${'a'.repeat(201)}`, 'query'],
      ['/api/geo/autocomplete?query=vake&city=Paris', 'city'],
      ['/api/geo/autocomplete?query=vake&language=de', 'language'],
    ];
    for (const [url, field] of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: { [field]: expect.any(Array) as unknown },
      });
    }
  });

  it('gives the selection of a suggestion, the house number and a Georgian letter included', async () => {
    const response = await get(
      `/api/geo/place/${encodeURIComponent('local:batumi:old-batumi:ilia-chavchavadze-street:7ბ')}`,
    );
    expect(response.statusCode).toBe(200);
    expect(AddressSelection.parse(response.json())).toEqual({
      georgian: 'ილია ჭავჭავაძის ქუჩა 7ბ, ბათუმი, საქართველო',
      english: '7b Ilia Chavchavadze Street, Batumi, Georgia',
      georgianStreet: 'ილია ჭავჭავაძის ქუჩა',
      englishStreet: 'Ilia Chavchavadze Street',
      coordinates: { lat: 41.6475, lng: 41.6436 },
      placeId: 'local:batumi:old-batumi:ilia-chavchavadze-street:7ბ',
      isValid: true,
      validationError: null,
    });
  });

  it('answers 404 for an unknown place id', async () => {
    for (const placeId of ['local:tbilisi:vake:no-such-street', 'ChIJ-google-place-id', 'osm:W123']) {
      const response = await get(`/api/geo/place/${encodeURIComponent(placeId)}`);
      expect(response.statusCode, placeId).toBe(404);
      expect(response.json()).toEqual({ message: 'Place not found', code: 'PLACE_NOT_FOUND' });
    }
  });

  it('names the street at a pin, keeping the pin to 6 decimals', async () => {
    const response = await get('/api/geo/reverse?lat=41.72651234&lng=44.7556');
    expect(response.statusCode).toBe(200);
    expect(AddressSelection.parse(response.json())).toMatchObject({
      english: 'Vazha-Pshavela Avenue, Tbilisi, Georgia',
      georgianStreet: 'ვაჟა-ფშაველას გამზირი',
      coordinates: { lat: 41.726512, lng: 44.7556 },
      isValid: true,
    });
  });

  it('answers 404 where no street is near', async () => {
    const response = await get('/api/geo/reverse?lat=42.5&lng=44');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'ADDRESS_NOT_FOUND' });
  });

  it('rejects a point outside Georgia or not a number, naming the coordinate', async () => {
    const cases: [string, string[]][] = [
      ['lat=48.85&lng=2.35', ['lat', 'lng']],
      ['lat=41.7&lng=50', ['lng']],
      ['lat=north&lng=44.8', ['lat']],
      ['lng=44.8', ['lat']],
    ];
    for (const [query, fields] of cases) {
      const response = await get(`/api/geo/reverse?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json<{ errors: object }>().errors).sort(), query).toEqual(fields);
    }
  });
});

describe('/api/geo when the address service is down', () => {
  it('answers a clean 503 with no internals', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const app = await buildGeoApp(
      createNominatimGeocoder({
        baseUrl: `http://127.0.0.1:${port}`,
        userAgent: 'Sakhli/test',
        upstream: { limiter: createMemoryRateLimiter({ limit: 1000, windowMs: 1000 }) },
      }),
    );
    for (const url of [
      '/api/geo/autocomplete?query=vake',
      '/api/geo/place/osm%3AW1',
      '/api/geo/reverse?lat=41.7&lng=44.8',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(503);
      expect(response.json()).toEqual({
        message: 'The address search is not available right now. Please try again later.',
        code: 'GEOCODER_UNAVAILABLE',
      });
      expect(response.body).not.toContain('127.0.0.1');
    }
    await app.close();
  });
});
