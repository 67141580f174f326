import { ApiError } from '@/lib/api-client';

const KEY_BY_CODE: Record<string, string> = {
  CANNOT_CHANGE_OWN_ROLE: 'errors.ownRole',
  LAST_ADMIN: 'errors.lastAdmin',
  ROLE_SET_BY_CONFIG: 'errors.configured',
  USER_NOT_FOUND: 'errors.userNotFound',
};

/** Why the server refused a role change, as a translation key (ADMIN_ERROR_CODES, then the status). */
export function roleChangeErrorKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'errors.roleFailed';
  return KEY_BY_CODE[error.code] ?? (error.status === 403 ? 'errors.forbidden' : 'errors.roleFailed');
}
