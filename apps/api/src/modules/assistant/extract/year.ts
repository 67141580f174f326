import { wordsAfter, wordsBefore } from '../quantity';
import { isNumber, type Token } from '../text/token';
import type { Findings } from './findings';

/** Public Registry codes: 01.14.14.009.032, flats add .01.028. */
const CADASTRAL_CODE = /(?<![\d.])\d{2}\.\d{2}\.\d{2}\.\d{3}\.\d{3}(?:\.\d{2}\.\d{3})?(?![\d.])/u;

/**
 * Takes a cadastral code out of the text before numbers are read (its dots would read as decimals),
 * keeping every other character where it was.
 */
export function readCadastralCode(text: string, findings: Findings): string {
  const match = CADASTRAL_CODE.exec(text);
  if (!match) return text;
  findings.cadastralCode = match[0];
  return text.slice(0, match.index) + ' '.repeat(match[0].length) + text.slice(match.index + match[0].length);
}

/** Words around a year that say it is a building year ("built in", "года постройки", "წლის აშენებული"). */
const YEAR_BEFORE =
  /(?:^|\s)(?:built|build|constructed|built in|constructed in|built before|before|older than|старше|раньше|year|since|after|from|newer than|later than|not older than|построен\p{L}*|постройк\p{L}*|после|с|от|не старше|позже|новее|год)$/u;
const YEAR_AFTER =
  /^(?:year|built|or newer|and newer|or later|\+|год\p{L}*|г|постройки|წ|წლ\p{L}*|წელ\p{L}*|აშენებ\p{L}*)(?:\s|$)/u;

/** The word for a year right after it, taken with it so no duration reads it. */
const YEAR_WORD = /^(?:year|год\p{L}*|г|წ|წლ\p{L}*|წელ\p{L}*)$/u;

/** "after 2015", "после 2018", "2020 წლის შემდეგ": the first year after. */
const AFTER_BEFORE = /(?:^|\s)(?:after|newer than|later than|после|позже|новее)$/u;
const AFTER_AFTER = /(?:^|\s)(?:შემდეგ|მერე)(?:\s|$)/u;
/** "before 1990", "старше 1980", "2000 წლამდე": the filter only holds a lower bound: not set. */
const BEFORE_WORDS = /(?:^|\s)(?:before|older than|до|старше|раньше)$/u;
const BEFORE_AFTER = /^(?:წლ\p{L}* )?მდე(?:\s|$)/u;

/**
 * A building year: only with words that say so (a bare 2000 can be a price). The filter keeps listings
 * built in that year or later, so "after 2015" asks for 2016.
 */
export function readBuildingYear(tokens: Token[], findings: Findings): void {
  for (const [index, token] of tokens.entries()) {
    if (!isNumber(token) || token.isUsed || token.multiplier || !Number.isInteger(token.value)) continue;
    if (token.value < 1800 || token.value > 2100) continue;
    const before = wordsBefore(tokens, index, 3);
    const after = wordsAfter(tokens, index + 1, 3);
    if (!YEAR_BEFORE.test(before) && !YEAR_AFTER.test(after)) continue;
    token.isUsed = true;
    const unit = tokens[index + 1];
    if (unit && YEAR_WORD.test(unit.text)) unit.isUsed = true;
    if (BEFORE_WORDS.test(before) || BEFORE_AFTER.test(after)) continue;
    findings.buildingYear =
      AFTER_BEFORE.test(before) || AFTER_AFTER.test(after) ? token.value + 1 : token.value;
  }
}
