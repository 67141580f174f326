import { z } from 'zod';

/** One Tbilisi day of a listing's statistics: each count is what that day added. */
export const StatisticsDay = z.object({
  /** YYYY-MM-DD, a calendar day in Asia/Tbilisi. */
  day: z.string(),
  views: z.number().int(),
  phoneReveals: z.number().int(),
  /** WhatsApp and Viber together. */
  messengerClicks: z.number().int(),
  inquiries: z.number().int(),
  favorites: z.number().int(),
});
export type StatisticsDay = z.infer<typeof StatisticsDay>;

export const STATISTICS_SERIES = [
  'views',
  'phoneReveals',
  'messengerClicks',
  'inquiries',
  'favorites',
] as const satisfies readonly (keyof StatisticsDay)[];
export type StatisticsSeries = (typeof STATISTICS_SERIES)[number];

/**
 * `GET /api/Property/{id}/statistics` (owner or Admin): the last STATISTICS_DAYS Tbilisi days, oldest first,
 * today included, every day present (zeros where nothing happened), and the sums over them.
 */
export const ListingStatistics = z.object({
  propertyId: z.number().int(),
  days: z.array(StatisticsDay),
  totals: StatisticsDay.omit({ day: true }),
});
export type ListingStatistics = z.infer<typeof ListingStatistics>;
