import { WISH_KEYS, WISH_WEIGHTS, type WishKey } from '@sakhli/shared/schemas/assistant';
import { isIndifferentAfter, isLetGoBefore, SAID_ABOUT, TOPIC_AFTER } from '../lexicon/indifference';
import { SELF_NEGATING, VIEW_KEYS, WISH_WORDS } from '../lexicon/wish-words';
import {
  findPhrases,
  isNegatedAfter,
  isNotAMustAfter,
  phrasePattern,
  spreadNegation,
  type PhraseHit,
} from '../text/phrases';
import { alternation } from '../text/word-list';
import type { Findings } from './findings';

const PATTERNS = new Map<WishKey, RegExp>(WISH_KEYS.map((key) => [key, phrasePattern(WISH_WORDS[key])]));

/** Specific views first, so "sea view" is not read as a plain "view" as well. */
const ORDER: readonly WishKey[] = [...VIEW_KEYS, ...WISH_KEYS.filter((key) => !VIEW_KEYS.includes(key))];

const once = (pattern: RegExp) => new RegExp(pattern.source, 'u');
const MUST = once(
  phrasePattern(String.raw`must | must have | required | necessarily | definitely | important |
  (?<!не )обязательн\p{L}* | непременно | главное | важно | აუცილებლ\p{L}* | მთავარია | მნიშვნელოვანია`),
);
// "плюс" alone is a plus when it ends what is said of a thing ("балкон — плюс"); before a noun it is "and" ("плюс хомяк").
// A condition on the flat having it ("თუ ავტოსადგომიც ექნება", "если в доме будет лифт", "if there's a lift") makes
// the thing welcome, not a must, whatever words stand between.
const NICE = once(
  phrasePattern(String.raw`would be (?:nice|great|good|cool|a plus|a bonus) | would love | nice to have |
  good to have | (?:is |are )?(?:a plus|a bonus) | preferabl\p{L}* | preferred | ideally | if possible | if it has one |
  желател\p{L}* | предпочтительн\p{L}* | хорошо бы | по возможности | было бы (?:хорошо|отлично|неплохо|здорово) |
  будет плюсом | (?:как|будет) плюс | плюс(?=\s*(?:[^\s\p{L}]|$)) | не помеша\p{L}* | не повред\p{L}* | სასურველი\p{L}* | კარგი იქნება |
  კარგი იქნებოდა | კარგია | უპირატესობა | პლუსი(?: იქნება)? | (?:as |like )?an? (?:nice |added )?(?:extra|bonus) |
  (?:как |будет )?бонус\p{L}* | ბონუს\p{L}* | ურიგო არ იქნება | თუ შეიძლება |
  თუ (?:\p{L}+ ){0,3}(?:ექნება|იქნება|აქვს) | если (?:\p{L}+ ){0,3}(?:будет|есть) | if there(?:'s| is| are)`),
);

/** A clause that hangs on the one before it: "хорошо бы, чтобы с животными пускали", "it'd be nice, if …". */
const SUBORDINATE = /^\s*(?:чтобы|что|если|if|that|რომ|თუ)(?![\p{L}])/u;

/**
 * The clause (between commas) around a position: a weight word applies to the wishes of its clause, and of a clause
 * that hangs on it.
 */
function clauseAt(text: string, index: number): string {
  const breakBefore = (at: number) =>
    Math.max(text.lastIndexOf(',', at), text.lastIndexOf('.', at), text.lastIndexOf(';', at));
  let start = breakBefore(index);
  if (start >= 0 && text[start] === ',' && SUBORDINATE.test(text.slice(start + 1)))
    start = breakBefore(start - 1);
  const ends = [',', '.', ';'].map((mark) => text.indexOf(mark, index)).filter((end) => end >= 0);
  return text.slice(start + 1, ends.length > 0 ? Math.min(...ends) : text.length);
}

/** The sentence around a position: "лифт не обязателен, но желателен" is one. */
function sentenceAt(text: string, index: number): string {
  const start = Math.max(text.lastIndexOf('.', index), text.lastIndexOf(';', index));
  const ends = ['.', ';'].map((mark) => text.indexOf(mark, index)).filter((end) => end >= 0);
  return text.slice(start + 1, ends.length > 0 ? Math.min(...ends) : text.length);
}

/** "a lift is not a must, but preferably yes", "балкон не обязателен, но желателен": a must turned into a wish. */
const isDowngraded = (text: string, hit: PhraseHit) =>
  isNotAMustAfter(text.slice(hit.index + hit.length, hit.index + hit.length + 40)) &&
  NICE.test(sentenceAt(text, hit.index));

function weightIn(clause: string): number {
  if (MUST.test(clause)) return WISH_WEIGHTS.must;
  if (NICE.test(clause)) return WISH_WEIGHTS.nice;
  return WISH_WEIGHTS.normal;
}

/** "the lift requirement", "პარკინგის მოთხოვნა": the thing asked for named as a requirement. */
const REQUIREMENT = /^(?:requirement|condition|требовани\p{L}*|услови\p{L}*|მოთხოვნ\p{L}*)(?![\p{L}])\s*/u;
/** What was said of a thing, then let go of: "what I said about parking, forget it", "ლიფტზე რაც ვთქვი, დაივიწყე". */
const SAID_BEFORE = new RegExp(`(?:${alternation(SAID_ABOUT)})(?: the)?$`, 'u');
const SAID_AFTER = new RegExp(`^${TOPIC_AFTER}(?![\\p{L}])[\\s,]*`, 'u');

/**
 * "пункт про животных снимаем" (the point about pets we take off): "снимать" lets go only of a point of the request
 * named so; after a thing alone it is renting ("двушку с балконом снять").
 */
const POINT_BEFORE = /(?:пункт|требовани\p{L}*|услови\p{L}*)\s+(?:про|о|об|по|насч[её]т)$/u;
const TAKEN_OFF = /^[\s,—-]*(?:сним\p{L}*|снять)(?![\p{L}])/u;

/** Where a wish is let go of: a verb of letting go before it, or indifference after it (past "requirement"). */
function letGoAt(text: string, hit: PhraseHit): 'before' | 'after' | undefined {
  const before = text.slice(Math.max(0, hit.index - 40), hit.index).trimEnd();
  if (isLetGoBefore(before)) return 'before';
  let after = text
    .slice(hit.index + hit.length)
    .trimStart()
    .replace(REQUIREMENT, '');
  if (SAID_AFTER.test(after)) after = after.replace(SAID_AFTER, '');
  else if (SAID_BEFORE.test(before)) after = after.replace(/^[\s,]+/u, '');
  if (POINT_BEFORE.test(before) && TAKEN_OFF.test(after)) return 'after';
  return isIndifferentAfter(after) ? 'after' : undefined;
}

/**
 * "so that is no longer important", "так что это уже неважно", "ამიტომ ეს აღარ არის საჭირო": a demonstrative let go of
 * stands for the thing named last before it. Not "it", which as often stands for the flat ("it doesn't matter which floor").
 */
const THAT = /(?:^|[\s,.;—-])(?:that|this|это|оно|ეს|ეგ)\s+/gu;

function letGoByPronoun(text: string, phrases: readonly { hit: PhraseHit }[]): void {
  for (const match of text.matchAll(THAT)) {
    const after = text.slice(match.index + match[0].length);
    if (!isIndifferentAfter(after) && !isNegatedAfter(after)) continue;
    const named = phrases.filter(({ hit }) => hit.index < match.index).at(-1);
    if (named) Object.assign(named.hit, { isNegated: true, negation: 'after' });
  }
}

/**
 * Soft wishes ("with a balcony", "тихое место", "მეტროსთან ახლოს") with their weight; a negated
 * one ("парковка не нужна") is removed from the conversation's wishes.
 */
export function readWishes(text: string, findings: Findings): PhraseHit[] {
  const hits: PhraseHit[] = [];
  const phrases: { key: WishKey; hit: PhraseHit }[] = [];
  const viewSpans: [number, number][] = [];
  for (const key of ORDER) {
    for (const hit of findPhrases(text, PATTERNS.get(key) as RegExp)) {
      hits.push(hit);
      // The "view" of "sea view" is no wish of its own.
      if (key === 'view' && viewSpans.some(([start, end]) => hit.index >= start && hit.index < end)) continue;
      if (VIEW_KEYS.includes(key)) viewSpans.push([hit.index, hit.index + hit.length]);
      phrases.push({ key, hit });
    }
  }
  phrases.sort((a, b) => a.hit.index - b.hit.index);
  // "pets don't matter anymore", "лифт уже не важен", "ლიფტს მნიშვნელობა არ აქვს": indifference lets a wish go, as
  // does a verb of letting go before it ("drop the lift requirement").
  for (const { hit } of phrases) {
    if (hit.isNegated) continue;
    const negation = letGoAt(text, hit);
    if (negation) Object.assign(hit, { isNegated: true, negation });
  }
  letGoByPronoun(text, phrases);
  spreadNegation(
    text,
    phrases.map(({ hit }) => hit),
  );
  for (const { key, hit } of phrases) {
    const isWishedStill = hit.isNegated && isDowngraded(text, hit);
    // The last word on a thing decides: "the dog stays with my parents, so pets no longer matter".
    if (hit.isNegated && !SELF_NEGATING.has(key) && !isWishedStill) {
      findings.removedWishes.add(key);
      findings.wishes = findings.wishes.filter((wish) => wish.key !== key);
      continue;
    }
    findings.removedWishes.delete(key);
    const weight = isWishedStill ? WISH_WEIGHTS.nice : weightIn(clauseAt(text, hit.index));
    const existing = findings.wishes.find((wish) => wish.key === key);
    if (existing) existing.weight = Math.max(existing.weight, weight);
    else findings.wishes.push({ key, weight });
  }
  return hits;
}
