/** Whether `a` is `b` with two neighbouring letters swapped ("vkae" for "vake"), and no other change. */
export function isAdjacentSwap(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let at = 0;
  while (at < a.length && a[at] === b[at]) at += 1;
  if (at >= a.length - 1 || a[at] !== b[at + 1] || a[at + 1] !== b[at]) return false;
  return a.slice(at + 2) === b.slice(at + 2);
}

/** Rows reused between calls: names are short, and the matcher compares many of them per message. */
const twoRowsBack = new Int32Array(64);
const previousRow = new Int32Array(64);
const currentRow = new Int32Array(64);

/**
 * Edit distance with adjacent transpositions (optimal string alignment): two letters typed in the wrong
 * order ("Vkae", "თიბლისი", "сапльни") are one slip of the fingers, as a lost or doubled letter is, not
 * two. Gives up (returning limit + 1) as soon as it must exceed `limit`: typo tolerance for names costs
 * a few comparisons of short words; `isSwapOneEdit` false: plain Levenshtein. (A row whose every cell exceeds the limit cannot be undercut by a
 * transposition two rows on: the substitution path through it would be as cheap.)
 */
export function editDistance(a: string, b: string, limit: number, isSwapOneEdit = true): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (a.length >= 63 || b.length >= 63) return limit + 1;
  for (let column = 0; column <= b.length; column += 1) previousRow[column] = column;
  for (let row = 1; row <= a.length; row += 1) {
    currentRow[0] = row;
    let rowMinimum = row;
    for (let column = 1; column <= b.length; column += 1) {
      const letter = a.charCodeAt(row - 1);
      const cost = letter === b.charCodeAt(column - 1) ? 0 : 1;
      let value = Math.min(
        (previousRow[column] as number) + 1,
        (currentRow[column - 1] as number) + 1,
        (previousRow[column - 1] as number) + cost,
      );
      if (
        isSwapOneEdit &&
        row > 1 &&
        column > 1 &&
        letter === b.charCodeAt(column - 2) &&
        a.charCodeAt(row - 2) === b.charCodeAt(column - 1)
      )
        value = Math.min(value, (twoRowsBack[column - 2] as number) + 1);
      currentRow[column] = value;
      if (value < rowMinimum) rowMinimum = value;
    }
    if (rowMinimum > limit) return limit + 1;
    twoRowsBack.set(previousRow.subarray(0, b.length + 1));
    previousRow.set(currentRow.subarray(0, b.length + 1));
  }
  return previousRow[b.length] as number;
}
