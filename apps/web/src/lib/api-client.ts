import type { AuthResponse } from '@sakhli/shared/schemas/auth';
import type { ErrorResponse } from '@sakhli/shared/schemas/common';
import { applySession, endSession } from './auth-store';
import { hasTokens, isAccessTokenValid, readTokens } from './auth-tokens';
import { ACCEPT_LANGUAGE, currentLanguage } from './i18n';
import { STORAGE_KEYS } from './storage-keys';

/** An API failure with CONTRACT.md's error body; `code` maps to a translated message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** From a 429's Retry-After header. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** The random id that keeps a guest's saved filters (CONTRACT.md: X-Guest-Id). */
export function guestId(): string {
  let id = localStorage.getItem(STORAGE_KEYS.guestId);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(STORAGE_KEYS.guestId, id);
  }
  return id;
}

type Query = Record<string, string | number | boolean | null | undefined>;

export function toQueryString(query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

interface RequestOptions {
  method?: string;
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  keepalive?: boolean;
  /** Extra headers, such as an Idempotency-Key. */
  headers?: Record<string, string>;
  /**
   * Which bearer token goes with the call. Default: the session's, renewed once on a 401. `false`: none and
   * no renewal (the sign-in calls themselves). `{ accessToken }`: exactly that one, no renewal (sign-out).
   */
  auth?: false | { accessToken: string };
}

/** Seconds from a Retry-After header (seconds or an HTTP date). */
function retryAfterSeconds(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/** What every call carries: JSON wanted, the language, the guest id and the bearer token when there is one. */
export function standardHeaders(accessToken: string | null): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': ACCEPT_LANGUAGE[currentLanguage()],
    // Sent signed in too: at sign-in the server moves the guest's saved filters to the user.
    'X-Guest-Id': guestId(),
  };
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  return headers;
}

/** An answer's body with its headers, for the calls that need a header too (an ETag). */
export interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

async function send<T>(
  path: string,
  options: RequestOptions,
  accessToken: string | null,
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers, ...standardHeaders(accessToken) };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${path}${toQueryString(options.query ?? {})}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
    keepalive: options.keepalive,
  });
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    // A proxy's HTML error page: only the status says anything.
    if (response.ok) throw new ApiError(response.status, 'INVALID_RESPONSE', 'Invalid response');
  }
  if (!response.ok) throw apiErrorOf(response, data);
  return { data: data as T, headers: response.headers };
}

/** The ApiError of a refused response whose JSON body (CONTRACT.md's error) is `data`. */
export function apiErrorOf(response: Response, data: unknown): ApiError {
  const error = (data ?? {}) as Partial<ErrorResponse>;
  return new ApiError(
    response.status,
    error.code ?? 'HTTP_ERROR',
    error.message ?? response.statusText,
    error.errors,
    retryAfterSeconds(response.headers.get('Retry-After')),
  );
}

let refreshing: Promise<boolean> | null = null;

/** Tabs share the tokens and a refresh token works once: one tab renews at a time, the next sees its result. */
async function withRefreshLock(task: () => Promise<boolean>): Promise<boolean> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? await locks.request(STORAGE_KEYS.refreshToken, task) : task();
}

async function renew(seenAccessToken: string | null): Promise<boolean> {
  const tokens = readTokens();
  // Another tab (or an earlier call) renewed the token this caller found stale: use that one.
  if (tokens.accessToken !== seenAccessToken && isAccessTokenValid(tokens)) return true;
  if (!tokens.refreshToken) {
    endSession();
    return false;
  }
  try {
    const { data: response } = await send<AuthResponse>(
      '/api/Auth/refresh',
      { method: 'POST', body: { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken } },
      null,
    );
    if (!hasTokens(response)) throw new ApiError(200, 'INVALID_RESPONSE', 'Invalid auth response');
    applySession(response);
    return true;
  } catch (error) {
    // The server refused the tokens: the session is over. Unreachable, busy or failing, it may take them
    // later, so they stay for the next attempt.
    const isRefused = error instanceof ApiError && error.status < 500 && error.status !== 429;
    if (isRefused) endSession();
    return false;
  }
}

/**
 * Renews the session's tokens (SPEC.md section 4). Calls made meanwhile share this one renewal. `seenAccessToken`
 * is the token the caller found stale; if the stored one has changed since, nothing is renewed. When the
 * server refuses the tokens they are cleared and the user is signed out.
 */
export function refreshSession(seenAccessToken: string | null = readTokens().accessToken): Promise<boolean> {
  refreshing ??= withRefreshLock(() => renew(seenAccessToken)).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * Runs `call` with the session's bearer token: an expired one is renewed first, and a 401 (an ApiError)
 * renews the tokens once and repeats the call; calls made while a renewal runs wait for it.
 */
export async function withSessionToken<T>(call: (accessToken: string | null) => Promise<T>): Promise<T> {
  if (refreshing) await refreshing;
  let tokens = readTokens();
  // An expired token (a laptop woken from sleep, a throttled timer) is renewed first rather than sent.
  if (tokens.refreshToken && !isAccessTokenValid(tokens)) {
    await refreshSession(tokens.accessToken);
    tokens = readTokens();
  }
  const accessToken = isAccessTokenValid(tokens) ? tokens.accessToken : null;
  try {
    return await call(accessToken);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401 || !readTokens().refreshToken) throw error;
    if (!(await refreshSession(accessToken))) throw error;
    return call(readTokens().accessToken);
  }
}

/**
 * Every call to the API goes through here: Accept-Language, the guest id, the bearer token when a valid one
 * exists (withSessionToken), JSON in and out, and errors as ApiError.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiResponse<T>(path, options)).data;
}

/** The same, answering the headers with the body. */
export function apiResponse<T>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  if (options.auth === false) return send<T>(path, options, null);
  if (options.auth) return send<T>(path, options, options.auth.accessToken);
  return withSessionToken((accessToken) => send<T>(path, options, accessToken));
}
