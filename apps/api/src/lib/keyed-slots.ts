/**
 * At most `limit` holders per key at once (uploads in flight per user). Unlike createConcurrencyLimit, a
 * caller that finds every slot taken is refused at once rather than queued: it is told to come back.
 * Keys are forgotten when their last slot is freed, so memory follows what is in flight, nothing more.
 */
export function createKeyedSlots(limit: number) {
  const held = new Map<string, number>();
  return {
    /** A slot of `key` and the function that frees it (once, however often called); undefined when all are held. */
    tryAcquire(key: string): (() => void) | undefined {
      const count = held.get(key) ?? 0;
      if (count >= limit) return undefined;
      held.set(key, count + 1);
      let isReleased = false;
      return () => {
        if (isReleased) return;
        isReleased = true;
        const remaining = (held.get(key) ?? 1) - 1;
        if (remaining > 0) held.set(key, remaining);
        else held.delete(key);
      };
    },
  };
}
export type KeyedSlots = ReturnType<typeof createKeyedSlots>;
