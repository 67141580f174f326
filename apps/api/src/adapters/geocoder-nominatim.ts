import { z } from 'zod';
import { MAP } from '@sakhli/shared/constants';
import type { Language } from '@sakhli/shared/enums';
import type { AddressSuggestion, Coordinates } from '@sakhli/shared/schemas/geo';
import { AppError, TooManyRequestsError } from '../lib/app-error';
import type { Geocoder } from './geocoder';
import { createGeocoderUpstream, type GeocoderUpstreamOptions } from './geocoder-upstream';
import { atPoint, buildSelection, englishStreetLine, georgianStreetLine } from './geocoder-selection';
import { HOUSE_NUMBER_SOURCE, parseQuery, romanize } from './geocoder-text';

/** The address service failed or did not answer: a clean 503 for the client, the reason for the log. */
export class GeocoderUnavailableError extends AppError {
  constructor(readonly reason: string) {
    super(
      'GEOCODER_UNAVAILABLE',
      503,
      'The address search is not available right now. Please try again later.',
    );
  }
}

export interface NominatimOptions {
  baseUrl: string;
  /** Nominatim's usage policy asks every application to identify itself. */
  userAgent: string;
  timeoutMs?: number;
  /** The pace and cache of calls to the server. */
  upstream: GeocoderUpstreamOptions;
}

const DEFAULT_TIMEOUT_MS = 5000;
/** SPEC.md section 7: suggestions biased to 20 km around the listing's city (about 0.18° of latitude). */
const BIAS_DEGREES = { lat: 0.18, lng: 0.24 };
const CITY_CENTERS = { Tbilisi: MAP.tbilisiCenter, Batumi: MAP.batumiCenter } as const;
const OSM_TYPES = { node: 'N', way: 'W', relation: 'R' } as const;
/** `osm:<type letter><id>`, with the house number typed after a street when OpenStreetMap has none. */
const PLACE_ID = new RegExp(`^osm:([NWR])(\\d{1,12})(?::(${HOUSE_NUMBER_SOURCE}))?$`, 'u');

const NominatimPlace = z.object({
  osm_type: z.enum(['node', 'way', 'relation']),
  osm_id: z.coerce.number().int(),
  lat: z.coerce.number(),
  lon: z.coerce.number(),
  category: z.string().nullish(),
  name: z.string().nullish(),
  display_name: z.string(),
  address: z.record(z.string(), z.unknown()).default({}),
});
type NominatimPlace = z.infer<typeof NominatimPlace>;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The parts of Nominatim's addressdetails the address widget shows. */
function partsOf(place: NominatimPlace) {
  const { address } = place;
  const pick = (...keys: string[]) => keys.map((key) => text(address[key])).find(Boolean) ?? '';
  return {
    road: pick('road', 'pedestrian', 'square', 'footway'),
    houseNumber: pick('house_number'),
    area: pick('suburb', 'city_district', 'neighbourhood', 'quarter'),
    city: pick('city', 'town', 'village', 'municipality', 'county'),
    country: pick('country'),
    name: text(place.name) || text(place.display_name.split(',')[0]),
  };
}

const GEORGIAN_STREET_TYPES: Readonly<Record<string, string>> = {
  ქუჩა: 'Street', გამზირი: 'Avenue', შესახვევი: 'Lane', ჩიხი: 'Dead End', მოედანი: 'Square',
  გზატკეცილი: 'Highway', აღმართი: 'Rise', დასახლება: 'Settlement', მიკრორაიონი: 'Microdistrict',
  სანაპირო: 'Embankment', ხეივანი: 'Alley', ბულვარი: 'Boulevard',
}; // prettier-ignore

/**
 * Nominatim falls back to the local (Georgian) name where OpenStreetMap has no English one: the street-type
 * word is translated and the rest romanised ("ბახტრიონის ქუჩა" → "Bakhtrionis Street").
 */
function toLatin(value: string): string {
  if (!/[\u10D0-\u10FF]/.test(value)) return value;
  return value
    .split(' ')
    .map(
      (word) =>
        GEORGIAN_STREET_TYPES[word] ??
        romanize(word).replace(
          /(^|-)(\p{L})/gu,
          (_m, dash: string, letter: string) => dash + letter.toUpperCase(),
        ),
    )
    .join(' ');
}

/** fetch says only "fetch failed": the reason (refused, unknown host, timeout) is its cause. */
function describeFailure(error: unknown, timeoutMs: number): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
  return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message;
}

const osmIdOf = (place: NominatimPlace) => `${OSM_TYPES[place.osm_type]}${place.osm_id}`;

/** GEOCODER=nominatim: a Nominatim server (NOMINATIM_URL), limited to Georgia. */
export function createNominatimGeocoder({
  baseUrl,
  userAgent,
  timeoutMs = DEFAULT_TIMEOUT_MS,
  upstream,
}: NominatimOptions): Geocoder {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;

  const fetchBody = createGeocoderUpstream(async (url) => {
    const response = await fetch(url, {
      headers: { 'User-Agent': userAgent, Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) {
      const path = new URL(url).pathname.split('/').at(-1);
      throw new GeocoderUnavailableError(`${path} answered ${response.status}`);
    }
    const text = await response.text();
    return { body: JSON.parse(text) as unknown, characters: text.length };
  }, upstream);

  async function call(path: string, parameters: Record<string, string>): Promise<unknown> {
    const url = new URL(path, base);
    for (const [key, value] of Object.entries({ format: 'jsonv2', addressdetails: '1', ...parameters })) {
      url.searchParams.set(key, value);
    }
    try {
      return await fetchBody(url.toString());
    } catch (error) {
      if (error instanceof GeocoderUnavailableError || error instanceof TooManyRequestsError) throw error;
      throw new GeocoderUnavailableError(`${path}: ${describeFailure(error, timeoutMs)}`);
    }
  }

  /** A list of places; entries Nominatim describes without an OpenStreetMap object are skipped. */
  async function places(path: string, parameters: Record<string, string>): Promise<NominatimPlace[]> {
    const body = await call(path, parameters);
    if (!Array.isArray(body)) throw new GeocoderUnavailableError(`${path} did not answer a list`);
    return body.flatMap((item) => {
      const parsed = NominatimPlace.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
  }

  const lookup = async (osmId: string, language: Language) =>
    (await places('lookup', { osm_ids: osmId, 'accept-language': language }))[0];

  async function details(placeId: string) {
    const match = PLACE_ID.exec(placeId);
    if (!match) return null;
    const [, type = '', id = '', typedHouseNumber] = match;
    // SPEC.md section 7: place details are fetched in both Georgian and English.
    const [georgian, english] = await Promise.all([lookup(type + id, 'ka'), lookup(type + id, 'en')]);
    if (!georgian || !english) return null;
    const ka = partsOf(georgian);
    const en = partsOf(english);
    const houseNumber = ka.houseNumber || typedHouseNumber;
    const englishRoad = toLatin(en.road);
    return buildSelection({
      placeId,
      georgianStreet: ka.road,
      englishStreet: englishRoad,
      georgianLine: ka.road ? georgianStreetLine(ka.road, houseNumber) : ka.name,
      englishLine: englishRoad ? englishStreetLine(englishRoad, houseNumber) : toLatin(en.name),
      georgianCity: ka.city,
      englishCity: toLatin(en.city),
      coordinates: { lat: georgian.lat, lng: georgian.lon },
    });
  }

  return {
    async suggest(query, { city, language, limit }) {
      const center = city ? CITY_CENTERS[city] : undefined;
      const found = await places('search', {
        q: query,
        countrycodes: 'ge',
        'accept-language': language,
        limit: String(limit),
        ...(center
          ? {
              viewbox: [
                center.lng - BIAS_DEGREES.lng,
                center.lat + BIAS_DEGREES.lat,
                center.lng + BIAS_DEGREES.lng,
                center.lat - BIAS_DEGREES.lat,
              ].join(','),
              bounded: '0',
            }
          : {}),
      });
      // A number typed after a street OpenStreetMap knows no houses of is kept, as the maps service does.
      const typedHouseNumber = parseQuery(query).houseNumber;
      return found.slice(0, limit).map((place): AddressSuggestion => {
        const parts = partsOf(place);
        const addsHouseNumber = Boolean(
          typedHouseNumber && parts.road && !parts.houseNumber && place.category === 'highway',
        );
        const houseNumber = parts.houseNumber || (addsHouseNumber ? typedHouseNumber : undefined);
        const streetLine = language === 'ka' ? georgianStreetLine : englishStreetLine;
        return {
          placeId: `osm:${osmIdOf(place)}${addsHouseNumber ? `:${typedHouseNumber}` : ''}`,
          mainText: parts.road ? streetLine(parts.road, houseNumber) : parts.name,
          secondaryText: [parts.area, parts.city, parts.country].filter(Boolean).join(', '),
        };
      });
    },

    details,

    async reverse(point: Coordinates) {
      const body = await call('reverse', {
        lat: String(point.lat),
        lon: String(point.lng),
        zoom: '18',
        'accept-language': 'en',
      });
      const parsed = NominatimPlace.safeParse(body);
      if (!parsed.success) return null;
      const selection = await details(`osm:${osmIdOf(parsed.data)}`);
      return selection && atPoint(selection, point);
    },
  };
}
