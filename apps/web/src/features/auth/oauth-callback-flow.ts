import { OAUTH_PROVIDERS, type OAuthProvider } from '@sakhli/shared/schemas/auth';
import { completeSignIn } from '@/lib/auth-session';
import { clearOAuthRequest, exchangeOAuthCode, readOAuthRequest } from './api/social-sign-in';
import { AuthFlowError } from './auth-flow-error';
import { sameOriginPath } from './return-path';

const isProvider = (value: string | null): value is OAuthProvider =>
  (OAUTH_PROVIDERS as readonly string[]).includes(value ?? '');

/**
 * SPEC.md 'Social sign-in', on the /auth/callback page: checks what the provider sent back, exchanges the code
 * for a session (then ensure-user), and answers the same-origin path to return to. Only the tab that started
 * the sign-in finishes it: without its state and secret, or with another state, nothing is sent (a callback
 * address from someone else's sign-in must not sign this browser in). The oauth_* keys are cleared whatever
 * happens: a state is good for one attempt.
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
    if (!stored.state || !stored.browserSecret || state !== stored.state)
      throw new AuthFlowError('callback.errors.invalidState');
    if (!code) throw new AuthFlowError('callback.errors.missingCode');
    if (!isProvider(stored.provider)) throw new AuthFlowError('callback.errors.providerNotFound');
    await completeSignIn(
      await exchangeOAuthCode({
        provider: stored.provider,
        code,
        state,
        browserSecret: stored.browserSecret,
      }),
    );
    return sameOriginPath(stored.returnUrl);
  } finally {
    clearOAuthRequest();
  }
}
