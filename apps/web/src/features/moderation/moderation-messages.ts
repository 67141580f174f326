import { MODERATION_MESSAGES } from '@sakhli/shared/schemas/moderation';
import { ApiError } from '@/lib/api-client';

const KEY_BY_MESSAGE = new Map<string, string>(
  Object.entries(MODERATION_MESSAGES).map(([key, message]) => [message, key]),
);

/** The translation key of a rejection-reason message of the contract (the form's or the server's). */
export function reasonMessageKey(message: string | undefined): string {
  return `validation.${(message && KEY_BY_MESSAGE.get(message)) || 'reasonRequired'}`;
}

/** The server's reason field error (400 VALIDATION_FAILED), if that is what the refusal was. */
export function serverReasonError(error: unknown): string | undefined {
  return error instanceof ApiError ? error.errors?.reason?.[0] : undefined;
}

/**
 * Why a decision was refused, as a translation key. 409: the listing left the queue meanwhile (another
 * moderator, its owner); 404: it is gone; 403: the role was taken away.
 */
export function decisionErrorKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'errors.failed';
  if (error.status === 409) return 'errors.changed';
  if (error.status === 404) return 'errors.notFound';
  if (error.status === 403) return 'errors.forbidden';
  return 'errors.failed';
}
