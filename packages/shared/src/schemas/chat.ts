import { z } from 'zod';
import { CHAT_MESSAGE_MAX_LENGTH } from '../constants';
import { CITIES, LANGUAGES, LISTING_TYPES, SEARCHABLE_PROPERTY_TYPES } from '../enums';
import { OtherScope, Wish } from './assistant';
import { caseInsensitiveEnum } from './common';
import { FilterResponse } from './filter';

/**
 * The chat contract (SPEC.md sections 3 'Chat', 7 'Chat'; CONTRACT.md section 4; decision 013).
 *
 * - `GET /api/Chat/{city}/{listingType}/{propertyType}[/{segment}]` → `Chat`, or 404 `CHAT_NOT_FOUND`
 *   when the caller has no chat there yet (an empty chat, not an error). Without a segment (or with one
 *   that is not a chat id) it is the caller's latest chat of that page in the request's language
 *   (Accept-Language); with a chat id it is that chat (404 when it is not the caller's chat of the page).
 * - `GET /api/Chat/history?city=&listingType=&propertyType=` → `ChatHistory`: the caller's chats of the
 *   page in every language, the most recently used first (the History sub-tab).
 * - `POST /api/Chat` `ChatRequest` → `ChatResponse` (200). Without `chatId` a new chat starts. With
 *   `Accept: text/event-stream` the answer is a stream of `ChatStreamEvent`s instead (see below).
 * - `DELETE /api/Chat` `DeleteChatRequest` → `{ success: true }`: the chat and its messages are gone.
 * - `GET /api/Filter/{city}/{listingType}/{propertyType}/{chatId}` → that chat's filter object.
 * - `GET /api/Property/properties/chunk?chatId=…` and `/api/Property/map-points?chatId=…`: the chat's
 *   filters decide which listings match (filter fields in the query and the saved filter are then
 *   ignored); each item carries `semanticScore` (0–100) and `scoreExplanation`; `sortBy=SemanticScore`
 *   orders by it (best first with `Descending`), the same order across chunks.
 *
 * Every chat call needs a signed-in user (401 `UNAUTHORIZED`); another user's chat is 404.
 */

/** SPEC.md: 'User' for the visitor's messages, otherwise the assistant. */
export const CHAT_SENDERS = ['User', 'Assistant'] as const;
export type ChatSender = (typeof CHAT_SENDERS)[number];

export const ChatPropertyType = z.enum(SEARCHABLE_PROPERTY_TYPES);

export const ChatMessage = z.object({
  id: z.number().int(),
  message: z.string(),
  /** ISO 8601. */
  timestamp: z.string(),
  sender: z.enum(CHAT_SENDERS),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

/** A chat with everything it has established: its filter object (as the hard filters) and soft wishes. */
export const Chat = z.object({
  id: z.uuid(),
  /** The language the chat was started in. */
  language: z.enum(LANGUAGES),
  /** Oldest first. */
  messages: z.array(ChatMessage),
  /** The chat's current filters: the same object as GET /api/Filter answers (every field, nulls included). */
  filters: FilterResponse,
  /** Soft wishes that rank the results (AI Score); keys are translated by the web (`wish.<key>`). */
  wishes: z.array(Wish),
  /** Messages the visitor may still send to this chat today (CHAT_MESSAGES_PER_DAY). */
  remainingMessages: z.number().int().min(0),
});
export type Chat = z.infer<typeof Chat>;

export const ChatScopeParams = z.object({
  city: caseInsensitiveEnum(CITIES),
  listingType: z.enum(LISTING_TYPES),
  propertyType: ChatPropertyType,
});
export type ChatScopeParams = z.output<typeof ChatScopeParams>;

/** GET /api/Chat/{city}/{listingType}/{propertyType}/{segment}: a chat id selects that chat, anything else is ignored. */
export const ChatPathParams = ChatScopeParams.extend({ segment: z.string().max(200).optional() });

export const ChatRequest = ChatScopeParams.extend({
  /** Absent, null or empty: a new chat starts. */
  chatId: z.preprocess((value) => (value === '' ? null : value), z.uuid('Must be a chat id').nullish()),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(CHAT_MESSAGE_MAX_LENGTH, `Message must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters`),
});
export type ChatRequest = z.input<typeof ChatRequest>;

/** A request for another page than the chat's, with the address of that page to link to. */
export const OtherScopeLink = OtherScope.extend({
  /** e.g. `/?listingType=Rent&propertyType=Apartment` */
  path: z.string(),
});
export type OtherScopeLink = z.infer<typeof OtherScopeLink>;

/** Who understood the message and wrote the reply: the built-in assistant or the configured model. */
export const CHAT_REPLY_SOURCES = ['builtin', 'llm'] as const;

export const ChatResponse = Chat.extend({
  /** The filters or the ranking changed: reload the results (SPEC.md 'Results'). */
  refreshProperties: z.boolean(),
  /** How many listings match the chat's filters now (the number the reply names). */
  matchCount: z.number().int().min(0),
  /** The message asked for another listing or property type than the page shows; null otherwise. */
  otherScope: OtherScopeLink.nullable(),
  source: z.enum(CHAT_REPLY_SOURCES),
});
export type ChatResponse = z.infer<typeof ChatResponse>;

export const DeleteChatRequest = ChatScopeParams.extend({ chatId: z.uuid('Must be a chat id') });
export type DeleteChatRequest = z.input<typeof DeleteChatRequest>;

export const DeleteChatResponse = z.object({ success: z.literal(true) });

export const ChatHistoryQuery = ChatScopeParams;

export const ChatSummary = z.object({
  id: z.uuid(),
  language: z.enum(LANGUAGES),
  /** The chat's first message from the visitor (cut to 120 characters); empty for a chat without one. */
  title: z.string(),
  messageCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ChatSummary = z.infer<typeof ChatSummary>;

/** At most CHAT_HISTORY_LIMIT chats, the most recently used first. */
export const ChatHistory = z.object({ chats: z.array(ChatSummary) });
export type ChatHistory = z.infer<typeof ChatHistory>;

/**
 * `POST /api/Chat` with `Accept: text/event-stream` (decision 013). Refusals (400, 401, 404, 429) come
 * before the stream as ordinary JSON errors. Once the stream starts (200, `text/event-stream`), each event
 * is `event: <type>` + `data: <JSON of the event>`, in this order:
 *   `accepted` once: the chat id and the stored user message (a new chat has its id from here on);
 *   `filters` once: what the message changed, as soon as it is known (the results can reload now);
 *   `delta` zero or more: the next piece of the reply text;
 *   `reset` when the model failed mid-reply: drop the pieces so far, the built-in reply follows as deltas;
 *   `done` last: the whole ChatResponse, as the JSON answer would have been.
 *   `error` instead of `done` when the server itself failed (the message is stored; reload the chat).
 */
export const ChatStreamEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('accepted'), chatId: z.uuid(), message: ChatMessage }),
  z.object({
    type: z.literal('filters'),
    filters: FilterResponse,
    wishes: z.array(Wish),
    refreshProperties: z.boolean(),
    matchCount: z.number().int().min(0),
    otherScope: OtherScopeLink.nullable(),
  }),
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('reset') }),
  z.object({ type: z.literal('done'), response: ChatResponse }),
  z.object({ type: z.literal('error'), message: z.string(), code: z.string() }),
]);
export type ChatStreamEvent = z.infer<typeof ChatStreamEvent>;
export type ChatStreamEventType = ChatStreamEvent['type'];

/**
 * Error codes of the chat API (the web translates each):
 * - CHAT_NOT_FOUND (404): no chat yet for the page, or not the caller's chat.
 * - CHAT_MESSAGE_LIMIT (429, `Retry-After` in seconds until the next day in Tbilisi): CHAT_MESSAGES_PER_DAY
 *   messages were sent to this chat today; the message text is SPEC.md's 'Message limit reached'.
 * - CHAT_DAILY_LIMIT (429, `Retry-After` likewise): the user sent CHAT_USER_DAILY_LIMIT messages today over
 *   all chats ('Daily message limit reached'); a new chat does not help until the next day.
 * - VALIDATION_FAILED (400): `errors` names the field (`message`, `chatId`, `city`…).
 * - UNAUTHORIZED (401): not signed in.
 */
export const CHAT_ERROR_CODES = ['CHAT_NOT_FOUND', 'CHAT_MESSAGE_LIMIT', 'CHAT_DAILY_LIMIT'] as const;
export type ChatErrorCode = (typeof CHAT_ERROR_CODES)[number];
