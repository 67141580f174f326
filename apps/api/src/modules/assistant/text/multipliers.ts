import { isNumber, numberToken, type Token } from './token';
import { halfAt } from './number-words';
import { knownWords } from './vocabulary';

// Russian slang says a thousand "штука" or "косарь" ("80 штук", "2 косаря", "до косаря").
const THOUSAND = knownWords(
  /^(?:k|тыс|тысяч\p{L}*|тыщ\p{L}*|штук\p{L}*|косар\p{L}*|thousands?|thou|grand|ათას\p{L}*|ათ)$/u,
);
// Russian slang says a million "лям" or "лимон" ("3 ляма", "до лимона").
const MILLION = knownWords(
  /^(?:mln|mil|millions?|млн|миллион\p{L}*|мил|лям\p{L}*|лимон\p{L}*|მილიონ\p{L}*|მლნ)$/u,
);
const CURRENCY_AFTER = /^(?:\$|usd|gel|₾|доллар\p{L}*|долл|лари|бакс\p{L}*|დოლარ\p{L}*|ლარ\p{L}*)$/u;
/** A multiplier without a number: "до миллиона", "полмиллиона", "ათას დოლარამდე". */
const ALONE: readonly [RegExp, number][] = [
  [/^(?:пол|полу)-?(?:миллион|лям|лимон)\p{L}*$/u, 500_000],
  [/^(?:миллион\p{L}*|million|лям\p{L}*|лимон\p{L}*|მილიონ\p{L}*)$/u, 1_000_000],
  [/^(?:тысяч[аиу]|штук[аиу]|косар[ьяюе]|ათასი|ათას|ათასა)$/u, 1000],
];

const HALF_BEFORE = /^(?:пол|полу)$/u;

/** Georgian glues "and a half" to the multiplier: "მილიონნახევარი" (1.5 million), "ორი მილიონნახევარი", "ათასნახევრამდე". */
const HALF_GLUED = /^(\p{L}+?)(?:ნახევარ|ნახევრ)\p{L}*$/u;
const gluedHalfOf = (text: string) => HALF_GLUED.exec(text)?.[1];

/** "миллион двести", "лимон триста", "a million two hundred": hundreds after a million without their word are thousands. */
const isBareHundreds = (token: Token | undefined, next: Token | undefined) =>
  isNumber(token) &&
  token.multiplier === undefined &&
  token.value >= 100 &&
  token.value < 1000 &&
  (next === undefined || /^[,.;!?]$/u.test(next.text) || CURRENCY_AFTER.test(next.text));

/**
 * Russian says "about N thousand" with the thousands first, in the genitive plural: "тысяч десять", "штук двадцать
 * пять", "миллионов пять". The word multiplies the number right after it, or after "на" ("тысяч на десять").
 */
const INVERTED: readonly [RegExp, number][] = [
  [/^(?:тысяч|тыщ|штук|косарей)$/u, 1000],
  [/^(?:миллионов|лямов|лимонов)$/u, 1_000_000],
];

/** "m" is a million after a small number ("1.5m"), otherwise metres ("80m"). */
const isMillionM = (token: Token, number: Token & { value: number }) =>
  token.text === 'm' && number.value <= 20;
/** Russian "к" is a thousand after a price ("150к", "2к$") and rooms after a small count ("3к кв"). */
const isThousandK = (token: Token, number: Token & { value: number }, next: Token | undefined) =>
  token.text === 'к' && (number.value >= 10 || (next !== undefined && CURRENCY_AFTER.test(next.text)));

/** "250k-350k": the word that closes a number as a multiplier, before the hyphen of a range. */
export const isMultiplierWord = (text: string) =>
  THOUSAND.test(text) || MILLION.test(text) || text === 'm' || text === 'к';

function multiplierOf(token: Token, number: Token & { value: number }, next: Token | undefined): number {
  const text = gluedHalfOf(token.text) ?? token.text;
  if (THOUSAND.test(text) || isThousandK(token, number, next)) return 1000;
  if (MILLION.test(text) || isMillionM(token, number)) return 1_000_000;
  return 1;
}

/** The millions or thousands said with their half or hundreds after them ("a grand and a half", "лям двести"). */
function addAfterMultiplier(
  token: Token & { value: number },
  tokens: readonly Token[],
  index: number,
): number {
  const multiplier = token.multiplier ?? 1;
  const half = halfAt(tokens, index + 1);
  if (half > 0) {
    token.value += multiplier / 2;
    token.end = (tokens[index + half] as Token).end;
    return half;
  }
  // "тысяча двести", "ათას ორასი", "two thousand five hundred": hundreds said in words after thousands belong to them.
  const next = tokens[index + 1];
  const isHundredsWord =
    isNumber(next) &&
    next.multiplier === undefined &&
    Number.isInteger(next.value) &&
    next.value >= 100 &&
    next.value < 1000 &&
    /\p{L}/u.test(next.text) &&
    !isMultiplierWord(tokens[index + 2]?.text ?? '');
  if (multiplier === 1000 && token.value % 1000 === 0 && isHundredsWord) {
    token.value += next.value;
    token.end = next.end;
    return 1;
  }
  if (multiplier === 1_000_000 && isBareHundreds(tokens[index + 1], tokens[index + 2])) {
    const hundreds = tokens[index + 1] as Token & { value: number };
    token.value += hundreds.value * 1000;
    token.end = hundreds.end;
    return 1;
  }
  return 0;
}

/**
 * "a million two hundred thousand", "миллиона двухсот тысяч", "1 მილიონი 300 ათასი": thousands right after
 * millions are part of the one number.
 */
function addToMillions(result: Token[]): void {
  const [millions, thousands] = result.slice(-2);
  if (!isNumber(millions) || !isNumber(thousands) || millions.multiplier !== 1_000_000) return;
  if (thousands.multiplier !== 1000 || thousands.value >= 1_000_000) return;
  millions.value += thousands.value;
  millions.end = thousands.end;
  result.pop();
}

/** Applies "k", "тыс", "ათასი", "млн", "მილიონი"… to the number before them (once). */
export function applyMultipliers(tokens: Token[]): Token[] {
  const result: Token[] = [];
  let skip = 0;
  for (const [index, token] of tokens.entries()) {
    if (skip > 0) {
      skip -= 1;
      continue;
    }
    const previous = result.at(-1);
    if (isNumber(previous) && previous.multiplier === undefined) {
      const multiplier = multiplierOf(token, previous, tokens[index + 1]);
      if (multiplier > 1) {
        const glued = gluedHalfOf(token.text) === undefined ? 0 : 0.5;
        previous.value = Math.round((previous.value + glued) * multiplier * 100) / 100;
        previous.multiplier = multiplier;
        previous.end = token.end;
        skip = addAfterMultiplier(previous, tokens, index);
        addToMillions(result);
        continue;
      }
    }
    const inverted = INVERTED.find(([pattern]) => pattern.test(token.text));
    const next = tokens[index + 1];
    if (inverted && !isNumber(previous) && isNumber(next) && next.multiplier === undefined) {
      next.value *= inverted[1];
      next.multiplier = inverted[1];
      next.start = token.start;
      continue;
    }
    // "тысяч на пятнадцать" (by about fifteen thousand): the preposition between stays before the number.
    const afterBy = tokens[index + 2];
    if (inverted && !isNumber(previous) && next?.text === 'на' && isNumber(afterBy) && !afterBy.multiplier) {
      afterBy.value *= inverted[1];
      afterBy.multiplier = inverted[1];
      continue;
    }
    const gluedStem = gluedHalfOf(token.text);
    const alone = ALONE.find(([pattern]) => pattern.test(gluedStem ?? token.text));
    if (alone && !isNumber(previous)) {
      // "пол-ляма", "пол миллиона": half of the multiplier, the hyphen or the space split off.
      const half = previous !== undefined && HALF_BEFORE.test(previous.text) ? result.pop() : undefined;
      const value = half ? alone[1] / 2 : gluedStem === undefined ? alone[1] : alone[1] * 1.5;
      const aloneToken = { ...numberToken(token.text, value, half?.start ?? token.start, token.end), value };
      aloneToken.multiplier = alone[1] >= 1_000_000 ? 1_000_000 : 1000;
      if (!half && gluedStem === undefined) skip = addAfterMultiplier(aloneToken, tokens, index);
      result.push(aloneToken);
      continue;
    }
    result.push(token);
  }
  return result;
}
