import { performance } from 'node:perf_hooks';
import type { City, ListingType } from '@sakhli/shared/enums';
import type { WishKey } from '@sakhli/shared/schemas/assistant';
import { EMPTY_FILTER, type Filter } from '@sakhli/shared/schemas/filter';
import { createScorer } from '../../src/modules/assistant/score/score';
import { FIXTURE_LISTINGS, type FixtureListing } from './ranking-fixtures';

export interface RankingQuery {
  id: string;
  wishes: WishKey[];
  city?: City;
  listingType?: ListingType;
  propertyType?: 'Apartment' | 'House';
  filters?: Partial<Filter>;
}

/** Wishes → which listings should come first. Relevance is the number of the wishes a listing really has. */
export const RANKING_QUERIES: readonly RankingQuery[] = [
  { id: 'balcony', wishes: ['balcony'] },
  { id: 'parking', wishes: ['parking'] },
  { id: 'metro', wishes: ['metro'] },
  { id: 'quiet', wishes: ['quiet'] },
  { id: 'sunny', wishes: ['sunny'] },
  { id: 'elevator', wishes: ['elevator'] },
  { id: 'air-conditioning', wishes: ['airConditioning'] },
  { id: 'new-kitchen', wishes: ['newKitchen'] },
  { id: 'storage', wishes: ['storage'] },
  { id: 'heating', wishes: ['heating'] },
  { id: 'city-view', wishes: ['cityView'] },
  { id: 'mountain-view', wishes: ['mountainView'] },
  { id: 'any-view', wishes: ['view'] },
  { id: 'sea-view-batumi', wishes: ['seaView'], city: 'Batumi' },
  { id: 'balcony-parking', wishes: ['balcony', 'parking'] },
  { id: 'quiet-sunny', wishes: ['quiet', 'sunny'] },
  { id: 'metro-elevator', wishes: ['metro', 'elevator'] },
  { id: 'balcony-view-quiet', wishes: ['balcony', 'view', 'quiet'] },
  { id: 'balcony-ac-parking', wishes: ['balcony', 'airConditioning', 'parking'] },
  { id: 'pets-rent', wishes: ['pets'], listingType: 'Rent' },
  { id: 'pets-quiet-rent', wishes: ['pets', 'quiet'], listingType: 'Rent' },
  { id: 'garden-house', wishes: ['garden'], propertyType: 'House' },
  { id: 'garage-fireplace-house', wishes: ['garage', 'fireplace'], propertyType: 'House' },
  { id: 'high-floor', wishes: ['highFloor'] },
  { id: 'parking-budget', wishes: ['parking'], filters: { maxPrice: 150_000, currency: 'USD' } },
];

const gain = (relevance: number) => 2 ** relevance - 1;
const discounted = (gains: readonly number[]) =>
  gains.slice(0, 10).reduce((sum, value, rank) => sum + value / Math.log2(rank + 2), 0);

function candidatesOf(query: RankingQuery): FixtureListing[] {
  return FIXTURE_LISTINGS.filter(
    (listing) =>
      listing.city === (query.city ?? 'Tbilisi') &&
      listing.propertyType === (query.propertyType ?? 'Apartment') &&
      (query.listingType === undefined || listing.listingType === query.listingType),
  );
}

export interface RankingOutcome {
  query: RankingQuery;
  ndcg: number;
  candidates: number;
  top: { id: string; score: number; relevance: number }[];
}

/** NDCG@10 of the AI Score's order for each query (ties keep the fixture order). */
export function runRanking(): RankingOutcome[] {
  return RANKING_QUERIES.map((query) => {
    const score = createScorer({
      filters: { ...EMPTY_FILTER, ...query.filters },
      wishes: query.wishes.map((key) => ({ key, weight: 1 })),
    });
    const relevance = (listing: FixtureListing) => query.wishes.filter((key) => listing.has.has(key)).length;
    const candidates = candidatesOf(query);
    const ranked = candidates
      .map((listing) => ({ listing, score: score(listing).score }))
      .sort((a, b) => b.score - a.score);
    const ideal = candidates.map(relevance).sort((a, b) => b - a);
    const best = discounted(ideal.map(gain));
    const ndcg = best === 0 ? 1 : discounted(ranked.map(({ listing }) => gain(relevance(listing)))) / best;
    const top = ranked
      .slice(0, 10)
      .map(({ listing, score: value }) => ({ id: listing.id, score: value, relevance: relevance(listing) }));
    return { query, ndcg, candidates: candidates.length, top };
  });
}

/** Milliseconds to score `count` listings (the fixture repeated) with a chat of four wishes and a budget. */
export function timeScoring(count: number): number {
  const listings = Array.from({ length: count }, (_, index) => {
    const base = FIXTURE_LISTINGS[index % FIXTURE_LISTINGS.length] as FixtureListing;
    return { ...base, priceUsd: (base.priceUsd ?? 0) + index, size: base.size + (index % 7) };
  });
  const score = createScorer({
    filters: { ...EMPTY_FILTER, maxPrice: 200_000, currency: 'USD', minSize: 60, maxSize: 100 },
    wishes: (['balcony', 'metro', 'quiet', 'parking'] as const).map((key) => ({ key, weight: 1 })),
  });
  for (const listing of listings.slice(0, 500)) score(listing);
  const runs = Array.from({ length: 7 }, () => {
    const started = performance.now();
    for (const listing of listings) score(listing);
    return performance.now() - started;
  });
  return runs.sort((a, b) => a - b)[3] ?? 0;
}

export interface DetectionScore {
  key: WishKey;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  misses: string[];
}

/** For every fixture listing and wish: does the scorer see what the listing really has (and nothing else)? */
export function detectionScores(keys: readonly WishKey[]): DetectionScore[] {
  return keys.map((key) => {
    const score = createScorer({ filters: { ...EMPTY_FILTER }, wishes: [{ key, weight: 1 }] });
    const entry: DetectionScore = { key, truePositives: 0, falsePositives: 0, falseNegatives: 0, misses: [] };
    for (const listing of FIXTURE_LISTINGS) {
      const isSeen = score(listing).matched.includes(key);
      const isTrue = listing.has.has(key);
      if (isSeen && isTrue) entry.truePositives += 1;
      if (isSeen && !isTrue) entry.falsePositives += 1;
      if (!isSeen && isTrue) entry.falseNegatives += 1;
      if (isSeen !== isTrue) entry.misses.push(`${isSeen ? '+' : '-'}${listing.id}`);
    }
    return entry;
  });
}
