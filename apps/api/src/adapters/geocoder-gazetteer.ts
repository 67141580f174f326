import type { City } from '@sakhli/shared/enums';
import { DISTRICTS, type DistrictData } from '../db/seed/data/districts';
import { STREETS, type StreetData } from '../db/seed/data/streets';
import { CITY_LABELS } from '../modules/properties/status-labels';
import { COUNTRY_NAMES } from './geocoder-selection';
import { looseWords, slugify } from './geocoder-text';

/**
 * The built-in gazetteer: the same streets the demo listings stand on (db/seed/data), indexed by the
 * loose keys of their Georgian and English names, their district and city names in three languages.
 */

/** Street-type words people type or leave out, in the three languages with their usual abbreviations. */
const STREET_TYPE_WORDS: Readonly<Record<string, readonly string[]>> = {
  street: ['street', 'st', 'str', 'ქუჩა', 'ქუჩის', 'ქ', 'улица', 'ул', 'ulitsa'],
  avenue: ['avenue', 'ave', 'av', 'გამზირი', 'გამზირის', 'გამზ', 'проспект', 'просп', 'пр', 'prospekt'],
  lane: ['lane', 'ln', 'შესახვევი', 'შესახვევის', 'переулок', 'пер'],
  deadEnd: ['dead', 'end', 'ჩიხი', 'ჩიხის', 'тупик'],
  square: ['square', 'sq', 'მოედანი', 'მოედნის', 'площадь', 'пл'],
  highway: ['highway', 'hwy', 'გზატკეცილი', 'გზატკეცილის', 'шоссе'],
  rise: ['rise', 'აღმართი', 'აღმართის', 'подъем', 'подъём'],
  settlement: ['settlement', 'დასახლება', 'დასახლების', 'поселок', 'посёлок'],
  microdistrict: ['microdistrict', 'მიკრორაიონი', 'მიკრორაიონის', 'микрорайон', 'мкр'],
  massive: ['massive', 'მასივი', 'მასივის', 'массив'],
  embankment: ['embankment', 'სანაპირო', 'სანაპიროს', 'набережная', 'наб'],
  boulevard: ['boulevard', 'blvd', 'ბულვარი', 'ბულვარის', 'бульвар'],
};

export const STREET_TYPE_OF_WORD: ReadonlyMap<string, string> = new Map(
  Object.entries(STREET_TYPE_WORDS).flatMap(([type, words]) =>
    words.flatMap((word) => looseWords(word).map((key) => [key, type] as const)),
  ),
);

/** Main roads first when names match equally well: an avenue before a street before its lanes. */
const TYPE_RANK: Readonly<Record<string, number>> = { avenue: 3, square: 3, highway: 2, street: 2 };

export interface GazetteerEntry {
  /** `<city>:<district>:<street>` slugs of the English names: stable whatever the order of the data. */
  id: string;
  /** Position in the data: central districts come first, so it breaks the last ties. */
  order: number;
  street: StreetData;
  district: DistrictData | undefined;
  /** The loose words of each name (Georgian, English) without the street-type words. */
  nameForms: string[][];
  streetTypes: ReadonlySet<string>;
  /** District, city and country names in the three languages, the district's "in …" forms too. */
  placeWords: string[];
  typeRank: number;
}

function splitName(name: string): { words: string[]; types: string[] } {
  const keys = looseWords(name);
  const types = keys.flatMap((key) => STREET_TYPE_OF_WORD.get(key) ?? []);
  return { words: keys.filter((key) => !STREET_TYPE_OF_WORD.has(key)), types };
}

const CITY_WORDS: Readonly<Record<City, string[]>> = {
  Tbilisi: looseWords(Object.values(CITY_LABELS.Tbilisi).join(' ')),
  Batumi: looseWords(Object.values(CITY_LABELS.Batumi).join(' ')),
};
const COUNTRY_WORDS = looseWords([...Object.values(COUNTRY_NAMES), 'Sakartvelo'].join(' '));

function buildEntry(street: StreetData, order: number): GazetteerEntry {
  const district = DISTRICTS.find(
    (candidate) => candidate.city === street.city && candidate.nameEng === street.districtNameEng,
  );
  const georgian = splitName(street.nameGeo);
  const english = splitName(street.nameEng);
  const types = new Set([...georgian.types, ...english.types]);
  const districtNames = district
    ? [district.nameGeo, district.nameEng, district.nameRus, district.inGeo, district.inRus]
    : [street.districtNameEng];
  return {
    id: [street.city, street.districtNameEng, street.nameEng].map(slugify).join(':'),
    order,
    street,
    district,
    nameForms: [georgian.words, english.words],
    streetTypes: types,
    placeWords: [
      ...new Set([...looseWords(districtNames.join(' ')), ...CITY_WORDS[street.city], ...COUNTRY_WORDS]),
    ],
    typeRank: Math.max(0, ...[...types].map((type) => TYPE_RANK[type] ?? 0)),
  };
}

export const GAZETTEER: readonly GazetteerEntry[] = STREETS.map(buildEntry);

export const GAZETTEER_BY_ID: ReadonlyMap<string, GazetteerEntry> = new Map(
  GAZETTEER.map((entry) => [entry.id, entry]),
);

/** Every distinct word of the gazetteer: a query word is scored against each once, not once per street. */
export const VOCABULARY: readonly string[] = [
  ...new Set(GAZETTEER.flatMap((entry) => [...entry.nameForms.flat(), ...entry.placeWords])),
];
