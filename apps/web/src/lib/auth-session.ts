import { TOKEN_REFRESH_BEFORE_SECONDS } from '@sakhli/shared/constants';
import type { SignUpRequest, SignUpResponse, User } from '@sakhli/shared/schemas/auth';
import { ApiError, apiRequest, refreshSession } from './api-client';
import {
  adoptStoredSession,
  applySession,
  applyUser,
  endSession,
  getAuthState,
  markSignedOut,
  subscribeAuth,
} from './auth-store';
import {
  clearGuestChatState,
  hasTokens,
  isAccessTokenValid,
  readStoredUser,
  readTokens,
  type TokenAnswer,
} from './auth-tokens';
import { keepConfirmationSecret } from './confirmation-secret';
import { STORAGE_KEYS } from './storage-keys';

/** SPEC.md section 8: a token answer without tokens. */
export class MissingTokensError extends Error {
  constructor() {
    super('Invalid auth response: missing tokens');
  }
}

/** The longest delay setTimeout keeps (about 24.8 days); a longer one would fire at once. */
const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * SPEC.md section 4: the token is renewed 5 minutes before it expires. A lifetime shorter than that is renewed
 * half-way, so a short ACCESS_TOKEN_TTL cannot turn into a renewal loop.
 */
function scheduleRefresh() {
  clearTimeout(refreshTimer);
  const tokens = readTokens();
  if (!tokens.refreshToken || tokens.expiresAt === null) return;
  const remaining = tokens.expiresAt - Date.now();
  const delay = Math.max(remaining - TOKEN_REFRESH_BEFORE_SECONDS * 1000, remaining / 2, 0);
  const scheduledFor = tokens.accessToken;
  refreshTimer = setTimeout(() => void refreshSession(scheduledFor), Math.min(delay, MAX_TIMER_DELAY_MS));
}

/** Another tab signed in, out, or renewed the tokens: this tab follows (its user key changes last). */
function onStorage(event: StorageEvent) {
  if (event.key !== null && event.key !== STORAGE_KEYS.userInfo) return;
  adoptStoredSession();
}

let isStarted = false;

/**
 * Starts the auth state machine of SPEC.md section 4, once, before the first render: with no tokens the
 * visitor is a guest at once; a stored user with a valid token is signed in at once; an expired token is
 * renewed (failing that, the tokens are cleared); a valid token without a stored user asks who it belongs to.
 */
export function startAuthSession() {
  if (isStarted) return;
  isStarted = true;
  subscribeAuth(() => {
    if (getAuthState().status === 'authenticated') scheduleRefresh();
    else clearTimeout(refreshTimer);
  });
  window.addEventListener('storage', onStorage);

  const tokens = readTokens();
  if (!tokens.accessToken && !tokens.refreshToken) {
    markSignedOut();
  } else if (readStoredUser() && isAccessTokenValid(tokens)) {
    adoptStoredSession();
  } else if (!isAccessTokenValid(tokens)) {
    // A renewal signs the user in (its answer carries the user); a refusal has already cleared the tokens.
    void refreshSession(tokens.accessToken).then((isRenewed) => {
      if (!isRenewed) markSignedOut();
    });
  } else {
    apiRequest<User>('/api/Auth/me').then(applyUser, (error: unknown) => {
      if (error instanceof ApiError && error.status < 500) endSession();
      else markSignedOut();
    });
  }
}

/**
 * SPEC.md section 4: the ensure-user call follows every sign-in or confirmation; its failure is only logged.
 * A user without id or e-mail is completed by the current-user call.
 */
async function ensureUser(user: User) {
  try {
    const ensured = await apiRequest<User | null>('/api/Auth/oauth/ensure-user', { method: 'POST' });
    if (ensured?.id) applyUser(ensured);
  } catch (error) {
    console.warn('ensure-user failed', error);
  }
  if (user.id && user.email) return;
  try {
    applyUser(await apiRequest<User>('/api/Auth/me'));
  } catch (error) {
    console.warn('current-user call failed', error);
  }
}

/** Signs in with a token answer (password, social, confirmation link, password reset). */
export async function completeSignIn(answer: TokenAnswer): Promise<User> {
  if (!hasTokens(answer)) throw new MissingTokensError();
  // SPEC.md section 4: the guest's chats and counter do not carry over into the account.
  clearGuestChatState();
  applySession(answer);
  await ensureUser(answer.user);
  return getAuthState().user ?? answer.user;
}

export async function signIn(credentials: { email: string; password: string }): Promise<User> {
  return completeSignIn(
    await apiRequest<TokenAnswer>('/api/Auth/signin', { method: 'POST', body: credentials, auth: false }),
  );
}

export type SignUpResult =
  { status: 'signedIn'; user: User } | { status: 'confirmationRequired'; email: string };

/**
 * CONTRACT.md: with confirmation required the answer has no tokens and an unconfirmed user, and a secret
 * for this browser to keep.
 */
export async function signUp(request: SignUpRequest): Promise<SignUpResult> {
  const answer = await apiRequest<TokenAnswer & Partial<Pick<SignUpResponse, 'confirmationSecret'>>>(
    '/api/Auth/signup',
    { method: 'POST', body: request, auth: false },
  );
  if (!hasTokens(answer) && answer.user && !answer.user.emailConfirmed) {
    if (answer.confirmationSecret) keepConfirmationSecret(answer.confirmationSecret);
    return { status: 'confirmationRequired', email: answer.user.email };
  }
  return { status: 'signedIn', user: await completeSignIn(answer) };
}

/** Signs out at once; the server is told to revoke the refresh token in the background. */
export async function signOut() {
  const tokens = readTokens();
  endSession({ byUser: true });
  if (!tokens.accessToken) return;
  try {
    await apiRequest('/api/Auth/signout', {
      method: 'POST',
      body: { refreshToken: tokens.refreshToken },
      auth: { accessToken: tokens.accessToken },
    });
  } catch (error) {
    // The session is already forgotten here; an unrevoked refresh token still expires on the server.
    console.warn('sign-out call failed', error);
  }
}

/** The current-user call; its answer replaces the stored user (a role or the confirmation may have changed). */
export async function refreshCurrentUser(): Promise<User> {
  const user = await apiRequest<User>('/api/Auth/me');
  if (getAuthState().user?.id === user.id) applyUser(user);
  return user;
}
