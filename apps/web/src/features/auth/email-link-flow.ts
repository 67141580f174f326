import { completeSignIn } from '@/lib/auth-session';
import { hasTokens } from '@/lib/auth-tokens';
import { verifyEmailLink } from './api/email-links';
import { AuthFlowError } from './auth-flow-error';

/** The link's token as the server issues it: URL-safe characters, bounded (CONTRACT: at most 512). */
const TOKEN_FORMAT = /^[\w.~+/=-]{1,512}$/;

export type EmailLinkOutcome =
  | { kind: 'confirmed' }
  /** A password-reset link: its recovery-only tokens go to the reset page and are not a session. */
  | { kind: 'recovery'; accessToken: string; refreshToken: string };

/** SPEC.md 'Email confirmation', on the /auth/confirm page: `?token=…&type=signup|recovery`. */
export async function completeEmailLink(params: URLSearchParams): Promise<EmailLinkOutcome> {
  const token = params.get('token');
  const type = params.get('type');
  if (!token || (type !== 'signup' && type !== 'recovery'))
    throw new AuthFlowError('confirm.errors.invalidLink');
  if (!TOKEN_FORMAT.test(token)) throw new AuthFlowError('confirm.errors.invalidTokenFormat');
  const answer = await verifyEmailLink(token, type);
  if (type === 'recovery') {
    if (!answer.accessToken || !answer.refreshToken) throw new AuthFlowError('reset.errors.missingTokens');
    return { kind: 'recovery', accessToken: answer.accessToken, refreshToken: answer.refreshToken };
  }
  if (!hasTokens(answer)) throw new AuthFlowError('confirm.errors.missingTokens');
  await completeSignIn(answer);
  return { kind: 'confirmed' };
}
