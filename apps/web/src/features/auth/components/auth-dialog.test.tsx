import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dispatchAppEvent } from '@/lib/app-events';
import { stubApi, testUser } from '@/lib/auth-test-server';
import { renderWithProviders } from '@/lib/test-utils';
import { AuthModalHost } from './auth-modal-host';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const providers = (authProviders: { id: string; name: string }[]) => (request: { path: string }) =>
  request.path === '/api/client-config' ? { body: { authProviders } } : undefined;

async function open(mode: 'signin' | 'signup') {
  act(() => dispatchAppEvent('openAuth', { mode }));
  return screen.findByRole('dialog', {}, { timeout: 3000 });
}

describe('Auth modal (SPEC.md Auth modal)', () => {
  it('opens on the openAuth event in its mode, switches modes, and closes on Escape', async () => {
    stubApi((request) => providers([])(request) ?? { body: {} });
    renderWithProviders(<AuthModalHost />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await open('signup');
    expect(screen.getByRole('heading', { name: 'Create an account' })).toBeTruthy();
    expect(screen.getByLabelText('Confirm password')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await open('signin');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the social sign-in first, only for the configured providers', async () => {
    stubApi(
      (request) =>
        providers([
          { id: 'google', name: 'Google' },
          { id: 'oidc', name: 'Keycloak' },
        ])(request) ?? { body: {} },
    );
    renderWithProviders(<AuthModalHost />);
    await open('signin');
    const google = await screen.findByRole('button', { name: 'Continue with Google' });
    const oidc = screen.getByRole('button', { name: 'Continue with Keycloak' });
    const email = screen.getByLabelText('Email');
    expect(google.compareDocumentPosition(email) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(oidc).toBeTruthy();
  });

  it('says in the reader’s words when social sign-in was started too often (429)', async () => {
    stubApi((request) => {
      if (request.path === '/api/Auth/oauth/init') {
        return {
          status: 429,
          body: { code: 'RATE_LIMITED', message: 'Too many attempts. Please try again later.' },
          headers: { 'Retry-After': '42' },
        };
      }
      return providers([{ id: 'google', name: 'Google' }])(request) ?? { body: {} };
    });
    renderWithProviders(<AuthModalHost />);
    await open('signin');
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByText('Too many attempts. Try again in 1 min.')).toBeTruthy();
  });

  it('reaches the forgot-password form from sign-in, with its messages and its success text', async () => {
    const requests = stubApi(
      (request) => providers([])(request) ?? { body: { success: true, message: 'ok' } },
    );
    renderWithProviders(<AuthModalHost />);
    await open('signin');
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    send();
    expect(await screen.findByText('Email is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'nino@' } });
    expect(screen.queryByText('Email is required')).toBeNull();
    send();
    expect(await screen.findByText('Email is invalid')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'nino@sakhli.example' } });
    send();
    expect(await screen.findByText(/If an account exists for nino@sakhli.example/)).toBeTruthy();
    expect(requests.at(-1)).toMatchObject({
      path: '/api/auth/forgot-password',
      body: { email: 'nino@sakhli.example' },
    });
  });

  it('falls back to the translated failure when the reset e-mail cannot be sent', async () => {
    stubApi(
      (request) => providers([])(request) ?? { status: 500, body: { code: 'MAIL', message: 'SMTP down' } },
    );
    renderWithProviders(<AuthModalHost />);
    await open('signin');
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'nino@sakhli.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('We could not send the email. Please try again.')).toBeTruthy();
  });

  it("shows 'Check Your Email' after a sign-up that needs confirmation, with a resend", async () => {
    stubApi(
      (request) =>
        providers([])(request) ?? {
          body: {
            accessToken: null,
            refreshToken: null,
            expiresIn: null,
            user: testUser({ email: 'nino@sakhli.example', emailConfirmed: false }),
          },
        },
    );
    renderWithProviders(<AuthModalHost />);
    await open('signup');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'nino@sakhli.example' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Demo12345' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'Demo12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeTruthy();
    expect(screen.getByText('nino@sakhli.example')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend confirmation email' })).toBeTruthy();
    expect(localStorage.getItem('sakhli_access_token')).toBeNull();
  });
});
