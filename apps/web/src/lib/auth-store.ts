import type { AuthResponse, User } from '@sakhli/shared/schemas/auth';
import {
  clearSession,
  isAccessTokenValid,
  readStoredUser,
  readTokens,
  storeSession,
  storeUser,
} from './auth-tokens';

/** SPEC.md section 4 'Auth state': loading, then authenticated or not. */
export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface AuthState {
  status: AuthStatus;
  user: User | null;
  /** The user signed out in this tab: a guarded page being left must not ask them to sign in again. */
  hasSignedOut?: boolean;
}

let state: AuthState = { status: 'loading', user: null };
const listeners = new Set<() => void>();

export function getAuthState(): AuthState {
  return state;
}

/** Every change notifies, even to an equal user: listeners such as the refresh timer re-read the tokens. */
function setAuthState(next: AuthState) {
  state = next;
  for (const listener of listeners) listener();
}

export function subscribeAuth(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Keeps the session a token answer started or renewed, and signs the user in. */
export function applySession(response: AuthResponse) {
  storeSession(response);
  setAuthState({ status: 'authenticated', user: response.user });
}

/** The user as the server now describes them (current-user call, profile saved), same session. */
export function applyUser(user: User) {
  storeUser(user);
  setAuthState({ status: 'authenticated', user });
}

/** Forgets the session: the user signed out (`byUser`), or the server refused the tokens. */
export function endSession({ byUser = false } = {}) {
  clearSession();
  setAuthState({ status: 'unauthenticated', user: null, ...(byUser ? { hasSignedOut: true } : {}) });
}

/** Signed out for now while the tokens stay stored: the server could not be reached to renew them. */
export function markSignedOut() {
  setAuthState({ status: 'unauthenticated', user: null });
}

/**
 * Takes over what storage holds, when it may have changed behind this tab's back (another tab signed in, out
 * or renewed the tokens). Returns whether a usable session is stored.
 */
export function adoptStoredSession(): boolean {
  const tokens = readTokens();
  const user = readStoredUser();
  if (user && isAccessTokenValid(tokens)) {
    setAuthState({ status: 'authenticated', user });
    return true;
  }
  if (!tokens.accessToken && !tokens.refreshToken) markSignedOut();
  return false;
}
