import { isGeorgianVerb } from '../lexicon/georgian-verbs';
import { wordList } from './word-list';

/** Two-letter spellings first, so "sh" becomes შ before "s" becomes ს. */
const DIGRAPHS: readonly [string, string][] = [
  ['sh', 'შ'],
  ['ch', 'ჩ'],
  ['ts', 'ც'],
  ['dz', 'ძ'],
  ['kh', 'ხ'],
  ['gh', 'ღ'],
  ['zh', 'ჟ'],
];

const LETTERS: Readonly<Record<string, string>> = {
  a: 'ა',
  b: 'ბ',
  g: 'გ',
  d: 'დ',
  e: 'ე',
  v: 'ვ',
  z: 'ზ',
  t: 'თ',
  i: 'ი',
  k: 'კ',
  l: 'ლ',
  m: 'მ',
  n: 'ნ',
  o: 'ო',
  p: 'პ',
  r: 'რ',
  s: 'ს',
  u: 'უ',
  f: 'ფ',
  q: 'ქ',
  y: 'ყ',
  c: 'ც',
  w: 'წ',
  x: 'ხ',
  j: 'ჯ',
  h: 'ჰ',
};

/** Latin words that keep their meaning in a Georgian message (units, currencies). */
const KEEP_LATIN = new Set(['usd', 'gel', 'k', 'm', 'm2', 'sqm', 'max', 'min']);

function transliterateWord(word: string, digraphs = DIGRAPHS): string {
  let result = '';
  for (let index = 0; index < word.length;) {
    const pair = digraphs.find(([latin]) => word.startsWith(latin, index));
    if (pair) {
      result += pair[1];
      index += 2;
      continue;
    }
    const letter = word[index] ?? '';
    result += LETTERS[letter] ?? letter;
    index += 1;
  }
  return result;
}

/**
 * Latin has one letter where Georgian has an aspirate and an ejective (t: თ/ტ, k: ქ/კ, p: ფ/პ, ts: ც/წ,
 * ch: ჩ/ჭ, q: ქ/ყ); folded to one, a loose spelling compares equal to the word it means.
 */
const FOLD: Readonly<Record<string, string>> = { ტ: 'თ', კ: 'ქ', პ: 'ფ', წ: 'ც', ჭ: 'ჩ', ყ: 'ქ' };
const fold = (word: string) => word.replace(/[ტკპწჭყ]/gu, (letter) => FOLD[letter] ?? letter);

/** The vocabulary stem a transliterated word starts with, compared folded. */
const stemOf = (georgian: string) => {
  const folded = fold(georgian);
  return GEORGIAN_STEMS.find((stem) => folded.startsWith(fold(stem)));
};

/** "ts" is ც or a stem's t before the ending "-s" ("biujets" = ბიუჯეტს): both readings are tried. */
const T_THEN_S = DIGRAPHS.filter(([latin]) => latin !== 'ts');
const readings = (word: string) =>
  word.includes('ts')
    ? [transliterateWord(word), transliterateWord(word, T_THEN_S)]
    : [transliterateWord(word)];

/** The first reading of a Latin word that starts with a vocabulary stem, with that stem. */
function stemmedReading(word: string): { georgian: string; stem: string } | undefined {
  for (const georgian of readings(word)) {
    const stem = stemOf(georgian);
    if (stem) return { georgian, stem };
  }
  return undefined;
}

/** A Latin word in Georgian letters, spelled as the vocabulary spells it ("remontit" → "რემონტით"). */
function toGeorgian(word: string): string {
  const reading = stemmedReading(word);
  return reading ? reading.stem + reading.georgian.slice(reading.stem.length) : transliterateWord(word);
}

export function transliterateToGeorgian(text: string): string {
  return text.replace(/[a-z]+/g, (word) => (KEEP_LATIN.has(word) ? word : toGeorgian(word)));
}

/**
 * In a message that is not Georgian, the Georgian words people borrow ("looking for a bina, 2 otaxiani"):
 * a word of four letters or more that transliterates to a stem of the Georgian vocabulary.
 */
export function transliterateBorrowedWords(text: string): string {
  return text.replace(/[a-z]{4,}/g, (word) => {
    if (KEEP_LATIN.has(word) || ENGLISH_WORDS.has(word)) return word;
    return stemmedReading(word) ? toGeorgian(word) : word;
  });
}

/**
 * Georgian written in Latin letters, as people chat ("vakeshi 2 otaxiani bina 150 atasamde",
 * "dzveli remontit", "qirit"). Such a message is read as Georgian: recognised by endings English does
 * not have (case endings, the enclitic "also" of "vakec", a verb form such as "mawyobs"), the particles no English
 * word is spelled as ("ar", not; "mxolod", only; "magram", but), by words whose transliteration is a word of the Georgian
 * vocabulary, and by the verbs of `lexicon/georgian-verbs.ts` ("gadavixdi", "mchirdeba").
 */
const TRANSLIT_MARKER =
  /^(?:\p{L}+(?:shi|ze|tan|idan|amde|iani)|\p{L}{2,}(?:ec|ac|oc|uc)|\p{L}{3,}obs|otakh\p{L}*|lar(?:i|it|amde|idan)|dolar(?:i|it|amde|idan)|minda|iyideba|vedzeb|ar|mxolod|magram)$/u;

/** Stems of the Georgian words people write in Latin letters (in Georgian letters, as transliterated). */
const GEORGIAN_STEMS = wordList(`ბინ | ოთახ | საძინებ | სართულ | აივან | ქირ | იყიდ | ვეძებ | ძველ | ახალ |
  რემონტ | აშენებ | კარკას | ავეჯ | ათას | მილიონ | კორპუს | სახლ | ბიუჯეტ | ფასი | სადაც | ოღონდ |
  სველი | წერტილ | გარემონტ | მშენებარ | კატ | ძაღლ | ცხოველ | ლიფტ | კონდიციონერ | პარკინგ | მეტი | მეტს | ნაკლებ`);

const ENGLISH_WORDS = new Set(
  wordList(`the | and | with | for | in | up | to | under | room | rooms | bedroom | bedrooms | flat |
    apartment | house | looking | need | want | lift | lifts | parking`),
);

// "lift", "parking": English words that share a Georgian stem are no sign of Georgian.
const isMarker = (word: string) =>
  !ENGLISH_WORDS.has(word) &&
  (TRANSLIT_MARKER.test(word) ||
    stemmedReading(word) !== undefined ||
    readings(word).some((reading) => isGeorgianVerb(reading)));

/**
 * Two signs of Georgian outweighing the English words, or a short message made only of Georgian words
 * ("qirit"). `georgianWords` counts words already read as Georgian (typed on the keyboard layout).
 */
export function looksLikeGeorgianTranslit(text: string, georgianWords = 0): boolean {
  const words = text.match(/[a-z]+/g);
  if (!words) return false;
  const latin = words.filter((word) => !KEEP_LATIN.has(word));
  const markers = latin.filter(isMarker).length + georgianWords;
  const english = latin.filter((word) => ENGLISH_WORDS.has(word)).length;
  return (markers >= 2 && markers > english) || (markers >= 1 && markers === latin.length + georgianWords);
}
