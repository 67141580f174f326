/**
 * Multi-index hashing (decision 038): a 64-bit hash is cut into 4 bands of 16 bits. Two hashes that differ
 * in at most 7 bits have a band that differs in at most 1 (pigeonhole), so the hashes near one are among
 * those sharing one of its 4 × 17 "band within one bit" keys.
 */
const BANDS = 4;
const BAND_BITS = 16;

/**
 * The largest Hamming distance that counts as the same photo. Recompressing, resizing, brightening and a
 * watermark moved at most 8 bits in the measurements (most 0 to 4); different photos differed in 12 or more.
 * Distances are even (every hash has 32 ones), so 6 and 7 are the same threshold, and 7 is what the bands
 * guarantee to find.
 */
export const MAX_PHOTO_DISTANCE = 6;

const bandValue = (hash: bigint, band: number) =>
  Number((BigInt.asUintN(64, hash) >> BigInt((BANDS - 1 - band) * BAND_BITS)) & 0xffffn);

const keyOf = (band: number, value: number) => band * 2 ** BAND_BITS + value;

/** The 4 keys a stored hash is indexed under. */
export function bandKeysOf(hash: bigint): number[] {
  return Array.from({ length: BANDS }, (_, band) => keyOf(band, bandValue(hash, band)));
}

/** The 68 keys a look-up probes: each band as it is and with each of its 16 bits flipped. */
export function probeKeysOf(hash: bigint): number[] {
  const keys: number[] = [];
  for (let band = 0; band < BANDS; band += 1) {
    const value = bandValue(hash, band);
    keys.push(keyOf(band, value));
    for (let bit = 0; bit < BAND_BITS; bit += 1) keys.push(keyOf(band, value ^ (1 << bit)));
  }
  return keys;
}
