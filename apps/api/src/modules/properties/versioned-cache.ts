export interface VersionedCacheOptions {
  maxEntries: number;
  /** Bounds staleness for what the data version does not track. */
  ttlMs: number;
  now?: () => number;
  /** Told whether each `get` was answered from the cache (the metrics' hit ratio). */
  onLookup?: (isHit: boolean) => void;
}

/**
 * Values keyed by a normalised query, valid for one data version: when the version moves on, every
 * entry is dropped. Concurrent callers of one key share one computation; failures are not kept; the
 * least recently used entry goes first when full.
 */
export function createVersionedCache<T>({
  maxEntries,
  ttlMs,
  now = Date.now,
  onLookup,
}: VersionedCacheOptions) {
  let currentVersion = -1n;
  const entries = new Map<string, { expiresAt: number; value: Promise<T> }>();

  /** False for a caller that read an older version than another caller already saw: it gets no cache. */
  function isCurrent(version: bigint): boolean {
    if (version > currentVersion) {
      entries.clear();
      currentVersion = version;
    }
    return version === currentVersion;
  }

  function find(key: string, version: bigint): Promise<T> | undefined {
    if (!isCurrent(version)) return undefined;
    const hit = entries.get(key);
    if (!hit || hit.expiresAt <= now()) return undefined;
    entries.delete(key);
    entries.set(key, hit);
    return hit.value;
  }

  function put(key: string, version: bigint, value: Promise<T>): void {
    if (!isCurrent(version)) return;
    entries.delete(key);
    entries.set(key, { expiresAt: now() + ttlMs, value });
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    if (entries.size > maxEntries) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
  }

  return {
    find,
    put,
    get(key: string, version: bigint, compute: () => Promise<T>): Promise<T> {
      const hit = find(key, version);
      onLookup?.(hit !== undefined);
      if (hit) return hit;
      const value = compute();
      put(key, version, value);
      return value;
    },
  };
}
export type VersionedCache<T> = ReturnType<typeof createVersionedCache<T>>;
