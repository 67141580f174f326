import type { DistrictOption } from '../assistant.types';
import { GAZETTEER } from '../lexicon/gazetteer';
import { editDistance, isAdjacentSwap } from '../text/edit-distance';
import { isSpelledRight } from '../text/spelling';
import { wordList } from '../text/word-list';

type Script = 'ka' | 'ru' | 'latin';

/** One word of a district name, ready for matching in any grammatical case. */
export interface NameWord {
  full: string;
  /** Without its final vowel: the part every case form starts with (ვაკ-ეში, ვაკ-ის, сабуртал-о). */
  base: string;
  /** The final vowel the base dropped ('' when the word ends in a consonant). */
  vowel: string;
  /**
   * A Georgian genitive before the head noun ("პეკინის გამზირი", "ევროპის მოედანი"): said alone, the word
   * takes its own case with its own final vowel ("პეკინზე", "ჭავჭავაძეზე"), so the base is the word
   * without "-ის" and any vowel may follow it.
   */
  isGenitive: boolean;
  script: Script;
  /** The last word of the name carries the case ending; earlier words may be cut (ძველ თბილისში). */
  isLast: boolean;
  /** Typos forgiven in this word (places are held to fewer: more of them, more near misses). */
  maxTypos: number;
  /** A word such as "university", "square": never a name alone, and may be written short ("uni", "sq"). */
  isGeneric: boolean;
}

export interface DistrictName {
  district: DistrictOption;
  /** Named by a metro station ("near Delisi station" asks for the metro too). */
  isMetroStation: boolean;
  words: NameWord[];
  /** Words that name the district alone ("Nutsubidze" for Nutsubidze Plateau). */
  distinctive: NameWord[];
}

/** Words shared by several names or meaning something else alone: they never name a district alone. */
const GENERIC = new Set(
  wordList(`old | new | lake | plateau | massive | massif | boulevard | cape | green | didi | big | city |
    tbilisi | batumi | старый | новый | озеро | плато | массив | дигомский | бульвар | мыс | зеленый |
    диди | тбилиси | батуми | ძველი | ახალი | ტბა | პლატო | მასივი | ბულვარი | კონცხი | მწვანე | დიდი |
    თბილისი | ბათუმი | town | square | avenue | park | cathedral | holy | university | state | medical |
    technical | theatre | arena | baths | moedani | город | площадь | проспект | парк | собор | университет |
    государственный | медицинский | технический | театр | бани | арена | ქალაქი | მოედანი | გამზირი | პარკი |
    ტაძარი | უნივერსიტეტი | სახელმწიფო | სამედიცინო | ტექნიკური | თეატრი | აბანოები | არენა | tower | კოშკი |
    башня | garden | ბაღი | сад | bazaar | ბაზარი | рынок | railway | station | central | რკინიგზის | სადგური |
    street | улица | ქუჩა`),
);

/**
 * The short forms of those words beyond a plain cut ("uni", "univ", "ave" are cuts of three letters or more):
 * "sq", "st", "пл.", "пр.", "ул.", "ун-т".
 */
const SHORT_FORMS: ReadonlyMap<string, string> = new Map([
  ['sq', 'square'],
  ['st', 'street'],
  ['ул', 'улица'],
  ['пл', 'площадь'],
  ['пр', 'проспект'],
  ['ун-т', 'университет'],
]);

/** "medical uni", "europe sq", "пл. Свободы": a generic word written short costs as much as a typo. */
const isShortFor = (token: string, word: NameWord) =>
  word.isGeneric &&
  ((token.length >= 3 && token.length < word.full.length && word.full.startsWith(token)) ||
    SHORT_FORMS.get(token) === word.full);

/**
 * A word of its language ("there", "ისინი": they, "ავალთ": we will go up, "bonus") is no typo of a name however close,
 * unless it is the name's base, whole or with the vowel of its last syllable dropped as declension drops it, and a case
 * ending ("ავლაბრის" of ავლაბარი, "ისნის", "Городке" of Городок, "Лисьего" of Лиси).
 */
function isOtherWord(token: string, word: NameWord): boolean {
  if (!isSpelledRight(token)) return false;
  const syncopated = word.base.replace(/[აეიოუаеиоуыэюя](?=[^აეიოუаеиоуыэюя]+$)/u, '');
  const stem = [word.base, syncopated].find((form) => token.startsWith(form));
  if (stem === undefined) return true;
  const ending = ENDINGS[word.script];
  const rest = token.slice(stem.length).replace(/^ь/u, '');
  return !(
    ending.test(rest) ||
    (word.vowel !== '' && rest.startsWith(word.vowel) && ending.test(rest.slice(1)))
  );
}

/** Case endings after the base (the vowel already removed), per script. */
const ENDINGS: Record<Script, RegExp> = {
  ka: /^(?:ში|ზე|ს|ით|დან|თან|სთან|სკენ|ად|მდე|სთვის|ის|იდან|ისკენ|ისთვის)?ც?$/u,
  ru: /^(?:[аеиоуыэюяь]|ой|ей|ом|ем|ам|ям|ах|ях|ами|ями|ого|его|ому|ему|ую|юю|ая|яя|ое|ее|ий|ый|ие|ые|их|ым|им|ыми|ими|ью|ею)?$/u,
  latin: /^(?:shi|ze|s|is|idan|dan|tan|stan|ad|'s)?$/u,
};

const scriptOf = (word: string): Script =>
  /[\u10d0-\u10ff]/u.test(word) ? 'ka' : /[\u0400-\u04ff]/u.test(word) ? 'ru' : 'latin';

/**
 * Typo allowance by length: none for short names, one for most, two for long ones. Latin spellings of
 * Georgian names vary more ("Dighomi masivi", "Digomi massiv"), so they get the second typo sooner.
 */
const allowedTypos = (length: number, script: Script) =>
  length >= (script === 'latin' ? 7 : 8) ? 2 : length >= 4 ? 1 : 0;

/** The places' allowance: one typo from five letters, two from eight, in every script. */
const placeTypos = (length: number) => (length >= 8 ? 2 : length >= 5 ? 1 : 0);

function nameWord(full: string, isLast: boolean, isPlace: boolean): NameWord {
  const script = scriptOf(full);
  const vowels = script === 'ka' ? /[აეიოუ]$/u : script === 'ru' ? /[аеиоуыэюяйь]+$/u : /[aeiouy]$/u;
  const isGenitive = script === 'ka' && !isLast && full.length >= 6 && full.endsWith('ის');
  const vowel = isGenitive ? 'ის' : (vowels.exec(full)?.[0] ?? '');
  const maxTypos = isPlace ? placeTypos(full.length) : allowedTypos(full.length, script);
  const base = full.slice(0, full.length - vowel.length);
  // A generic noun in the genitive is as generic ("სადგურის მოედანი": of the station).
  const isGeneric = GENERIC.has(full) || (isGenitive && GENERIC.has(`${base}ი`));
  return { full, base, vowel, isGenitive, script, isLast, maxTypos, isGeneric };
}

const splitName = (name: string) =>
  name
    .toLowerCase()
    .replace(/ё/g, 'е')
    .split(/[\s-]+/u)
    .filter((word) => word.length > 0);

function districtName(
  district: DistrictOption,
  name: string,
  place?: { isMetroStation: boolean },
): DistrictName {
  const parts = splitName(name);
  const words = parts.map((part, index) => nameWord(part, index === parts.length - 1, place !== undefined));
  const distinctive = words.filter((word) => !word.isGeneric);
  return { district, isMetroStation: place?.isMetroStation ?? false, words, distinctive };
}

/** The names of every district in the three languages, and of the places in it, split into words. */
export function districtNames(districts: readonly DistrictOption[]): DistrictName[] {
  return districts.flatMap((district) => [
    ...[district.nameGeo, district.nameEng, district.nameRus].map((name) => districtName(district, name)),
    ...GAZETTEER.filter((place) => place.district === district.nameEng).flatMap((place) =>
      place.names.map((name) => districtName(district, name, place)),
    ),
  ]);
}

/**
 * How far `token` is from a case form of `word`: 0 for an exact form ("ვაკეში", "на Сабуртало"),
 * 1–2 for typos ("saburtlo", "глданни", "დიღმის"), undefined when it is not the word.
 */
export function wordCost(token: string, word: NameWord): number | undefined {
  // Russian's "дж" comes through into Latin as "dzh" where Georgian names are written with "j" ("Vashlidzhvari").
  if (word.script === 'latin' && token.includes('dzh')) return wordCost(token.replaceAll('dzh', 'j'), word);
  if (isShortFor(token, word)) return 1;
  const ending = ENDINGS[word.script];
  if (token.startsWith(word.base)) {
    const rest = token.slice(word.base.length);
    const ownVowel = word.isGenitive ? /^[აეიოუ]/u.exec(rest)?.[0] : undefined;
    const afterVowel =
      word.vowel !== '' && rest.startsWith(word.vowel)
        ? rest.slice(word.vowel.length)
        : ownVowel !== undefined
          ? rest.slice(1)
          : undefined;
    // The bare base of a name ending in a vowel ("ვაკ", "varketil") is no case form: a typo at most.
    const isBareBase = rest === '' && word.vowel !== '' && word.isLast;
    if (!isBareBase && (ending.test(rest) || (afterVowel !== undefined && ending.test(afterVowel)))) return 0;
  }
  // A short name with two letters swapped ("Vkae", "Вреа") is a slip; any other slip of a four-letter word is too far.
  if (
    token.length === 4 &&
    word.maxTypos > 0 &&
    token[0] === word.full[0] &&
    isAdjacentSwap(token, word.full)
  )
    return isOtherWord(token, word) ? undefined : 1;
  if (token.length < 5 || token[0] !== word.full[0] || isOtherWord(token, word)) return undefined;
  const limit = word.maxTypos;
  if (limit === 0) return undefined;
  let best: number | undefined;
  for (let cut = 0; cut <= Math.min(6, token.length - 3); cut += 1) {
    const rest = token.slice(token.length - cut);
    if (!ending.test(rest) && !(word.vowel && rest.startsWith(word.vowel) && ending.test(rest.slice(1))))
      continue;
    const stem = token.slice(0, token.length - cut);
    const distance = Math.min(editDistance(stem, word.base, limit), editDistance(stem, word.full, limit));
    if (distance <= limit && (best === undefined || distance < best)) best = distance;
  }
  return best ?? slipAcrossEnding(token, word, limit);
}

/** The case forms people write most, per script: where a slip may straddle the base and the ending. */
const COMMON_ENDINGS: Record<Script, readonly string[]> = {
  ka: ['ში', 'ზე', 'ს', 'ის', 'ით', 'თან', 'დან', 'ისკენ'],
  ru: ['е', 'а', 'у', 'ом', 'ой', 'ем'],
  latin: ['shi', 'ze', 's'],
};

/**
 * A slip that straddles the base and the ending ("ვერზაე" for ვერაზე, "ვაკშეი" for ვაკეში) leaves no
 * ending to cut: the token is compared with the common case forms whole.
 */
function slipAcrossEnding(token: string, word: NameWord, limit: number): number | undefined {
  let best: number | undefined;
  for (const ending of COMMON_ENDINGS[word.script]) {
    for (const form of [word.full + ending, word.base + ending]) {
      if (Math.abs(form.length - token.length) > limit) continue;
      const distance = editDistance(token, form, limit);
      if (distance <= limit && (best === undefined || distance < best)) best = distance;
    }
  }
  return best;
}
