import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { createConcurrencyLimit } from '../../lib/concurrency-limit';

/**
 * At most one hash per core at a time. libuv's pool runs four, and on a two-core machine four
 * memory-hard hashes at once starve the event loop (p99 delay 137 ms against 35 ms measured by
 * `npm run bench:auth`); the rest wait in this queue instead of competing for the cores.
 */
const withHashSlot = createConcurrencyLimit(availableParallelism());

/**
 * argon2id with the library's defaults (m = 19 MiB, t = 2, p = 1: OWASP's minimum), computed on libuv's
 * thread pool so sign-ins never block the event loop.
 */
export function hashPassword(password: string): Promise<string> {
  return withHashSlot(() => hash(password));
}

let dummyHash: Promise<string> | undefined;

/** Computes the dummy hash ahead of the first failed sign-in, which would otherwise pay for it. */
export function preparePasswordChecks(): Promise<string> {
  dummyHash ??= hashPassword('not a password: keeps failures equally slow');
  return dummyHash;
}

/**
 * Checks a password against a stored hash. With no hash (unknown address, social-only account) it
 * verifies against a dummy hash of the same cost and answers false, so every failure takes as long as
 * a wrong password for a real account.
 */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  const reference = storedHash ?? (await preparePasswordChecks());
  const isMatch = await withHashSlot(() => verify(reference, password)).catch(() => false);
  return Boolean(storedHash) && isMatch;
}
