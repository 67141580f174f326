import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeTestSession, stubApi, testUser } from '@/lib/auth-test-server';
import { applyUser, endSession } from '@/lib/auth-store';
import { testListing } from '@/lib/listing-test-data';
import { renderWithProviders } from '@/lib/test-utils';
import { ReportButton } from './report-button';

function signIn(id: string) {
  const user = testUser({ id });
  storeTestSession({ user });
  applyUser(user);
}

async function openDialog() {
  fireEvent.click(screen.getByRole('button', { name: 'Report listing' }));
  const dialog = await screen.findByRole('dialog', { name: 'Report this listing' });
  // The form's code arrives when the dialog first opens.
  await within(dialog).findByRole('button', { name: 'Send report' });
  return dialog;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  endSession();
});

describe('Report listing on the detail page (decision 037)', () => {
  it('is offered on live listings of others only, and says "Reported" once reported', () => {
    signIn('owner-1');
    renderWithProviders(<ReportButton property={testListing({ userId: 'owner-1' })} />);
    expect(screen.queryByRole('button', { name: 'Report listing' })).toBeNull();
    cleanup();
    renderWithProviders(<ReportButton property={testListing({ userId: 'x', publishStatus: 'Pending' })} />);
    expect(screen.queryByRole('button', { name: 'Report listing' })).toBeNull();
    cleanup();
    renderWithProviders(<ReportButton property={testListing({ userId: 'x', hasReported: true })} />);
    expect(screen.getByRole('button', { name: 'Reported' }).hasAttribute('disabled')).toBe(true);
  });

  it('asks a guest to sign in instead of opening the form', () => {
    endSession();
    const asked = vi.fn();
    window.addEventListener('openAuth', asked);
    renderWithProviders(<ReportButton property={testListing({ userId: 'owner-1' })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Report listing' }));
    expect(asked).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    window.removeEventListener('openAuth', asked);
  });

  it('requires a reason, sends reason and details, and thanks the reporter', async () => {
    signIn('visitor-1');
    const requests = stubApi(() => ({ status: 201, body: { id: 7 } }));
    renderWithProviders(<ReportButton property={testListing({ id: 42, userId: 'owner-1' })} />);
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Choose what is wrong with the listing')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    fireEvent.click(within(dialog).getByRole('radio', { name: /Already sold or rented/ }));
    const details = within(dialog).getByLabelText('Details (optional)');
    fireEvent.change(details, { target: { value: 'Sold last week' } });
    expect(within(dialog).getByText('14 of 1000 characters')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Thank you, your report was sent')).toBeTruthy();
    expect(requests.find((request) => request.method === 'POST')).toMatchObject({
      path: '/api/Property/42/report',
      body: { reason: 'AlreadySold', details: 'Sold last week' },
    });
  });

  it("translates the server's refusal (already reported)", async () => {
    signIn('visitor-1');
    stubApi(() => ({
      status: 409,
      body: { code: 'ALREADY_REPORTED', message: 'You have already reported this listing' },
    }));
    renderWithProviders(<ReportButton property={testListing({ userId: 'owner-1' })} />);
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: /Fraud or scam/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toContain(
        'You have already reported this listing.',
      ),
    );
  });
});
