import { WISH_WEIGHTS } from '@sakhli/shared/schemas/assistant';
import type { DistrictOption } from '../assistant.types';
import { isIndifferentAfter, isLetGoBefore } from '../lexicon/indifference';
import { INSTEAD_OF_AFTER, INSTEAD_OF_BEFORE, NEGATION, REFUSAL } from '../lexicon/negation';
import { isHomeNowClause } from '../lexicon/home-now';
import { isNegatedAfter } from '../text/phrases';
import { alternation } from '../text/word-list';
import { isClauseBreak, type Token } from '../text/token';
import { districtNames, wordCost, type DistrictName, type NameWord } from './district-names';
import type { Findings } from './findings';
import { TOO_DEAR } from './refinements';

interface Candidate {
  district: DistrictOption;
  start: number;
  end: number;
  /** Words of the name matched: a full "Dighomi Massive" beats "Dighomi" at the same place. */
  wordCount: number;
  cost: number;
  isMetroStation: boolean;
}

/** Names by the first letter of their first word: a name can only start at a token with that letter. */
type NameIndex = Map<string, DistrictName[]>;

function indexNames(districts: readonly DistrictOption[]): NameIndex {
  const index: NameIndex = new Map();
  for (const name of districtNames(districts)) {
    const letters = new Set([
      name.words[0]?.full[0] ?? '',
      ...name.distinctive.map((word) => word.full[0] ?? ''),
    ]);
    for (const letter of letters) index.set(letter, [...(index.get(letter) ?? []), name]);
  }
  return index;
}

/**
 * Indexes by the districts' content, so a caller that loads the districts afresh for every message
 * (a new array each time) does not pay for the index again. A few cities' lists at most.
 */
const cache = new Map<string, NameIndex>();
function namesOf(districts: readonly DistrictOption[]): NameIndex {
  const key = districts.map((district) => `${district.id}:${district.nameEng}`).join('|');
  let index = cache.get(key);
  if (!index) {
    if (cache.size >= 16) cache.clear();
    index = indexNames(districts);
    cache.set(key, index);
  }
  return index;
}

/**
 * "not in Vake", "anything but Vake", "кроме Ваке", "вместо Ваке", "ოღონდ არა ვაკეში", a refusal before the name ("I don't
 * want Gldani", "не хочу в Глдани", "არ მინდა გლდანი"), one replaced ("replace Vake with Vera", "замени Ваке на Веру"): the
 * filter holds one district and cannot say "all but one", so an excluded name sets nothing.
 */
const EXCLUDED_BEFORE = new RegExp(
  String.raw`(?:^|\s)(?:${NEGATION}|${REFUSAL}|except|except for|excluding|apart from|other than|(?:anything|anywhere|everything|everywhere|all|whatever|any \p{L}+) but|${INSTEAD_OF_BEFORE}|outside|outside of|forget|forget about|avoid|replace|swap(?: out)?|кроме|за исключением|вне|без|забудь(?: про| о)?|замени\p{L}*|поменя\p{L}*)(?:\s(?:in|on|at|the|в|на|во))?$`,
  'u',
);
/** "ვაკის გარდა", "ვაკის ნაცვლად", "ბათუმში არა", "ვერა აღარ" (no longer), "ვაკე შეცვალე ვერით" (replace). */
const EXCLUDED_AFTER = new RegExp(
  `^(?:გარდა|${INSTEAD_OF_AFTER}|არა|არ|აღარ|აღარა|შე\\p{L}{0,2}ცვალ\\p{L}*)$`,
  'u',
);

function matchAt(tokens: readonly Token[], start: number, words: readonly NameWord[]): number | undefined {
  let cost = 0;
  for (const [offset, word] of words.entries()) {
    const token = tokens[start + offset];
    if (!token || token.isUsed || token.value !== undefined) return undefined;
    const tokenCost = wordCost(token.text, word);
    if (tokenCost === undefined) return undefined;
    cost += tokenCost;
  }
  return cost;
}

function candidatesOf(tokens: readonly Token[], index: NameIndex): Candidate[] {
  const found: Candidate[] = [];
  for (let start = 0; start < tokens.length; start += 1) {
    const token = tokens[start];
    if (!token || token.isUsed || token.value !== undefined) continue;
    for (const name of index.get(token.text[0] ?? '') ?? []) {
      const cost = matchAt(tokens, start, name.words);
      if (cost !== undefined) {
        found.push({
          district: name.district,
          start,
          end: start + name.words.length,
          wordCount: name.words.length,
          cost,
          isMetroStation: name.isMetroStation,
        });
        continue;
      }
      if (name.words.length < 2) continue;
      // "у метро Медицинский", "სამედიცინოს მეტროსთან": a station named by generic words only, its first
      // word said next to the metro; never when that word is itself the word for a station ("a metro
      // station" is any station, not Station Square).
      const first = name.words[0] as NameWord;
      const byFirst =
        name.isMetroStation && name.distinctive.length === 0 && !METRO_WORD.test(first.full) ? [first] : [];
      for (const word of [...name.distinctive, ...byFirst]) {
        if (byFirst.includes(word) && !isNextToMetroWord(tokens, start, start + 1)) continue;
        const partial = matchAt(tokens, start, [{ ...word, isLast: true }]);
        // A part of a longer name costs one more than a whole name ("Nutsubidze" for the plateau).
        if (partial !== undefined)
          found.push({
            district: name.district,
            start,
            end: start + 1,
            wordCount: 1,
            cost: partial + 1,
            isMetroStation: name.isMetroStation,
          });
      }
    }
  }
  return found;
}

/** Particles between a name and the word that excludes it: "ვაკის გარდა", "ავლაბარი კი არა". */
const PARTICLES_AFTER = new Set(['ის', 'კი']);

function isExcluded(tokens: readonly Token[], candidate: Candidate): boolean {
  // Words another reader took end what may exclude the name: "start from scratch: Vake" starts over with Vake.
  const preceding = tokens.slice(Math.max(0, candidate.start - 4), candidate.start);
  const free = preceding.slice(preceding.findLastIndex((token) => token.isUsed) + 1);
  const before = free.map((token) => token.text).join(' ');
  let after = candidate.end;
  while (PARTICLES_AFTER.has(tokens[after]?.text ?? '')) after += 1;
  const excluder = tokens[after]?.text ?? '';
  // "Vera's out": the "'s" is "is".
  const isContracted = /'s$/u.test(tokens[candidate.end - 1]?.text ?? '');
  const following = [
    ...(isContracted ? ['is'] : []),
    ...tokens.slice(candidate.end, candidate.end + 5).map((token) => token.text),
  ].join(' ');
  // "ვაკეში არა, საბურთალოზე" excludes Vake; in "ვაკეში არა პირველ სართულზე" the "არა" negates the floor after it.
  const negatesNext = excluder === 'არა' && /^\p{L}/u.test(tokens[after + 1]?.text ?? '');
  return (
    SAID_DEAR.test(following) ||
    EXCLUDED_BEFORE.test(before) ||
    (EXCLUDED_AFTER.test(excluder) && !negatesNext) ||
    isIndifferentAfter(following) ||
    isNegatedAfter(following) ||
    isLetGoBefore(before) ||
    (SPLIT_VERB.test(before) && SPLIT_PARTICLE.test(excluder))
  );
}

/**
 * "Vake is too pricey", "Ваке всё-таки дороговато", "ვაკე მაინც ძვირია", "ვაკე ჩვენთვის ძვირია": said of a district, it drops
 * the district.
 */
const SAID_DEAR = new RegExp(
  String.raw`^(?:(?:is|are|'s|a bit|rather|still|after all|for us|for me|все таки|мне|нам|для нас|для меня|მაინც|ცოტა|ჩვენთვის|ჩემთვის) )*(?:${alternation(TOO_DEAR)})(?![\p{L}])`,
  'u',
);
const DEAR_THERE = new RegExp(
  String.raw`(?:^|\s)(?:там|there|it's|იქ)(?:\s\p{L}+){0,2}\s(?:${alternation(TOO_DEAR)})(?![\p{L}])`,
  'u',
);
const isSaidDear = (tokens: readonly Token[], candidate: Candidate) =>
  SAID_DEAR.test(
    tokens
      .slice(candidate.end, candidate.end + 5)
      .map((token) => token.text)
      .join(' '),
  );

/** Whether the clause (between punctuation) around a candidate speaks of the home one has or had. */
function isHomeClause(tokens: readonly Token[], candidate: Candidate): boolean {
  let start = candidate.start;
  while (start > 0 && !isClauseBreak(tokens[start - 1])) start -= 1;
  let end = candidate.end;
  while (end < tokens.length && !isClauseBreak(tokens[end])) end += 1;
  return isHomeNowClause(
    tokens
      .slice(start, end)
      .map((token) => token.text)
      .join(' '),
  );
}

/** "just Gldani", "оставим одно Сабуртало", "მხოლოდ ვაკე": the name kept alone. */
const ALONE_BEFORE = /^(?:only|just|solely|только|лишь|одн[оау]|один|მხოლოდ|მარტო)$/u;

/** A phrasal verb split by the name it lets go of: "take Vake out", "cross Vera off", "leave Isani out". */
const SPLIT_VERB = /(?:^|\s)(?:take|cross|leave|strike|rule)$/u;
const SPLIT_PARTICLE = /^(?:out|off)$/u;

/**
 * The district the message names, in any language and grammatical case and with small typos, among
 * the page's city's districts. With several in one list ("Vake or Vera"), the first one named and the others
 * (moreDistricts: the filter's districtIds, decision 040).
 */
export function readDistrict(
  tokens: Token[],
  findings: Findings,
  districts: readonly DistrictOption[],
): void {
  const candidates = candidatesOf(tokens, namesOf(districts));
  candidates.sort((a, b) => a.start - b.start || b.wordCount - a.wordCount || a.cost - b.cost);
  const excluded = excludedOf(tokens, candidates);
  for (const candidate of excluded) findings.excludedDistrictIds.add(candidate.district.id);
  // A district found too dear is the reason it goes, not a request for a cheaper search; so is "there" found too dear
  // beside a district ruled out ("Ваке мимо, там цены кусаются").
  const isDearThere = excluded.size > 0 && DEAR_THERE.test(tokens.map((token) => token.text).join(' '));
  if (isDearThere || [...excluded].some((candidate) => isSaidDear(tokens, candidate)))
    findings.adjustments.delete('cheaper');
  const named = candidates.filter((candidate) => !excluded.has(candidate));
  const searched = named.length > 1 ? named.filter((candidate) => !isHomeClause(tokens, candidate)) : named;
  const wanted = searched.length > 0 ? searched : named;
  // "Temka is a bit far after all, just Gldani": the name kept alone is the one chosen, whatever came before it.
  const alone = wanted.find((candidate) => ALONE_BEFORE.test(tokens[candidate.start - 1]?.text ?? ''));
  const chosen = alone ?? wanted[0];
  if (!chosen) return;
  findings.isDistrictAlone = alone !== undefined;
  findings.district = chosen.district;
  for (let index = chosen.start; index < chosen.end; index += 1) (tokens[index] as Token).isUsed = true;
  // "Vake or Saburtalo", "Ваке или Сабуртало", "ვაკე ან საბურთალო": the names joined to it, in order.
  let last = chosen;
  for (const [at, candidate] of wanted.entries()) {
    if (candidate.start < last.end) continue;
    // "A, B or C": commas join a list that ends with "or" or "and" (alone, "not Vake, Saburtalo" is no list).
    const next = wanted.slice(at + 1).find((other) => other.start >= candidate.end);
    const endsWithOr = next !== undefined && isListed(tokens, candidate.end, next.start);
    if (
      !isJoined(tokens, last.end, candidate.start) &&
      !(endsWithOr && isListed(tokens, last.end, candidate.start, true)) &&
      !isSaidAlso(tokens, candidate)
    )
      break;
    if (candidate.district.id !== chosen.district.id) findings.moreDistricts.push(candidate.district);
    for (let index = candidate.start; index < candidate.end; index += 1)
      (tokens[index] as Token).isUsed = true;
    last = candidate;
  }
  // "Isani station": the district and its station share the name, and the word for a station says which was meant.
  const isStation = candidates.some(
    (candidate) =>
      candidate.isMetroStation &&
      candidate.start === chosen.start &&
      candidate.district.id === chosen.district.id,
  );
  if (isStation && isNextToStationWord(tokens, chosen)) addMetroWish(findings);
}

/** "Didube too", "Дидубе тоже", "დიდუბეც" (the enclitic -ც): a later name in the message is wanted as well. */
const ALSO_AFTER = /^(?:too|also|тоже|также)$/u;
const isSaidAlso = (tokens: readonly Token[], candidate: Candidate) =>
  ALSO_AFTER.test(tokens[candidate.end]?.text ?? '') || /ც$/u.test(tokens[candidate.end - 1]?.text ?? '');

/**
 * Words that join names into one list: "except Gldani or Varketili", "кроме Глдани и Самгори", "Vake / Vera". Not a
 * comma: "not Vake, Saburtalo" names the one wanted after the one excluded.
 */
const COORDINATION = /^(?:or|and|nor|и|или|ни|ან|და|თუ|\/)$/u;

const isJoined = (tokens: readonly Token[], from: number, to: number) =>
  isListed(tokens, from, to) || isHyphenated(tokens, from, to);

/** "ვაკე-საბურთალო", "Gldani-Nadzaladevi": two names joined by a hyphen are a list of two. */
const isHyphenated = (tokens: readonly Token[], from: number, to: number) =>
  to === from && tokens[to]?.isHyphenated === true;

/**
 * "or", "или на", "ან": a list of wanted districts may repeat its preposition or article ("в Ваке или на
 * Вере", "Vake or the Vera area").
 */
const PREPOSITION = /^(?:in|the|на|в|во)$/u;
/** A name's kind after it: "Tamari settlement or Boni-Gorodoki", "Ваке район или Вера". */
const KIND =
  /^(?:district|area|neighbou?rhood|settlement|quarter|район\p{L}*|микрорайон\p{L}*|посел\p{L}*|დასახლებ\p{L}*|უბან\p{L}*)$/u;
function isListed(tokens: readonly Token[], from: number, to: number, isCommaListed = false): boolean {
  const between = tokens.slice(from, to);
  const isLink = (text: string) => COORDINATION.test(text) || PREPOSITION.test(text) || KIND.test(text);
  return (
    (between.some((token) => COORDINATION.test(token.text)) ||
      (isCommaListed && between.some((token) => token.text === ','))) &&
    between.every((token) => isLink(token.text) || (isCommaListed && token.text === ','))
  );
}

/**
 * The names excluded, and with them every name joined to them in one list: "anything but Gldani or
 * Varketili" excludes both, and so does "გლდანის და ვარკეთილის გარდა", where the word comes last.
 */
function excludedOf(tokens: readonly Token[], candidates: readonly Candidate[]): Set<Candidate> {
  const excluded = new Set(candidates.filter((candidate) => isExcluded(tokens, candidate)));
  const inList = (first: Candidate, second: Candidate) =>
    isJoined(tokens, first.end, second.start) || isCommaListed(tokens, candidates, first, second);
  for (const candidate of candidates) {
    if ([...excluded].some((other) => inList(other, candidate))) excluded.add(candidate);
  }
  for (const candidate of [...candidates].reverse()) {
    if ([...excluded].some((other) => inList(candidate, other))) excluded.add(candidate);
  }
  return excluded;
}

/**
 * "except Gldani, Nadzaladevi and Samgori", "გლდანის, ნაძალადევის და სამგორის გარდა": names parted by commas are one
 * list when a conjunction closes it. A comma alone is no list ("not Vake, Saburtalo" wants Saburtalo).
 */
function isCommaListed(
  tokens: readonly Token[],
  candidates: readonly Candidate[],
  first: Candidate,
  second: Candidate,
): boolean {
  if (!isComma(tokens, first.end, second.start)) return false;
  let last = second;
  for (const next of candidates) {
    if (next.start < last.end) continue;
    if (isJoined(tokens, last.end, next.start)) return true;
    if (!isComma(tokens, last.end, next.start)) return false;
    last = next;
  }
  return false;
}

const isComma = (tokens: readonly Token[], from: number, to: number) =>
  to === from + 1 && tokens[from]?.text === ',';

/** "Delisi station", "станция Делиси", "დელისის სადგურთან" ("metro" itself is a wish word already). */
const STATION_WORD = /^(?:station|stop|станци\p{L}*|სადგურ\p{L}*|გაჩერებ\p{L}*)$/u;
const METRO_WORD = /^(?:metro|subway|метро|მეტრო\p{L}*|station|станци\p{L}*|სადგურ\p{L}*)$/u;

function isNextToMetroWord(tokens: readonly Token[], start: number, end: number): boolean {
  return [start - 1, end].some((index) => METRO_WORD.test(tokens[index]?.text ?? ''));
}

function isNextToStationWord(tokens: readonly Token[], candidate: Candidate): boolean {
  const near = [candidate.start - 1, candidate.end, candidate.end + 1].map(
    (index) => tokens[index]?.text ?? '',
  );
  return near.some((word) => STATION_WORD.test(word));
}

function addMetroWish(findings: Findings): void {
  if (!findings.wishes.some((wish) => wish.key === 'metro') && !findings.removedWishes.has('metro'))
    findings.wishes.push({ key: 'metro', weight: WISH_WEIGHTS.normal });
}
