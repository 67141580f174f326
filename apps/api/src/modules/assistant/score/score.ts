import type { ScoreExplanation, Wish } from '@sakhli/shared/schemas/assistant';
import type { Filter } from '@sakhli/shared/schemas/filter';
import { listingText, priceIn, type ScorableListing } from './scorable-listing';
import { wishMatcher } from './wish-matchers';

export interface ScoreCriteria {
  filters: Filter;
  wishes: readonly Wish[];
}

/** How much closeness to the wished price and size counts next to one wish of weight 1. */
const NUMBER_WEIGHT = 0.5;

/** 1 well under the budget (70 % of the maximum or less), 0.5 at the maximum, falling above it. */
function priceCloseness(listing: ScorableListing, filters: Filter): number | undefined {
  const price = priceIn(listing, filters.currency);
  if (filters.maxPrice === null || filters.maxPrice <= 0 || price === null) return undefined;
  const ratio = price / filters.maxPrice;
  if (ratio <= 0.7) return 1;
  if (ratio <= 1) return 1 - ((ratio - 0.7) / 0.3) * 0.5;
  return Math.max(0, 0.5 - (ratio - 1) * 2.5);
}

/** Near the middle of a wished size range; any size above a bare minimum fits. */
function sizeCloseness(listing: ScorableListing, filters: Filter): number | undefined {
  const { minSize, maxSize } = filters;
  if (minSize === null && maxSize === null) return undefined;
  if (minSize !== null && maxSize !== null) {
    const middle = (minSize + maxSize) / 2;
    return Math.max(0, 1 - Math.abs(listing.size - middle) / middle);
  }
  if (minSize !== null)
    return listing.size >= minSize ? 1 : Math.max(0, 1 - ((minSize - listing.size) / minSize) * 3);
  const max = maxSize as number;
  return listing.size <= max ? 1 : Math.max(0, 1 - ((listing.size - max) / max) * 3);
}

/**
 * A scorer for one chat's criteria, compiled once and applied to every listing of the result: the AI
 * Score (0–100) ranks by how well a listing fits the wishes (matched in its text in any of the three
 * languages, its photo report and its house fields) and the wished price and size. Which listings
 * belong to the result is the hard filters' business, not the score's.
 */
export function createScorer({
  filters,
  wishes,
}: ScoreCriteria): (listing: ScorableListing) => ScoreExplanation {
  const matchers = wishes.map((wish) => ({ wish, matches: wishMatcher(wish.key) }));
  return (listing) => {
    const text = matchers.length > 0 ? listingText(listing).toLowerCase() : '';
    const matched: Wish['key'][] = [];
    const missed: Wish['key'][] = [];
    let earned = 0;
    let possible = 0;
    for (const { wish, matches } of matchers) {
      possible += wish.weight;
      if (matches(listing, text)) {
        earned += wish.weight;
        matched.push(wish.key);
      } else missed.push(wish.key);
    }
    for (const closeness of [priceCloseness(listing, filters), sizeCloseness(listing, filters)]) {
      if (closeness === undefined) continue;
      possible += NUMBER_WEIGHT;
      earned += NUMBER_WEIGHT * closeness;
    }
    const score = possible === 0 ? 100 : Math.round((100 * earned) / possible);
    return { score, matched, missed };
  };
}

/** The AI Score of one listing (compile a scorer with createScorer to score many). */
export function scoreListing(listing: ScorableListing, criteria: ScoreCriteria): ScoreExplanation {
  return createScorer(criteria)(listing);
}
