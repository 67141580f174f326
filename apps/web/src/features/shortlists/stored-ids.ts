import { useSyncExternalStore } from 'react';

/**
 * A short list of listing ids in local storage, shared by every tab (the `storage` event) and every component
 * of this one (its own event). Anything unreadable is an empty list: it is only a convenience.
 */
export function createStoredIds(key: string, max: number) {
  const changed = `sakhli:${key}`;
  let cachedText: string | null = null;
  let cachedIds: readonly number[] = [];

  function read(): readonly number[] {
    const text = localStorage.getItem(key);
    // The same array while the text is the same: useSyncExternalStore compares snapshots by identity.
    if (text === cachedText) return cachedIds;
    cachedText = text;
    try {
      const parsed: unknown = JSON.parse(text ?? '[]');
      cachedIds = Array.isArray(parsed)
        ? parsed.filter((id): id is number => Number.isInteger(id) && id > 0).slice(0, max)
        : [];
    } catch {
      cachedIds = [];
    }
    return cachedIds;
  }

  function write(ids: readonly number[]) {
    localStorage.setItem(key, JSON.stringify(ids.slice(0, max)));
    window.dispatchEvent(new Event(changed));
  }

  function subscribe(onChange: () => void) {
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) onChange();
    };
    window.addEventListener(changed, onChange);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(changed, onChange);
      window.removeEventListener('storage', onStorage);
    };
  }

  return {
    read,
    write,
    clear: () => write([]),
    useIds: () => useSyncExternalStore(subscribe, read),
  };
}
