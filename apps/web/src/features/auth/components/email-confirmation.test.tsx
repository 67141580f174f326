import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, testUser } from '@/lib/auth-test-server';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { renderRoutes } from '@/lib/test-utils';
import { EmailConfirmation } from './email-confirmation';
import { ResetPassword } from './reset-password';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const session = { accessToken: 'a', refreshToken: 'r', expiresIn: 3600, user: testUser() };

function renderAt(path: string) {
  return renderRoutes(
    [
      { path: '/auth/confirm', element: <EmailConfirmation /> },
      { path: '/auth/reset-password', element: <ResetPassword /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { path },
  );
}

describe('/auth/confirm and /auth/reset-password (SPEC.md section 8)', () => {
  it.each([
    ['/auth/confirm', 'Invalid email confirmation link. Please try signing up again.'],
    ['/auth/confirm?token=abc&type=magic', 'Invalid email confirmation link. Please try signing up again.'],
    ['/auth/confirm?token=a%20b&type=signup', 'Invalid token format'],
  ])('%s: %s, without a call', async (path, message) => {
    const requests = stubApi(() => ({ body: session }));
    renderAt(path);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Sign In' })).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it("names the server's reason after 'Email confirmation error:'", async () => {
    stubApi(() => ({ status: 400, body: { code: 'TOKEN_EXPIRED', message: 'Token expired' } }));
    renderAt('/auth/confirm?token=abc&type=signup');
    expect(await screen.findByText('Email confirmation error: the link has expired')).toBeTruthy();
  });

  it('a sign-up link signs in, then goes home', async () => {
    const requests = stubApi(() => ({ body: session }));
    const { router } = renderAt('/auth/confirm?token=abc&type=signup');
    expect(await screen.findByText('Email confirmed')).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('a');
    expect(requests[0]).toMatchObject({ path: '/api/auth/verify', body: { token: 'abc', type: 'signup' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 3000 });
  });

  it('a link without tokens in its answer says so', async () => {
    stubApi(() => ({ body: { ...session, accessToken: null } }));
    renderAt('/auth/confirm?token=abc&type=signup');
    expect(
      await screen.findByText(
        'Email confirmation link is valid but authentication tokens are missing. Please try signing in.',
      ),
    ).toBeTruthy();
  });

  it('a recovery link goes to the reset form with its tokens, which are not a session', async () => {
    stubApi(() => ({ body: { ...session, accessToken: 'recovery-a', refreshToken: 'recovery-r' } }));
    const { router } = renderAt('/auth/confirm?token=abc&type=recovery');
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    // The tokens are read once and leave the address.
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('the reset page without tokens asks for a new link', async () => {
    renderAt('/auth/reset-password?access_token=only-one');
    expect(
      await screen.findByText(
        'Password reset link is missing required tokens. Please request a new password reset.',
      ),
    ).toBeTruthy();
  });
});
