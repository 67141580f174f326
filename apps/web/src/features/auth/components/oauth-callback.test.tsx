import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi, testUser } from '@/lib/auth-test-server';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { renderRoutes } from '@/lib/test-utils';
import { OAuthCallback } from './oauth-callback';

const session = {
  accessToken: 'a',
  refreshToken: 'r',
  expiresIn: 3600,
  user: testUser({ provider: 'google' }),
};

function renderCallback(query: string) {
  return renderRoutes(
    [
      { path: '/auth/callback', element: <OAuthCallback /> },
      { path: '*', element: <p>Landed elsewhere</p> },
    ],
    { path: `/auth/callback?${query}` },
  );
}

/** What the sign-in's start kept in this tab (session storage: the provider returns to the same tab). */
function storeOAuthRequest(
  { state, browserSecret }: { state: string | null; browserSecret: string | null },
  returnUrl = '/property/7?lang=en',
) {
  if (state) sessionStorage.setItem(STORAGE_KEYS.oauthState, state);
  if (browserSecret) sessionStorage.setItem(STORAGE_KEYS.oauthBrowserSecret, browserSecret);
  sessionStorage.setItem(STORAGE_KEYS.oauthProvider, 'google');
  sessionStorage.setItem(STORAGE_KEYS.oauthReturnUrl, returnUrl);
}
const started = { state: 's1', browserSecret: 'secret-1' };

const oauthKeys = () =>
  [
    STORAGE_KEYS.oauthState,
    STORAGE_KEYS.oauthBrowserSecret,
    STORAGE_KEYS.oauthProvider,
    STORAGE_KEYS.oauthReturnUrl,
  ].map((key) => sessionStorage.getItem(key));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('OAuthCallback (SPEC.md Social sign-in)', () => {
  it('refuses a returned state that differs from the stored one, without calling the server', async () => {
    const requests = stubApi(() => ({ body: session }));
    storeOAuthRequest({ state: 'state-stored', browserSecret: 'secret-1' });
    renderCallback('code=c1&state=state-returned');
    expect(await screen.findByText('Invalid state parameter')).toBeTruthy();
    expect(requests).toEqual([]);
    expect(oauthKeys()).toEqual([null, null, null, null]);
    expect(screen.getByRole('link', { name: 'Return to Home' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try Again' })).toBeTruthy();
  });

  it.each([
    ['nothing was started in this tab', { state: null, browserSecret: null }],
    ['the secret is missing', { state: 'state-returned', browserSecret: null }],
    ['the state is missing', { state: null, browserSecret: 'secret-1' }],
  ])('refuses a callback when %s, without calling the server (login CSRF)', async (_, stored) => {
    const requests = stubApi(() => ({ body: session }));
    storeOAuthRequest(stored);
    renderCallback('code=c1&state=state-returned');
    expect(await screen.findByText('Invalid state parameter')).toBeTruthy();
    expect(requests).toEqual([]);
    expect(oauthKeys()).toEqual([null, null, null, null]);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('names an address the provider has not verified', async () => {
    stubApi(() => ({
      status: 403,
      body: {
        code: 'OAUTH_EMAIL_UNVERIFIED',
        message: 'Your provider has not verified this e-mail address.',
      },
    }));
    storeOAuthRequest(started);
    renderCallback('code=c1&state=s1');
    expect(
      await screen.findByText(
        'Your sign-in provider has not verified this email address. Verify it there, or sign up with email and password.',
      ),
    ).toBeTruthy();
  });

  it("shows the provider's error and a missing code", async () => {
    stubApi(() => ({ body: session }));
    renderCallback('error=access_denied&error_description=User%20cancelled');
    expect(await screen.findByText('OAuth error: access_denied: User cancelled')).toBeTruthy();
    cleanup();
    storeOAuthRequest(started);
    renderCallback('state=s1');
    expect(
      await screen.findByText(
        'Neither authorization code nor access tokens found. Please check OAuth configuration.',
      ),
    ).toBeTruthy();
  });

  it('signs in with the secret of this tab, calls ensure-user, clears the oauth keys and returns to the stored page after 2 s', async () => {
    const requests = stubApi((request) => ({
      body: request.path === '/api/Auth/oauth/callback' ? session : session.user,
    }));
    storeOAuthRequest(started);
    const { router } = renderCallback('code=c1&state=s1');
    expect(await screen.findByText('You are signed in')).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('a');
    expect(oauthKeys()).toEqual([null, null, null, null]);
    expect(requests[0]?.body).toEqual({
      provider: 'google',
      code: 'c1',
      state: 's1',
      browserSecret: 'secret-1',
      redirectUri: `${window.location.origin}/auth/callback`,
    });
    expect(requests.map((request) => [request.path, request.authorization])).toEqual([
      ['/api/Auth/oauth/callback', null],
      ['/api/Auth/oauth/ensure-user', 'Bearer a'],
    ]);
    expect(router.state.location.pathname).toBe('/auth/callback');
    await waitFor(() => expect(router.state.location.pathname).toBe('/property/7'), { timeout: 3000 });
    expect(router.state.location.search).toBe('?lang=en');
  });

  it('never returns to another site', async () => {
    stubApi((request) => ({ body: request.path === '/api/Auth/oauth/callback' ? session : session.user }));
    storeOAuthRequest(started, '//evil.example/steal');
    const { router } = renderCallback('code=c1&state=s1');
    await screen.findByText('You are signed in');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 3000 });
  });
});
