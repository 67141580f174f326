import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeTestSession, stubApi, testUser } from '@/lib/auth-test-server';
import { applyUser, endSession } from '@/lib/auth-store';
import { testListing } from '@/lib/listing-test-data';
import { renderWithProviders } from '@/lib/test-utils';
import { InquiryPanel } from './inquiry-panel';

const LABELS = ['Your name', 'Your email', 'Phone (optional)', 'Message'] as const;

function fill(values: string[]) {
  values.forEach((value, index) =>
    fireEvent.change(screen.getByLabelText(LABELS[index]!), { target: { value } }),
  );
}

const errorOf = (label: string) => {
  const describedBy = screen.getByLabelText(label).getAttribute('aria-describedby');
  return describedBy ? document.getElementById(describedBy)?.textContent : undefined;
};

async function openForm() {
  endSession();
  renderWithProviders(<InquiryPanel property={testListing({ id: 42 })} />);
  fireEvent.click(screen.getByRole('button', { name: 'Send inquiry' }));
  await screen.findByRole('dialog', { name: 'Message to the owner' });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Send inquiry on the contact card', () => {
  it('is offered on a published listing only, and not to its owner', () => {
    renderWithProviders(<InquiryPanel property={testListing({ publishStatus: 'Pending' })} />);
    expect(screen.queryByRole('button', { name: 'Send inquiry' })).toBeNull();
    cleanup();
    const owner = testUser({ id: 'owner-1' });
    storeTestSession({ user: owner });
    applyUser(owner);
    renderWithProviders(<InquiryPanel property={testListing({ userId: 'owner-1' })} />);
    expect(screen.queryByRole('button', { name: 'Send inquiry' })).toBeNull();
  });

  it("fills in a signed-in visitor's name and e-mail", async () => {
    const visitor = testUser({ id: 'visitor-1', displayName: 'Mariam', email: 'mariam@example.ge' });
    storeTestSession({ user: visitor });
    applyUser(visitor);
    renderWithProviders(<InquiryPanel property={testListing({ userId: 'owner-1' })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send inquiry' }));
    expect((await screen.findByLabelText<HTMLInputElement>('Your name')).value).toBe('Mariam');
    expect(screen.getByLabelText<HTMLInputElement>('Your email').value).toBe('mariam@example.ge');
  });

  it('names every invalid field with its message and sends nothing', async () => {
    const requests = stubApi(() => ({ body: { success: true } }));
    await openForm();
    submit();
    await waitFor(() => expect(errorOf('Your name')).toBe('Name is required'));
    expect(LABELS.map(errorOf)).toEqual([
      'Name is required',
      'Email is required',
      undefined,
      'Message is required',
    ]);
    fill(['Nino', 'nino@', '12', 'Hello']);
    submit();
    await waitFor(() => expect(errorOf('Your email')).toBe('Email is invalid'));
    expect(errorOf('Phone (optional)')).toBe('Phone number is invalid');
    fireEvent.change(screen.getByLabelText('Your email'), { target: { value: 'nino@example.ge' } });
    expect(errorOf('Your email')).toBeUndefined();
    expect(requests).toEqual([]);
  });

  it('posts the inquiry and says it was sent; no address is shown', async () => {
    const requests = stubApi(() => ({ body: { success: true } }));
    await openForm();
    fill(['  Nino  Beridze ', 'nino@example.ge', '', 'Is it still available?\nCan I see it on Friday?']);
    submit();
    expect(
      await screen.findByText('Your message has been sent. The owner will reply to your email.'),
    ).toBeTruthy();
    expect(requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/Property/42/inquiry',
        body: {
          name: 'Nino Beridze',
          email: 'nino@example.ge',
          phone: null,
          message: 'Is it still available?\nCan I see it on Friday?',
        },
      }),
    ]);
    expect(screen.getByLabelText<HTMLTextAreaElement>('Message').value).toBe('');
  });

  it.each([
    [
      { status: 429, body: { code: 'RATE_LIMITED', message: 'Too many' }, headers: { 'Retry-After': '600' } },
      'You have sent too many messages. Try again in 10 min.',
    ],
    [
      { status: 429, body: { code: 'RATE_LIMITED', message: 'Too many' } },
      'You have sent too many messages. Please try again later.',
    ],
    [
      { status: 503, body: { code: 'UNAVAILABLE', message: 'Unavailable' } },
      'The message could not be sent. Please try again later.',
    ],
    [
      { status: 404, body: { code: 'PROPERTY_NOT_FOUND', message: 'Not found' } },
      'This listing no longer takes messages.',
    ],
  ])('explains a refusal (%o)', async (answer, message) => {
    stubApi(() => answer);
    await openForm();
    fill(['Nino', 'nino@example.ge', '+995 555 12 34 56', 'Hello']);
    submit();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByLabelText<HTMLTextAreaElement>('Message').value).toBe('Hello');
  });

  it("shows the server's field errors on their fields", async () => {
    stubApi(() => ({
      status: 400,
      body: { code: 'VALIDATION_FAILED', message: 'Invalid', errors: { phone: ['Phone number is invalid'] } },
    }));
    await openForm();
    fill(['Nino', 'nino@example.ge', '+995 555 12 34 56', 'Hello']);
    submit();
    await waitFor(() => expect(errorOf('Phone (optional)')).toBe('Phone number is invalid'));
  });
});
