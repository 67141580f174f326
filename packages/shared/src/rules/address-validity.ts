import { MAP } from '../constants';

/** SPEC.md section 5 'Address validity', word for word: the web maps each to a translation key. */
export const ADDRESS_MESSAGES = {
  required: 'Address is required',
  plusCode: 'Please select a specific street address, not a plus code location',
  incomplete: 'Please select a complete address with street, city, and country',
  cityOnly: 'Please select a specific street address, not just a city',
  noStreet: 'Please select a specific street address with a street name or number',
} as const;
export type AddressMessage = (typeof ADDRESS_MESSAGES)[keyof typeof ADDRESS_MESSAGES];

/**
 * An Open Location Code ("QRC7+8R", "8FVC9G8F+6X"): what a maps service returns for a point with no
 * street. Its alphabet has no vowels, so ordinary words never look like one.
 */
const PLUS_CODE = /(?:^|[\s,])[23456789CFGHJMPQRVWX]{4,8}\+[23456789CFGHJMPQRVWX]{0,3}(?=$|[\s,])/i;

/** The country and its cities in English, Georgian and Russian: a first part that is only one of these is no street. */
const PLACE_NAMES = new Set(
  [
    'Georgia, საქართველო, Грузия, Sakartvelo',
    'Tbilisi, თბილისი, Тбилиси, Tiflis',
    'Batumi, ბათუმი, Батуми',
    'Kutaisi, ქუთაისი, Кутаиси',
    'Rustavi, რუსთავი, Рустави',
    'Zugdidi, ზუგდიდი, Зугдиди',
    'Gori, გორი, Гори',
    'Poti, ფოთი, Поти',
    'Telavi, თელავი, Телави',
    'Kobuleti, ქობულეთი, Кобулети',
    'Mtskheta, მცხეთა, Мцхета',
    'Borjomi, ბორჯომი, Боржоми',
    'Bakuriani, ბაკურიანი, Бакуриани',
    'Gudauri, გუდაური, Гудаури',
    'Adjara, აჭარა, Аджария',
  ]
    .flatMap((names) => names.split(', '))
    .map((name) => name.toLowerCase()),
);

const ENGLISH_AND_RUSSIAN_STREET_WORDS = [
  'street|st|str|avenue|ave|av|road|rd|lane|ln|square|sq|highway|hwy|boulevard|blvd|alley|drive|dr|way|plaza',
  'dead end|cul-de-sac|rise|descent|embankment|quay|passage|turn|settlement|microdistrict|massive|quarter',
  'улица|ул|проспект|пр-т|просп|пр|переулок|пер|площадь|пл|шоссе|ш|набережная|наб|бульвар|б-р|тупик|проезд',
  'спуск|подъем|подъём|аллея|микрорайон|мкр|мкрн|квартал|кв-л|массив|поселок|посёлок|дорога',
].join('|');

/** Georgian nouns change their ending with the case (ქუჩა, ქუჩის, ქუჩაზე): a stem and a case ending. */
const GEORGIAN_STREET_STEMS =
  'ქუჩ|გამზირ|შესახვევ|ჩიხ|აღმართ|დაღმართ|გზატკეცილ|მოედან|მოედნ|სანაპირ|დასახლებ|მიკრორაიონ|კვარტალ|კვარტლ|' +
  'ხეივან|ხეივნ|ბულვარ|მასივ|გასასვლელ';

/**
 * A street-type word of an English, Russian or Georgian address, as a whole word so that "st" does not
 * match inside "Kostava", nor ჩიხი inside the surname ჩიხლაძე. "ქ." and "გამზ." are the usual Georgian
 * abbreviations.
 */
const STREET_WORD = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${ENGLISH_AND_RUSSIAN_STREET_WORDS})\\.?(?![\\p{L}\\p{N}])` +
    `|(?<!\\p{L})(?:(?:${GEORGIAN_STREET_STEMS})(?:ა|ი|ის|ო|ოს|აზე|ზე|აში|ში|თან)?(?!\\p{L})|ქ\\.|გამზ\\.)`,
  'iu',
);

/** A house number and then a word: "45 Vazha-Pshavela", "12a Main". */
const NUMBER_THEN_WORD = /(?<!\p{L})\d+\S*\s+\p{L}/u;

/** A Georgian post code next to a city name ("0179 Tbilisi") still names only the city. */
const POST_CODE = /(?<![\p{L}\p{N}])\d{4}(?![\p{L}\p{N}])/gu;

const isOnlyPlaceName = (part: string) =>
  PLACE_NAMES.has(part.replace(POST_CODE, '').replace(/\s+/g, ' ').trim().toLowerCase());

/**
 * SPEC.md section 5 'Address validity': the first message that applies to a full address
 * ("street part, city, country"), or null when it names a specific street address.
 */
export function validateAddress(address: string | null | undefined): AddressMessage | null {
  const text = address?.trim() ?? '';
  if (text === '') return ADDRESS_MESSAGES.required;
  if (PLUS_CODE.test(text)) return ADDRESS_MESSAGES.plusCode;
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const [first = ''] = parts;
  if (parts.length < 3) return ADDRESS_MESSAGES.incomplete;
  if (isOnlyPlaceName(first)) return ADDRESS_MESSAGES.cityOnly;
  if (!STREET_WORD.test(first) && !NUMBER_THEN_WORD.test(first)) return ADDRESS_MESSAGES.noStreet;
  return null;
}

const COORDINATE_FACTOR = 10 ** MAP.coordinateDecimals;

/** A latitude or longitude kept to the 6 decimals SPEC.md section 9 asks for (about 0.1 m), never -0. */
export function roundCoordinate(value: number): number {
  return Math.round(value * COORDINATE_FACTOR) / COORDINATE_FACTOR + 0;
}

export function roundCoordinates(point: { lat: number; lng: number }): { lat: number; lng: number } {
  return { lat: roundCoordinate(point.lat), lng: roundCoordinate(point.lng) };
}
