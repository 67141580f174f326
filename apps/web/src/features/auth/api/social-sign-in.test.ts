import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/lib/auth-test-server';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { startSocialSignIn } from './social-sign-in';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('startSocialSignIn (SPEC.md Social sign-in)', () => {
  it("keeps the state, the provider and the browser's secret in this tab only, then leaves", async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const requests = stubApi(() => ({
      body: { authUrl: 'https://id.example/authorize?x=1', state: 's1', browserSecret: 'secret-1' },
    }));
    await startSocialSignIn('google');
    expect(requests[0]).toMatchObject({
      path: '/api/Auth/oauth/init',
      body: { provider: 'google', redirectUri: `${window.location.origin}/auth/callback` },
    });
    expect(
      [STORAGE_KEYS.oauthState, STORAGE_KEYS.oauthProvider, STORAGE_KEYS.oauthBrowserSecret].map((key) =>
        sessionStorage.getItem(key),
      ),
    ).toEqual(['s1', 'google', 'secret-1']);
    // Another tab or browser sharing nothing of this one cannot finish the sign-in.
    expect(Object.keys(localStorage).filter((key) => key.startsWith('oauth_'))).toEqual([]);
    expect(assign).toHaveBeenCalledWith('https://id.example/authorize?x=1');
  });
});
