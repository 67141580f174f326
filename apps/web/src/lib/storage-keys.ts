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
  /** Kept from a sign-up: the mailed link confirms in this browser with a click (any tab, so local storage). */
  confirmationSecret: `${STORAGE_PREFIX}confirmation_secret`,
  /** Shortlists (decision 041): the compare tray's ids, and the listings opened lately, newest first. */
  compareIds: `${STORAGE_PREFIX}compare_ids`,
  recentlyViewed: `${STORAGE_PREFIX}recently_viewed`,
  // Social sign-in: in the starting tab's session storage, the provider returns to that tab.
  oauthState: 'oauth_state',
  oauthProvider: 'oauth_provider',
  oauthReturnUrl: 'oauth_return_url',
  oauthBrowserSecret: 'oauth_browser_secret',
} as const;

/** Every stored chat id starts with this (a sign-in clears them all). */
export const CHAT_ID_KEY_PREFIX = `${STORAGE_PREFIX}chat_id_`;

/** The AI chat id is kept per city, listing type, property type and language (SPEC.md section 3). */
export function chatIdStorageKey(
  scope: { city: string; listingType: string; propertyType: string },
  language: string,
) {
  return `${CHAT_ID_KEY_PREFIX}${scope.city}_${scope.listingType}_${scope.propertyType}_${language}`.toLowerCase();
}
