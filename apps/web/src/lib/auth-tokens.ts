import { DEFAULT_TOKEN_LIFETIME_SECONDS, TOKEN_EXPIRY_MARGIN_SECONDS } from '@sakhli/shared/constants';
import type { AuthResponse, User } from '@sakhli/shared/schemas/auth';
import { CHAT_ID_KEY_PREFIX, STORAGE_KEYS } from './storage-keys';

/** What a token answer may carry: sign-up answers without tokens when the address must be confirmed first. */
export interface TokenAnswer {
  accessToken?: string | null;
  refreshToken?: string | null;
  expiresIn?: number | null;
  user?: User | null;
}

export interface StoredTokens {
  accessToken: string | null;
  refreshToken: string | null;
  /** Epoch milliseconds at which the access token really expires. */
  expiresAt: number | null;
}

export function readTokens(): StoredTokens {
  const expiresAt = Number(localStorage.getItem(STORAGE_KEYS.tokenExpiry));
  return {
    accessToken: localStorage.getItem(STORAGE_KEYS.accessToken) || null,
    refreshToken: localStorage.getItem(STORAGE_KEYS.refreshToken) || null,
    expiresAt: Number.isFinite(expiresAt) && expiresAt > 0 ? expiresAt : null,
  };
}

/** The stored user, or null when there is none or it is not one (edited by hand, an older format). */
export function readStoredUser(): User | null {
  const text = localStorage.getItem(STORAGE_KEYS.userInfo);
  if (!text) return null;
  try {
    const user = JSON.parse(text) as Partial<User> | null;
    return user && typeof user.id === 'string' && typeof user.email === 'string' ? (user as User) : null;
  } catch {
    return null;
  }
}

/** SPEC.md section 4: a token counts as expired 60 s before it really expires. */
export function isAccessTokenValid(tokens: StoredTokens = readTokens(), now = Date.now()): boolean {
  return Boolean(
    tokens.accessToken &&
    tokens.expiresAt !== null &&
    tokens.expiresAt - TOKEN_EXPIRY_MARGIN_SECONDS * 1000 > now,
  );
}

export function hasTokens(answer: TokenAnswer): answer is AuthResponse {
  return Boolean(answer.accessToken && answer.refreshToken && answer.user);
}

export function storeUser(user: User) {
  localStorage.setItem(STORAGE_KEYS.userInfo, JSON.stringify(user));
}

/**
 * Keeps a session. The user goes last: other tabs act on the user key's change (auth-session.ts), and by
 * then the tokens it belongs to are in place.
 */
export function storeSession(response: AuthResponse, now = Date.now()) {
  const lifetimeSeconds = response.expiresIn > 0 ? response.expiresIn : DEFAULT_TOKEN_LIFETIME_SECONDS;
  localStorage.setItem(STORAGE_KEYS.accessToken, response.accessToken);
  localStorage.setItem(STORAGE_KEYS.refreshToken, response.refreshToken);
  localStorage.setItem(STORAGE_KEYS.tokenExpiry, String(now + lifetimeSeconds * 1000));
  storeUser(response.user);
}

/** Forgets the session; the user goes last for the same reason as in storeSession. */
export function clearSession() {
  localStorage.removeItem(STORAGE_KEYS.accessToken);
  localStorage.removeItem(STORAGE_KEYS.refreshToken);
  localStorage.removeItem(STORAGE_KEYS.tokenExpiry);
  localStorage.removeItem(STORAGE_KEYS.userInfo);
}

/** SPEC.md section 4: a sign-in starts without the guest's chats and guest message counter. */
export function clearGuestChatState() {
  const chatKeys = Object.keys(localStorage).filter((key) => key.startsWith(CHAT_ID_KEY_PREFIX));
  for (const key of chatKeys) localStorage.removeItem(key);
  localStorage.removeItem(STORAGE_KEYS.guestCount);
}
