import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi, testUser } from '@/lib/auth-test-server';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { renderWithProviders } from '@/lib/test-utils';
import { SignUpForm } from './sign-up-form';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const errorOf = (label: string | RegExp) => {
  const describedBy = screen.getByLabelText(label).getAttribute('aria-describedby');
  return describedBy?.endsWith('-error') ? document.getElementById(describedBy)?.textContent : undefined;
};

function renderForm() {
  const onSignedIn = vi.fn();
  const onConfirmationRequired = vi.fn();
  renderWithProviders(<SignUpForm onSignedIn={onSignedIn} onConfirmationRequired={onConfirmationRequired} />);
  return { onSignedIn, onConfirmationRequired };
}

/** Submits the form with these values and answers each field's error (undefined: none). */
async function errorsFor(values: Partial<Record<string, string>>) {
  const labels = {
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Confirm password',
    displayName: /Display name/,
    fullName: /Full name/,
  } as const;
  for (const [name, label] of Object.entries(labels)) type(label, values[name] ?? '');
  submit();
  await screen.findAllByRole('alert');
  return Object.fromEntries(Object.entries(labels).map(([name, label]) => [name, errorOf(label)]));
}

describe('SignUpForm (SPEC.md section 5 Sign-up)', () => {
  it('shows every validation message of SPEC.md', async () => {
    const requests = stubApi(() => ({ body: {} }));
    renderForm();
    expect(await errorsFor({})).toEqual({
      email: 'Email is required',
      password: 'Password is required',
      confirmPassword: 'Please confirm your password',
      displayName: undefined,
      fullName: undefined,
    });
    expect(await errorsFor({ email: 'a@b', password: 'abc1', confirmPassword: 'abc1' })).toMatchObject({
      email: 'Email is invalid',
      password: 'Password must be at least 8 characters',
    });
    // The contract compares the two passwords once the fields themselves are valid.
    expect(await errorsFor({ email: 'a@b.ge', password: 'Demo12345', confirmPassword: 'Demo1234' })).toEqual({
      email: undefined,
      password: undefined,
      confirmPassword: 'Passwords do not match',
      displayName: undefined,
      fullName: undefined,
    });
    expect(
      await errorsFor({
        email: 'a@b.ge',
        password: 'onlyletters',
        confirmPassword: 'onlyletters',
        displayName: '   ',
        fullName: '  ',
      }),
    ).toEqual({
      email: undefined,
      password: 'Password must contain at least one letter and one number',
      confirmPassword: undefined,
      displayName: 'Display name cannot be empty if provided',
      fullName: 'Full name cannot be empty if provided',
    });
    const long = `a1${'x'.repeat(127)}`;
    expect(await errorsFor({ email: 'a@b.ge', password: long, confirmPassword: long })).toMatchObject({
      password: 'Password must be less than 128 characters',
    });
    expect(requests).toEqual([]);
  });

  it('clears a field error when that field is edited, and only that one', async () => {
    stubApi(() => ({ body: {} }));
    renderForm();
    submit();
    await screen.findByText('Email is required');
    type('Password', 'a');
    expect(errorOf('Password')).toBeUndefined();
    expect(errorOf('Email')).toBe('Email is required');
    expect(errorOf('Confirm password')).toBe('Please confirm your password');
    type('Confirm password', 'a');
    expect(errorOf('Confirm password')).toBeUndefined();
  });

  it('sends the request without the confirmation, optional names left out as null; keeps the secret', async () => {
    const requests = stubApi(() => ({
      body: {
        accessToken: null,
        refreshToken: null,
        expiresIn: null,
        user: testUser({ email: 'new@sakhli.example', emailConfirmed: false }),
        confirmationSecret: 'secret-of-this-sign-up',
      },
    }));
    const { onConfirmationRequired, onSignedIn } = renderForm();
    type('Email', 'new@sakhli.example');
    type('Password', 'ახალისახლი2026');
    type('Confirm password', 'ახალისახლი2026');
    type(/Display name/, 'Nino');
    submit();
    await waitFor(() => expect(onConfirmationRequired).toHaveBeenCalledWith('new@sakhli.example'));
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(requests[0]?.body).toEqual({
      email: 'new@sakhli.example',
      password: 'ახალისახლი2026',
      displayName: 'Nino',
      fullName: null,
    });
    // Local storage: the mailed link usually opens in a new tab, where it confirms with this secret.
    expect(localStorage.getItem(STORAGE_KEYS.confirmationSecret)).toBe('secret-of-this-sign-up');
  });

  it('goes to Check Your Email on EMAIL_CONFIRMATION_REQUIRED, and names a taken address', async () => {
    stubApi(() => ({ status: 403, body: { code: 'EMAIL_CONFIRMATION_REQUIRED', message: 'Confirm first' } }));
    const { onConfirmationRequired } = renderForm();
    type('Email', 'new@sakhli.example');
    type('Password', 'Demo12345');
    type('Confirm password', 'Demo12345');
    submit();
    await waitFor(() => expect(onConfirmationRequired).toHaveBeenCalledWith('new@sakhli.example'));
    cleanup();

    stubApi(() => ({ status: 409, body: { code: 'EMAIL_TAKEN', message: 'Email already registered' } }));
    renderForm();
    type('Email', 'owner@sakhli.example');
    type('Password', 'Demo12345');
    type('Confirm password', 'Demo12345');
    submit();
    expect(
      await screen.findByText('An account with this email already exists. Sign in instead.'),
    ).toBeTruthy();
  });

  it("puts the server's field errors on the fields, translated", async () => {
    stubApi(() => ({
      status: 400,
      body: { code: 'VALIDATION_FAILED', message: 'Invalid', errors: { password: ['Password is required'] } },
    }));
    renderForm();
    type('Email', 'new@sakhli.example');
    type('Password', 'Demo12345');
    type('Confirm password', 'Demo12345');
    submit();
    await waitFor(() => expect(errorOf('Password')).toBe('Password is required'));
  });
});
