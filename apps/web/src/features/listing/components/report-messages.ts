import type { TFunction } from 'i18next';
import { LISTING_REPORT_MESSAGES } from '@sakhli/shared/schemas/listing-report';
import { ApiError } from '@/lib/api-client';

const KEY_BY_MESSAGE = new Map<string, string>(
  Object.entries(LISTING_REPORT_MESSAGES).map(([key, message]): [string, string] => [message, key]),
);

/** The translated text of a validation message of the report contract (the form's or the server's). */
export function reportFieldMessage(message: string | undefined, t: TFunction<'listing'>): string {
  return t(`report.validation.${(message && KEY_BY_MESSAGE.get(message)) || 'reason'}`);
}

/** Why a report was refused, translated from the server's code and status. */
export function reportErrorMessage(error: unknown, t: TFunction<'listing'>): string {
  if (!(error instanceof ApiError)) return t('report.errors.failed');
  if (error.code === 'ALREADY_REPORTED') return t('report.errors.alreadyReported');
  if (error.code === 'CANNOT_REPORT_OWN_LISTING') return t('report.errors.ownListing');
  if (error.status === 401) return t('report.errors.signIn');
  if (error.status === 404) return t('report.errors.notFound');
  if (error.status === 429) return t('report.errors.tooMany');
  return t('report.errors.failed');
}
