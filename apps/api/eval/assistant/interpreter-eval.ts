import { performance } from 'node:perf_hooks';
import type { Language } from '@sakhli/shared/enums';
import type { OtherScope, WishKey } from '@sakhli/shared/schemas/assistant';
import { EMPTY_FILTER, FILTER_KEYS, type Filter, type FilterKey } from '@sakhli/shared/schemas/filter';
import type { AssistantScope, ConversationState } from '../../src/modules/assistant/assistant.types';
import { interpretMessage } from '../../src/modules/assistant/interpret';
import type { EvalConversation, EvalTurn, ExpectedFilter } from './case-types';
import { districtByEnglishName, districtsOf } from './districts';

export interface TurnOutcome {
  conversation: string;
  language: Language;
  say: string;
  isExact: boolean;
  expected: Filter;
  actual: Filter;
  expectedOtherScope?: OtherScope;
  actualOtherScope?: OtherScope;
  expectedWishes?: WishKey[];
  actualWishes: WishKey[];
  milliseconds: number;
}

function expectedFilter({ district, alsoDistricts, ...fields }: ExpectedFilter, language: Language): Filter {
  const filter: Filter = { ...EMPTY_FILTER, ...fields };
  if (alsoDistricts) filter.districtIds = alsoDistricts.map((name) => districtByEnglishName(name).id);
  if (district) {
    const option = districtByEnglishName(district);
    filter.districtId = option.id;
    filter.districtName =
      language === 'ka' ? option.nameGeo : language === 'ru' ? option.nameRus : option.nameEng;
  }
  return filter;
}

/** The previous expectation with a turn's changes (null clears a field). */
function applyChange(previous: ExpectedFilter, change: EvalTurn['change']): ExpectedFilter {
  const next: Record<string, unknown> = { ...previous };
  for (const [key, value] of Object.entries(change ?? {})) {
    if (value === null) delete next[key];
    else next[key] = value;
  }
  return next;
}

const sameScope = (a: OtherScope | undefined, b: OtherScope | undefined) =>
  a?.listingType === b?.listingType && a?.propertyType === b?.propertyType;
const sameFilter = (a: Filter, b: Filter) =>
  FILTER_KEYS.every((key) => JSON.stringify(a[key]) === JSON.stringify(b[key]));

/** The page a conversation happens on (default: Tbilisi, sale, apartments). */
const scopeOf = (conversation: EvalConversation): AssistantScope => ({
  city: conversation.city ?? 'Tbilisi',
  listingType: conversation.listingType ?? 'Sale',
  propertyType: conversation.propertyType ?? 'Apartment',
});

/** Runs every conversation, each turn on the state the interpreter itself left (as the chat will). */
export function runConversations(conversations: readonly EvalConversation[]): TurnOutcome[] {
  const outcomes: TurnOutcome[] = [];
  for (const conversation of conversations) {
    const scope = scopeOf(conversation);
    let state: ConversationState = { filters: { ...EMPTY_FILTER }, wishes: [] };
    let expectation: ExpectedFilter = {};
    for (const turn of conversation.turns) {
      expectation = turn.expect ?? applyChange(expectation, turn.change);
      const started = performance.now();
      const result = interpretMessage({
        message: turn.say,
        language: conversation.language,
        scope,
        state,
        districts: districtsOf(scope.city),
      });
      // The reply is our code too: the chat service calls it once it has counted the matches.
      result.reply(42);
      const milliseconds = performance.now() - started;
      const expected = expectedFilter(expectation, conversation.language);
      outcomes.push({
        conversation: conversation.id,
        language: conversation.language,
        say: turn.say,
        isExact: sameFilter(expected, result.filters) && sameScope(turn.otherScope, result.otherScope),
        expected,
        actual: result.filters,
        expectedOtherScope: turn.otherScope,
        actualOtherScope: result.otherScope,
        expectedWishes: turn.wishes,
        actualWishes: result.wishes.map((wish) => wish.key),
        milliseconds,
      });
      state = { filters: result.filters, wishes: result.wishes };
    }
  }
  return outcomes;
}

/**
 * The time of our code for every turn (understanding and reply), `passes` times over: only the numbers
 * are kept, so the harness's own garbage does not weigh on the interpreter's figures.
 */
export function timeTurns(conversations: readonly EvalConversation[], passes: number): number[][] {
  const times: number[][] = [];
  for (let pass = 0; pass < passes; pass += 1) {
    const row: number[] = [];
    for (const conversation of conversations) {
      const scope = scopeOf(conversation);
      const districts = districtsOf(scope.city);
      let state: ConversationState = { filters: { ...EMPTY_FILTER }, wishes: [] };
      for (const turn of conversation.turns) {
        const started = performance.now();
        const result = interpretMessage({
          message: turn.say,
          language: conversation.language,
          scope,
          state,
          districts,
        });
        result.reply(42);
        row.push(performance.now() - started);
        state = { filters: result.filters, wishes: result.wishes };
      }
    }
    times.push(row);
  }
  return times;
}

export interface FieldScore {
  key: FilterKey | 'otherScope' | 'wishes';
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
}

/** Per-field precision and recall over every turn: a value set and right, set and wrong, or missing. */
export function fieldScores(outcomes: readonly TurnOutcome[]): FieldScore[] {
  const scores = new Map<FieldScore['key'], FieldScore>();
  const score = (key: FieldScore['key']) => {
    let entry = scores.get(key);
    if (!entry) scores.set(key, (entry = { key, truePositives: 0, falsePositives: 0, falseNegatives: 0 }));
    return entry;
  };
  const count = (key: FieldScore['key'], expected: unknown, actual: unknown, isEqual: boolean) => {
    const entry = score(key);
    if (actual != null && isEqual) entry.truePositives += 1;
    if (actual != null && !isEqual) entry.falsePositives += 1;
    if (expected != null && !isEqual) entry.falseNegatives += 1;
  };
  for (const outcome of outcomes) {
    for (const key of FILTER_KEYS)
      count(
        key,
        outcome.expected[key],
        outcome.actual[key],
        JSON.stringify(outcome.expected[key]) === JSON.stringify(outcome.actual[key]),
      );
    count(
      'otherScope',
      outcome.expectedOtherScope,
      outcome.actualOtherScope,
      sameScope(outcome.expectedOtherScope, outcome.actualOtherScope),
    );
    if (outcome.expectedWishes) {
      const entry = score('wishes');
      const expected = new Set(outcome.expectedWishes);
      const actual = new Set(outcome.actualWishes);
      for (const key of actual) {
        if (expected.has(key)) entry.truePositives += 1;
        else entry.falsePositives += 1;
      }
      for (const key of expected) if (!actual.has(key)) entry.falseNegatives += 1;
    }
  }
  return [...scores.values()].filter(
    (entry) => entry.truePositives + entry.falsePositives + entry.falseNegatives > 0,
  );
}

export function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0;
}

/** Exact matches of one language, or of all turns. */
export function exactRate(outcomes: readonly TurnOutcome[], language?: Language) {
  const turns = language ? outcomes.filter((outcome) => outcome.language === language) : outcomes;
  return { exact: turns.filter((outcome) => outcome.isExact).length, total: turns.length };
}

/** What differs in a missed turn, for `--verbose`. */
export function describeMiss(outcome: TurnOutcome): string {
  const details = FILTER_KEYS.filter((key) => outcome.expected[key] !== outcome.actual[key]).map(
    (key) => `${key}: expected ${String(outcome.expected[key])}, got ${String(outcome.actual[key])}`,
  );
  if (!sameScope(outcome.expectedOtherScope, outcome.actualOtherScope))
    details.push(
      `otherScope: expected ${JSON.stringify(outcome.expectedOtherScope)}, got ${JSON.stringify(outcome.actualOtherScope)}`,
    );
  return `[${outcome.conversation}] "${outcome.say}" — ${details.join('; ')}`;
}
