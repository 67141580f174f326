import type { AuthResponse, OAuthInitResponse, OAuthProvider } from '@sakhli/shared/schemas/auth';
import { apiRequest } from '@/lib/api-client';
import { STORAGE_KEYS } from '@/lib/storage-keys';

/** SPEC.md section 7: the provider sends the browser back to the site's own callback page. */
export const oauthRedirectUri = () => `${window.location.origin}/auth/callback`;

const OAUTH_KEYS = [
  STORAGE_KEYS.oauthState,
  STORAGE_KEYS.oauthProvider,
  STORAGE_KEYS.oauthReturnUrl,
  STORAGE_KEYS.oauthBrowserSecret,
] as const;

/**
 * SPEC.md 'Social sign-in': asks the server for the provider's address, keeps the state, the provider, the
 * browser's secret and the page to come back to, then leaves for the provider. They stay in this tab's
 * session storage: the provider returns to this tab, and a callback address opened anywhere else (someone
 * else's sign-in slipped to this browser, login CSRF) finds nothing and is refused.
 */
export async function startSocialSignIn(provider: OAuthProvider) {
  const { authUrl, state, browserSecret } = await apiRequest<OAuthInitResponse>('/api/Auth/oauth/init', {
    method: 'POST',
    body: { provider, redirectUri: oauthRedirectUri() },
    auth: false,
  });
  // Only a web address is followed: never a `javascript:` or other scheme, whoever answered.
  const target = new URL(authUrl, window.location.origin);
  if (target.protocol !== 'https:' && target.protocol !== 'http:')
    throw new Error('Invalid authorization URL');
  const { pathname, search, hash } = window.location;
  sessionStorage.setItem(STORAGE_KEYS.oauthState, state);
  sessionStorage.setItem(STORAGE_KEYS.oauthProvider, provider);
  sessionStorage.setItem(STORAGE_KEYS.oauthBrowserSecret, browserSecret);
  sessionStorage.setItem(STORAGE_KEYS.oauthReturnUrl, `${pathname}${search}${hash}`);
  window.location.assign(target.href);
}

export interface StoredOAuthRequest {
  state: string | null;
  provider: string | null;
  browserSecret: string | null;
  returnUrl: string | null;
}

export function readOAuthRequest(): StoredOAuthRequest {
  return {
    state: sessionStorage.getItem(STORAGE_KEYS.oauthState),
    provider: sessionStorage.getItem(STORAGE_KEYS.oauthProvider),
    browserSecret: sessionStorage.getItem(STORAGE_KEYS.oauthBrowserSecret),
    returnUrl: sessionStorage.getItem(STORAGE_KEYS.oauthReturnUrl),
  };
}

/** SPEC.md section 3: the oauth_* keys are cleared once the sign-in is over, whichever way it ended. */
export function clearOAuthRequest() {
  for (const key of OAUTH_KEYS) sessionStorage.removeItem(key);
}

/** POST /api/Auth/oauth/callback: the code for the session (the server checks the state and the secret). */
export function exchangeOAuthCode(request: {
  provider: OAuthProvider;
  code: string;
  state: string;
  browserSecret: string;
}) {
  return apiRequest<AuthResponse>('/api/Auth/oauth/callback', {
    method: 'POST',
    body: { ...request, redirectUri: oauthRedirectUri() },
    auth: false,
  });
}
