import type { TFunction } from 'i18next';
import { AUTH_MESSAGES } from '@sakhli/shared/schemas/auth';
import { INQUIRY_MESSAGES } from '@sakhli/shared/schemas/inquiry';
import { ApiError } from '@/lib/api-client';

const KEY_BY_MESSAGE = new Map<string, string>([
  ...Object.entries(INQUIRY_MESSAGES).map(([key, message]): [string, string] => [message, key]),
  [AUTH_MESSAGES.emailRequired, 'emailRequired'],
  [AUTH_MESSAGES.emailInvalid, 'emailInvalid'],
]);

/** The translated text of a validation message of the inquiry contract (the form's or the server's). */
export function inquiryFieldMessage(message: string | undefined, t: TFunction<'listing'>): string {
  return t(`inquiry.validation.${(message && KEY_BY_MESSAGE.get(message)) || 'invalid'}`);
}

/** What the visitor reads when the inquiry was not sent (429 with the wait from Retry-After). */
export function inquiryErrorMessage(error: unknown, t: TFunction<'listing'>): string {
  if (!(error instanceof ApiError)) return t('inquiry.errors.failed');
  if (error.status === 429) {
    const minutes = error.retryAfterSeconds ? Math.max(1, Math.ceil(error.retryAfterSeconds / 60)) : 0;
    return minutes ? t('inquiry.errors.tooMany', { count: minutes }) : t('inquiry.errors.tooManyLater');
  }
  if (error.status === 404) return t('inquiry.errors.notFound');
  if (error.status === 503) return t('inquiry.errors.notSent');
  return t('inquiry.errors.failed');
}
