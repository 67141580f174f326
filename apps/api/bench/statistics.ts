/** The figures the benches compute from their samples, one definition for all of them. */

/**
 * The nearest-rank percentile of `values` (in any order): the smallest sample with at least `fraction` of all
 * samples at or below it; 0 without samples.
 */
export function percentile(values: readonly number[], fraction: number): number {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? 0;
}

/** The middle sample (the upper of the two middle ones for an even count); 0 without samples. */
export function median(values: readonly number[]): number {
  return values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
}
