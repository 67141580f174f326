import { joinCompounds } from './compounds';
import { applyMultipliers, isMultiplierWord } from './multipliers';
import { isNumberWord, readNumberWords } from './number-words';
import { isNumber, numberToken, wordToken, type Token } from './token';

const PIECES = /m2(?![\p{L}\p{N}])|\d+(?:[.,]\d+)*|\p{L}+(?:'\p{L}+)?|[$₾€+~/%²,.;!?-]/gu;

/** "150,000" and "1.200.000" group thousands; "1,2" and "1.5" are decimals. */
function parseDigits(raw: string): number {
  if (/^\d{1,3}(?:[.,]\d{3})+$/.test(raw)) return Number(raw.replace(/[.,]/g, ''));
  return Number(raw.replace(',', '.'));
}

/** "150 000": a group of exactly three digits right after a number continues it. */
function joinSpacedThousands(tokens: Token[]): Token[] {
  const result: Token[] = [];
  for (const token of tokens) {
    const previous = result.at(-1);
    if (
      isNumber(previous) &&
      isNumber(token) &&
      /^\d{3}$/.test(token.text) &&
      /^\d{1,3}(?: \d{3})*$/.test(previous.text) &&
      token.start === previous.end + 1
    ) {
      previous.text = `${previous.text} ${token.text}`;
      previous.value = previous.value * 1000 + token.value;
      previous.end = token.end;
      continue;
    }
    result.push(token);
  }
  return result;
}

/** Abbreviations end in a dot that does not end the sentence ("300 тыс. $", "80 кв. м"). */
const ABBREVIATION =
  /^(?:тыс|млн|долл|дол|кв|м|г|гг|ул|пр|д|т|руб|мин|макс|min|max|approx|sq|k|к|mln|წ|ათ|მლნ|მ|კვ|ქ)$/u;

/** A dot ends a sentence (a clause break for the readers) unless it ends an abbreviation. */
function keepSentenceDots(tokens: Token[]): Token[] {
  return tokens.filter(
    (token, index) => token.text !== '.' || !ABBREVIATION.test(tokens[index - 1]?.text ?? ''),
  );
}

const GEORGIAN_WORD = /^[\u10d0-\u10ff]+$/u;

/** A number word with "-ზე" (on, than) glued to it: "ოთხზე მაღლა" (above four), as "4-ზე მაღლა" is written. */
const NUMBER_ON = /^(\p{L}+)(ზე)$/u;

/**
 * Georgian glues "up to" and "from" to words: "ათასამდე" → "ათასა" + "მდე", "ლარიდან" → "ლარი" + "დან", also with the
 * enclitic "also" after them ("800-მდეც": up to 800 too; the text keeps it for the readers of "also"); and "on" to a
 * number word ("ოთხზე" → "ოთხ" + "ზე").
 */
function splitGeorgianPostpositions(tokens: Token[]): Token[] {
  return tokens.flatMap((token) => {
    const onNumber = NUMBER_ON.exec(token.text);
    const match =
      onNumber?.[1] && isNumberWord(onNumber[1]) ? onNumber : /^(.*?)(მდე|დან)(ც?)$/u.exec(token.text);
    if (!match || !GEORGIAN_WORD.test(token.text)) return [token];
    const [, stem = '', postposition = '', also = ''] = match;
    const middle = token.start + stem.length;
    const end = middle + postposition.length;
    if (stem.length === 0) return also ? [wordToken(postposition, token.start, end)] : [token];
    if (stem.length < 2 || stem.length + postposition.length <= 4) return [token];
    // "ხუთასამდე", "ოცდახუთამდე": a number word's stem takes "ა" before "-მდე".
    const word = stem.endsWith('ა') && isNumberWord(stem.slice(0, -1)) ? stem.slice(0, -1) : stem;
    return [wordToken(word, token.start, middle), wordToken(postposition, middle, end)];
  });
}

/** A number ends at `index`: its digits, or the multiplier or ordinal ending after them ("250k", "2nd", "3-й"). */
const endsNumber = (tokens: readonly Token[], index: number) => {
  const text = tokens[index]?.text ?? '';
  if (isNumber(tokens[index])) return true;
  if (isMultiplierWord(text)) return isNumber(tokens[index - 1]);
  const number = tokens[index - 1]?.text === '-' ? index - 2 : index - 1;
  return ORDINAL_ENDINGS.has(text) && isNumber(tokens[number]);
};

/** A currency sign written before its amount: "$600k-$750k" is a range. */
const SIGN = /^[$₾€£]$/u;

/** A number starts at `index`: its digits, the currency sign before them, or the Georgian ordinal's "მე-". */
const startsNumber = (tokens: readonly Token[], index: number) =>
  isNumber(tokens[index]) ||
  (SIGN.test(tokens[index]?.text ?? '') && isNumber(tokens[index + 1])) ||
  (tokens[index]?.text === 'მე' &&
    (isNumber(tokens[index + 1]) || (tokens[index + 1]?.text === '-' && isNumber(tokens[index + 2]))));

/**
 * A hyphen only means something between two numbers ("60-80", "250k-350k", "2nd-7th", "მე-2-მე-7");
 * elsewhere it joins words ("3-room").
 */
function dropJoiningHyphens(tokens: Token[]): Token[] {
  return tokens.filter((token, index) => {
    if (token.text !== '-' || (endsNumber(tokens, index - 1) && startsNumber(tokens, index + 1))) return true;
    const next = tokens[index + 1];
    if (next && tokens[index - 1]?.end === token.start && next.start === token.end) next.isHyphenated = true;
    return false;
  });
}

/**
 * Words after a number that only decline it: "2-х", "5-ти", the Georgian dative and adverbial ("850-ს ზემოთ", "90-ად");
 * "5th", "5-й" and "მე-5" before it make an ordinal.
 */
const NUMBER_ENDINGS = new Set(['х', 'x', 'ти', 'ми', 'ех', 'ух', 'ს', 'ად']);
const ORDINAL_ENDINGS = new Set([
  'st',
  'nd',
  'rd',
  'th',
  'й',
  'ый',
  'ой',
  'ий',
  'ом',
  'ем',
  'ого',
  'го',
  'я',
  'ая',
  'е',
]);
const FLOOR_WORD = /^(?:этаж|floor|სართულ)/u;

function markOrdinals(tokens: Token[]): Token[] {
  const result: Token[] = [];
  for (const [index, token] of tokens.entries()) {
    const previous = result.at(-1);
    const next = tokens[index + 1];
    if (isNumber(previous) && token.start - previous.end <= 1) {
      if (NUMBER_ENDINGS.has(token.text)) continue;
      const isFloorOrdinal = token.text === 'м' && next !== undefined && FLOOR_WORD.test(next.text);
      if (ORDINAL_ENDINGS.has(token.text) || isFloorOrdinal) {
        previous.isOrdinal = true;
        continue;
      }
    }
    if (token.text === 'მე' && isNumber(next)) {
      next.isOrdinal = true;
      continue;
    }
    result.push(token);
  }
  return result;
}

/** The message as tokens, numbers resolved ("150k" → 150000, "ორი" → 2, "двушка" → 2 + rooms). */
export function tokenize(text: string): Token[] {
  const raw: Token[] = [];
  for (const match of text.matchAll(PIECES)) {
    const piece = match[0];
    const start = match.index;
    const end = start + piece.length;
    raw.push(
      /^\d/.test(piece) ? numberToken(piece, parseDigits(piece), start, end) : wordToken(piece, start, end),
    );
  }
  const spaced = joinSpacedThousands(keepSentenceDots(raw));
  const split = splitGeorgianPostpositions(spaced);
  const words = readNumberWords(split);
  const compounds = joinCompounds(words);
  const ordinals = markOrdinals(dropJoiningHyphens(compounds));
  return applyMultipliers(ordinals);
}
