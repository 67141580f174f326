import { OAUTH_PROVIDERS, type OAuthProvider } from '@sakhli/shared/schemas/auth';
import type { ClientConfig } from '@sakhli/shared/schemas/client-config';
import { apiRequest } from '@/lib/api-client';
import { completeSignIn } from '@/lib/auth-session';
import { clearOAuthRequest, exchangeOAuthCode, readOAuthRequest } from './api/social-sign-in';
import { AuthFlowError } from './auth-flow-error';
import { sameOriginPath } from './return-path';

const isProvider = (value: string): value is OAuthProvider =>
  (OAUTH_PROVIDERS as readonly string[]).includes(value);

/**
 * The provider the sign-in started with. Without one kept in this browser (the link opened elsewhere, storage
 * cleared) the configured provider is tried: the server's single-use state check still decides.
 */
async function callbackProvider(stored: string | null): Promise<OAuthProvider> {
  if (stored !== null) {
    if (isProvider(stored)) return stored;
    throw new AuthFlowError('callback.errors.providerNotFound');
  }
  const config = await apiRequest<ClientConfig>('/api/client-config');
  const configured = config.authProviders[0]?.id;
  if (!configured) throw new AuthFlowError('callback.errors.providerNotFound');
  return configured;
}

/**
 * SPEC.md 'Social sign-in', on the /auth/callback page: checks what the provider sent back, exchanges the code
 * for a session (then ensure-user), and answers the same-origin path to return to. The oauth_* keys are
 * cleared whatever happens: a state is good for one attempt.
 */
export async function completeOAuthCallback(params: URLSearchParams): Promise<string> {
  const stored = readOAuthRequest();
  try {
    const error = params.get('error');
    if (error) {
      const description = params.get('error_description');
      throw description
        ? new AuthFlowError('callback.errors.providerErrorDetail', { error, description })
        : new AuthFlowError('callback.errors.providerError', { error });
    }
    const code = params.get('code');
    const state = params.get('state');
    // Both present and different: someone else's sign-in. No stored state: the server checks it alone.
    if (state && stored.state && state !== stored.state)
      throw new AuthFlowError('callback.errors.invalidState');
    if (!code) throw new AuthFlowError('callback.errors.missingCode');
    const provider = await callbackProvider(stored.provider);
    await completeSignIn(await exchangeOAuthCode({ provider, code, state: state ?? '' }));
    return sameOriginPath(stored.returnUrl);
  } finally {
    clearOAuthRequest();
  }
}
