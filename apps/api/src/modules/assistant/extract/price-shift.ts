import { isCurrency } from '../lexicon/units';
import { isNumber, type Token } from '../text/token';
import { knownWords } from '../text/vocabulary';
import type { Findings } from './findings';

const DOWN = knownWords(
  /^(?:lower|reduce|decrease|cut|drop|cheaper|less|down|дешевле|подешевле|сниз\p{L}*|сниж\p{L}*|уменьш\p{L}*|меньше|ниже|ჩამოწიე|ჩამოაკელი|დაწიე|დააკელი|შეამცირე|იაფ\p{L}*|ნაკლებ\p{L}*)$/u,
);
const UP = knownWords(
  /^(?:raise|increase|up|more|pricier|дороже|подними|поднять|подним\p{L}*|увелич\p{L}*|больше|выше|добав\p{L}*|აწიე|გაზარდე|მოუმატე|დაამატე|ძვირ\p{L}*|მეტ\p{L}*)$/u,
);
/** "by 10k", "на 10 тысяч"; Georgian says it with the instrumental: "10 ათასით". */
const BY = /^(?:by|на)$/u;
const INSTRUMENTAL = /ით$/u;
/** "20k more", "10k less": the direction right after the amount says it is one. */
const COMPARATIVE_AFTER = /^(?:more|less|cheaper|дешевле|дороже)$/u;

/** The direction word within a few words of the amount, if any: -1 lower, 1 higher. */
function directionNear(tokens: readonly Token[], index: number): number {
  for (const token of tokens.slice(Math.max(0, index - 5), index + 4)) {
    if (DOWN.test(token.text)) return -1;
    if (UP.test(token.text)) return 1;
  }
  return 0;
}

/**
 * "lower the budget by 10k", "на 10 тысяч дешевле", "10 ათასით ჩამოწიე": an amount the price moves by,
 * not a price. The merge adds it to the conversation's bounds.
 */
export function readPriceShift(tokens: Token[], text: string, findings: Findings): void {
  for (const [index, token] of tokens.entries()) {
    if (!isNumber(token) || token.isUsed || token.isOrdinal) continue;
    let end = index + 1;
    while (end < tokens.length && isCurrency(tokens, end) > 0) end += isCurrency(tokens, end);
    const isBy =
      BY.test(tokens[index - 1]?.text ?? '') ||
      (isCurrency(tokens, index - 1) > 0 && BY.test(tokens[index - 2]?.text ?? '')) ||
      INSTRUMENTAL.test(text.slice(token.start, tokens[end - 1]?.end)) ||
      tokens[end]?.text === 'ით' ||
      COMPARATIVE_AFTER.test(tokens[end]?.text ?? '');
    const direction = isBy ? directionNear(tokens, index) : 0;
    if (direction === 0) continue;
    findings.priceShift = direction * token.value;
    for (let used = index; used < end; used += 1) (tokens[used] as Token).isUsed = true;
    if (tokens[end]?.text === 'ით') (tokens[end] as Token).isUsed = true;
    return;
  }
}
