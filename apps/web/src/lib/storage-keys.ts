import { STORAGE_PREFIX } from '@sakhli/shared/constants';

/** Browser storage keys of SPEC.md section 3; product-owned keys carry the `sakhli_` prefix. */
export const STORAGE_KEYS = {
  accessToken: `${STORAGE_PREFIX}access_token`,
  refreshToken: `${STORAGE_PREFIX}refresh_token`,
  tokenExpiry: `${STORAGE_PREFIX}token_expiry`,
  userInfo: `${STORAGE_PREFIX}user_info`,
  guestId: `${STORAGE_PREFIX}guest_id`,
  guestCount: `${STORAGE_PREFIX}guest_count`,
  selectedLanguage: 'selectedLanguage',
  selectedCity: 'selectedCity',
  oauthState: 'oauth_state',
  oauthProvider: 'oauth_provider',
  oauthReturnUrl: 'oauth_return_url',
} as const;

/** The AI chat id is kept per city, listing type, property type and language (SPEC.md section 3). */
export function chatIdStorageKey(
  scope: { city: string; listingType: string; propertyType: string },
  language: string,
) {
  return `${STORAGE_PREFIX}chat_id_${scope.city}_${scope.listingType}_${scope.propertyType}_${language}`.toLowerCase();
}
