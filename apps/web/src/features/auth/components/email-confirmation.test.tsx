import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adoptStoredSession, markSignedOut } from '@/lib/auth-store';
import { storeTestSession, stubApi, testUser } from '@/lib/auth-test-server';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { renderRoutes } from '@/lib/test-utils';
import { AuthModalHost } from './auth-modal-host';
import { EmailConfirmation } from './email-confirmation';
import { ResetPassword } from './reset-password';

// A visitor without a session unless a test signs one in (the auth state is module state).
beforeEach(() => {
  localStorage.clear();
  markSignedOut();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const session = { accessToken: 'a', refreshToken: 'r', expiresIn: 3600, user: testUser() };

/** The pages under a layout that hosts the auth modal, as the app's root layout does. */
function renderAt(path: string) {
  return renderRoutes(
    [
      {
        element: (
          <>
            <Outlet />
            <AuthModalHost />
          </>
        ),
        children: [
          { path: '/auth/confirm', element: <EmailConfirmation /> },
          { path: '/auth/reset-password', element: <ResetPassword /> },
          { path: '/', element: <p>Home page</p> },
          { path: '*', element: <p>Elsewhere</p> },
        ],
      },
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

const verifyBodies = (requests: { path: string; body: unknown }[]) =>
  requests.filter((request) => request.path === '/api/auth/verify').map((request) => request.body);

const passwordRequired = {
  status: 403,
  body: { code: 'CONFIRMATION_PASSWORD_REQUIRED', message: 'Enter the password you chose at sign-up' },
};

describe('/auth/confirm: who may follow a sign-up link (CONTRACT.md section 6)', () => {
  it('sends the secret this browser kept at sign-up, and forgets it once the link has confirmed', async () => {
    localStorage.setItem(STORAGE_KEYS.confirmationSecret, 'secret-of-this-browser');
    const requests = stubApi(() => ({ body: session }));
    renderAt('/auth/confirm?token=abc&type=signup');
    expect(await screen.findByText('Email confirmed')).toBeTruthy();
    expect(verifyBodies(requests)).toEqual([
      { token: 'abc', type: 'signup', browserSecret: 'secret-of-this-browser' },
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.confirmationSecret)).toBeNull();
  });

  it('keeps the secret when the link fails (a resent link is bound to the same sign-up)', async () => {
    localStorage.setItem(STORAGE_KEYS.confirmationSecret, 'secret-of-this-browser');
    stubApi(() => ({ status: 400, body: { code: 'TOKEN_EXPIRED', message: 'Token expired' } }));
    renderAt('/auth/confirm?token=abc&type=signup');
    expect(await screen.findByText('Email confirmation error: the link has expired')).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.confirmationSecret)).toBe('secret-of-this-browser');
  });

  it('in another browser asks for the password chosen at sign-up; a wrong one may be retried', async () => {
    const requests = stubApi(({ path, body }) => {
      if (path !== '/api/auth/verify') return { body: session.user };
      const { password } = body as { password?: string };
      if (password === undefined) return passwordRequired;
      if (password !== 'Chosen pass 1')
        return { status: 401, body: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' } };
      return { body: session };
    });
    renderAt('/auth/confirm?token=abc&type=signup');
    expect(await screen.findByRole('heading', { name: 'Enter your password' })).toBeTruthy();
    expect(
      screen.getByText('Enter the password you chose when you signed up to confirm this address.'),
    ).toBeTruthy();
    expect(screen.getByText(/Someone else may have signed up with your address/)).toBeTruthy();
    // Nothing used the link up: the first answer only asked for the password.
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();

    const confirm = () => fireEvent.click(screen.getByRole('button', { name: 'Confirm email' }));
    confirm();
    expect(await screen.findByText('Password is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a guess 1' } });
    confirm();
    expect(
      await screen.findByText('This is not the password chosen at sign-up. Please try again.'),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Chosen pass 1' } });
    confirm();
    expect(await screen.findByText('Email confirmed')).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('a');
    expect(verifyBodies(requests)).toEqual([
      { token: 'abc', type: 'signup' },
      { token: 'abc', type: 'signup', password: 'a guess 1' },
      { token: 'abc', type: 'signup', password: 'Chosen pass 1' },
    ]);
  });

  it('whoever did not choose that password is led to a sign-up of their own', async () => {
    stubApi(({ path }) =>
      path === '/api/client-config' ? { body: { authProviders: [] } } : passwordRequired,
    );
    const { router } = renderAt('/auth/confirm?token=abc&type=signup');
    fireEvent.click(await screen.findByRole('link', { name: 'Sign up again with a password of your own' }));
    expect(await screen.findByRole('heading', { name: 'Create an account' }, { timeout: 3000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('a limited password attempt names the wait; a spent link ends on the error page', async () => {
    let answer: { status: number; body: unknown; headers?: Record<string, string> } = passwordRequired;
    stubApi(() => answer);
    renderAt('/auth/confirm?token=abc&type=signup');
    await screen.findByRole('heading', { name: 'Enter your password' });
    answer = {
      status: 429,
      body: { code: 'RATE_LIMITED', message: 'Too many' },
      headers: { 'Retry-After': '600' },
    };
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a guess 1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm email' }));
    expect(await screen.findByText('Too many attempts. Try again in 10 min.')).toBeTruthy();
    answer = { status: 400, body: { code: 'INVALID_LINK', message: 'Used' } };
    fireEvent.click(screen.getByRole('button', { name: 'Confirm email' }));
    expect(
      await screen.findByText('Email confirmation error: the link is invalid or has already been used'),
    ).toBeTruthy();
  });
});

describe('/auth/confirm in a browser signed in as someone (CONTRACT.md section 6)', () => {
  function signInAs(displayName: string) {
    storeTestSession({ user: testUser({ displayName }) });
    adoptStoredSession();
  }

  it.each(['signup', 'recovery'])(
    '%s link: asks first, and follows the link only on Continue',
    async (type) => {
      signInAs('Mariam');
      const requests = stubApi(({ path }) => ({
        body: path === '/api/auth/verify' ? { ...session, user: testUser({ displayName: 'Ana' }) } : {},
      }));
      const { router } = renderAt(`/auth/confirm?token=abc&type=${type}`);
      expect(await screen.findByRole('heading', { name: 'Switch account?' })).toBeTruthy();
      expect(screen.getByText(/You are signed in as Mariam\./)).toBeTruthy();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(requests).toEqual([]);

      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
      await waitFor(() =>
        expect(router.state.location.pathname).toBe(
          type === 'signup' ? '/auth/confirm' : '/auth/reset-password',
        ),
      );
      // The old session is revoked with its own token before the link's account takes over.
      await waitFor(() =>
        expect(requests.map((request) => [request.path, request.authorization])).toEqual(
          expect.arrayContaining([
            ['/api/auth/verify', null],
            ['/api/Auth/signout', 'Bearer access-old'],
          ]),
        ),
      );
      expect(requests[0]?.path).toBe('/api/auth/verify');
      const refreshToken = localStorage.getItem(STORAGE_KEYS.refreshToken);
      expect(refreshToken).toBe(type === 'signup' ? 'r' : null);
    },
  );

  it('Stay signed in goes home without following the link', async () => {
    signInAs('Mariam');
    const requests = stubApi(() => ({ body: session }));
    const { router } = renderAt('/auth/confirm?token=abc&type=signup');
    fireEvent.click(await screen.findByRole('link', { name: 'Stay signed in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(requests).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('access-old');
  });
});
