import type { MarketInsights, MarketInsightsQuery } from '@sakhli/shared/schemas/insights';
import type { Db } from '../../db/client';
import { selectDistrictFigures, selectOverallFigures, type MarketFiguresRow } from './insights.repository';

/** Medians move slowly and the query scans a whole market slice: a few minutes of staleness is fine. */
export const INSIGHTS_CACHE_TTL_MS = 5 * 60 * 1000;

const roundToCents = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);

function roundFigures<T extends MarketFiguresRow>(row: T): T {
  return {
    ...row,
    medianPricePerSqmUsd: roundToCents(row.medianPricePerSqmUsd),
    medianPriceUsd: roundToCents(row.medianPriceUsd),
  };
}

export function createInsightsService(db: Db, options: { ttlMs?: number; now?: () => number } = {}) {
  const ttlMs = options.ttlMs ?? INSIGHTS_CACHE_TTL_MS;
  const now = options.now ?? Date.now;
  const cache = new Map<string, { expiresAt: number; value: Promise<MarketInsights> }>();

  async function compute(scope: MarketInsightsQuery): Promise<MarketInsights> {
    const [districts, overall] = await Promise.all([
      selectDistrictFigures(db, scope),
      selectOverallFigures(db, scope),
    ]);
    return {
      city: scope.city,
      listingType: scope.listingType,
      propertyType: scope.propertyType,
      currency: 'USD',
      generatedAt: new Date(now()).toISOString(),
      districts: districts.map(roundFigures),
      overall: roundFigures(overall),
    };
  }

  return {
    /** Market medians of one slice, from the cache while it is fresh. */
    getMarketInsights(scope: MarketInsightsQuery): Promise<MarketInsights> {
      const key = `${scope.city}|${scope.listingType}|${scope.propertyType}`;
      const cached = cache.get(key);
      if (cached && cached.expiresAt > now()) return cached.value;
      // Concurrent callers share one computation; a failure is not cached.
      const value = compute(scope);
      cache.set(key, { expiresAt: now() + ttlMs, value });
      value.catch(() => cache.delete(key));
      return value;
    },
  };
}
export type InsightsService = ReturnType<typeof createInsightsService>;
