/**
 * Runs at most `limit` tasks at once; the others wait in order. Used where work is CPU- or memory-heavy
 * (full image decodes), so a burst queues up instead of taking every core and gigabytes at once.
 */
export function createConcurrencyLimit(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiter, or is freed.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
