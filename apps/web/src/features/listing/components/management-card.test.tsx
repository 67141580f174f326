import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@sakhli/shared/enums';
import type { Property } from '@sakhli/shared/schemas/property';
import { storeTestSession, stubApi, testUser } from '@/lib/auth-test-server';
import { applyUser, endSession } from '@/lib/auth-store';
import { testListing } from '@/lib/listing-test-data';
import { renderWithProviders } from '@/lib/test-utils';
import { useProperty } from '../api/get-property';
import { ManagementCard } from './management-card';

const OWNER = 'owner-1';

function signInAs(role: Role, id: string) {
  const user = testUser({ id, role });
  storeTestSession({ user });
  applyUser(user);
}

/** The card as the detail page shows it: fed by the listing query, which an action reloads. */
function DetailCard() {
  const { data } = useProperty(42);
  return data ? <ManagementCard property={data} /> : null;
}

/** The API with one listing: a status action changes it as the server would (or is refused). */
function serveListing(listing: Property, { refuse = false } = {}) {
  let current = listing;
  const after = {
    deactivate: 'Inactive',
    activate: 'Active',
    publish: 'Active',
    archive: 'Archived',
  } as const;
  return stubApi((request) => {
    const action = /\/api\/Property\/42\/(\w+)$/.exec(request.path)?.[1] as keyof typeof after | undefined;
    if (request.method === 'POST' && action) {
      if (refuse) return { status: 409, body: { code: 'STATUS_CHANGED', message: 'Changed' } };
      current = { ...current, publishStatus: after[action] };
      return { body: true };
    }
    return { body: current };
  });
}

const buttons = () => screen.queryAllByRole('button').map((button) => button.textContent);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('ManagementCard (SPEC.md section 4 Listing publishStatus and actions)', () => {
  it.each<[Role, string, Property['publishStatus'], string[]]>([
    ['User', OWNER, 'Active', ['Deactivate', 'Archive']],
    ['User', OWNER, 'Inactive', ['Activate', 'Archive']],
    ['User', OWNER, 'Pending', ['Archive']],
    ['Moderator', 'moderator-1', 'Pending', ['Publish', 'Archive']],
    ['Admin', 'admin-1', 'Active', ['Deactivate', 'Archive']],
  ])('shows a %s the buttons of a listing that is %s', async (role, id, status, expected) => {
    signInAs(role, id);
    serveListing(testListing({ userId: OWNER, publishStatus: status }));
    renderWithProviders(<DetailCard />);
    await screen.findByRole('heading', { name: 'Manage listing' });
    expect(buttons()).toEqual(expected);
    const edit = screen.getByRole('link', { name: 'Edit' });
    expect([edit.getAttribute('href'), edit.getAttribute('target')]).toEqual([
      '/dashboard/edit-property/42',
      '_blank',
    ]);
  });

  it('shows nothing to a visitor who cannot manage the listing', async () => {
    serveListing(testListing({ userId: OWNER }));
    signInAs('User', 'someone-else');
    const { container } = renderWithProviders(<DetailCard />);
    await waitFor(() => expect(container.textContent).toBe(''));
    endSession();
    expect(container.textContent).toBe('');
  });

  it('calls the action, keeps the buttons disabled, then reloads the listing', async () => {
    signInAs('User', OWNER);
    const requests = serveListing(
      testListing({ userId: OWNER, publishStatus: 'Active', expiryDate: '2099-05-01T00:00:00.000Z' }),
    );
    renderWithProviders(<DetailCard />);
    expect((await screen.findByTestId('listing-expiry')).textContent).toBe('Published until May 1, 2099');
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Deactivate' })).toHaveProperty('disabled', true),
    );
    expect(await screen.findByText('This property has been archived and cannot be modified.')).toBeTruthy();
    expect(buttons()).toEqual([]);
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /api/Property/42',
      'POST /api/Property/42/archive',
      'GET /api/Property/42',
    ]);
  });

  it('reloads after a refused action too, and only logs the failure', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    signInAs('User', OWNER);
    const requests = serveListing(testListing({ userId: OWNER, publishStatus: 'Inactive' }), {
      refuse: true,
    });
    renderWithProviders(<DetailCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(requests.filter((request) => request.method === 'GET')).toHaveLength(2));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Activate' })).toHaveProperty('disabled', false),
    );
    expect(log).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers to renew an expired listing, which activates it for a new lifetime', async () => {
    signInAs('User', OWNER);
    const requests = serveListing(
      testListing({ userId: OWNER, publishStatus: 'Inactive', expiryDate: '2026-01-10T00:00:00.000Z' }),
    );
    renderWithProviders(<DetailCard />);
    expect((await screen.findByTestId('listing-expiry')).textContent).toBe(
      'Expired on Jan 10, 2026: renew it to publish it again for 60 days.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Renew listing' }));
    await screen.findByRole('button', { name: 'Deactivate' });
    expect(requests.some((request) => request.path === '/api/Property/42/activate')).toBe(true);
  });

  it("shows the owner a moderator's rejection reason on the archived listing", async () => {
    signInAs('User', OWNER);
    serveListing(
      testListing({
        userId: OWNER,
        publishStatus: 'Archived',
        rejectionReason: 'The photos show another flat.',
      }),
    );
    renderWithProviders(<DetailCard />);
    expect(await screen.findByText('Rejected by a moderator')).toBeTruthy();
    expect(screen.getByText('The photos show another flat.')).toBeTruthy();
    expect(screen.getByText('Archived')).toBeTruthy();
  });
});
