import type { AuthResponse, OAuthInitResponse, OAuthProvider } from '@sakhli/shared/schemas/auth';
import { apiRequest } from '@/lib/api-client';
import { STORAGE_KEYS } from '@/lib/storage-keys';

/** SPEC.md section 7: the provider sends the browser back to the site's own callback page. */
export const oauthRedirectUri = () => `${window.location.origin}/auth/callback`;

/**
 * SPEC.md 'Social sign-in': asks the server for the provider's address, keeps the state, the provider and the
 * page to come back to, then leaves for the provider.
 */
export async function startSocialSignIn(provider: OAuthProvider) {
  const { authUrl, state } = await apiRequest<OAuthInitResponse>('/api/Auth/oauth/init', {
    method: 'POST',
    body: { provider, redirectUri: oauthRedirectUri() },
    auth: false,
  });
  // Only a web address is followed: never a `javascript:` or other scheme, whoever answered.
  const target = new URL(authUrl, window.location.origin);
  if (target.protocol !== 'https:' && target.protocol !== 'http:')
    throw new Error('Invalid authorization URL');
  const { pathname, search, hash } = window.location;
  localStorage.setItem(STORAGE_KEYS.oauthState, state);
  localStorage.setItem(STORAGE_KEYS.oauthProvider, provider);
  localStorage.setItem(STORAGE_KEYS.oauthReturnUrl, `${pathname}${search}${hash}`);
  window.location.assign(target.href);
}

export interface StoredOAuthRequest {
  state: string | null;
  provider: string | null;
  returnUrl: string | null;
}

export function readOAuthRequest(): StoredOAuthRequest {
  return {
    state: localStorage.getItem(STORAGE_KEYS.oauthState),
    provider: localStorage.getItem(STORAGE_KEYS.oauthProvider),
    returnUrl: localStorage.getItem(STORAGE_KEYS.oauthReturnUrl),
  };
}

/** SPEC.md section 3: the oauth_* keys are cleared once the sign-in is over, whichever way it ended. */
export function clearOAuthRequest() {
  localStorage.removeItem(STORAGE_KEYS.oauthState);
  localStorage.removeItem(STORAGE_KEYS.oauthProvider);
  localStorage.removeItem(STORAGE_KEYS.oauthReturnUrl);
}

/** POST /api/Auth/oauth/callback: the code for the session (the server checks the state, single use). */
export function exchangeOAuthCode(request: { provider: OAuthProvider; code: string; state: string }) {
  return apiRequest<AuthResponse>('/api/Auth/oauth/callback', {
    method: 'POST',
    body: { ...request, redirectUri: oauthRedirectUri() },
    auth: false,
  });
}
