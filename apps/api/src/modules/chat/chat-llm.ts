import { z } from 'zod';
import type { Language } from '@sakhli/shared/enums';
import { OtherScope, Wish, WISH_KEYS } from '@sakhli/shared/schemas/assistant';
import { FilterSchema, type Filter } from '@sakhli/shared/schemas/filter';
import type { ChatMessage as LlmMessage } from '../../adapters/llm';
import type { AssistantScope, ConversationState, DistrictOption } from '../assistant/assistant.types';

/** What the model must answer for a turn: the same filter object and wishes as the built-in assistant. */
export const LlmTurn = z.object({
  filters: FilterSchema,
  wishes: z.array(Wish),
  otherScope: OtherScope.nullable(),
});
export type LlmTurn = z.output<typeof LlmTurn>;

/** Earlier messages the model sees: enough for follow-ups, bounded so a long chat stays cheap. */
const HISTORY_MESSAGES = 12;

const LANGUAGE_NAMES: Record<Language, string> = { ka: 'Georgian', en: 'English', ru: 'Russian' };

export interface TurnContext {
  message: string;
  language: Language;
  scope: AssistantScope;
  state: ConversationState;
  districts: readonly DistrictOption[];
  /** The chat so far, oldest first, without the message of this turn. */
  history: readonly { sender: 'User' | 'Assistant'; message: string }[];
}

const historyMessages = (history: TurnContext['history']): LlmMessage[] =>
  history.slice(-HISTORY_MESSAGES).map((entry) => ({
    role: entry.sender === 'User' ? 'user' : 'assistant',
    content: entry.message,
  }));

const districtLines = (districts: readonly DistrictOption[]) =>
  districts.map(
    (district) => `${district.id}: ${district.nameEng} / ${district.nameGeo} / ${district.nameRus}`,
  );

/**
 * The extraction request: the page, its districts, what the chat established, the built-in reading as a
 * hint, and the conversation. The answer is structured output validated with the shared schemas.
 */
export function extractionMessages(context: TurnContext, hint: ConversationState): LlmMessage[] {
  const { scope, state, districts } = context;
  const system = [
    'You turn a real-estate search conversation into search filters for Sakhli, a Georgian property site.',
    `The page: ${scope.listingType} of ${scope.propertyType} in ${scope.city}. Prices are in USD unless the`,
    'user names lari (GEL). Rent durations are in days (a month is 30). A bare budget is maxPrice.',
    'Answer the filters AFTER the latest message: keep what earlier messages set unless the user changes or',
    'drops it; set every other field to null. Never invent a value the user did not ask for.',
    'districtId must be one of these ids (id: English / Georgian / Russian name), or null:',
    ...districtLines(districts),
    `Wishes rank results but filter nothing; keys: ${WISH_KEYS.join(', ')}; weight 2 for a must, 1`,
    'normally, 0.5 for nice-to-have.',
    'An amenity asked for plainly or as a must (balcony, lift, parking, pets, air conditioning) is a filter',
    '(hasBalcony, hasLift, hasParking, petsAllowed, hasAirConditioning: true), not a wish; a nice-to-have stays',
    'a wish. A named heating type sets heating (Central, IndividualGasBoiler, Electric); plain heating is a wish.',
    'Minutes to the metro set maxMetroWalkMinutes (5, 10, 15 or 20: the smallest that keeps the walk; walking',
    'distance is 10); plain "near the metro" stays the metro wish.',
    'otherScope: the listing and property type the user asks for when it differs from the page, else null.',
    `The filters before this message: ${JSON.stringify(state.filters)}; wishes: ${JSON.stringify(state.wishes)}.`,
    `A rule-based reading of the latest message (may be incomplete): ${JSON.stringify(hint)}.`,
  ].join('\n');
  return [
    { role: 'system', content: system },
    ...historyMessages(context.history),
    { role: 'user', content: context.message },
  ];
}

export interface ReplyFacts {
  filters: Filter;
  wishes: readonly Wish[];
  matchCount: number;
  otherScope: OtherScope | undefined;
}

/** The reply request: the model writes a short answer in the chat's language from the facts we give it. */
export function replyMessages(context: TurnContext, facts: ReplyFacts): LlmMessage[] {
  const set = Object.fromEntries(Object.entries(facts.filters).filter(([, value]) => value !== null));
  const system = [
    "You are Sakhli's friendly property search assistant. Answer in",
    `${LANGUAGE_NAMES[context.language]} only, in one to three short sentences of plain text (no Markdown).`,
    'Say what you understood, then how many listings match.',
    `Search filters now: ${JSON.stringify(set)}. Wishes used to rank: ${facts.wishes.map((wish) => wish.key).join(', ') || 'none'}.`,
    `Matching listings: ${facts.matchCount} (${context.scope.listingType} of ${context.scope.propertyType} in ${context.scope.city}).`,
    facts.otherScope
      ? `The user asked for ${facts.otherScope.listingType} of ${facts.otherScope.propertyType}: say that page has those listings (a link is shown).`
      : '',
  ]
    .filter(Boolean)
    .join('\n');
  return [
    { role: 'system', content: system },
    ...historyMessages(context.history),
    { role: 'user', content: context.message },
  ];
}
