import { LRUCache } from 'lru-cache';
import type { Language } from '@sakhli/shared/enums';
import { EMPTY_FILTER, FILTER_KEYS, type Filter } from '@sakhli/shared/schemas/filter';
import type {
  ChunkQuery,
  MapPointsQuery,
  PropertyChunk,
  SearchScopeQuery,
} from '@sakhli/shared/schemas/property';
import { restrictFilterToScope } from '@sakhli/shared/rules/filter-scope';
import type { Storage } from '../../adapters/storage';
import type { Database } from '../../db/client';
import type { ChatCriteria, ScoringSources } from './chat-ranking';
import { createChatSearch } from './chat-search';
import { createFiltersService } from '../filters/filters.service';
import type { MapCells } from './map-cells';
import { answerMapPoints, selectSearchCells, snappedView, type MapPointsResult } from './map-points';
import { countMatchesUpTo, selectMapPointsJson } from './map-points.repository';
import { listingsInOrder } from './property-loader';
import { LISTING_ROWS_STATEMENT, listingIdsValue, type ListingRow } from './property.repository';
import { searchConditions, type SearchCriteria } from './search-conditions';
import {
  countMatches,
  type CountBounds,
  type IndexedSortField,
  type MatchCount,
  selectPage,
  type PageBoundary,
  type PageRequest,
} from './search.repository';
import { createSearchVersionReader, type SearchVersions } from './search-version';
import { createVersionedCache } from './versioned-cache';

export interface SearchContext {
  /** Whose saved filter applies when the query carries no filter field (filters/filter-owner.ts). */
  ownerKey: string | undefined;
  language: Language;
  /** The caller's chat (`chatId`, already checked to be theirs and of this page): its filters and wishes apply. */
  chat?: ChatCriteria;
}

export interface SearchServiceOptions {
  /** Keep whole chunk and map-point results per data version (on in the app; off to measure the queries). */
  cacheResults?: boolean;
  /** What the AI Score reads besides the listing (photo reports, embeddings), for searches with a chat. */
  scoring?: ScoringSources;
  /** How far counts read before they estimate (search.repository.ts); tests make them small. */
  countBounds?: CountBounds;
  /** Where the result caches report hits and misses, by cache name (the metrics). */
  cacheLookups?: (cache: string) => (isHit: boolean) => void;
}

/** What a chunk needs to find its ids: its place and an indexed order. */
export interface ChunkPageQuery {
  chunkNumber: number;
  chunkSize: number;
  pageSize: number;
  sortBy: IndexedSortField;
  sortDirection: ChunkQuery['sortDirection'];
}

/** An estimated result's chunks from this share of the estimate on count exactly (estimates err by a few %). */
const NEAR_END = 0.9;

const totalsOf = ({ count, isEstimate }: MatchCount, pageSize: number) => ({
  totalCount: count,
  totalPages: Math.ceil(count / pageSize),
  totalCountIsEstimate: isEstimate,
});

/** Entries also expire, for the little the data version does not track (an owner renaming themselves). */
const CACHE_TTL_MS = 60_000;

/** The filter given in the query, if it sets anything besides the currency (which alone filters nothing). */
function filterFromQuery(query: SearchScopeQuery): Filter | undefined {
  const filter = Object.fromEntries(FILTER_KEYS.map((key) => [key, query[key]])) as Filter;
  return FILTER_KEYS.some((key) => key !== 'currency' && filter[key] !== null) ? filter : undefined;
}

/** One string per distinct search, whatever order or redundancy the query came with. */
function signatureOf({ city, listingType, propertyType, filter, bbox }: SearchCriteria): string {
  const hasPrice = filter.minPrice !== null || filter.maxPrice !== null;
  const values = FILTER_KEYS.map((key) => (key === 'currency' && !hasPrice ? null : filter[key]));
  const area = bbox ? [bbox.west, bbox.south, bbox.east, bbox.north] : null;
  return JSON.stringify([city, listingType, propertyType, values, area]);
}

export function createSearchService(
  database: Database,
  storage: Storage,
  options: SearchServiceOptions = {},
) {
  const { db } = database;
  const cacheResults = options.cacheResults ?? true;
  const filters = createFiltersService(db);
  const readVersions = createSearchVersionReader(database);
  // Up to 24 kB each with a small result's orders (search.repository.ts, COUNT_BOUNDS.ordersBound).
  const lookups = (cache: string) => ({ onLookup: options.cacheLookups?.(cache) });
  const counts = createVersionedCache<MatchCount>({
    maxEntries: 5000,
    ttlMs: CACHE_TTL_MS,
    ...lookups('search-counts'),
  });
  const recentEstimates = new LRUCache<string, MatchCount>({ max: 5000, ttl: CACHE_TTL_MS });
  const chunks = createVersionedCache<PropertyChunk>({
    maxEntries: 100,
    ttlMs: CACHE_TTL_MS,
    ...lookups('search-chunks'),
  });
  // Every point of a large search is megabytes: a few of those. An answer for a zoom is at most
  // MAP_POINTS_LIMIT points (about 200 kB) and most are clusters (a few kB); each view of each visitor is one.
  const mapPoints = createVersionedCache<MapPointsResult>({ maxEntries: 8, ttlMs: CACHE_TTL_MS });
  const mapViews = createVersionedCache<MapPointsResult>({
    maxEntries: 200,
    ttlMs: CACHE_TTL_MS,
    ...lookups('map-views'),
  });
  // Whether a search is beyond MAP_POINTS_LIMIT, and its cells: asked again on every move of the map. Cells
  // take 72 bytes each; a search has from a few hundred to about 20,000 of them (a city at zoom 15).
  const mapSizes = createVersionedCache<number>({ maxEntries: 1000, ttlMs: CACHE_TTL_MS });
  const mapCells = createVersionedCache<MapCells>({ maxEntries: 50, ttlMs: CACHE_TTL_MS });
  const savedFilters = createVersionedCache<Filter>({ maxEntries: 10_000, ttlMs: CACHE_TTL_MS });
  const boundaries = createVersionedCache<PageBoundary>({ maxEntries: 10_000, ttlMs: CACHE_TTL_MS });

  /**
   * A chat's filters apply when there is a chat; otherwise filter fields in the query replace the saved
   * filter, and without any, the caller's saved filter applies.
   */
  async function criteriaOf(
    query: SearchScopeQuery,
    { ownerKey, chat }: SearchContext,
    versions: SearchVersions,
  ): Promise<SearchCriteria> {
    const scope = { city: query.city, listingType: query.listingType, propertyType: query.propertyType };
    let filter = chat ? chat.filters : filterFromQuery(query);
    if (!filter && ownerKey) {
      const key = JSON.stringify([ownerKey, scope.city, scope.listingType, scope.propertyType]);
      filter = await savedFilters.get(key, versions.savedFilters, () =>
        filters.getSavedFilter(ownerKey, scope),
      );
    }
    return { ...scope, filter: restrictFilterToScope(filter ?? EMPTY_FILTER, scope), bbox: query.bbox };
  }

  /**
   * One page of listings. The sort key at each page boundary met is remembered (per data version), so
   * the next page, or the same deep page again, starts from it instead of skipping `offset` entries.
   */
  async function pageOf(criteria: SearchCriteria, signature: string, version: bigint, page: PageRequest) {
    const boundaryKey = (offset: number) =>
      JSON.stringify([signature, page.sortBy, page.sortDirection, offset]);
    const after = page.offset > 0 ? await boundaries.find(boundaryKey(page.offset), version) : undefined;
    const { ids, before, last } = await selectPage(db, criteria, { ...page, after });
    if (before) boundaries.put(boundaryKey(page.offset), version, Promise.resolve(before));
    if (last) boundaries.put(boundaryKey(page.offset + ids.length), version, Promise.resolve(last));
    return ids;
  }

  /** The page's listings: one prepared statement (planned once per connection), whatever the page. */
  const loadItems = async (ids: number[], language: Language) => {
    const rows =
      ids.length > 0
        ? await database.queryPrepared<ListingRow>(LISTING_ROWS_STATEMENT, listingIdsValue(ids))
        : [];
    return listingsInOrder(rows, ids, storage, language);
  };
  /**
   * The count of a search for this data version. An estimate stays good across versions for a while (a
   * few listings changing do not move an estimate of thousands beyond its error), so a recent one is
   * reused after writes instead of sampling again; exact counts are always of this version.
   */
  const countOf = (criteria: SearchCriteria, signature: string, version: bigint, exact: boolean) =>
    counts.get(JSON.stringify([signature, exact]), version, async () => {
      const recent = exact ? undefined : recentEstimates.get(signature);
      if (recent) return recent;
      const count = await countMatches(db, criteria, {
        exact,
        withOrders: true,
        bounds: options.countBounds,
      });
      if (count.isEstimate) recentEstimates.set(signature, count);
      return count;
    });

  /**
   * A chunk's listings in an indexed order, with the result's totals. A large result's count is an
   * estimate; the chunks that reach its last pages count exactly, so the pager leads to the real end.
   */
  async function selectChunk(
    criteria: SearchCriteria,
    signature: string,
    version: bigint,
    query: ChunkPageQuery,
    language: Language,
  ): Promise<PropertyChunk> {
    const { chunkNumber, chunkSize, pageSize, sortBy, sortDirection } = query;
    const limit = chunkSize * pageSize;
    const offset = (chunkNumber - 1) * limit;
    let total = await countOf(criteria, signature, version, false);
    if (total.isEstimate && offset + limit >= total.count * NEAR_END) {
      total = await countOf(criteria, signature, version, true);
    }
    if (total.orders) {
      // A small result: the page is a slice of its order, read from the count's scan.
      const order = total.orders[sortBy];
      const ids: number[] = [];
      for (let index = offset; index < Math.min(offset + limit, order.length); index += 1) {
        ids.push(order[sortDirection === 'Ascending' ? index : order.length - 1 - index]!);
      }
      return { items: await loadItems(ids, language), ...totalsOf(total, pageSize) };
    }
    const ids =
      offset < total.count
        ? await pageOf(criteria, signature, version, { sortBy, sortDirection, offset, limit })
        : [];
    // A short page is the last one: the count follows from it.
    if (total.isEstimate && ids.length > 0 && ids.length < limit) {
      total = { count: offset + ids.length, isEstimate: false };
    }
    return { items: await loadItems(ids, language), ...totalsOf(total, pageSize) };
  }

  const chatSearch = createChatSearch({
    db,
    sources: options.scoring ?? {},
    cacheResults,
    ttlMs: CACHE_TTL_MS,
    selectChunk,
    loadItems,
    countOf: (criteria, signature, version) => countOf(criteria, signature, version, false),
  });

  return {
    /** Chunk N: pages (N-1)*chunkSize+1 … N*chunkSize, with the totals of the whole result. */
    async getChunk(query: ChunkQuery, context: SearchContext): Promise<PropertyChunk> {
      const versions = await readVersions();
      const version = versions.listings;
      const criteria = await criteriaOf(query, context, versions);
      const signature = signatureOf(criteria);
      if (context.chat) {
        return chatSearch.getChunk(query, context.chat, {
          criteria,
          signature,
          version,
          language: context.language,
        });
      }
      // The AI Score needs a chat; without one the newest come first.
      const sortBy = query.sortBy === 'SemanticScore' ? 'CreatedAt' : query.sortBy;
      const { chunkNumber, chunkSize, pageSize, sortDirection } = query;
      const compute = async (): Promise<PropertyChunk> => {
        return selectChunk(criteria, signature, version, { ...query, sortBy }, context.language);
      };
      if (!cacheResults) return compute();
      const key = JSON.stringify([
        signature,
        sortBy,
        sortDirection,
        chunkNumber,
        chunkSize,
        pageSize,
        context.language,
      ]);
      return chunks.get(key, version, compute);
    },

    /**
     * Without a zoom, every match as a compact point, for clustering on the map; with one, those points
     * when they are few, else clusters of the zoom's grid (map-points.ts).
     */
    async getMapPoints(query: MapPointsQuery, context: SearchContext): Promise<MapPointsResult> {
      const versions = await readVersions();
      const criteria = await criteriaOf(query, context, versions);
      const { zoom, view } = query;
      if (zoom === undefined) {
        const compute = () => selectMapPointsJson(db, searchConditions(criteria));
        return cacheResults ? mapPoints.get(signatureOf(criteria), versions.listings, compute) : compute();
      }
      if (!cacheResults) {
        const countSearch = (limit: number) => countMatchesUpTo(db, searchConditions(criteria), limit);
        return answerMapPoints(db, criteria, { zoom, view }, { countSearch });
      }
      const signature = signatureOf(criteria);
      const version = versions.listings;
      const sources = {
        countSearch: (limit: number) =>
          mapSizes.get(JSON.stringify([signature, limit]), version, () =>
            countMatchesUpTo(db, searchConditions(criteria), limit),
          ),
        searchCells: () => mapCells.get(signature, version, () => selectSearchCells(db, criteria)),
      };
      const compute = () => answerMapPoints(db, criteria, { zoom, view }, sources);
      // Views that widen to the same cells share an answer.
      const key = JSON.stringify([signature, zoom, snappedView({ zoom, view })?.cells ?? null]);
      return mapViews.get(key, versions.listings, compute);
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
