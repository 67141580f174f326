import type { User } from '@sakhli/shared/schemas/auth';
import { vi } from 'vitest';
import { STORAGE_KEYS } from './storage-keys';

/** A user as GET /api/Auth/me answers it (tests). */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u-1',
    email: 'owner@sakhli.example',
    displayName: 'owner',
    fullName: null,
    firstName: null,
    lastName: null,
    role: 'User',
    emailConfirmed: true,
    provider: 'email',
    language: 'en',
    createdAt: '2026-01-01T00:00:00.000Z',
    accountType: 'Owner',
    agencyName: null,
    logoUrl: null,
    isVerified: false,
    ...overrides,
  };
}

/** Puts a session in storage as a previous visit would have left it; `expiresInMs` from now. */
export function storeTestSession({
  accessToken = 'access-old',
  refreshToken = 'refresh-old',
  expiresInMs = 60 * 60_000,
  user = testUser(),
}: { accessToken?: string; refreshToken?: string; expiresInMs?: number; user?: User | null } = {}) {
  localStorage.setItem(STORAGE_KEYS.accessToken, accessToken);
  localStorage.setItem(STORAGE_KEYS.refreshToken, refreshToken);
  localStorage.setItem(STORAGE_KEYS.tokenExpiry, String(Date.now() + expiresInMs));
  if (user) localStorage.setItem(STORAGE_KEYS.userInfo, JSON.stringify(user));
}

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | null;
  body: unknown;
}

type Handler = (request: RecordedRequest) => {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
};

/**
 * Replaces global fetch with `handler` (the API is not the web app's to import) and records every request.
 * Answers come a tick later, as a network would, so concurrent calls really overlap.
 */
export function stubApi(handler: Handler) {
  const requests: RecordedRequest[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      path: url,
      authorization: headers.get('Authorization'),
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    requests.push(request);
    await new Promise((resolve) => setTimeout(resolve, 1));
    const answer = handler(request);
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: answer.headers,
    });
  });
  return requests;
}
