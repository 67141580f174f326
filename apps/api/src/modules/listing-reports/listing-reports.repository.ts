import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listingReports, properties, users, type ListingReportResolution } from '../../db/schema/index';
import type { ListingReportFields } from '@sakhli/shared/schemas/listing-report';
import { isoTimestamp } from '../properties/property-row';

const isOpen = isNull(listingReports.resolvedAt);

/** The new report's id, or undefined when this user has reported this listing before (the unique index). */
export async function insertReport(
  tx: Db,
  report: ListingReportFields & { propertyId: number; reporterId: string; createdAt: Date },
): Promise<number | undefined> {
  const [row] = await tx
    .insert(listingReports)
    .values(report)
    .onConflictDoNothing({ target: [listingReports.propertyId, listingReports.reporterId] })
    .returning({ id: listingReports.id });
  return row?.id;
}

export async function countOpenReports(tx: Db, propertyId: number): Promise<number> {
  const [row] = await tx
    .select({ total: count() })
    .from(listingReports)
    .where(and(eq(listingReports.propertyId, propertyId), isOpen));
  return row?.total ?? 0;
}

/** Whether this user has ever reported this listing (resolved reports included: they cannot report again). */
export async function hasReported(db: Db, reporterId: string, propertyId: number): Promise<boolean> {
  const rows = await db
    .select({ id: listingReports.id })
    .from(listingReports)
    .where(and(eq(listingReports.propertyId, propertyId), eq(listingReports.reporterId, reporterId)));
  return rows.length > 0;
}

/** Closes the listing's open reports; answers how many there were. */
export async function resolveOpenReports(
  tx: Db,
  propertyId: number,
  resolution: { resolution: ListingReportResolution; resolvedBy: string; resolvedAt: Date },
): Promise<number> {
  const rows = await tx
    .update(listingReports)
    .set(resolution)
    .where(and(eq(listingReports.propertyId, propertyId), isOpen))
    .returning({ id: listingReports.id });
  return rows.length;
}

/** A live listing goes to Pending, held by reports: every read path that shows Active listings drops it. */
export async function holdListing(tx: Db, id: number, at: Date): Promise<void> {
  await tx
    .update(properties)
    .set({ publishStatus: 'Pending', reportsHeldAt: at, updatedAt: at })
    .where(and(eq(properties.id, id), eq(properties.publishStatus, 'Active')));
}

/** A held listing goes live again with the expiry date given. */
export async function restoreHeldListing(
  tx: Db,
  id: number,
  expiryDate: Date | null,
  at: Date,
): Promise<void> {
  await tx
    .update(properties)
    .set({ publishStatus: 'Active', reportsHeldAt: null, expiryDate, updatedAt: at })
    .where(and(eq(properties.id, id), eq(properties.publishStatus, 'Pending')));
}

/** The open reports of these listings with their reporters, newest first. */
export function selectOpenReports(db: Db, propertyIds: number[]) {
  if (propertyIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: listingReports.id,
      propertyId: listingReports.propertyId,
      reason: listingReports.reason,
      details: listingReports.details,
      createdAt: isoTimestamp(listingReports.createdAt),
      reporterId: users.id,
      reporterEmail: users.email,
      reporterDisplayName: users.displayName,
    })
    .from(listingReports)
    .innerJoin(users, eq(users.id, listingReports.reporterId))
    .where(and(inArray(listingReports.propertyId, propertyIds), isOpen))
    .orderBy(desc(listingReports.createdAt), desc(listingReports.id));
}
export type OpenReportRow = Awaited<ReturnType<typeof selectOpenReports>>[number];
