import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminStats, AdminUser } from '@sakhli/shared/schemas/admin';
import { storeTestSession, stubApi, testUser, type RecordedRequest } from '@/lib/auth-test-server';
import { adoptStoredSession } from '@/lib/auth-store';
import { renderWithProviders } from '@/lib/test-utils';
import { AdminDashboard } from './admin-page';

const stats: AdminStats = {
  users: { total: 12, byRole: { User: 9, Moderator: 2, Admin: 1 }, newThisWeek: 3 },
  listings: { total: 40, byStatus: { Active: 30, Inactive: 5, Pending: 4, Archived: 1 }, newThisWeek: 6 },
  photoJobs: { pending: 2, processing: 1, failed: 4, completed: 90 },
};

const account = (id: string, overrides: Partial<AdminUser> = {}): AdminUser => ({
  ...testUser({ id, email: `${id}@example.ge`, displayName: id }),
  configuredRole: null,
  isDisabled: false,
  ...overrides,
});

const admin = account('11111111-1111-4111-8111-111111111111', { displayName: 'Admin', role: 'Admin' });
const ana = account('22222222-2222-4222-8222-222222222222', { displayName: 'Ana' });
const configured = account('33333333-3333-4333-8333-333333333333', {
  displayName: 'Boss',
  role: 'Admin',
  configuredRole: 'Admin',
});

function serve(onRoleChange: (request: RecordedRequest) => { status?: number; body: unknown }) {
  return stubApi((request) => {
    if (request.path === '/api/admin/stats') return { body: stats };
    if (request.path.startsWith('/api/admin/users?')) {
      const items = request.path.includes('search=ana') ? [ana] : [admin, ana, configured];
      return { body: { items, totalCount: items.length, totalPages: 1, pageSize: 20, page: 1 } };
    }
    if (request.method === 'PUT') return onRoleChange(request);
    return { status: 404, body: {} };
  });
}

const rowOf = async (user: AdminUser) =>
  (await screen.findAllByTestId('admin-user')).find((row) => within(row).queryByText(user.email))!;

beforeEach(() => {
  localStorage.clear();
  storeTestSession({ user: testUser({ id: admin.id, role: 'Admin' }) });
  adoptStoredSession();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AdminDashboard (CONTRACT.md section 4)', () => {
  it('shows the counts: users by role, listings by status, new this week, photo jobs', async () => {
    serve(() => ({ body: {} }));
    renderWithProviders(<AdminDashboard />);
    const users = await screen.findByTestId('stats-users');
    expect(users.textContent).toContain('12');
    expect(within(users).getByText('Moderators').nextSibling?.textContent).toBe('2');
    expect(within(users).getByText('New in the last 7 days').nextSibling?.textContent).toBe('3');
    const listings = screen.getByTestId('stats-listings');
    expect(within(listings).getByText('Pending review').nextSibling?.textContent).toBe('4');
    const jobs = screen.getByTestId('stats-photo-jobs');
    expect(within(jobs).getByText('Failed').nextSibling?.textContent).toBe('4');
  });

  it('changes a role only after confirmation, and shows the answer', async () => {
    const requests = serve((request) => ({
      body: { ...ana, role: (request.body as { role: string }).role },
    }));
    renderWithProviders(<AdminDashboard />);
    const role = within(await rowOf(ana)).getByRole('combobox', { name: 'Role of Ana' });

    fireEvent.change(role, { target: { value: 'Moderator' } });
    const dialog = await screen.findByRole('dialog', { name: 'Change the role?' });
    expect(dialog.textContent).toContain(
      'Ana (22222222-2222-4222-8222-222222222222@example.ge) becomes Moderator instead of User',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);
    expect((role as HTMLSelectElement).value).toBe('User');

    fireEvent.change(role, { target: { value: 'Moderator' } });
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Change role' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([
      expect.objectContaining({ path: `/api/admin/users/${ana.id}/role`, body: { role: 'Moderator' } }),
    ]);
    expect((role as HTMLSelectElement).value).toBe('Moderator');
    expect(screen.getByRole('status').textContent).toBe('Ana is now Moderator.');
  });

  it.each([
    ['ROLE_SET_BY_CONFIG', 'This role is set by the server configuration'],
    ['LAST_ADMIN', 'This user is the last Admin and keeps the role'],
  ])("explains the server's refusal %s in the dialog", async (code, message) => {
    serve(() => ({ status: 409, body: { code, message: 'refused' } }));
    renderWithProviders(<AdminDashboard />);
    fireEvent.change(within(await rowOf(ana)).getByRole('combobox'), { target: { value: 'Admin' } });
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Change role' }));
    const alert = await within(screen.getByRole('dialog')).findByRole('alert');
    expect(alert.textContent).toContain(message);
  });

  it("does not offer to change the admin's own role or one set by the configuration", async () => {
    serve(() => ({ body: {} }));
    renderWithProviders(<AdminDashboard />);
    const own = within(await rowOf(admin)).getByRole('combobox');
    expect((own as HTMLSelectElement).disabled).toBe(true);
    expect(own.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Another Admin has to change your role.')).toBeTruthy();
    const boss = within(await rowOf(configured)).getByRole('combobox');
    expect((boss as HTMLSelectElement).disabled).toBe(true);
    expect(screen.getByText('Set by the server configuration (ADMIN_EMAILS).')).toBeTruthy();
  });

  it('searches users by what is typed', async () => {
    const requests = serve(() => ({ body: {} }));
    renderWithProviders(<AdminDashboard />);
    await rowOf(configured);
    fireEvent.change(screen.getByLabelText('Search users'), { target: { value: ' ana ' } });
    await waitFor(() => expect(screen.getAllByTestId('admin-user')).toHaveLength(1));
    expect(requests.some((request) => request.path.includes('search=ana&'))).toBe(true);
    expect(screen.getByText('1 user')).toBeTruthy();
  });
});
