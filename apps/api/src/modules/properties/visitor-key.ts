import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { findFilterOwner } from '../filters/filter-owner';

/**
 * Who is viewing, for counting views once per visitor: the guest id the web app sends, otherwise a hash
 * of the client address and user agent (nothing personal is stored in clear).
 */
export function visitorKeyOf(request: FastifyRequest): string {
  const guest = findFilterOwner(request);
  if (guest) return guest;
  const userAgent = request.headers['user-agent'] ?? '';
  return `anonymous:${createHash('sha256').update(`${request.ip}\n${userAgent}`).digest('hex').slice(0, 32)}`;
}
