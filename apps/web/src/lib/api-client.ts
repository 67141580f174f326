import type { ErrorResponse } from '@sakhli/shared/schemas/common';
import { ACCEPT_LANGUAGE, currentLanguage } from './i18n';
import { STORAGE_KEYS } from './storage-keys';

/** An API failure with CONTRACT.md's error body; `code` maps to a translated message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors?: Record<string, string[]>,
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

/**
 * Every call to the API goes through here: Accept-Language, the guest id, JSON in and out, and
 * errors as ApiError. (The bearer token and the 401 refresh queue arrive with accounts.)
 */
export async function apiRequest<T>(
  path: string,
  options: { method?: string; query?: Query; body?: unknown; signal?: AbortSignal; keepalive?: boolean } = {},
): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': ACCEPT_LANGUAGE[currentLanguage()],
    'X-Guest-Id': guestId(),
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${path}${toQueryString(options.query ?? {})}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
    keepalive: options.keepalive,
  });
  const text = await response.text();
  const data: unknown = text ? JSON.parse(text) : undefined;
  if (!response.ok) {
    const error = (data ?? {}) as Partial<ErrorResponse>;
    throw new ApiError(
      response.status,
      error.code ?? 'HTTP_ERROR',
      error.message ?? response.statusText,
      error.errors,
    );
  }
  return data as T;
}
