import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from '../lib/rate-limiter';
import { createNominatimGeocoder, GeocoderUnavailableError } from './geocoder-nominatim';

/** No pace to speak of: these tests are about the answers (geo-limits.test.ts paces). */
const unpaced = () => ({ limiter: createMemoryRateLimiter({ limit: 1000, windowMs: 1000 }) });

/** Places as a Nominatim server describes them (format=jsonv2, addressdetails=1), by accept-language. */
const AVENUE = {
  osm_type: 'way',
  osm_id: 24823245,
  lat: '41.7264030',
  lon: '44.7542170',
  category: 'highway',
};
const AVENUE_ADDRESS = {
  ka: { road: 'ვაჟა-ფშაველას გამზირი', suburb: 'საბურთალო', city: 'თბილისი', country: 'საქართველო' },
  en: { road: 'Vazha-Pshavela Avenue', suburb: 'Saburtalo', city: 'Tbilisi', country: 'Georgia' },
};
const HOUSE = { osm_type: 'node', osm_id: 555, lat: '41.7251', lon: '44.7466', category: 'place' };
const HOUSE_ADDRESS = {
  ka: { house_number: '12', road: 'ბახტრიონის ქუჩა', city: 'თბილისი', country: 'საქართველო' },
  // OpenStreetMap has no English name for it: Nominatim answers the Georgian one.
  en: { house_number: '12', road: 'ბახტრიონის ქუჩა', city: 'Tbilisi', country: 'Georgia' },
};
const CITY = {
  osm_type: 'relation',
  osm_id: 1996871,
  lat: '41.6934591',
  lon: '44.8014495',
  category: 'boundary',
};
const CITY_ADDRESS = {
  ka: { city: 'თბილისი', country: 'საქართველო' },
  en: { city: 'Tbilisi', country: 'Georgia' },
};

type Language = 'ka' | 'en';
const place = (base: object, address: Record<Language, object>, language: Language, name = '') => ({
  ...base,
  place_id: 1,
  name,
  display_name: Object.values(address[language]).join(', '),
  address: { ...address[language], country_code: 'ge' },
});

describe('Nominatim geocoder against a Nominatim-like server', () => {
  let server: Server;
  let baseUrl: string;
  let requests: URL[];
  let headers: IncomingMessage['headers'][];

  beforeAll(async () => {
    server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      requests.push(url);
      headers.push(request.headers);
      const language = (url.searchParams.get('accept-language') ?? 'en') as Language;
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (url.pathname.startsWith('/slow/')) return void setTimeout(() => send(200, []), 2000);
      if (url.pathname.startsWith('/broken/')) return send(500, { error: 'internal' });
      if (url.pathname.startsWith('/html/')) return void response.end('<html>maintenance</html>');
      if (url.pathname === '/nominatim/search') {
        const found = /vazha|ვაჟა/i.test(url.searchParams.get('q') ?? '')
          ? [place(AVENUE, AVENUE_ADDRESS, language), { place_id: 2, display_name: 'no osm object' }]
          : [place(CITY, CITY_ADDRESS, language, language === 'ka' ? 'თბილისი' : 'Tbilisi')];
        return send(200, found);
      }
      if (url.pathname === '/nominatim/lookup') {
        const ids: Record<string, object> = {
          W24823245: place(AVENUE, AVENUE_ADDRESS, language),
          N555: place(HOUSE, HOUSE_ADDRESS, language),
          R1996871: place(CITY, CITY_ADDRESS, language, language === 'ka' ? 'თბილისი' : 'Tbilisi'),
        };
        const id = url.searchParams.get('osm_ids') ?? '';
        return send(200, ids[id] ? [ids[id]] : []);
      }
      if (url.pathname === '/nominatim/reverse') {
        const isNearHouse = Number(url.searchParams.get('lat')) > 41.72;
        return send(
          200,
          isNearHouse ? place(HOUSE, HOUSE_ADDRESS, language) : { error: 'Unable to geocode' },
        );
      }
      send(404, { error: 'not found' });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    requests = [];
    headers = [];
  });

  const geocoderAt = (path: string, timeoutMs?: number) =>
    createNominatimGeocoder({
      baseUrl: `${baseUrl}${path}`,
      userAgent: 'Sakhli/test (+http://localhost)',
      timeoutMs,
      upstream: unpaced(),
    });

  it('searches Georgia only, in the asked language, biased to the city, identifying itself', async () => {
    const suggestions = await geocoderAt('/nominatim').suggest('vazha pshavela 45', {
      city: 'Tbilisi',
      language: 'ka',
      limit: 8,
    });
    expect(suggestions).toEqual([
      {
        // The street has no house 45 in OpenStreetMap: the typed number is kept, as the maps service does.
        placeId: 'osm:W24823245:45',
        mainText: 'ვაჟა-ფშაველას გამზირი 45',
        secondaryText: 'საბურთალო, თბილისი, საქართველო',
      },
    ]);
    const [search] = requests;
    expect(search?.pathname).toBe('/nominatim/search');
    expect(Object.fromEntries(search?.searchParams ?? [])).toMatchObject({
      q: 'vazha pshavela 45',
      countrycodes: 'ge',
      'accept-language': 'ka',
      addressdetails: '1',
      format: 'jsonv2',
      limit: '8',
      bounded: '0',
    });
    expect(search?.searchParams.get('viewbox')).toMatch(/^44\.5\d*,41\.8\d*,45\.0\d*,41\.5\d*$/);
    expect(headers[0]?.['user-agent']).toBe('Sakhli/test (+http://localhost)');
  });

  it('gives place details in both Georgian and English, with the typed house number', async () => {
    const selection = await geocoderAt('/nominatim/').details('osm:W24823245:45');
    expect(selection).toEqual({
      georgian: 'ვაჟა-ფშაველას გამზირი 45, თბილისი, საქართველო',
      english: '45 Vazha-Pshavela Avenue, Tbilisi, Georgia',
      georgianStreet: 'ვაჟა-ფშაველას გამზირი',
      englishStreet: 'Vazha-Pshavela Avenue',
      coordinates: { lat: 41.726403, lng: 44.754217 },
      placeId: 'osm:W24823245:45',
      isValid: true,
      validationError: null,
    });
    const languages = requests.map((url) => [
      url.pathname,
      url.searchParams.get('osm_ids'),
      url.searchParams.get('accept-language'),
    ]);
    expect(languages.sort()).toEqual([
      ['/nominatim/lookup', 'W24823245', 'en'],
      ['/nominatim/lookup', 'W24823245', 'ka'],
    ]);
  });

  it('romanises a street OpenStreetMap has no English name for', async () => {
    const selection = await geocoderAt('/nominatim').details('osm:N555');
    expect(selection).toMatchObject({
      georgian: 'ბახტრიონის ქუჩა 12, თბილისი, საქართველო',
      english: '12 Bakhtrionis Street, Tbilisi, Georgia',
      englishStreet: 'Bakhtrionis Street',
      isValid: true,
    });
  });

  it('marks a place that is only a city invalid with the rule’s message', async () => {
    const [city] = await geocoderAt('/nominatim').suggest('Tbilisi', { language: 'en', limit: 8 });
    expect(city).toEqual({ placeId: 'osm:R1996871', mainText: 'Tbilisi', secondaryText: 'Tbilisi, Georgia' });
    const selection = await geocoderAt('/nominatim').details('osm:R1996871');
    expect(selection).toMatchObject({
      georgian: 'თბილისი, თბილისი, საქართველო',
      english: 'Tbilisi, Tbilisi, Georgia',
      isValid: false,
      validationError: 'Please select a specific street address, not just a city',
    });
  });

  it('knows nothing of ids it did not give or the server does not know', async () => {
    const geocoder = geocoderAt('/nominatim');
    expect(await geocoder.details('local:tbilisi:vake:x')).toBeNull();
    expect(await geocoder.details('osm:W1')).toBeNull();
    expect(requests).toHaveLength(2);
  });

  it('names the street at a dropped pin, keeping the pin, or nothing', async () => {
    const geocoder = geocoderAt('/nominatim');
    const selection = await geocoder.reverse({ lat: 41.7252345678, lng: 44.7467 });
    expect(selection).toMatchObject({
      english: '12 Bakhtrionis Street, Tbilisi, Georgia',
      coordinates: { lat: 41.725235, lng: 44.7467 },
      placeId: 'osm:N555',
    });
    expect(requests[0]?.searchParams.get('zoom')).toBe('18');
    expect(await geocoder.reverse({ lat: 41.6, lng: 44.8 })).toBeNull();
  });

  it('turns a slow, failing or garbled server into a clean 503 error with the reason for the log', async () => {
    // A port that was just free: nothing listens there.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const refused = createNominatimGeocoder({
      baseUrl: `http://127.0.0.1:${port}`,
      userAgent: 'Sakhli/test',
      upstream: unpaced(),
    });
    const started = Date.now();
    const failures = await Promise.all(
      [
        geocoderAt('/slow', 200).suggest('vazha', { language: 'en', limit: 8 }),
        geocoderAt('/broken').details('osm:W24823245'),
        geocoderAt('/html').reverse({ lat: 41.7, lng: 44.8 }),
        refused.suggest('vazha', { language: 'en', limit: 8 }),
      ].map((failure) => failure.catch((caught: unknown) => caught)),
    );
    // The slow server answers after 2 s; the 200 ms limit did not wait for it.
    expect(Date.now() - started).toBeLessThan(1500);
    for (const error of failures) {
      expect(error).toBeInstanceOf(GeocoderUnavailableError);
      expect(error).toMatchObject({ statusCode: 503, code: 'GEOCODER_UNAVAILABLE' });
    }
    expect(failures.map((error) => (error as GeocoderUnavailableError).reason)).toEqual([
      'search: no answer within 200 ms',
      'lookup answered 500',
      expect.stringMatching(/^reverse: .*JSON/) as unknown,
      expect.stringMatching(/^search: fetch failed: .*ECONNREFUSED/) as unknown,
    ]);
  });
});
