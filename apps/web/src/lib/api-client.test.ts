import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeTestSession, stubApi, testUser } from './auth-test-server';
import { STORAGE_KEYS } from './storage-keys';

// Each test gets fresh modules: the auth state and the renewal in flight are module state.
async function load() {
  const [client, store] = await Promise.all([import('./api-client'), import('./auth-store')]);
  return { ...client, ...store };
}

beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

const renewed = {
  accessToken: 'access-new',
  refreshToken: 'refresh-new',
  expiresIn: 3600,
  user: testUser(),
};

describe('apiRequest with a session', () => {
  it('sends the valid access token as a bearer token', async () => {
    storeTestSession();
    const requests = stubApi(() => ({ body: [] }));
    const { apiRequest } = await load();
    await apiRequest('/api/Favorite');
    expect(requests[0]?.authorization).toBe('Bearer access-old');
  });

  it('sends no bearer token for a guest, nor for the sign-in calls', async () => {
    const requests = stubApi(() => ({ body: {} }));
    const { apiRequest } = await load();
    await apiRequest('/api/district');
    storeTestSession();
    await apiRequest('/api/Auth/signin', { method: 'POST', body: {}, auth: false });
    expect(requests.map((request) => request.authorization)).toEqual([null, null]);
  });

  it('renews once on a 401, holds concurrent calls behind the renewal and repeats them all', async () => {
    storeTestSession();
    const requests = stubApi((request) => {
      if (request.path === '/api/Auth/refresh') return { body: renewed };
      if (request.authorization === 'Bearer access-old')
        return { status: 401, body: { code: 'UNAUTHORIZED' } };
      return { body: { path: request.path } };
    });
    const { apiRequest, getAuthState } = await load();
    const answers = await Promise.all([
      apiRequest('/api/Favorite'),
      apiRequest('/api/Property/my-properties'),
      apiRequest('/api/Auth/me'),
    ]);
    expect(answers).toEqual([
      { path: '/api/Favorite' },
      { path: '/api/Property/my-properties' },
      { path: '/api/Auth/me' },
    ]);
    const refreshes = requests.filter((request) => request.path === '/api/Auth/refresh');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.body).toEqual({ accessToken: 'access-old', refreshToken: 'refresh-old' });
    const repeated = requests.filter((request) => request.authorization === 'Bearer access-new');
    expect(repeated.map((request) => request.path).sort()).toEqual([
      '/api/Auth/me',
      '/api/Favorite',
      '/api/Property/my-properties',
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('access-new');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-new');
    expect(getAuthState().status).toBe('authenticated');
  });

  it('a call made while a renewal runs waits for it and goes out with the new token', async () => {
    storeTestSession();
    const requests = stubApi((request) => {
      if (request.path === '/api/Auth/refresh') return { body: renewed };
      if (request.authorization === 'Bearer access-old') return { status: 401, body: {} };
      return { body: {} };
    });
    const { apiRequest, refreshSession } = await load();
    const renewal = refreshSession();
    await apiRequest('/api/Favorite');
    await renewal;
    expect(requests.map((request) => [request.path, request.authorization])).toEqual([
      ['/api/Auth/refresh', null],
      ['/api/Favorite', 'Bearer access-new'],
    ]);
  });

  it('clears the tokens and signs out when the renewal is refused, and repeats nothing', async () => {
    storeTestSession();
    const requests = stubApi((request) =>
      request.path === '/api/Auth/refresh'
        ? { status: 401, body: { code: 'INVALID_REFRESH_TOKEN', message: 'Invalid refresh token' } }
        : { status: 401, body: { code: 'UNAUTHORIZED', message: 'Unauthorized' } },
    );
    const { apiRequest, getAuthState, ApiError } = await load();
    const results = await Promise.allSettled([apiRequest('/api/Favorite'), apiRequest('/api/Auth/me')]);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason).toBeInstanceOf(ApiError);
    }
    expect(requests.filter((request) => request.path === '/api/Auth/refresh')).toHaveLength(1);
    expect(requests).toHaveLength(3);
    for (const key of ['accessToken', 'refreshToken', 'tokenExpiry', 'userInfo'] as const)
      expect(localStorage.getItem(STORAGE_KEYS[key])).toBeNull();
    expect(getAuthState()).toEqual({ status: 'unauthenticated', user: null });
  });

  it('keeps the tokens when the server cannot be reached for the renewal', async () => {
    storeTestSession();
    stubApi((request) =>
      request.path === '/api/Auth/refresh' ? { status: 503, body: {} } : { status: 401, body: {} },
    );
    const { apiRequest } = await load();
    await expect(apiRequest('/api/Favorite')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-old');
  });

  it('renews an expired token before the call instead of sending it', async () => {
    storeTestSession({ expiresInMs: 30_000 });
    const requests = stubApi((request) => ({ body: request.path === '/api/Auth/refresh' ? renewed : {} }));
    const { apiRequest } = await load();
    await apiRequest('/api/Favorite');
    expect(requests.map((request) => [request.path, request.authorization])).toEqual([
      ['/api/Auth/refresh', null],
      ['/api/Favorite', 'Bearer access-new'],
    ]);
  });

  it('reads a 429 Retry-After into the error', async () => {
    stubApi(() => ({
      status: 429,
      body: { code: 'RATE_LIMITED', message: 'Too many requests' },
      headers: { 'Retry-After': '120' },
    }));
    const { apiRequest } = await load();
    await expect(apiRequest('/api/Auth/signin', { auth: false })).rejects.toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      retryAfterSeconds: 120,
    });
  });
});
