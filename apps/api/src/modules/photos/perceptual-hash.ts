import type { Sharp } from 'sharp';

/**
 * A 64-bit DCT perceptual hash (decision 038): the photo in grey at 32×32, its 2-D cosine transform, and
 * one bit per coefficient of the lowest 8×8 frequencies (bit 63 is the first): 1 above their median.
 * Resizing, recompressing and small changes of brightness or contrast move few bits; another photo moves
 * about half of them.
 */
const SIDE = 32;
const LOW = 8;

/** cos((2x + 1)uπ / 2N) for the lowest 8 frequencies u and every x, computed once. */
const COSINES = Array.from({ length: LOW }, (_, u) =>
  Float64Array.from({ length: SIDE }, (_, x) => Math.cos(((2 * x + 1) * u * Math.PI) / (2 * SIDE))),
);

/**
 * Below this spread of the low frequencies (mean absolute value, in grey levels × 32) a photo has no
 * detail to tell it from another: a plain colour or a gentle gradient. Its bits would be noise and it would
 * match every other plain photo, so it gets no hash.
 */
const MIN_DETAIL = 10;

/** The 64 lowest-frequency DCT coefficients of 32×32 grey pixels, row-major (the first is the mean). */
export function lowFrequencies(grey: Uint8Array): Float64Array {
  const rows = new Float64Array(SIDE * LOW);
  for (let y = 0; y < SIDE; y += 1) {
    for (let u = 0; u < LOW; u += 1) {
      let sum = 0;
      for (let x = 0; x < SIDE; x += 1) sum += grey[y * SIDE + x]! * COSINES[u]![x]!;
      rows[y * LOW + u] = sum;
    }
  }
  const coefficients = new Float64Array(LOW * LOW);
  for (let v = 0; v < LOW; v += 1) {
    for (let u = 0; u < LOW; u += 1) {
      let sum = 0;
      for (let y = 0; y < SIDE; y += 1) sum += rows[y * LOW + u]! * COSINES[v]![y]!;
      coefficients[v * LOW + u] = sum / SIDE;
    }
  }
  return coefficients;
}

/** The hash of 32×32 grey pixels as a signed 64-bit integer (PostgreSQL's bigint), or null without detail. */
export function hashOfGrey(grey: Uint8Array): bigint | null {
  const coefficients = lowFrequencies(grey);
  // The mean (first coefficient) only says how bright the photo is: left out of the median and the spread.
  const details = Array.from(coefficients.subarray(1));
  const spread = details.reduce((sum, value) => sum + Math.abs(value), 0) / details.length;
  if (spread < MIN_DETAIL) return null;
  const sorted = [...details].sort((a, b) => a - b);
  const median = (sorted[31]! + sorted[32]!) / 2;
  let hash = 0n;
  for (const value of coefficients) hash = (hash << 1n) | (value > median ? 1n : 0n);
  return BigInt.asIntN(64, hash);
}

/**
 * The hash of a decoded photo: `source` is the pipeline the renditions are cut from (already oriented), so
 * the photo is decoded once for everything.
 */
export async function perceptualHash(source: Sharp): Promise<bigint | null> {
  const grey = await source
    .clone()
    .removeAlpha()
    .greyscale()
    .resize(SIDE, SIDE, { fit: 'fill', kernel: 'linear' })
    .raw()
    .toBuffer();
  return hashOfGrey(grey);
}

/** How many bits two hashes differ in. */
export function hammingDistance(a: bigint, b: bigint): number {
  let difference = BigInt.asUintN(64, a ^ b);
  let count = 0;
  while (difference) {
    difference &= difference - 1n;
    count += 1;
  }
  return count;
}
