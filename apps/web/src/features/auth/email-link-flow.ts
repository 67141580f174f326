import { completeSignIn, signOut } from '@/lib/auth-session';
import { hasTokens, readTokens } from '@/lib/auth-tokens';
import { forgetConfirmationSecret, readConfirmationSecret } from '@/lib/confirmation-secret';
import { verifyEmailLink, type EmailLinkType } from './api/email-links';
import { AuthFlowError } from './auth-flow-error';

/** The link's token as the server issues it: URL-safe characters, bounded (CONTRACT: at most 512). */
const TOKEN_FORMAT = /^[\w.~+/=-]{1,512}$/;

export interface EmailLink {
  token: string;
  type: EmailLinkType;
}

export type EmailLinkOutcome =
  | { kind: 'confirmed' }
  /** A password-reset link: its recovery-only tokens go to the reset page and are not a session. */
  | { kind: 'recovery'; accessToken: string; refreshToken: string };

/** SPEC.md 'Email confirmation', on the /auth/confirm page: `?token=…&type=signup|recovery`. */
export function readEmailLink(params: URLSearchParams): EmailLink {
  const token = params.get('token');
  const type = params.get('type');
  if (!token || (type !== 'signup' && type !== 'recovery'))
    throw new AuthFlowError('confirm.errors.invalidLink');
  if (!TOKEN_FORMAT.test(token)) throw new AuthFlowError('confirm.errors.invalidTokenFormat');
  return { token, type };
}

/** The server refused a sign-up link that came without this browser's secret: the password decides. */
export const PASSWORD_REQUIRED_CODE = 'CONFIRMATION_PASSWORD_REQUIRED';

/** Revokes the session this browser had, if any: the link's account takes its place. */
async function endPreviousSession() {
  const previous = readTokens();
  if (previous.accessToken || previous.refreshToken) await signOut();
}

/**
 * Follows the link. A sign-up link carries the secret this browser kept at sign-up, or the sign-up's
 * password when the server asked for it. A session this browser had ends (revoked) once the link has
 * worked: the link's account takes its place (CONTRACT.md section 6; the page asked first).
 */
export async function completeEmailLink(link: EmailLink, password?: string): Promise<EmailLinkOutcome> {
  const browserSecret = link.type === 'signup' ? readConfirmationSecret() : null;
  const answer = await verifyEmailLink({
    ...link,
    ...(browserSecret ? { browserSecret } : {}),
    ...(password === undefined ? {} : { password }),
  });
  if (link.type === 'recovery') {
    if (!answer.accessToken || !answer.refreshToken) throw new AuthFlowError('reset.errors.missingTokens');
    await endPreviousSession();
    return { kind: 'recovery', accessToken: answer.accessToken, refreshToken: answer.refreshToken };
  }
  // Confirmed by the secret: it has served. Confirmed by the password: it belongs to another sign-up.
  if (password === undefined) forgetConfirmationSecret();
  if (!hasTokens(answer)) throw new AuthFlowError('confirm.errors.missingTokens');
  await endPreviousSession();
  await completeSignIn(answer);
  return { kind: 'confirmed' };
}
