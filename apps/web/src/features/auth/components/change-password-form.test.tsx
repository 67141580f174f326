import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeTestSession, stubApi } from '@/lib/auth-test-server';
import { renderWithProviders } from '@/lib/test-utils';
import { ChangePasswordForm } from './change-password-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const LABELS = ['Current password', 'New password', 'Confirm new password'] as const;

async function submitWith(current: string, next: string, confirm: string) {
  [current, next, confirm].forEach((value, index) =>
    fireEvent.change(screen.getByLabelText(LABELS[index]!), { target: { value } }),
  );
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  await waitFor(() => expect(document.querySelector('[role=alert], [role=status]')).not.toBeNull());
}

const errorOf = (label: string) => {
  const describedBy = screen.getByLabelText(label).getAttribute('aria-describedby');
  return describedBy?.endsWith('-error') ? document.getElementById(describedBy)?.textContent : undefined;
};
const errors = () => LABELS.map(errorOf);

describe('ChangePasswordForm (SPEC.md section 5 Change password)', () => {
  it('shows every validation message of SPEC.md', async () => {
    const requests = stubApi(() => ({ body: {} }));
    renderWithProviders(<ChangePasswordForm />);
    await submitWith('', '', '');
    expect(errors()).toEqual([
      'Current password is required',
      'New password is required',
      'Please confirm your password',
    ]);
    await submitWith('Old12345', 'abc', 'abc');
    expect(errors()).toEqual([undefined, 'Password must be at least 6 characters', undefined]);
    await submitWith('Old12345', 'New123456', 'New123457');
    expect(errors()).toEqual([undefined, undefined, 'Passwords do not match']);
    await submitWith('Old12345', 'Old12345', 'Old12345');
    expect(errors()).toEqual([undefined, 'New password must be different from current password', undefined]);
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'x' } });
    expect(errorOf('New password')).toBeUndefined();
    expect(requests).toEqual([]);
  });

  it('changes the password and says so', async () => {
    storeTestSession();
    const requests = stubApi(() => ({ body: { success: true, message: 'Password changed' } }));
    renderWithProviders(<ChangePasswordForm />);
    await submitWith('Old12345', 'New123456', 'New123456');
    expect(await screen.findByText('Password changed successfully!')).toBeTruthy();
    expect(requests[0]).toMatchObject({
      path: '/api/auth/change-password',
      authorization: 'Bearer access-old',
      body: { currentPassword: 'Old12345', newPassword: 'New123456' },
    });
    expect(screen.getByLabelText<HTMLInputElement>('Current password').value).toBe('');
  });

  it.each([
    [
      { code: 'CURRENT_PASSWORD_INCORRECT', message: 'Current password is incorrect' },
      'Current password is incorrect',
    ],
    [{ code: 'INTERNAL', message: 'Boom' }, 'Failed to change password. Please try again.'],
  ])('answers a failure by its SPEC.md message', async (body, message) => {
    storeTestSession();
    stubApi(() => ({ status: 400, body }));
    renderWithProviders(<ChangePasswordForm />);
    await submitWith('Old12345', 'New123456', 'New123456');
    expect(await screen.findByText(message)).toBeTruthy();
  });
});
