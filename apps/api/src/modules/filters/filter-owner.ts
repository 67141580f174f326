import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';

export const GUEST_ID_HEADER = 'X-Guest-Id';
const GuestId = z.uuid();

/** The owner key of a guest's saved filters, from the X-Guest-Id header; undefined without a valid one. */
export function guestOwnerOf(request: FastifyRequest): string | undefined {
  const header = request.headers[GUEST_ID_HEADER.toLowerCase()];
  const parsed = GuestId.safeParse(Array.isArray(header) ? header[0] : header);
  return parsed.success ? `guest:${parsed.data.toLowerCase()}` : undefined;
}

export const userOwnerKey = (userId: string) => `user:${userId}`;

/**
 * Who a saved filter belongs to (CONTRACT.md section 4), the one place that decides: the signed-in user
 * when the route authenticated the request (`onRequest: optionalUser`), else the guest of X-Guest-Id.
 * Undefined when the request identifies nobody.
 */
export function findFilterOwner(request: FastifyRequest): string | undefined {
  return request.user ? userOwnerKey(request.user.id) : guestOwnerOf(request);
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
