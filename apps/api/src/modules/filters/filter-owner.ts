import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';

export const GUEST_ID_HEADER = 'X-Guest-Id';
const GuestId = z.uuid();

/**
 * Who a saved filter belongs to (CONTRACT.md section 4): a guest by the X-Guest-Id header for now; the
 * signed-in user takes precedence once accounts exist, so this is the one place that decides.
 * Undefined when the request identifies nobody.
 */
export function findFilterOwner(request: FastifyRequest): string | undefined {
  const header = request.headers[GUEST_ID_HEADER.toLowerCase()];
  const parsed = GuestId.safeParse(Array.isArray(header) ? header[0] : header);
  return parsed.success ? `guest:${parsed.data.toLowerCase()}` : undefined;
}

/** The owner of the caller's saved filters; 400 naming X-Guest-Id when the request identifies nobody. */
export function requireFilterOwner(request: FastifyRequest): string {
  const owner = findFilterOwner(request);
  if (!owner) {
    throw new AppError('VALIDATION_FAILED', 400, `Invalid ${GUEST_ID_HEADER}`, {
      [GUEST_ID_HEADER]: ['Must be a guest id (UUID)'],
    });
  }
  return owner;
}
