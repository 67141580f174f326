import { z } from 'zod';
import { CITIES, LANGUAGES, type City } from '../enums';
import { caseInsensitiveEnum } from './common';

/** Georgia's extent in degrees, a little generous at the borders: the address widget never leaves it. */
export const GEORGIA_BOUNDS = { south: 41.0, north: 43.6, west: 39.9, east: 46.8 } as const;

/** Each city with its suburbs (Tbilisi to Tskneti, Lisi and the airport; Batumi to Gonio and Makhinjauri). */
export const CITY_BOUNDS = {
  Tbilisi: { south: 41.6, north: 41.86, west: 44.62, east: 45.08 },
  Batumi: { south: 41.52, north: 41.72, west: 41.53, east: 41.8 },
} as const satisfies Record<City, Bounds>;

interface Bounds {
  south: number;
  north: number;
  west: number;
  east: number;
}

export function isWithin(bounds: Bounds, latitude: number, longitude: number): boolean {
  return (
    latitude >= bounds.south &&
    latitude <= bounds.north &&
    longitude >= bounds.west &&
    longitude <= bounds.east
  );
}

/** Most suggestions the autocomplete gives, as the maps service does. */
export const SUGGESTION_LIMIT = 8;

export const Coordinates = z.object({ lat: z.number(), lng: z.number() });
export type Coordinates = z.infer<typeof Coordinates>;

/** One autocomplete suggestion: the street part in bold, where it is after it. */
export const AddressSuggestion = z.object({
  placeId: z.string(),
  mainText: z.string(),
  secondaryText: z.string(),
});
export type AddressSuggestion = z.infer<typeof AddressSuggestion>;

/**
 * SPEC.md section 3 'Address selection result': both full addresses ("street part, city, country"), the
 * street names a listing stores as streetNameGeo / streetNameEng, coordinates to 6 decimals and the
 * verdict of the address validity rule.
 */
export const AddressSelection = z.object({
  georgian: z.string(),
  english: z.string(),
  georgianStreet: z.string(),
  englishStreet: z.string(),
  coordinates: Coordinates,
  placeId: z.string(),
  isValid: z.boolean(),
  validationError: z.string().nullable(),
});
export type AddressSelection = z.infer<typeof AddressSelection>;

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

export const AutocompleteQuery = z.object({
  query: z
    .string({ error: 'Query is required' })
    .trim()
    .min(1, 'Query is required')
    .max(200, 'Query must be at most 200 characters'),
  /** The listing's city: its streets come first. */
  city: z.preprocess(emptyToUndefined, caseInsensitiveEnum(CITIES).optional()),
  /** The language of the suggestion texts; the Accept-Language header when absent. */
  language: z.preprocess(emptyToUndefined, z.enum(LANGUAGES).optional()),
});
export type AutocompleteQuery = z.output<typeof AutocompleteQuery>;

export const PlaceParams = z.object({
  placeId: z.string().min(1, 'Place id is required').max(300, 'Place id must be at most 300 characters'),
});

const degreesWithin = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .min(min, `${name} must be inside Georgia (${min} to ${max})`)
    .max(max, `${name} must be inside Georgia (${min} to ${max})`);

/** A point inside Georgia, such as where a pin was dropped. */
export const ReverseQuery = z.object({
  lat: degreesWithin('Latitude', GEORGIA_BOUNDS.south, GEORGIA_BOUNDS.north),
  lng: degreesWithin('Longitude', GEORGIA_BOUNDS.west, GEORGIA_BOUNDS.east),
});
export type ReverseQuery = z.output<typeof ReverseQuery>;
