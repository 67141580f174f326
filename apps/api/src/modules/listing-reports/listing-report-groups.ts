import type { ListingReportGroup } from '@sakhli/shared/schemas/listing-report';
import type { Db } from '../../db/client';
import { displayNameOf } from '../auth/user-read-model';
import { selectOpenReports, type OpenReportRow } from './listing-reports.repository';

/** One listing's open reports as the moderation queue shows them: counts per reason, then each report. */
export function groupReports(rows: OpenReportRow[], isHeld: boolean): ListingReportGroup {
  const perReason = new Map<OpenReportRow['reason'], number>();
  for (const row of rows) perReason.set(row.reason, (perReason.get(row.reason) ?? 0) + 1);
  return {
    count: rows.length,
    reasons: [...perReason]
      .map(([reason, count]) => ({ reason, count }))
      .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
    entries: rows.map((row) => ({
      id: row.id,
      reason: row.reason,
      details: row.details,
      createdAt: row.createdAt,
      reporter: {
        id: row.reporterId,
        email: row.reporterEmail,
        displayName: displayNameOf({ displayName: row.reporterDisplayName, email: row.reporterEmail }),
      },
    })),
    isHeld,
  };
}

/** The open report groups of these listings (those without open reports are absent from the map). */
export async function loadReportGroups(
  db: Db,
  listings: { id: number; isHeldByReports?: boolean }[],
): Promise<Map<number, ListingReportGroup>> {
  const rows = await selectOpenReports(
    db,
    listings.map((listing) => listing.id),
  );
  const byListing = new Map<number, OpenReportRow[]>();
  for (const row of rows) byListing.set(row.propertyId, [...(byListing.get(row.propertyId) ?? []), row]);
  return new Map(
    listings.flatMap((listing) => {
      const own = byListing.get(listing.id);
      return own ? [[listing.id, groupReports(own, listing.isHeldByReports ?? false)] as const] : [];
    }),
  );
}
