import { z } from 'zod';
import { DEFAULT_CITY, DEFAULT_LISTING_TYPE, DEFAULT_PROPERTY_TYPE } from '../constants';
import { CITIES, LISTING_TYPES, PROPERTY_TYPES } from '../enums';
import { caseInsensitiveEnum } from './common';

/** Query of GET /api/insights/market: the market slice to describe. */
export const MarketInsightsQuery = z.object({
  city: caseInsensitiveEnum(CITIES).default(DEFAULT_CITY),
  listingType: z.enum(LISTING_TYPES).default(DEFAULT_LISTING_TYPE),
  propertyType: z.enum(PROPERTY_TYPES).default(DEFAULT_PROPERTY_TYPE),
});
export type MarketInsightsQuery = z.output<typeof MarketInsightsQuery>;

/** Medians of one group of Active listings (null when the group is empty). */
const MarketFigures = z.object({
  listingCount: z.number().int(),
  medianPricePerSqmUsd: z.number().nullable(),
  medianPriceUsd: z.number().nullable(),
});

export const DistrictMarketFigures = MarketFigures.extend({
  districtId: z.number().int(),
  nameGeo: z.string(),
  nameEng: z.string(),
  nameRus: z.string(),
});
export type DistrictMarketFigures = z.infer<typeof DistrictMarketFigures>;

export const MarketInsights = z.object({
  city: z.enum(CITIES),
  listingType: z.enum(LISTING_TYPES),
  propertyType: z.enum(PROPERTY_TYPES),
  currency: z.literal('USD'),
  generatedAt: z.string(),
  districts: z.array(DistrictMarketFigures),
  overall: MarketFigures,
});
export type MarketInsights = z.infer<typeof MarketInsights>;
