import { countSignInAttempt, type AuthLimits } from './auth-limits';
import { verifyPassword } from './passwords';
import type { RequestContext } from './request-context';

/**
 * One guess at an account's password from a client, under the sign-in limits: sign-in, and a confirmation
 * link opened in another browser than the one that signed up. Answers whether the password is right.
 */
export async function attemptPassword(
  limits: AuthLimits,
  email: string,
  context: RequestContext,
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  const succeeded = await countSignInAttempt(limits, email, context.clientKey);
  if (!(await verifyPassword(storedHash, password))) return false;
  await succeeded();
  return true;
}
