import { chatIdStorageKey } from './storage-keys';

type ChatScope = Parameters<typeof chatIdStorageKey>[0];

/** The current AI chat id of a scope in a language, if a chat was started. */
export function readChatId(scope: ChatScope, language: string): string | null {
  return localStorage.getItem(chatIdStorageKey(scope, language));
}

/** SPEC.md section 4: applying hard filters starts the conversation afresh. */
export function clearChatId(scope: ChatScope, language: string) {
  localStorage.removeItem(chatIdStorageKey(scope, language));
}
