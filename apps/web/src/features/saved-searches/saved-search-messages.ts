import { SAVED_SEARCH_MESSAGES } from '@sakhli/shared/schemas/saved-search';
import { ApiError } from '@/lib/api-client';

const KEY_BY_MESSAGE = new Map<string, string>(
  Object.entries(SAVED_SEARCH_MESSAGES).map(([key, message]) => [message, key]),
);

/** The translation key of a contract's validation message about a saved search (the form's or the server's). */
export function validationKey(message: string | undefined): string {
  return `validation.${(message && KEY_BY_MESSAGE.get(message)) || 'invalid'}`;
}

/** The server's message about the name (400 VALIDATION_FAILED naming the field), if it sent one. */
export function serverNameError(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || !error.errors) return undefined;
  return Object.entries(error.errors).find(([path]) => path.split('.').pop() === 'name')?.[1][0];
}

export const isLimitReached = (error: unknown) => error instanceof ApiError && error.code === 'LIMIT_REACHED';
