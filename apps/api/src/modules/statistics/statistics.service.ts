import { STATISTICS_DAYS } from '@sakhli/shared/constants';
import type { Role } from '@sakhli/shared/enums';
import { daysEndingWith, fillStatisticsDays, sumStatistics } from '@sakhli/shared/rules/statistics-days';
import type { ListingStatistics } from '@sakhli/shared/schemas/statistics';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { tbilisiDay } from '../../lib/tbilisi-day';
import { propertyNotFound } from '../properties/listing-access';
import { selectPropertyRow } from '../properties/property.repository';
import { canView } from '../properties/property.service';
import { pruneInterestDays, selectStatisticsRows } from './statistics.repository';

/**
 * A listing's statistics for its owner (decision 041): views, phone reveals, messenger contacts, inquiries
 * and new favourites per Tbilisi day over the last STATISTICS_DAYS days, read from daily counts only.
 */
export function createStatisticsService(db: Db, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());
  const window = () => daysEndingWith(tbilisiDay(now()), STATISTICS_DAYS);

  return {
    /**
     * Its owner and Admins read them; whoever may not see the listing is told it is missing (404), whoever
     * may see it but does not own it is refused (403).
     */
    async get(user: { id: string; role: Role }, propertyId: number): Promise<ListingStatistics> {
      const row = await selectPropertyRow(db, propertyId);
      if (!row || !canView(row, { userId: user.id, role: user.role })) throw propertyNotFound();
      if (row.userId !== user.id && user.role !== 'Admin') {
        throw new AppError('PROPERTY_NOT_OWNED', 403, "Only the listing's owner sees its statistics");
      }
      const days = window();
      const filled = fillStatisticsDays(days, await selectStatisticsRows(db, propertyId, days[0]!));
      return { propertyId, days: filled, totals: sumStatistics(filled) };
    },

    /** Forgets the days before the window (a queue schedule runs it, statistics.jobs.ts). */
    prune(): Promise<number> {
      return pruneInterestDays(db, window()[0]!);
    },
  };
}
export type StatisticsService = ReturnType<typeof createStatisticsService>;
