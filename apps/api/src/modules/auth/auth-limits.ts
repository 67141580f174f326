import { refundLimits, refusalOf, tryConsumeLimits, type LimitCheck } from '../../lib/limit-checks';
import type { RateLimiterFactory } from '../../lib/rate-limiter';

/**
 * The accounts' limits (CONTRACT.md section 6), each from its RATE_LIMIT_ variable. Clients are
 * `RequestContext.clientKey`. The per-client caps stop one client from cycling through addresses; the
 * per-recipient cap bounds mail to any one inbox whatever path sends it.
 */
export function createAuthLimits(limiterOf: RateLimiterFactory) {
  return {
    signInPerAccountClient: limiterOf('signInPerAccountClient'),
    signInPerAccount: limiterOf('signInPerAccount'),
    signInPerClient: limiterOf('signInPerClient'),
    signUpPerAddress: limiterOf('signUpPerAddress'),
    signUpPerClient: limiterOf('signUpPerClient'),
    forgotPasswordPerAddress: limiterOf('forgotPasswordPerAddress'),
    forgotPasswordPerClient: limiterOf('forgotPasswordPerClient'),
    resendConfirmationPerAddress: limiterOf('resendConfirmationPerAddress'),
    resendConfirmationPerClient: limiterOf('resendConfirmationPerClient'),
    /** Wrong current passwords on change-password, per user: a stolen access token cannot guess on. */
    passwordChecksPerUser: limiterOf('passwordChecksPerUser'),
    mailsPerRecipient: limiterOf('mailsPerRecipient'),
    oauthInitPerClient: limiterOf('oauthInitPerClient'),
  };
}
export type AuthLimits = ReturnType<typeof createAuthLimits>;

/**
 * Counts a sign-in attempt as a failure before the password is checked (so parallel guesses count too),
 * or throws a 429: 10 per account-and-client pair, 100 per client across accounts, and 50 per account
 * from all clients, that last one only for a client that has already failed for this account. So a flood
 * from other clients slows the flooders (each new one gets one try) and never the owner on a client of
 * their own. Answers what to call when the password was right.
 */
export async function countSignInAttempt(limits: AuthLimits, email: string, clientKey: string) {
  const pair: LimitCheck = [limits.signInPerAccountClient, `${clientKey} ${email}`];
  const client: LimitCheck = [limits.signInPerClient, clientKey];
  const account: LimitCheck = [limits.signInPerAccount, email];
  const ofPair = await limits.signInPerAccountClient.consume(pair[1]);
  const hasFailedHere = ofPair.count > (ofPair.isAllowed ? 1 : 0);
  const checks = hasFailedHere ? [pair, client, account] : [pair, client];
  if (!ofPair.isAllowed || !(await tryConsumeLimits(...checks.slice(1)))) {
    if (ofPair.isAllowed) await refundLimits(pair);
    // The longest wait of the limits that apply: never shorter than the real one.
    throw await refusalOf(checks);
  }
  if (!hasFailedHere) await limits.signInPerAccount.record(email);
  /** The attempt was no failure, and the pair's earlier failures are forgiven. */
  return async function succeeded() {
    await Promise.all([limits.signInPerAccountClient.reset(pair[1]), refundLimits(client, account)]);
  };
}
