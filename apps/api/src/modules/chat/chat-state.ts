import { z } from 'zod';
import { SEARCHABLE_PROPERTY_TYPES, type PropertyType } from '@sakhli/shared/enums';
import { Wish } from '@sakhli/shared/schemas/assistant';
import { filterFromStored, type Filter } from '@sakhli/shared/schemas/filter';
import { restrictFilterToScope } from '@sakhli/shared/rules/filter-scope';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { selectOwnedChat, type ChatRow, type ChatScope } from './chat.repository';

const StoredWishes = z.array(Wish);

/** What a chat has established: the page it belongs to, its filter object and its wishes. */
export interface ChatState extends ChatScope {
  chatId: string;
  filters: Filter;
  wishes: Wish[];
}

/** Chats exist for the pages with a search (apartments and houses). */
export const isChatPropertyType = (value: PropertyType): value is ChatScope['propertyType'] =>
  (SEARCHABLE_PROPERTY_TYPES as readonly PropertyType[]).includes(value);

export const chatNotFound = () => new AppError('CHAT_NOT_FOUND', 404, 'Chat not found');

/** A stored chat's state, validated (a field of an older shape is dropped rather than trusted). */
export function chatStateOf(row: ChatRow): ChatState {
  const wishes = StoredWishes.safeParse(row.wishes ?? []);
  const scope = { city: row.city, listingType: row.listingType, propertyType: row.propertyType };
  return {
    chatId: row.id,
    ...scope,
    filters: restrictFilterToScope(filterFromStored(row.filters), scope),
    wishes: wishes.success ? wishes.data : [],
  };
}

/**
 * The state of the caller's chat, for the search and the filter route (`?chatId=`, `/{chatId}`): 404
 * for a guest, for another user's chat and, with `scope`, for a chat of another page.
 */
export async function loadChatState(
  db: Db,
  userId: string | undefined,
  chatId: string,
  scope?: ChatScope,
): Promise<ChatState> {
  const row = userId ? await selectOwnedChat(db, chatId, userId, scope) : undefined;
  if (!row) throw chatNotFound();
  return chatStateOf(row);
}
