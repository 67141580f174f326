import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@sakhli/shared/enums';
import { applyUser } from '@/lib/auth-store';
import { storeTestSession, stubApi, testUser } from '@/lib/auth-test-server';
import { renderRoutes, renderWithProviders } from '@/lib/test-utils';
import MobileAccountMenu from './mobile-account-menu';
import { UserMenu } from './user-menu';

const COMMON = ['Create Property', 'My Properties', 'My Favorites', 'Profile Settings'];
const ITEMS_BY_ROLE: Record<Role, string[]> = {
  User: [...COMMON, 'Upgrade to Premium', 'Sign Out'],
  Moderator: [...COMMON, 'Moderation Panel', 'Sign Out'],
  Admin: [...COMMON, 'Moderation Panel', 'Admin Dashboard', 'Sign Out'],
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('UserMenu (SPEC.md Top bar)', () => {
  it.each(Object.entries(ITEMS_BY_ROLE))('a %s sees exactly its items', async (role, items) => {
    const user = testUser({ role: role as Role, displayName: 'Nino Beridze' });
    renderWithProviders(<UserMenu user={user} />);
    const trigger = screen.getByRole('button', { name: 'Account menu of Nino Beridze' });
    fireEvent.keyDown(trigger, { key: 'Enter' });
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(items);
    expect(within(menu).getByText(role === 'Moderator' ? 'Premium' : role === 'Admin' ? 'Admin' : 'Free'));
  });

  it('links each item to its dashboard page', async () => {
    renderWithProviders(<UserMenu user={testUser({ role: 'Admin' })} />);
    fireEvent.keyDown(screen.getByRole('button', { name: /Account menu/ }), { key: 'Enter' });
    const links = (await screen.findAllByRole('menuitem')).flatMap((item) =>
      item.getAttribute('href') ? [item.getAttribute('href')] : [],
    );
    expect(links).toEqual([
      '/dashboard/create-property',
      '/dashboard/my-properties',
      '/dashboard/my-favorites',
      '/dashboard/settings',
      '/dashboard/moderate',
      '/dashboard/admin',
    ]);
  });

  it('Sign Out returns to / and forgets the session', async () => {
    storeTestSession();
    const requests = stubApi(() => ({ body: { success: true } }));
    const { router } = renderRoutes(
      [
        { path: '/', element: <p>Home page</p> },
        { path: '/dashboard/settings', element: <UserMenu user={testUser()} /> },
      ],
      { path: '/dashboard/settings' },
    );
    fireEvent.keyDown(screen.getByRole('button', { name: /Account menu/ }), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(requests.map((request) => request.path)).toEqual(['/api/Auth/signout']));
    expect(localStorage.getItem('sakhli_access_token')).toBeNull();
  });
});

describe('MobileAccountMenu (the phone drawer)', () => {
  it.each(Object.entries(ITEMS_BY_ROLE))('a %s sees the same items as in the top-bar menu', (role, items) => {
    applyUser(testUser({ role: role as Role }));
    renderWithProviders(<MobileAccountMenu onDone={() => undefined} />);
    const entries = within(screen.getByRole('navigation')).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual(items);
  });
});
