import type { Language } from '@sakhli/shared/enums';
import type { OtherScope, Wish } from '@sakhli/shared/schemas/assistant';
import type { Filter } from '@sakhli/shared/schemas/filter';
import { restrictFilterToScope } from '@sakhli/shared/rules/filter-scope';
import type { LlmClient } from '../../adapters/llm';
import type { Log } from '../../lib/log';
import type { DistrictOption } from '../assistant/assistant.types';
import { describeChanges } from '../assistant/changes';
import { emptyFindings } from '../assistant/extract/findings';
import { interpretMessage } from '../assistant/interpret';
import { composeReply } from '../assistant/reply/compose';
import { extractionMessages, LlmTurn, replyMessages, type ReplyFacts, type TurnContext } from './chat-llm';

/** What a message leaves the chat with, and who understood it. */
export interface UnderstoodTurn {
  filters: Filter;
  wishes: Wish[];
  otherScope: OtherScope | undefined;
  source: 'builtin' | 'llm';
  /** The built-in reply for these filters, once the count is known (also the fallback of the model's). */
  builtinReply: (matchCount: number) => string;
}

export interface ReplyStream {
  delta(text: string): void;
  /** The pieces sent so far are void (the model failed mid-answer); the built-in reply follows. */
  reset(): void;
}

const districtNameIn = (district: DistrictOption, language: Language) =>
  language === 'ka' ? district.nameGeo : language === 'ru' ? district.nameRus : district.nameEng;

/**
 * The model's filters made safe for the page: fields the page does not have are dropped, and a district
 * stays only when it is one of the city's (by id, else by any of its names), named in the chat's language.
 */
function settleFilters(filters: Filter, context: TurnContext): Filter {
  const scoped = restrictFilterToScope(filters, context.scope);
  const name = scoped.districtName?.trim().toLowerCase();
  const district =
    context.districts.find((candidate) => candidate.id === scoped.districtId) ??
    (name
      ? context.districts.find((candidate) =>
          [candidate.nameGeo, candidate.nameEng, candidate.nameRus].some(
            (known) => known.toLowerCase() === name,
          ),
        )
      : undefined);
  return {
    ...scoped,
    districtId: district?.id ?? null,
    districtName: district ? districtNameIn(district, context.language) : null,
  };
}

/** One wish per key (the model may repeat one), the strongest weight kept. */
function distinctWishes(wishes: readonly Wish[]): Wish[] {
  const byKey = new Map<Wish['key'], Wish>();
  for (const wish of wishes) {
    const known = byKey.get(wish.key);
    if (!known || known.weight < wish.weight) byKey.set(wish.key, wish);
  }
  return [...byKey.values()];
}

/**
 * Understands the message: the built-in assistant always (it is the hint and the fallback), the model
 * when one is configured. A model that fails, times out or answers outside the schema leaves the
 * built-in reading in place; the visitor never sees the difference except in the quality.
 */
export async function understandTurn(
  context: TurnContext,
  llm: LlmClient | undefined,
  log: Log,
  signal?: AbortSignal,
): Promise<UnderstoodTurn> {
  const builtin = interpretMessage(context);
  const fallback: UnderstoodTurn = {
    filters: builtin.filters,
    wishes: builtin.wishes,
    otherScope: builtin.otherScope,
    source: 'builtin',
    builtinReply: builtin.reply,
  };
  if (!llm?.capabilities.chat) return fallback;
  try {
    const answer = await llm.chat({
      messages: extractionMessages(context, { filters: builtin.filters, wishes: builtin.wishes }),
      responseFormat: LlmTurn,
      schemaName: 'chat_turn',
      temperature: 0,
      signal,
    });
    const filters = settleFilters(answer.filters, context);
    const wishes = distinctWishes(answer.wishes);
    const { scope, language } = context;
    const asked = answer.otherScope;
    const otherScope =
      asked && (asked.listingType !== scope.listingType || asked.propertyType !== scope.propertyType)
        ? asked
        : undefined;
    const changes = describeChanges(context.state, { filters, wishes }, false);
    return {
      filters,
      wishes,
      otherScope,
      source: 'llm',
      builtinReply: (matchCount) =>
        composeReply({
          language,
          scope,
          filters,
          changes,
          otherScope,
          findings: emptyFindings(),
          matchCount,
          districts: context.districts,
        }),
    };
  } catch (error) {
    // The client went away: the turn ends here, without the fallback.
    signal?.throwIfAborted();
    log.warn({ err: error }, 'chat: the model did not understand the message; the built-in reading answers');
    return fallback;
  }
}

/**
 * The reply, piece by piece as it is written: the model's when one is configured and it answers whole
 * within LLM_MAX_TOKENS, else (or when it fails, even mid-answer) the built-in one. Answers the whole text;
 * throws when `signal` aborts (the client went away).
 */
export async function writeReply(
  context: TurnContext,
  turn: UnderstoodTurn,
  facts: ReplyFacts,
  llm: LlmClient | undefined,
  stream: ReplyStream,
  log: Log,
  signal?: AbortSignal,
): Promise<string> {
  const builtin = turn.builtinReply(facts.matchCount);
  if (llm?.capabilities.chat) {
    let text = '';
    try {
      for await (const piece of llm.streamChat({
        messages: replyMessages(context, facts),
        temperature: 0.3,
        signal,
      })) {
        text += piece;
        stream.delta(piece);
      }
      if (text.trim()) return text.trim();
    } catch (error) {
      signal?.throwIfAborted();
      log.warn({ err: error }, 'chat: the model did not write the reply; the built-in reply answers');
    }
    if (text) stream.reset();
  }
  stream.delta(builtin);
  return builtin;
}
