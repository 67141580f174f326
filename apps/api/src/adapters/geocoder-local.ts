import type { City, Language } from '@sakhli/shared/enums';
import type { AddressSelection, AddressSuggestion, Coordinates } from '@sakhli/shared/schemas/geo';
import { CITY_LABELS } from '../modules/properties/status-labels';
import type { Geocoder, SuggestOptions } from './geocoder';
import {
  GAZETTEER,
  GAZETTEER_BY_ID,
  STREET_TYPE_OF_WORD,
  VOCABULARY,
  type GazetteerEntry,
} from './geocoder-gazetteer';
import {
  atPoint,
  buildSelection,
  COUNTRY_NAMES,
  englishStreetLine,
  georgianStreetLine,
} from './geocoder-selection';
import { editDistances, isHouseNumber, parseQuery } from './geocoder-text';

const PLACE_ID_PREFIX = 'local';

/** A dragged pin further than this from every known street point names no street. */
const REVERSE_RADIUS_METERS = 400;

/** The requested city's streets come first: a listing's address lies in its city. */
const CITY_BOOST = 0.3;
/** How much matching every word of a name (not just some) counts, so "rustaveli" prefers "Rustaveli Avenue". */
const COVERAGE_WEIGHT = 0.15;
/** Below this average match a street is noise, not a suggestion. */
const MIN_MATCH = 0.5;
/** A street-type word that names another type ("street" for an avenue) still half counts: people mix them up. */
const OTHER_TYPE_SCORE = 0.4;

/**
 * How well one query word matches one gazetteer word, 0 to 1: equal, a prefix of it (a word still being
 * typed), or within a few typos, the longer the word the more typos allowed.
 */
function scoreWord(query: string, word: string): number {
  if (query === word) return 1;
  const typos = /^\d+$/.test(query) || query.length <= 3 ? 0 : query.length <= 6 ? 1 : 2;
  const { whole, prefix } = editDistances(query, word, typos);
  let score = whole <= typos ? 1 - 0.15 * whole : 0;
  const completion = query.length / word.length;
  if (prefix === 0) score = Math.max(score, 0.6 + 0.3 * completion);
  else if (prefix <= typos && query.length >= 4)
    score = Math.max(score, 0.5 + 0.3 * completion - 0.1 * prefix);
  return score;
}

interface QueryWord {
  key: string;
  streetType: string | undefined;
  /** Scores against the vocabulary, only the words it matches at all. */
  matches: Map<string, number>;
}

/** Typing repeats the same words keystroke after keystroke: their vocabulary matches are kept. */
const MATCH_CACHE_SIZE = 2000;
const matchCache = new Map<string, Map<string, number>>();

function matchesOf(key: string): Map<string, number> {
  const cached = matchCache.get(key);
  if (cached) return cached;
  const matches = new Map<string, number>();
  for (const word of VOCABULARY) {
    const score = scoreWord(key, word);
    if (score > 0) matches.set(word, score);
  }
  if (matchCache.size >= MATCH_CACHE_SIZE) matchCache.clear();
  matchCache.set(key, matches);
  return matches;
}

const toQueryWord = (key: string): QueryWord => ({
  key,
  streetType: STREET_TYPE_OF_WORD.get(key),
  matches: matchesOf(key),
});

const best = (words: readonly string[], matches: Map<string, number>) =>
  words.reduce((top, word) => Math.max(top, matches.get(word) ?? 0), 0);

/**
 * A street's score for the query, or undefined when it does not match: each query word counts by its best
 * match among the street's names, its street type, or its district, city and country (which narrow the
 * result), and at least one must match the street's name.
 */
function scoreEntry(entry: GazetteerEntry, words: readonly QueryWord[], city: City | undefined) {
  const nameWords = entry.nameForms.flat();
  let total = 0;
  let matchesName = false;
  for (const word of words) {
    const name = best(nameWords, word.matches);
    const type = word.streetType ? (entry.streetTypes.has(word.streetType) ? 1 : OTHER_TYPE_SCORE) : 0;
    if (name > 0) matchesName = true;
    total += Math.max(name, type, best(entry.placeWords, word.matches));
  }
  const average = total / words.length;
  if (!matchesName || average < MIN_MATCH) return undefined;
  const coverage = Math.max(
    ...entry.nameForms.map(
      (form) =>
        form.filter((nameWord) => words.some((word) => (word.matches.get(nameWord) ?? 0) >= MIN_MATCH))
          .length / Math.max(1, form.length),
    ),
  );
  return average + COVERAGE_WEIGHT * coverage + (entry.street.city === city ? CITY_BOOST : 0);
}

const placeIdOf = (entry: GazetteerEntry, houseNumber?: string) =>
  [PLACE_ID_PREFIX, entry.id, ...(houseNumber ? [houseNumber] : [])].join(':');

function suggestionOf(entry: GazetteerEntry, language: Language, houseNumber?: string): AddressSuggestion {
  const { street, district } = entry;
  const districtName = district
    ? { ka: district.nameGeo, en: district.nameEng, ru: district.nameRus }[language]
    : street.districtNameEng;
  return {
    placeId: placeIdOf(entry, houseNumber),
    // Russian street names are not in the gazetteer: the English one is the readable fallback.
    mainText:
      language === 'ka'
        ? georgianStreetLine(street.nameGeo, houseNumber)
        : englishStreetLine(street.nameEng, houseNumber),
    secondaryText: [districtName, CITY_LABELS[street.city][language], COUNTRY_NAMES[language]].join(', '),
  };
}

function selectionOf(entry: GazetteerEntry, houseNumber?: string): AddressSelection {
  const { street } = entry;
  return buildSelection({
    placeId: placeIdOf(entry, houseNumber),
    georgianStreet: street.nameGeo,
    englishStreet: street.nameEng,
    georgianLine: georgianStreetLine(street.nameGeo, houseNumber),
    englishLine: englishStreetLine(street.nameEng, houseNumber),
    georgianCity: CITY_LABELS[street.city].ka,
    englishCity: CITY_LABELS[street.city].en,
    coordinates: { lat: street.latitude, lng: street.longitude },
  });
}

/** Metres between two points (haversine; the earth as a sphere is precise enough within a city). */
export function distanceMeters(a: Coordinates, b: Coordinates): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** GEOCODER=local: the built-in gazetteer of Tbilisi and Batumi streets, searched in memory. */
export function createLocalGeocoder(): Geocoder {
  return {
    async suggest(query: string, { city, language, limit }: SuggestOptions) {
      const { words, houseNumber } = parseQuery(query);
      const queryWords = words.map(toQueryWord);
      // A number can be part of a name ("26 May Street"): for such a street it is a word, not the house.
      const numberWord = houseNumber && /^\d+$/.test(houseNumber) ? toQueryWord(houseNumber) : undefined;
      return GAZETTEER.flatMap((entry) => {
        const isNamePart =
          numberWord !== undefined && entry.nameForms.some((form) => form.includes(numberWord.key));
        const entryWords = isNamePart ? [...queryWords, numberWord] : queryWords;
        const score = entryWords.length > 0 ? scoreEntry(entry, entryWords, city) : undefined;
        if (score === undefined) return [];
        return [{ entry, score, houseNumber: isNamePart ? undefined : houseNumber }];
      })
        .sort(
          (a, b) => b.score - a.score || b.entry.typeRank - a.entry.typeRank || a.entry.order - b.entry.order,
        )
        .slice(0, limit)
        .map((found) => suggestionOf(found.entry, language, found.houseNumber));
    },

    async details(placeId: string) {
      const [prefix, city, district, street, houseNumber, ...rest] = placeId.split(':');
      if (prefix !== PLACE_ID_PREFIX || rest.length > 0) return null;
      if (houseNumber !== undefined && !isHouseNumber(houseNumber)) return null;
      const entry = GAZETTEER_BY_ID.get([city, district, street].join(':'));
      return entry ? selectionOf(entry, houseNumber) : null;
    },

    async reverse(point: Coordinates) {
      let nearest: { entry: GazetteerEntry; meters: number } | undefined;
      for (const entry of GAZETTEER) {
        const meters = distanceMeters(point, { lat: entry.street.latitude, lng: entry.street.longitude });
        if (!nearest || meters < nearest.meters) nearest = { entry, meters };
      }
      return nearest && nearest.meters <= REVERSE_RADIUS_METERS
        ? atPoint(selectionOf(nearest.entry), point)
        : null;
    },
  };
}
