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

function storeOAuthRequest(state: string | null, returnUrl = '/property/7?lang=en') {
  if (state) localStorage.setItem(STORAGE_KEYS.oauthState, state);
  localStorage.setItem(STORAGE_KEYS.oauthProvider, 'google');
  localStorage.setItem(STORAGE_KEYS.oauthReturnUrl, returnUrl);
}

const oauthKeys = () =>
  [STORAGE_KEYS.oauthState, STORAGE_KEYS.oauthProvider, STORAGE_KEYS.oauthReturnUrl].map((key) =>
    localStorage.getItem(key),
  );

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('OAuthCallback (SPEC.md Social sign-in)', () => {
  it('refuses a returned state that differs from the stored one, without calling the server', async () => {
    const requests = stubApi(() => ({ body: session }));
    storeOAuthRequest('state-stored');
    renderCallback('code=c1&state=state-returned');
    expect(await screen.findByText('Invalid state parameter')).toBeTruthy();
    expect(requests).toEqual([]);
    expect(oauthKeys()).toEqual([null, null, null]);
    expect(screen.getByRole('link', { name: 'Return to Home' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try Again' })).toBeTruthy();
  });

  it('with no stored state, still sends the returned state for the server to check', async () => {
    const requests = stubApi(() => ({
      status: 400,
      body: { code: 'OAUTH_INVALID_STATE', message: 'Invalid state parameter' },
    }));
    storeOAuthRequest(null);
    renderCallback('code=c1&state=state-returned');
    expect(await screen.findByText('Invalid state parameter')).toBeTruthy();
    expect(requests).toEqual([
      expect.objectContaining({
        path: '/api/Auth/oauth/callback',
        body: {
          provider: 'google',
          code: 'c1',
          state: 'state-returned',
          redirectUri: `${window.location.origin}/auth/callback`,
        },
      }),
    ]);
  });

  it("shows the provider's error and a missing code", async () => {
    stubApi(() => ({ body: session }));
    renderCallback('error=access_denied&error_description=User%20cancelled');
    expect(await screen.findByText('OAuth error: access_denied: User cancelled')).toBeTruthy();
    cleanup();
    storeOAuthRequest('s1');
    renderCallback('state=s1');
    expect(
      await screen.findByText(
        'Neither authorization code nor access tokens found. Please check OAuth configuration.',
      ),
    ).toBeTruthy();
  });

  it('signs in, calls ensure-user, clears the oauth keys and returns to the stored page after 2 s', async () => {
    const requests = stubApi((request) => ({
      body: request.path === '/api/Auth/oauth/callback' ? session : session.user,
    }));
    storeOAuthRequest('s1');
    const { router } = renderCallback('code=c1&state=s1');
    expect(await screen.findByText('You are signed in')).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('a');
    expect(oauthKeys()).toEqual([null, null, null]);
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
    storeOAuthRequest('s1', '//evil.example/steal');
    const { router } = renderCallback('code=c1&state=s1');
    await screen.findByText('You are signed in');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 3000 });
  });
});
