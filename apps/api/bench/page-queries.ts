/**
 * The page query alone (`selectPage`: the page chosen from the sort index, then its 75 rows and photos read;
 * what a deep page changes): page 1, page 401 reached by skipping index entries (its first visit after a
 * change of the data) and page 401 from its remembered boundary (keyset: every later visit, and the next
 * page after one read). The answer of a chunk comes after it and costs the same at any depth for answers of
 * the same size.
 */
import { emptyFilter } from '@sakhli/shared/rules/filter-fields';
import type { Db } from '../src/db/client';
import type { SearchCriteria } from '../src/modules/properties/search-conditions';
import {
  selectPage,
  type IndexedSortField,
  type PageRequest,
} from '../src/modules/properties/search.repository';
import { median } from './statistics';

export interface PageQueryFigure {
  sort: string;
  firstMs: number;
  deepByOffsetMs: number;
  deepByBoundaryMs: number;
}

const SORTS: IndexedSortField[] = ['CreatedAt', 'Price', 'PricePerSqm'];
const DIRECTIONS = ['Descending', 'Ascending'] as const;
/** Chunk 81 of 5 pages of 15 listings: page 401, as the endpoint cases. */
const LIMIT = 75;
const DEEP_OFFSET = 80 * LIMIT;
const ROUNDS = 200;

/** Medians of ROUNDS rounds per sort; in each round the three queries run in turn, so drift weighs on all. */
export async function measurePageQueries(db: Db): Promise<PageQueryFigure[]> {
  const criteria: SearchCriteria = {
    city: 'Tbilisi',
    listingType: 'Sale',
    propertyType: 'Apartment',
    filter: emptyFilter(),
  };
  const figures: PageQueryFigure[] = [];
  for (const sortBy of SORTS) {
    for (const sortDirection of DIRECTIONS) {
      const request = (offset: number, after?: PageRequest['after']): PageRequest => ({
        sortBy,
        sortDirection,
        offset,
        limit: LIMIT,
        after,
      });
      const { before } = await selectPage(db, criteria, request(DEEP_OFFSET));
      if (!before) throw new Error(`fewer than ${DEEP_OFFSET} matches: no page 401 to measure`);
      const timings = { first: [] as number[], byOffset: [] as number[], byBoundary: [] as number[] };
      const time = async (into: number[], page: PageRequest) => {
        const started = performance.now();
        await selectPage(db, criteria, page);
        into.push(performance.now() - started);
      };
      for (let round = 0; round < ROUNDS; round++) {
        await time(timings.first, request(0));
        await time(timings.byOffset, request(DEEP_OFFSET));
        await time(timings.byBoundary, request(DEEP_OFFSET, before));
      }
      figures.push({
        sort: `${sortBy} ${sortDirection}`,
        firstMs: median(timings.first),
        deepByOffsetMs: median(timings.byOffset),
        deepByBoundaryMs: median(timings.byBoundary),
      });
    }
  }
  return figures;
}
