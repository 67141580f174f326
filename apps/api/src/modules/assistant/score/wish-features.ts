import { createHash } from 'node:crypto';
import { WISH_KEYS, type WishKey } from '@sakhli/shared/schemas/assistant';
import { VIEW_KEYS, WISH_WORDS } from '../lexicon/wish-words';
import { reportText, type ReportSectionInput } from './scorable-listing';
import { wishTest, type WishFields } from './wish-matchers';

/**
 * Which wishes a listing meets, precomputed per listing (decision 024) as bit masks: bit i stands for
 * WISH_KEYS[i] (24 wishes fit a PostgreSQL integer). A listing has two: what its own description and
 * fields meet (written with the listing) and what its photo report mentions (written when the report
 * changes); the wishes it meets are the union of both.
 */
const BITS = new Map<WishKey, number>(WISH_KEYS.map((key, index) => [key, 1 << index]));

export const wishBit = (key: WishKey): number => BITS.get(key)!;

/** Which of `keys` a mask says are met and which not (the AI Score's explanation). */
export function explainMask(
  mask: number,
  keys: readonly WishKey[],
): { matched: WishKey[]; missed: WishKey[] } {
  return {
    matched: keys.filter((key) => (mask & wishBit(key)) !== 0),
    missed: keys.filter((key) => (mask & wishBit(key)) === 0),
  };
}

/**
 * Raise with any change of how wishes are matched (wish-matchers.ts) or of the built-in photo report's
 * phrases: stored masks of another version are computed again in the background.
 */
const MATCHING_REVISION = 3;

/**
 * Names what stored masks were computed with: the wish words, the bit order of WISH_KEYS and the
 * matching revision (28 bits, a PostgreSQL integer).
 */
export const WISH_FEATURES_VERSION = Number.parseInt(
  createHash('sha256')
    .update(JSON.stringify([MATCHING_REVISION, WISH_KEYS, WISH_WORDS, VIEW_KEYS]))
    .digest('hex')
    .slice(0, 7),
  16,
);

/** What a listing's own mask is computed from. */
export interface WishListing extends WishFields {
  description: string;
}

/** The wishes among `keys` (all by default) that the listing's fields meet, or where they say nothing, its description. */
export function listingWishMask(listing: WishListing, keys: readonly WishKey[] = WISH_KEYS): number {
  const text = listing.description.toLowerCase();
  let mask = 0;
  for (const key of keys) {
    const test = wishTest(key);
    const byFields = test.fields?.(listing) ?? null;
    if (byFields ?? test.text?.(text) === true) mask |= wishBit(key);
  }
  return mask;
}

/** The wishes among `keys` (all by default) that the processed sections of a photo report mention. */
export function reportWishMask(
  report: Readonly<Partial<Record<string, ReportSectionInput>>> | null | undefined,
  keys: readonly WishKey[] = WISH_KEYS,
): number {
  const text = reportText(report).toLowerCase();
  if (text === '') return 0;
  let mask = 0;
  for (const key of keys) if (wishTest(key).text?.(text) === true) mask |= wishBit(key);
  return mask;
}
