/**
 * A function of one word, each word computed once: people reuse the same few hundred words. Bounded, then forgotten
 * all at once (a message's words are looked up together, so a cleared memo refills at once).
 */
export function memoizedByWord<T>(compute: (word: string) => T, limit = 4096): (word: string) => T {
  const memo = new Map<string, T>();
  return (word) => {
    if (memo.has(word)) return memo.get(word) as T;
    const value = compute(word);
    if (memo.size >= limit) memo.clear();
    memo.set(word, value);
    return value;
  };
}
