import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random credential of 32 bytes (256 bits), URL-safe: refresh tokens and e-mailed link tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the database keeps of a credential: its SHA-256. The tokens are random and long, so a fast
 * hash suffices (no salt or stretching needed), and a leaked table holds nothing usable.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether `token` is the one whose hash was kept, compared in constant time. */
export function matchesTokenHash(token: string, storedHash: string): boolean {
  const presented = Buffer.from(hashToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
