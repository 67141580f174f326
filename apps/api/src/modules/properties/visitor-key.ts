import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { clientKeyOf } from '../../lib/client-address';

/**
 * Who is viewing, for counting a view once per listing, visitor and day (CONTRACT.md section 6, decision
 * 020): a signed-in user as the user, anyone else as the client (its address, an IPv6 client its /64).
 * Never X-Guest-Id or the browser, which the caller chooses freely. Hashed: the key only has to be equal
 * for one visitor, and the stored row names no address in clear.
 */
export function visitorKeyOf(request: FastifyRequest): string {
  const visitor = request.user ? `user:${request.user.id}` : `client:${clientKeyOf(request.ip)}`;
  return createHash('sha256').update(visitor).digest('hex').slice(0, 32);
}
