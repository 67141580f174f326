import type { City, Language } from '@sakhli/shared/enums';
import type { AddressSelection, AddressSuggestion, Coordinates } from '@sakhli/shared/schemas/geo';
import type { Config } from '../config';
import type { RateLimiterFactory } from '../lib/rate-limiter';
import { createLocalGeocoder } from './geocoder-local';
import { createNominatimGeocoder } from './geocoder-nominatim';

export interface SuggestOptions {
  /** The listing's city: its streets come first. */
  city?: City;
  /** The language of the suggestion texts. */
  language: Language;
  limit: number;
}

/** Address search for the address widget (SPEC.md section 2 'Address widget', section 7 'Maps service'). */
export interface Geocoder {
  /** Streets of Georgia matching what was typed, best first. */
  suggest(query: string, options: SuggestOptions): Promise<AddressSuggestion[]>;
  /** Both full addresses (Georgian and English) of a suggestion; null for an unknown place id. */
  details(placeId: string): Promise<AddressSelection | null>;
  /** The street at a point (a dragged pin), the point kept; null where there is none. */
  reverse(point: Coordinates): Promise<AddressSelection | null>;
}

/** GEOCODER (CONTRACT.md section 2): the built-in gazetteer by default, or a Nominatim server. */
export function createGeocoder(config: Config, limiterOf: RateLimiterFactory): Geocoder {
  if (config.geocoder === 'local') return createLocalGeocoder();
  if (!config.nominatimUrl) throw new Error('GEOCODER=nominatim needs NOMINATIM_URL');
  return createNominatimGeocoder({
    baseUrl: config.nominatimUrl,
    userAgent: `Sakhli/0.1 (+${config.appUrl})`,
    upstream: { limiter: limiterOf('geocoderUpstream') },
  });
}
