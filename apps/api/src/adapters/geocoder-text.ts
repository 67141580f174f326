/**
 * Text matching for the built-in gazetteer: Georgian, Latin and Cyrillic spellings of one street reduce
 * to the same loose key, so 'chavchavadze', 'ჭავჭავაძე' and 'Чавчавадзе' compare equal.
 */

/** Georgia's national romanisation (2002), the system of the English street names. */
const GEORGIAN_TO_LATIN: Readonly<Record<string, string>> = {
  ა: 'a', ბ: 'b', გ: 'g', დ: 'd', ე: 'e', ვ: 'v', ზ: 'z', თ: 't', ი: 'i', კ: 'k', ლ: 'l', მ: 'm', ნ: 'n',
  ო: 'o', პ: 'p', ჟ: 'zh', რ: 'r', ს: 's', ტ: 't', უ: 'u', ფ: 'p', ქ: 'k', ღ: 'gh', ყ: 'q', შ: 'sh', ჩ: 'ch',
  ც: 'ts', ძ: 'dz', წ: 'ts', ჭ: 'ch', ხ: 'kh', ჯ: 'j', ჰ: 'h',
}; // prettier-ignore

/** Russian spelling of Georgian names, to Latin letters the loose key then folds like the romanisation. */
const CYRILLIC_TO_LATIN: Readonly<Record<string, string>> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'i', к: 'k', л: 'l',
  м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh',
  щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'iu', я: 'ia',
}; // prettier-ignore

const GEORGIAN_LETTER = /[\u10D0-\u10FA]/g;
const CYRILLIC_LETTER = /[а-яё]/g;

/** Georgian and Cyrillic letters written with Latin ones; everything else kept. */
export function romanize(text: string): string {
  return text
    .toLowerCase()
    .replace(GEORGIAN_LETTER, (letter) => GEORGIAN_TO_LATIN[letter] ?? letter)
    .replace(CYRILLIC_LETTER, (letter) => CYRILLIC_TO_LATIN[letter] ?? letter);
}

/**
 * Sounds that each spelling system writes its own way collapse into one symbol: ყ is q, kh or (in Russian)
 * k; ღ is gh or g; ჯ is j or dzh; ჩ/ჭ are ch or tch; ც/წ are ts, tz or c. Longest spellings first.
 */
const LOOSE_SOUNDS: Readonly<Record<string, string>> = {
  dzh: 'J', shch: 'S', tch: 'C', kh: 'k', gh: 'g', ch: 'C', sh: 'S', zh: 'Z', dz: 'D', ts: 'c', tz: 'c',
  ph: 'p', th: 't', dj: 'J', q: 'k', x: 'k', j: 'J', y: 'i', w: 'v', f: 'p',
}; // prettier-ignore
const LOOSE_PATTERN = new RegExp(Object.keys(LOOSE_SOUNDS).join('|'), 'g');

/** One word's loose key: script, case, accents, spelling variants and doubled letters (not digits) folded away. */
export function looseKey(word: string): string {
  return romanize(word)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]/g, '')
    .replace(LOOSE_PATTERN, (sound) => LOOSE_SOUNDS[sound] ?? sound)
    .replace(/([a-zA-Z])\1+/g, '$1');
}

/** Ordinals of lane and microdistrict names in the three languages ("2nd", "მე-2", "1-ლი", "2-й") become "2". */
const ORDINALS: readonly [RegExp, string][] = [
  [/(\d+)(?:st|nd|rd|th)(?![\p{L}\p{N}])/giu, '$1'],
  [/მე-(\d+)/gu, '$1'],
  [/(\d+)-ლი/gu, '$1'],
  [/(\d+)-(?:ый|ий|ой|й|ая|я)(?!\p{L})/giu, '$1'],
];

const WORD_SEPARATOR = /[^\p{L}\p{N}]+/u;

/** The loose keys of the words of a name or a query, in order, without empty ones. */
export function looseWords(text: string): string[] {
  const withOrdinals = ORDINALS.reduce((value, [pattern, to]) => value.replace(pattern, to), text);
  return withOrdinals
    .split(WORD_SEPARATOR)
    .map(looseKey)
    .filter((key) => key !== '');
}

/** A house number as people type it: digits with at most one letter ("45", "12a", "7ბ"). */
export const HOUSE_NUMBER_SOURCE = String.raw`\d{1,4}[a-zა-ჰа-я]?`;
const WHOLE_HOUSE_NUMBER = new RegExp(`^${HOUSE_NUMBER_SOURCE}$`, 'u');

export const isHouseNumber = (value: string) => WHOLE_HOUSE_NUMBER.test(value);

/** A house number standing alone, so that ordinals ("2nd", "მე-2") are not taken for one; "#" or "№" may precede it. */
const HOUSE_NUMBER_IN_QUERY = new RegExp(`(?<=^|[\\s,#№])${HOUSE_NUMBER_SOURCE}(?=$|[\\s,])`, 'gu');

export interface ParsedQuery {
  /** The loose keys of the words left once the house number is taken out. */
  words: string[];
  houseNumber?: string;
}

/**
 * Splits a query into words and a house number. The last standing number is the house ("Gldani 3
 * microdistrict 12"); earlier ones stay words and can match ordinals.
 */
export function parseQuery(query: string): ParsedQuery {
  const text = query.normalize('NFC').toLowerCase();
  const last = [...text.matchAll(HOUSE_NUMBER_IN_QUERY)].at(-1);
  if (!last) return { words: looseWords(text) };
  const rest = text.slice(0, last.index) + ' ' + text.slice(last.index + last[0].length);
  return { words: looseWords(rest), houseNumber: last[0] };
}

/** A house number as written in an English address: a Georgian or Cyrillic letter suffix romanised ("7ბ" → "7b"). */
export function englishHouseNumber(houseNumber: string): string {
  return romanize(houseNumber);
}

/** A stable, URL-safe identifier from an English name: "Erekle II Street" → "erekle-ii-street". */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Edit distance (with transpositions) between `query` and `target`, and between `query` and the closest
 * prefix of `target` (for a word still being typed). Past `limit` the exact figure does not matter: the
 * search stops as soon as every way of continuing costs more, which is after a row or two for most words.
 */
export function editDistances(
  query: string,
  target: string,
  limit = Infinity,
): { whole: number; prefix: number } {
  const columns = target.length + 1;
  let before = new Int32Array(columns);
  let previous = Int32Array.from({ length: columns }, (_, column) => column);
  let current = new Int32Array(columns);
  for (let row = 1; row <= query.length; row++) {
    current[0] = row;
    let rowMinimum = row;
    for (let column = 1; column < columns; column++) {
      const cost = query[row - 1] === target[column - 1] ? 0 : 1;
      let distance = Math.min(
        (previous[column] ?? 0) + 1,
        (current[column - 1] ?? 0) + 1,
        (previous[column - 1] ?? 0) + cost,
      );
      const isTransposition =
        row > 1 &&
        column > 1 &&
        query[row - 1] === target[column - 2] &&
        query[row - 2] === target[column - 1];
      if (isTransposition) distance = Math.min(distance, (before[column - 2] ?? 0) + 1);
      current[column] = distance;
      rowMinimum = Math.min(rowMinimum, distance);
    }
    // No cell of a later row can be below this row's smallest one.
    if (rowMinimum > limit) return { whole: limit + 1, prefix: limit + 1 };
    [before, previous, current] = [previous, current, before];
  }
  return { whole: previous[columns - 1] ?? 0, prefix: Math.min(...previous) };
}
