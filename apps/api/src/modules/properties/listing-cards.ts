import { LRUCache } from 'lru-cache';
import type { Language } from '@sakhli/shared/enums';
import type { Property, PropertyChunk } from '@sakhli/shared/schemas/property';
import type { Storage } from '../../adapters/storage';
import type { Database } from '../../db/client';
import { listingOf } from './property-loader';
import {
  listingRowsQuery,
  listingStampsQuery,
  type ListingRow,
  type ListingStamp,
} from './property.repository';

export interface ListingCardsOptions {
  /** Read models kept (each about 5 kB with its JSON); the listings many searches show stay. */
  maxEntries: number;
  /** For what no stamp tracks: the view count, a price drop's age, a district renamed. */
  ttlMs: number;
  /** Where hits and misses are reported (the metrics). */
  onLookup?: (isHit: boolean) => void;
}

/**
 * The read models of listings as result lists show them, shared by every search that shows the same
 * listing (decision 049). A page asks the database for its listings' stamps (the version, which moves with
 * every change of the listing or its photos, and the seller's fields) and reads in full only the listings
 * whose stamp changed or that are not kept. Kept read models are never changed: whoever alters one (a
 * favourite mark, a score) copies it.
 */
export function createListingCards(
  database: Database,
  storage: Storage,
  { maxEntries, ttlMs, onLookup }: ListingCardsOptions,
) {
  const kept = new LRUCache<string, { stamp: string; property: Property }>({ max: maxEntries, ttl: ttlMs });

  /** These listings' read models in the order of `ids`; ids that are gone are left out. */
  return async function loadCards(ids: number[], language: Language): Promise<Property[]> {
    if (ids.length === 0) return [];
    const stamps = await database.queryPrepared<ListingStamp>('listing_stamps', listingStampsQuery(ids));
    const found = new Map<number, Property>();
    const missing: number[] = [];
    for (const { id, stamp } of stamps) {
      const card = kept.get(`${language}:${id}`);
      onLookup?.(card?.stamp === stamp);
      if (card?.stamp === stamp) found.set(id, card.property);
      else missing.push(id);
    }
    if (missing.length > 0) {
      const rows = await database.queryPrepared<ListingRow>('listing_rows', listingRowsQuery(missing));
      for (const row of rows) {
        const property = Object.freeze(listingOf(row, storage, language));
        kept.set(`${language}:${row.id}`, { stamp: row.stamp, property });
        found.set(row.id, property);
      }
    }
    return ids.flatMap((id) => found.get(id) ?? []);
  };
}

const itemJson = new WeakMap<Property, string>();

/**
 * A chunk as JSON, each kept read model serialised once (a listing on many pages is written once); copies
 * made for one reader (a favourite mark, a score) are serialised as they are.
 */
export function chunkJson(chunk: PropertyChunk): string {
  const { items, ...totals } = chunk;
  const parts = items.map((item) => {
    let json = itemJson.get(item);
    if (json === undefined) {
      json = JSON.stringify(item);
      if (Object.isFrozen(item)) itemJson.set(item, json);
    }
    return json;
  });
  const rest = JSON.stringify(totals);
  return `{"items":[${parts.join(',')}]${rest === '{}' ? '' : `,${rest.slice(1, -1)}`}}`;
}
