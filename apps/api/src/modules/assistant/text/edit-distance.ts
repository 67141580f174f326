/** Rows reused between calls: names are short, and the matcher compares many of them per message. */
const previousRow = new Int32Array(64);
const currentRow = new Int32Array(64);

/**
 * Levenshtein distance, giving up (returning limit + 1) as soon as it must exceed `limit`: typo
 * tolerance for names costs a few comparisons of short words.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (a.length >= 63 || b.length >= 63) return limit + 1;
  for (let column = 0; column <= b.length; column += 1) previousRow[column] = column;
  for (let row = 1; row <= a.length; row += 1) {
    currentRow[0] = row;
    let rowMinimum = row;
    for (let column = 1; column <= b.length; column += 1) {
      const cost = a.charCodeAt(row - 1) === b.charCodeAt(column - 1) ? 0 : 1;
      const value = Math.min(
        (previousRow[column] as number) + 1,
        (currentRow[column - 1] as number) + 1,
        (previousRow[column - 1] as number) + cost,
      );
      currentRow[column] = value;
      if (value < rowMinimum) rowMinimum = value;
    }
    if (rowMinimum > limit) return limit + 1;
    previousRow.set(currentRow.subarray(0, b.length + 1));
  }
  return previousRow[b.length] as number;
}
