import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeTestSession, stubApi, testUser } from '@/lib/auth-test-server';
import { renderWithProviders } from '@/lib/test-utils';
import { ProfileForm } from './profile-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** Issue 16: the profile says who the user sells as; an agency needs its name, an owner sends none. */
describe('ProfileForm seller fields', () => {
  it('asks an agency for its name before saving, then sends the type and the name', async () => {
    const user = testUser({ displayName: 'Nino' });
    storeTestSession({ user });
    const saved = { ...user, accountType: 'Agency' as const, agencyName: 'Tbilisi Homes' };
    const requests = stubApi(() => ({ body: saved }));
    renderWithProviders(<ProfileForm user={user} onCancel={() => undefined} />);
    expect(screen.queryByLabelText('Agency or company name')).toBeNull();
    fireEvent.change(screen.getByLabelText('I sell as'), { target: { value: 'Agency' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter the name of your agency or company')).toBeTruthy();
    expect(requests).toEqual([]);
    fireEvent.change(screen.getByLabelText('Agency or company name'), { target: { value: 'Tbilisi Homes' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeTruthy();
    expect(requests[0]?.body).toMatchObject({ accountType: 'Agency', agencyName: 'Tbilisi Homes' });
  });

  it('shows an agency its badge, its logo controls and its public page; an owner sends no agency name', async () => {
    const agency = testUser({ accountType: 'Agency', agencyName: 'Tbilisi Homes', isVerified: true });
    storeTestSession({ user: agency });
    const requests = stubApi(() => ({ body: { ...agency, accountType: 'Owner', agencyName: null } }));
    renderWithProviders(<ProfileForm user={agency} onCancel={() => undefined} />);
    expect(screen.getByRole('img', { name: 'Verified seller: checked by Sakhli' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload logo' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View your public page' }).getAttribute('href')).toBe(
      `/agency/${agency.id}`,
    );
    fireEvent.change(screen.getByLabelText('I sell as'), { target: { value: 'Owner' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeTruthy();
    expect(requests[0]?.body).toMatchObject({ accountType: 'Owner', agencyName: null });
  });
});
