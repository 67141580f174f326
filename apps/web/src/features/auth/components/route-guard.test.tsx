import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@sakhli/shared/enums';
import { storeTestSession, stubApi, testUser } from '@/lib/auth-test-server';

// Fresh modules per test: the auth state is module state, and 'loading' is only ever the first one.
async function load() {
  const [guard, host, session, utils] = await Promise.all([
    import('./route-guard'),
    import('./auth-modal-host'),
    import('@/lib/auth-session'),
    import('@/lib/test-utils'),
  ]);
  return { ...guard, ...host, ...session, ...utils };
}

beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function signInAs(role: Role) {
  storeTestSession({ user: testUser({ role }) });
}

describe('RouteGuard (SPEC.md section 6)', () => {
  it('shows a spinner while the session loads, and nothing of the page', async () => {
    const { RouteGuard, renderWithProviders } = await load();
    renderWithProviders(
      <RouteGuard>
        <p>Secret</p>
      </RouteGuard>,
    );
    expect(screen.getByRole('status').textContent).toBe('Checking your session…');
    expect(screen.queryByText('Secret')).toBeNull();
  });

  it('sends a guest to the fallback, remembering where they were going', async () => {
    stubApi(() => ({ body: {} }));
    const { RouteGuard, renderRoutes, startAuthSession } = await load();
    startAuthSession();
    const { router } = renderRoutes(
      [
        { path: '/', element: <p>Home page</p> },
        {
          path: '/dashboard/settings',
          element: (
            <RouteGuard>
              <p>Settings</p>
            </RouteGuard>
          ),
        },
      ],
      { path: '/dashboard/settings?tab=password' },
    );
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(router.state.location.state).toEqual({
      openAuth: 'signin',
      returnTo: '/dashboard/settings?tab=password',
    });
  });

  it('sends a user who signs out on a guarded page away without asking them to sign in again', async () => {
    signInAs('User');
    stubApi(() => ({ body: {} }));
    const { RouteGuard, renderRoutes, startAuthSession, signOut } = await load();
    startAuthSession();
    const { router } = renderRoutes(
      [
        { path: '/', element: <p>Home page</p> },
        {
          path: '/dashboard/settings',
          element: (
            <RouteGuard>
              <p>Settings</p>
            </RouteGuard>
          ),
        },
      ],
      { path: '/dashboard/settings' },
    );
    expect(await screen.findByText('Settings')).toBeTruthy();
    await signOut();
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(router.state.location.state).toBeNull();
  });

  it.each([
    ['User', 'Moderator', false],
    ['User', 'Admin', false],
    ['Moderator', 'Admin', false],
    ['Moderator', 'Moderator', true],
    ['Admin', 'Moderator', true],
    ['Admin', 'Admin', true],
  ] as const)(
    '%s on a page for %s and above: shown %s (else sent to the fallback)',
    async (role, required, isShown) => {
      signInAs(role);
      const { RouteGuard, renderRoutes, startAuthSession } = await load();
      startAuthSession();
      const { router } = renderRoutes(
        [
          { path: '/dashboard', element: <p>Dashboard start</p> },
          {
            path: '/dashboard/admin',
            element: (
              <RouteGuard role={required} fallback="/dashboard">
                <p>Role page</p>
              </RouteGuard>
            ),
          },
        ],
        { path: '/dashboard/admin' },
      );
      await waitFor(() =>
        expect(router.state.location.pathname).toBe(isShown ? '/dashboard/admin' : '/dashboard'),
      );
      expect(screen.queryByText('Role page') !== null).toBe(isShown);
      expect(router.state.location.state).toBeNull();
    },
  );

  it('opens the sign-in modal at the fallback, and after sign-in returns to the page', async () => {
    stubApi((request) => ({
      body:
        request.path === '/api/Auth/signin'
          ? { accessToken: 'a', refreshToken: 'r', expiresIn: 3600, user: testUser() }
          : request.path === '/api/client-config'
            ? { authProviders: [] }
            : testUser(),
    }));
    const { RouteGuard, AuthModalHost, renderRoutes, startAuthSession } = await load();
    startAuthSession();
    // The modal host sits in the root layout, around every page (app/routes/root-layout.tsx).
    const { router } = renderRoutes(
      [
        {
          element: (
            <>
              <AuthModalHost />
              <Outlet />
            </>
          ),
          children: [
            { path: '/', element: <p>Home page</p> },
            {
              path: '/dashboard/settings',
              element: (
                <RouteGuard>
                  <p>Settings</p>
                </RouteGuard>
              ),
            },
          ],
        },
      ],
      { path: '/dashboard/settings' },
    );
    const dialog = await screen.findByRole('dialog', {}, { timeout: 3000 });
    expect(dialog.textContent).toContain('Sign in');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'owner@sakhli.example' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Demo12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Settings')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/settings');
  });
});
