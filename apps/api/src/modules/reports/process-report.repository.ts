import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { VisionProcessReport } from '@sakhli/shared/schemas/process-report';
import type { Db } from '../../db/client';
import {
  imageProcessingJobs,
  photoStatistics,
  processReports,
  properties,
  propertyPhotos,
} from '../../db/schema/index';
import { STATISTICS_VERSION, type PhotoStatistics } from './photo-statistics';

/** A report looks at the first photos in display order, as a visitor does: few enough to stay cheap. */
export const REPORT_PHOTO_LIMIT = 6;

/** A processed photo a report is made from, with its statistics when they were measured. */
export interface ReportPhoto {
  id: number;
  propertyId: number;
  displayKey: string;
  width: number | null;
  height: number | null;
  statistics: PhotoStatistics | undefined;
}

const isCurrent = (statistics: Record<string, unknown> | null): statistics is Record<string, unknown> =>
  statistics !== null && statistics.version === STATISTICS_VERSION;

/** The first processed photos of each listing (display order), with their statistics. */
export async function selectReportPhotos(
  db: Db,
  propertyIds: readonly number[],
): Promise<Map<number, ReportPhoto[]>> {
  const byProperty = new Map<number, ReportPhoto[]>();
  if (propertyIds.length === 0) return byProperty;
  const rows = await db
    .select({
      id: propertyPhotos.id,
      propertyId: propertyPhotos.propertyId,
      displayKey: propertyPhotos.displayKey,
      width: propertyPhotos.width,
      height: propertyPhotos.height,
      statistics: photoStatistics.statistics,
    })
    .from(propertyPhotos)
    .leftJoin(photoStatistics, eq(photoStatistics.storageKey, propertyPhotos.displayKey))
    .where(and(inArray(propertyPhotos.propertyId, [...propertyIds]), isNotNull(propertyPhotos.displayKey)))
    .orderBy(asc(propertyPhotos.propertyId), asc(propertyPhotos.sortOrder), asc(propertyPhotos.id));
  for (const row of rows) {
    const photos = byProperty.get(row.propertyId!) ?? [];
    if (photos.length >= REPORT_PHOTO_LIMIT) continue;
    photos.push({
      id: row.id,
      propertyId: row.propertyId!,
      displayKey: row.displayKey!,
      width: row.width,
      height: row.height,
      statistics: isCurrent(row.statistics) ? (row.statistics as unknown as PhotoStatistics) : undefined,
    });
    byProperty.set(row.propertyId!, photos);
  }
  return byProperty;
}

/** Names the photos a report describes: another photo, order or rendition makes another set. */
export const photoSetOf = (photos: readonly ReportPhoto[]) =>
  photos.map((photo) => `${photo.id}:${photo.displayKey}`).join(',');

/** A photo rendition's measured statistics, by its storage key. */
export interface MeasuredRendition {
  storageKey: string;
  statistics: PhotoStatistics;
}

/**
 * Stores the statistics of these renditions in one statement (one commit for a listing's photos rather
 * than one each). A key given twice (a listing showing one rendition twice) is written once.
 */
export async function saveStatistics(db: Db, measured: readonly MeasuredRendition[]): Promise<void> {
  const byKey = new Map(measured.map((rendition) => [rendition.storageKey, rendition.statistics]));
  if (byKey.size === 0) return;
  await db
    .insert(photoStatistics)
    .values(
      [...byKey].map(([storageKey, statistics]) => ({
        storageKey,
        statistics: statistics as unknown as Record<string, unknown>,
      })),
    )
    .onConflictDoUpdate({
      target: photoStatistics.storageKey,
      set: { statistics: sql`excluded.statistics`, createdAt: sql`now()` },
    });
}

/**
 * Display renditions among the first photos of listings that have no current statistics. Demo
 * listings share a pool of photos, so this is about a hundred keys however many listings there are.
 */
export async function selectUnmeasuredKeys(db: Db, limit: number): Promise<string[]> {
  const result = await db.execute(sql`
    select distinct photo.display_key as "key"
    from (
      select display_key,
        row_number() over (partition by property_id order by sort_order, id) as position
      from ${propertyPhotos}
      where display_key is not null and property_id is not null
    ) photo
    where photo.position <= ${REPORT_PHOTO_LIMIT}
      and not exists (
        select 1 from ${photoStatistics} measured
        where measured.storage_key = photo.display_key
          and measured.statistics->>'version' = ${String(STATISTICS_VERSION)}
      )
    limit ${limit}`);
  return (result as { rows: { key: string }[] }).rows.map((row) => row.key);
}

/** True while a photo of the listing still waits for (or is in) processing. */
export async function hasPhotosInProcessing(db: Db, propertyId: number): Promise<boolean> {
  const rows = await db
    .select({ id: propertyPhotos.id })
    .from(propertyPhotos)
    .leftJoin(imageProcessingJobs, eq(imageProcessingJobs.photoId, propertyPhotos.id))
    .where(
      and(
        eq(propertyPhotos.propertyId, propertyId),
        isNull(propertyPhotos.displayKey),
        sql`coalesce(${imageProcessingJobs.status}::text, 'pending') in ('pending', 'processing')`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export interface StoredVisionReport {
  propertyId: number;
  sections: Partial<VisionProcessReport>;
  source: string;
  photoSet: string;
  updatedAt: Date;
}

export async function selectVisionReports(
  db: Db,
  propertyIds: readonly number[],
): Promise<Map<number, StoredVisionReport>> {
  if (propertyIds.length === 0) return new Map();
  const rows = await db
    .select({
      propertyId: processReports.propertyId,
      sections: processReports.sections,
      source: processReports.source,
      photoSet: processReports.photoSet,
      updatedAt: processReports.updatedAt,
    })
    .from(processReports)
    .where(inArray(processReports.propertyId, [...propertyIds]));
  return new Map(rows.map((row) => [row.propertyId, row]));
}

/** Stores the vision report of these photos, or (`sections` null) that the attempt failed. */
export async function saveVisionReport(
  db: Db,
  propertyId: number,
  photoSet: string,
  sections: VisionProcessReport | null,
): Promise<void> {
  // From the listing row: a listing deleted meanwhile gets no report (instead of a foreign-key error).
  await db.execute(sql`
    insert into ${processReports} (property_id, sections, source, is_complete, photo_set)
    select id, ${JSON.stringify(sections ?? {})}::jsonb, ${sections ? 'vision' : 'failed'}, ${sections !== null},
      ${photoSet}
    from ${properties} where id = ${propertyId}
    on conflict (property_id) do update
    set sections = excluded.sections, source = excluded.source, is_complete = excluded.is_complete,
      photo_set = excluded.photo_set, updated_at = now()`);
}
