import type { Currency } from '@sakhli/shared/enums';
import type { ScoreExplanation, Wish } from '@sakhli/shared/schemas/assistant';
import type { Filter } from '@sakhli/shared/schemas/filter';
import { priceIn, type ScorableListing } from './scorable-listing';
import { explainMask, listingWishMask, reportWishMask, wishBit } from './wish-features';

export interface ScoreCriteria {
  filters: Filter;
  wishes: readonly Wish[];
}

/** How much closeness to the wished price and size counts next to one wish of weight 1. */
export const NUMBER_WEIGHT = 0.5;
/**
 * Price closeness: 1 up to `fullUpTo` of the budget, falling over the next `span` to `atBudget` at the
 * maximum, then `fallAbove` per budget above it.
 */
export const PRICE_CURVE = { fullUpTo: 0.7, span: 0.3, atBudget: 0.5, fallAbove: 2.5 } as const;
/** Beyond a bare size minimum or maximum, closeness falls this many times faster than the size misses it. */
export const SIZE_FALL = 3;

/**
 * A chat's criteria compiled for scoring: the bit and weight of each wish (in the chat's order), the
 * budget and the wished size. Applied to a listing's features here (`scoreFeatures`) and in PostgreSQL
 * (properties/chat-score-sql.ts), with the same arithmetic.
 */
export interface ScorePlan {
  wishes: readonly { bit: number; weight: number }[];
  currency: Currency | null;
  maxPrice: number | null;
  minSize: number | null;
  maxSize: number | null;
}

/** What the score of one listing is computed from. */
export interface ScoreFeatures {
  /** The wishes it meets (wish-features.ts). */
  wishMask: number;
  /** Its price in the plan's currency. */
  price: number | null;
  size: number;
}

export function scorePlanOf({ filters, wishes }: ScoreCriteria): ScorePlan {
  return {
    wishes: wishes.map((wish) => ({ bit: wishBit(wish.key), weight: wish.weight })),
    currency: filters.currency,
    maxPrice: filters.maxPrice,
    minSize: filters.minSize,
    maxSize: filters.maxSize,
  };
}

/** 1 well under the budget (70 % of the maximum or less), 0.5 at the maximum, falling above it. */
export function priceCloseness(price: number | null, maxPrice: number | null): number | undefined {
  if (maxPrice === null || maxPrice <= 0 || price === null) return undefined;
  const ratio = price / maxPrice;
  if (ratio <= PRICE_CURVE.fullUpTo) return 1;
  if (ratio <= 1) return 1 - ((ratio - PRICE_CURVE.fullUpTo) / PRICE_CURVE.span) * PRICE_CURVE.atBudget;
  return Math.max(0, PRICE_CURVE.atBudget - (ratio - 1) * PRICE_CURVE.fallAbove);
}

/** Near the middle of a wished size range; any size above a bare minimum (below a bare maximum) fits. */
export function sizeCloseness(size: number, { minSize, maxSize }: ScorePlan): number | undefined {
  if (minSize === null && maxSize === null) return undefined;
  if (minSize !== null && maxSize !== null) {
    const middle = (minSize + maxSize) / 2;
    const distance = Math.abs(size - middle);
    return distance === 0 ? 1 : Math.max(0, 1 - distance / middle);
  }
  if (minSize !== null)
    return size >= minSize ? 1 : Math.max(0, 1 - ((minSize - size) / minSize) * SIZE_FALL);
  const max = maxSize as number;
  return size <= max ? 1 : Math.max(0, 1 - ((size - max) / max) * SIZE_FALL);
}

/**
 * The AI Score (0–100) of one listing's features: the weights of the wishes it meets and the closeness
 * of its price and size, over all that was asked. Summed in this order, so the database's copy of the
 * arithmetic gives the same number.
 */
export function scoreFeatures(plan: ScorePlan, features: ScoreFeatures): number {
  let earned = 0;
  let possible = 0;
  for (const { bit, weight } of plan.wishes) {
    possible += weight;
    if ((features.wishMask & bit) !== 0) earned += weight;
  }
  for (const closeness of [
    priceCloseness(features.price, plan.maxPrice),
    sizeCloseness(features.size, plan),
  ]) {
    if (closeness === undefined) continue;
    possible += NUMBER_WEIGHT;
    earned += NUMBER_WEIGHT * closeness;
  }
  // Halves up, written out so that PostgreSQL's floor() gives the same whole number.
  return possible === 0 ? 100 : Math.floor((100 * earned) / possible + 0.5);
}

/**
 * A scorer for one chat's criteria, compiled once and applied to every listing of the result: the AI
 * Score (0–100) ranks by how well a listing fits the wishes (matched in its text in any of the three
 * languages, its photo report and its house fields) and the wished price and size. Which listings
 * belong to the result is the hard filters' business, not the score's.
 */
export function createScorer(criteria: ScoreCriteria): (listing: ScorableListing) => ScoreExplanation {
  const plan = scorePlanOf(criteria);
  const keys = criteria.wishes.map((wish) => wish.key);
  return (listing) => {
    const wishMask =
      keys.length === 0 ? 0 : listingWishMask(listing, keys) | reportWishMask(listing.processReport, keys);
    const price = priceIn(listing, criteria.filters.currency);
    return {
      score: scoreFeatures(plan, { wishMask, price, size: listing.size }),
      ...explainMask(wishMask, keys),
    };
  };
}

/** The AI Score of one listing (compile a scorer with createScorer to score many). */
export function scoreListing(listing: ScorableListing, criteria: ScoreCriteria): ScoreExplanation {
  return createScorer(criteria)(listing);
}
