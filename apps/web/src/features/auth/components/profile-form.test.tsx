import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAuthState } from '@/lib/auth-store';
import { storeTestSession, stubApi, testUser } from '@/lib/auth-test-server';
import { renderWithProviders } from '@/lib/test-utils';
import { ProfileForm } from './profile-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const user = testUser({ firstName: 'Nino', lastName: 'Beridze', displayName: 'Nino B.' });

describe('ProfileForm (SPEC.md Profile settings, saved for real)', () => {
  it('saves the names with PUT /api/Auth/profile and keeps the answer as the user', async () => {
    storeTestSession({ user });
    const saved = { ...user, lastName: null, displayName: 'Nino' };
    const requests = stubApi(() => ({ body: saved }));
    renderWithProviders(<ProfileForm user={user} onCancel={() => undefined} />);
    expect(screen.getByLabelText<HTMLInputElement>('Email').readOnly).toBe(true);
    expect(screen.getByText('Contact support to change your email address')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Display name'), { target: { value: 'Nino' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeTruthy();
    expect(requests[0]).toMatchObject({
      method: 'PUT',
      path: '/api/Auth/profile',
      authorization: 'Bearer access-old',
      body: { firstName: 'Nino', lastName: null, displayName: 'Nino' },
    });
    expect(getAuthState().user).toEqual(saved);
  });

  it('refuses a blank display name, and says when the save fails', async () => {
    storeTestSession({ user });
    const requests = stubApi(() => ({ status: 500, body: { code: 'INTERNAL', message: 'Boom' } }));
    renderWithProviders(<ProfileForm user={user} onCancel={() => undefined} />);
    fireEvent.change(screen.getByLabelText('Display name'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Display name cannot be empty if provided')).toBeTruthy();
    expect(requests).toEqual([]);
    fireEvent.change(screen.getByLabelText('Display name'), { target: { value: 'Nino' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Failed to update profile. Please try again.')).toBeTruthy();
  });

  it('Cancel puts the saved values back and leaves', async () => {
    const onCancel = vi.fn();
    renderWithProviders(<ProfileForm user={user} onCancel={onCancel} />);
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Changed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('Nino'));
    expect(onCancel).toHaveBeenCalled();
  });
});
