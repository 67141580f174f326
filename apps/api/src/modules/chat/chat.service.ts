import { CHAT_MESSAGES_PER_DAY } from '@sakhli/shared/constants';
import { LANGUAGES, type Language } from '@sakhli/shared/enums';
import type { OtherScope, Wish } from '@sakhli/shared/schemas/assistant';
import type {
  Chat,
  ChatHistory,
  ChatMessage,
  ChatResponse,
  ChatStreamEvent,
  OtherScopeLink,
} from '@sakhli/shared/schemas/chat';
import { EMPTY_FILTER, FILTER_KEYS, type Filter } from '@sakhli/shared/schemas/filter';
import type { LlmClient } from '../../adapters/llm';
import type { Db } from '../../db/client';
import { TooManyRequestsError } from '../../lib/app-error';
import type { Log } from '../../lib/log';
import { secondsUntilNextTbilisiDay, tbilisiDay } from '../../lib/tbilisi-day';
import { selectActiveDistricts } from '../districts/districts.repository';
import { countMatches } from '../properties/search.repository';
import { countTodaysMessage, countTodaysUserMessage } from './chat-limits.repository';
import { chatNotFound, chatStateOf } from './chat-state';
import { runChatTurn } from './chat-turn-lease';
import { understandTurn, writeReply } from './chat-turn';
import {
  deleteOwnedChat,
  insertChat,
  insertMessage,
  saveTurn,
  selectChatSummaries,
  selectLatestChat,
  selectMessages,
  selectOwnedChat,
  type ChatRow,
  type ChatScope,
} from './chat.repository';

export interface ChatServiceOptions {
  db: Db;
  /** The configured model (LLM_*), or undefined: the built-in assistant answers. */
  llm: LlmClient | undefined;
  log: Log;
  /** CHAT_USER_DAILY_LIMIT: messages one user may send in a Tbilisi day over all chats. */
  userDailyLimit: number;
  now?: () => Date;
}

export interface SendInput extends ChatScope {
  chatId?: string | null;
  message: string;
}

/** Receives the stream events of one turn as they happen (the SSE route sends them on). */
export type ChatEventSink = (event: ChatStreamEvent) => void;

export interface TurnOptions {
  emit?: ChatEventSink;
  /**
   * Aborts when the client goes away: the turn stops at its next step (the model's request is aborted),
   * and stores nothing more (its message stays, without a reply; decision 019).
   */
  signal?: AbortSignal;
}

const toMessage = (row: { id: number; message: string; createdAt: Date; sender: 'User' | 'Assistant' }) =>
  ({
    id: row.id,
    message: row.message,
    timestamp: row.createdAt.toISOString(),
    sender: row.sender,
  }) satisfies ChatMessage;

const languageOf = (value: string): Language => LANGUAGES.find((language) => language === value) ?? 'ka';

const linkTo = (scope: OtherScope): OtherScopeLink => ({
  ...scope,
  path: `/?listingType=${scope.listingType}&propertyType=${scope.propertyType}`,
});

/** Whether the results must reload: a filter field or a wish (or its weight) differs. */
function hasChanged(before: { filters: Filter; wishes: Wish[] }, after: { filters: Filter; wishes: Wish[] }) {
  const wishesOf = (wishes: Wish[]) =>
    JSON.stringify(wishes.map((wish) => `${wish.key}:${wish.weight}`).sort());
  return (
    FILTER_KEYS.some((key) => before.filters[key] !== after.filters[key]) ||
    wishesOf(before.wishes) !== wishesOf(after.wishes)
  );
}

export function createChatService({
  db,
  llm,
  log,
  userDailyLimit,
  now = () => new Date(),
}: ChatServiceOptions) {
  function remainingToday(row: ChatRow): number {
    const sent = row.countedDay === tbilisiDay(now()) ? row.dayMessageCount : 0;
    return Math.max(0, CHAT_MESSAGES_PER_DAY - sent);
  }

  async function chatOf(row: ChatRow): Promise<Chat> {
    const state = chatStateOf(row);
    const messages = await selectMessages(db, row.id);
    return {
      id: row.id,
      language: languageOf(row.language),
      messages: messages.map(toMessage),
      filters: state.filters,
      wishes: state.wishes,
      remainingMessages: remainingToday(row),
    };
  }

  /**
   * The chat to continue, or a new one, with the message counted against today's limits (a Tbilisi day):
   * the user's over all chats, then the chat's. Both counts move in one transaction, so a message refused
   * by either takes nothing from the other.
   */
  async function openTurn(userId: string, input: SendInput, language: Language): Promise<ChatRow> {
    const scope = { city: input.city, listingType: input.listingType, propertyType: input.propertyType };
    const at = now();
    const today = tbilisiDay(at);
    const limitReached = (code: string, message: string) =>
      new TooManyRequestsError(secondsUntilNextTbilisiDay(at), code, message);
    return db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const chat = input.chatId ? await selectOwnedChat(tx, input.chatId, userId, scope) : undefined;
      if (input.chatId && !chat) throw chatNotFound();
      if ((await countTodaysUserMessage(tx, userId, today, userDailyLimit)) === undefined) {
        throw limitReached('CHAT_DAILY_LIMIT', 'Daily message limit reached');
      }
      if (!chat) return insertChat(tx, userId, scope, language, { filters: EMPTY_FILTER, wishes: [] }, today);
      if ((await countTodaysMessage(tx, chat.id, today)) === undefined) {
        throw limitReached('CHAT_MESSAGE_LIMIT', 'Message limit reached');
      }
      return chat;
    });
  }

  return {
    /** The caller's chat of the page: the given one, else the latest in this language; 404 when none. */
    async getChat(userId: string, scope: ChatScope, language: Language, chatId?: string): Promise<Chat> {
      const row = chatId
        ? await selectOwnedChat(db, chatId, userId, scope)
        : await selectLatestChat(db, userId, scope, language);
      if (!row) throw chatNotFound();
      return chatOf(row);
    },

    async history(userId: string, scope: ChatScope): Promise<ChatHistory> {
      const rows = await selectChatSummaries(db, userId, scope);
      return {
        chats: rows.map((row) => ({
          id: row.id,
          language: languageOf(row.language),
          title: row.title ?? '',
          messageCount: Number(row.messageCount),
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
        })),
      };
    },

    /**
     * One turn: the message is counted (429 past a daily limit) and stored, understood (the model when
     * configured, else or on its failure the built-in assistant), the matches counted, the reply written
     * and stored with the chat's new filters and wishes. `emit` hears each step as it happens.
     */
    async send(
      userId: string,
      input: SendInput,
      language: Language,
      { emit = () => undefined, signal }: TurnOptions = {},
    ): Promise<ChatResponse> {
      const opened = await openTurn(userId, input, language);
      // Turns of one chat run one after another on every instance, each from the state the last one left.
      return runChatTurn(db, opened.id, signal, async () => {
        signal?.throwIfAborted();
        const row = (await selectOwnedChat(db, opened.id, userId)) ?? opened;
        const before = chatStateOf(row);
        const history = await selectMessages(db, row.id);
        const userMessage = toMessage(await insertMessage(db, row.id, 'User', input.message));
        emit({ type: 'accepted', chatId: row.id, message: userMessage });
        const scope = { city: row.city, listingType: row.listingType, propertyType: row.propertyType };
        const context = {
          message: input.message,
          language,
          scope,
          state: { filters: before.filters, wishes: before.wishes },
          districts: await selectActiveDistricts(db, row.city),
          history,
        };
        const turn = await understandTurn(context, llm, log, signal);
        // The reply names the exact number: one count per turn, beside the model's seconds.
        const { count: matchCount } = await countMatches(
          db,
          { ...scope, filter: turn.filters },
          { exact: true },
        );
        const refreshProperties = hasChanged(before, turn);
        const otherScope = turn.otherScope ? linkTo(turn.otherScope) : null;
        emit({
          type: 'filters',
          filters: turn.filters,
          wishes: turn.wishes,
          refreshProperties,
          matchCount,
          otherScope,
        });
        const facts = { filters: turn.filters, wishes: turn.wishes, matchCount, otherScope: turn.otherScope };
        const reply = await writeReply(
          context,
          turn,
          facts,
          llm,
          {
            delta: (text) => emit({ type: 'delta', text }),
            reset: () => emit({ type: 'reset' }),
          },
          log,
          signal,
        );
        signal?.throwIfAborted();
        await saveTurn(db, row.id, reply, { filters: turn.filters, wishes: turn.wishes });
        const chat = await chatOf((await selectOwnedChat(db, row.id, userId)) ?? row);
        const response: ChatResponse = {
          ...chat,
          refreshProperties,
          matchCount,
          otherScope,
          source: turn.source,
        };
        emit({ type: 'done', response });
        return response;
      });
    },

    async remove(userId: string, chatId: string, scope: ChatScope): Promise<void> {
      if (!(await deleteOwnedChat(db, chatId, userId, scope))) throw chatNotFound();
    },
  };
}
export type ChatService = ReturnType<typeof createChatService>;
