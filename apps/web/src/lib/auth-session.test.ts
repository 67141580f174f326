import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeTestSession, stubApi, testUser } from './auth-test-server';
import { STORAGE_KEYS } from './storage-keys';

// Fresh modules per test: the session starts once per page.
async function load() {
  const [session, store] = await Promise.all([import('./auth-session'), import('./auth-store')]);
  return { ...session, ...store };
}

beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const answer = (user = testUser()) => ({
  accessToken: 'access-new',
  refreshToken: 'refresh-new',
  expiresIn: 3600,
  user,
});

describe('startAuthSession (SPEC.md section 4)', () => {
  it('without tokens: a guest at once, and no call', async () => {
    const requests = stubApi(() => ({ body: {} }));
    const { startAuthSession, getAuthState } = await load();
    startAuthSession();
    expect(getAuthState()).toEqual({ status: 'unauthenticated', user: null });
    expect(requests).toEqual([]);
  });

  it('a stored user with a valid token: signed in at once, no call, a renewal 5 minutes before expiry', async () => {
    vi.useFakeTimers();
    storeTestSession({ expiresInMs: 60 * 60_000 });
    const requests = stubApi((request) => ({ body: request.path === '/api/Auth/refresh' ? answer() : {} }));
    const { startAuthSession, getAuthState } = await load();
    startAuthSession();
    expect(getAuthState()).toEqual({ status: 'authenticated', user: testUser() });
    expect(requests).toEqual([]);
    await vi.advanceTimersByTimeAsync(54 * 60_000);
    expect(requests).toEqual([]);
    await vi.advanceTimersByTimeAsync(60_000 + 10);
    expect(requests.map((request) => request.path)).toEqual(['/api/Auth/refresh']);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('access-new');
  });

  it('an expired token: loading, then renewed and signed in', async () => {
    storeTestSession({ expiresInMs: 30_000 });
    const renewedUser = testUser({ displayName: 'Renewed' });
    const requests = stubApi(() => ({ body: answer(renewedUser) }));
    const { startAuthSession, getAuthState } = await load();
    startAuthSession();
    expect(getAuthState().status).toBe('loading');
    await vi.waitFor(() => expect(getAuthState()).toEqual({ status: 'authenticated', user: renewedUser }));
    expect(requests.map((request) => [request.path, request.body])).toEqual([
      ['/api/Auth/refresh', { accessToken: 'access-old', refreshToken: 'refresh-old' }],
    ]);
  });

  it('an expired token the server refuses to renew: tokens cleared, signed out', async () => {
    storeTestSession({ expiresInMs: -1000 });
    stubApi(() => ({
      status: 401,
      body: { code: 'INVALID_REFRESH_TOKEN', message: 'Invalid refresh token' },
    }));
    const { startAuthSession, getAuthState } = await load();
    startAuthSession();
    await vi.waitFor(() => expect(getAuthState().status).toBe('unauthenticated'));
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
  });

  it('a valid token without a stored user: loading, then the current-user call', async () => {
    storeTestSession({ user: null });
    const admin = testUser({ role: 'Admin' });
    const requests = stubApi(() => ({ body: admin }));
    const { startAuthSession, getAuthState } = await load();
    startAuthSession();
    expect(getAuthState().status).toBe('loading');
    await vi.waitFor(() => expect(getAuthState()).toEqual({ status: 'authenticated', user: admin }));
    expect(requests.map((request) => [request.path, request.authorization])).toEqual([
      ['/api/Auth/me', 'Bearer access-old'],
    ]);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userInfo) ?? 'null')).toEqual(admin);
  });

  it('follows a sign-out and a sign-in made in another tab', async () => {
    storeTestSession();
    stubApi(() => ({ body: {} }));
    const { startAuthSession, getAuthState } = await load();
    startAuthSession();
    localStorage.clear();
    window.dispatchEvent(
      new StorageEvent('storage', { key: STORAGE_KEYS.userInfo, storageArea: localStorage }),
    );
    expect(getAuthState().status).toBe('unauthenticated');
    const other = testUser({ id: 'u-2', email: 'other@sakhli.example' });
    storeTestSession({ user: other });
    window.dispatchEvent(
      new StorageEvent('storage', { key: STORAGE_KEYS.userInfo, storageArea: localStorage }),
    );
    expect(getAuthState()).toEqual({ status: 'authenticated', user: other });
  });
});

describe('sign-in, sign-up and sign-out', () => {
  it('a sign-in stores the tokens, clears the guest chats and counter, and calls ensure-user', async () => {
    localStorage.setItem('sakhli_chat_id_tbilisi_sale_apartment_ka', 'chat-1');
    localStorage.setItem(STORAGE_KEYS.guestCount, '3');
    localStorage.setItem(STORAGE_KEYS.selectedCity, 'Tbilisi');
    const requests = stubApi((request) => ({
      body: request.path === '/api/Auth/signin' ? answer() : testUser(),
    }));
    const { signIn, getAuthState } = await load();
    await signIn({ email: 'owner@sakhli.example', password: 'Demo12345' });
    expect(getAuthState().status).toBe('authenticated');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('access-new');
    expect(localStorage.getItem('sakhli_chat_id_tbilisi_sale_apartment_ka')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.guestCount)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.selectedCity)).toBe('Tbilisi');
    expect(requests.map((request) => [request.path, request.authorization])).toEqual([
      ['/api/Auth/signin', null],
      ['/api/Auth/oauth/ensure-user', 'Bearer access-new'],
    ]);
  });

  it('a token answer without tokens is refused with the SPEC.md message', async () => {
    stubApi(() => ({ body: { accessToken: null, refreshToken: null, expiresIn: null, user: testUser() } }));
    const { signIn, getAuthState } = await load();
    await expect(signIn({ email: 'a@b.ge', password: 'x' })).rejects.toThrow(
      'Invalid auth response: missing tokens',
    );
    expect(getAuthState().status).not.toBe('authenticated');
  });

  it('a sign-up that needs confirmation leaves the visitor signed out', async () => {
    stubApi(() => ({
      body: {
        accessToken: null,
        refreshToken: null,
        expiresIn: null,
        user: testUser({ emailConfirmed: false }),
      },
    }));
    const { signUp } = await load();
    expect(await signUp({ email: 'owner@sakhli.example', password: 'Demo12345' })).toEqual({
      status: 'confirmationRequired',
      email: 'owner@sakhli.example',
    });
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('a sign-out forgets the session at once and revokes the refresh token with the bearer token', async () => {
    storeTestSession();
    const requests = stubApi(() => ({ body: { success: true } }));
    const { startAuthSession, signOut, getAuthState } = await load();
    startAuthSession();
    const done = signOut();
    expect(getAuthState().status).toBe('unauthenticated');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    await done;
    expect(requests.map((request) => [request.path, request.authorization, request.body])).toEqual([
      ['/api/Auth/signout', 'Bearer access-old', { refreshToken: 'refresh-old' }],
    ]);
  });
});
