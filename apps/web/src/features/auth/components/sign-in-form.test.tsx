import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi, testUser } from '@/lib/auth-test-server';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { renderWithProviders } from '@/lib/test-utils';
import { SignInForm } from './sign-in-form';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function renderForm() {
  const onSignedIn = vi.fn();
  const onForgotPassword = vi.fn();
  renderWithProviders(<SignInForm onSignedIn={onSignedIn} onForgotPassword={onForgotPassword} />);
  return { onSignedIn, onForgotPassword };
}

describe('SignInForm (SPEC.md section 5 Sign-in)', () => {
  it('shows every validation message, tied to its field, and clears each when that field is edited', async () => {
    const requests = stubApi(() => ({ body: {} }));
    renderForm();
    submit();
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Email is required',
    );

    type('Email', 'not-an-address');
    expect(screen.queryByText('Email is required')).toBeNull();
    expect(screen.getByText('Password is required')).toBeTruthy();
    submit();
    expect(await screen.findByText('Email is invalid')).toBeTruthy();
    type('Email', 'owner@sakhli.example');
    expect(screen.queryByText('Email is invalid')).toBeNull();
    type('Password', 'x');
    expect(screen.queryByText('Password is required')).toBeNull();
    expect(requests).toEqual([]);
  });

  it('signs in with the credentials and reports it', async () => {
    const requests = stubApi((request) => ({
      body:
        request.path === '/api/Auth/signin'
          ? { accessToken: 'a', refreshToken: 'r', expiresIn: 3600, user: testUser() }
          : testUser(),
    }));
    const { onSignedIn } = renderForm();
    type('Email', ' owner@sakhli.example ');
    type('Password', 'Demo12345');
    submit();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(requests[0]).toMatchObject({
      path: '/api/Auth/signin',
      body: { email: 'owner@sakhli.example', password: 'Demo12345' },
    });
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('a');
  });

  it.each([
    [401, { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' }, 'Invalid email or password'],
    [403, { code: 'ACCOUNT_DISABLED', message: 'Disabled' }, 'Account is disabled or not confirmed'],
    [500, { code: 'INTERNAL', message: 'Database unavailable' }, 'Database unavailable'],
    [500, {}, 'Sign in failed'],
  ])('answers a %i by the SPEC.md section 8 message', async (status, body, message) => {
    stubApi(() => ({ status, body }));
    renderForm();
    type('Email', 'owner@sakhli.example');
    type('Password', 'wrong');
    submit();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend confirmation email' })).toBeNull();
  });

  it('offers a new confirmation e-mail to an unconfirmed account', async () => {
    const requests = stubApi((request) =>
      request.path === '/api/Auth/signin'
        ? { status: 403, body: { code: 'EMAIL_NOT_CONFIRMED', message: 'Email not confirmed' } }
        : { body: { success: true } },
    );
    renderForm();
    type('Email', 'new@sakhli.example');
    type('Password', 'Demo12345');
    submit();
    expect(await screen.findByText('Account is disabled or not confirmed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resend confirmation email' }));
    expect(
      await screen.findByText('A new confirmation link is on its way to new@sakhli.example.'),
    ).toBeTruthy();
    expect(requests[1]).toMatchObject({
      path: '/api/auth/resend-confirmation',
      body: { email: 'new@sakhli.example' },
    });
  });

  it('says how many minutes to wait after too many attempts (Retry-After)', async () => {
    stubApi(() => ({
      status: 429,
      body: { code: 'RATE_LIMITED', message: 'Too many requests' },
      headers: { 'Retry-After': '600' },
    }));
    renderForm();
    type('Email', 'owner@sakhli.example');
    type('Password', 'wrong');
    submit();
    expect(await screen.findByText('Too many attempts. Try again in 10 min.')).toBeTruthy();
  });

  it('opens the forgot-password form with the typed address', () => {
    const { onForgotPassword } = renderForm();
    type('Email', 'owner@sakhli.example');
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(onForgotPassword).toHaveBeenCalledWith('owner@sakhli.example');
  });

  it('shows and hides the password, and asks the browser for the right autofill', () => {
    renderForm();
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByLabelText('Email').getAttribute('autocomplete')).toBe('email');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
  });
});
