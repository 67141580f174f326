import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testUser } from '@/lib/auth-test-server';
import { renderWithProviders } from '@/lib/test-utils';
import { AccountBadges } from './account-badges';
import { DashboardNav, UpgradeToPremium } from './dashboard-nav';

afterEach(cleanup);

const PAGES = ['My Properties', 'Create Property', 'My Favorites', 'Saved Searches', 'Profile Settings'];

describe('Dashboard sidebar (SPEC.md Dashboard)', () => {
  it.each([
    ['User', PAGES, 'Free'],
    ['Moderator', [...PAGES, 'Moderation Panel'], 'Premium'],
    ['Admin', [...PAGES, 'Moderation Panel', 'Admin Dashboard'], 'Admin'],
  ] as const)('a %s sees its pages and its role badge', (role, pages, badge) => {
    const user = testUser({ role });
    renderWithProviders(
      <>
        <AccountBadges user={user} />
        <DashboardNav user={user} layout="column" />
        <UpgradeToPremium user={user} />
      </>,
      { path: '/dashboard/settings' },
    );
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(pages);
    expect(within(nav).getByRole('link', { name: 'Profile Settings' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByText(badge)).toBeTruthy();
    // SPEC.md: the upgrade item only for the plain User ("free") role.
    expect(screen.queryAllByRole('button', { name: 'Upgrade to Premium' })).toHaveLength(
      role === 'User' ? 1 : 0,
    );
    expect(screen.queryByText('Email not verified')).toBeNull();
  });

  it('marks an unconfirmed e-mail', () => {
    renderWithProviders(<AccountBadges user={testUser({ emailConfirmed: false })} />);
    expect(screen.getByText('Email not verified')).toBeTruthy();
  });
});
