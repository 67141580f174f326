import { useSyncExternalStore } from 'react';
import { getAuthState, subscribeAuth } from './auth-store';
import { chatIdStorageKey } from './storage-keys';

type ChatScope = Parameters<typeof chatIdStorageKey>[0];

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/**
 * The current AI chat id of a scope in a language, if a chat was started. Chat needs an account, so a signed-out
 * visitor has none (an id left by the last user is not theirs to search with).
 */
export function readChatId(scope: ChatScope, language: string): string | null {
  if (getAuthState().status === 'unauthenticated') return null;
  return localStorage.getItem(chatIdStorageKey(scope, language));
}

/** The chat the server started (or the one picked from the history) becomes the scope's current chat. */
export function writeChatId(scope: ChatScope, language: string, chatId: string) {
  localStorage.setItem(chatIdStorageKey(scope, language), chatId);
  notify();
}

/** SPEC.md section 4: applying hard filters starts the conversation afresh. */
export function clearChatId(scope: ChatScope, language: string) {
  localStorage.removeItem(chatIdStorageKey(scope, language));
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const unsubscribeAuth = subscribeAuth(listener);
  // Another tab started or cleared a chat of the same scope.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    unsubscribeAuth();
    window.removeEventListener('storage', listener);
  };
}

/** readChatId that re-renders when the id changes (here, in another tab, or at sign-in and sign-out). */
export function useChatId(scope: ChatScope, language: string): string | null {
  return useSyncExternalStore(subscribe, () => readChatId(scope, language));
}
