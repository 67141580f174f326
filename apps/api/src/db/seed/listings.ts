import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { tbilisiDay } from '../../lib/tbilisi-day';
import {
  imageProcessingJobs,
  properties,
  propertyPhotos,
  propertyViewDays,
  propertyViewTotals,
} from '../schema/index';
import { bulkInsert } from './bulk-insert';
import type { ListingDraft } from './listing-generator';
import { DISPLAY_SIZE, photoPool, type PhotoKind, type PoolPhoto } from './photos/pool';
import type { Random } from './random';

/** Pool photos for the kinds a listing wants, never the same picture twice in one listing. */
function choosePhotos(
  random: Random,
  pool: Record<PhotoKind, PoolPhoto[]>,
  kinds: readonly PhotoKind[],
): PoolPhoto[] {
  const chosen: PoolPhoto[] = [];
  for (const kind of new Set(kinds)) {
    const wanted = kinds.filter((candidate) => candidate === kind).length;
    chosen.push(...random.sample(pool[kind], wanted));
  }
  // Back into the order the kinds were asked for (cover photo first).
  const queues = new Map<PhotoKind, PoolPhoto[]>();
  for (const photo of chosen) queues.set(photo.kind, [...(queues.get(photo.kind) ?? []), photo]);
  return kinds.flatMap((kind) => {
    const photo = queues.get(kind)?.shift();
    return photo ? [photo] : [];
  });
}

/**
 * Inserts listings with their pool photos (and completed processing records) in batches. Ids are
 * assigned here, after the current maximum, so photos can point at them without a round trip.
 */
export async function insertListings(
  db: Db,
  drafts: readonly ListingDraft[],
  random: Random,
): Promise<{ listings: number; photos: number }> {
  if (drafts.length === 0) return { listings: 0, photos: 0 };
  const [{ maxId } = { maxId: 0 }] = await db
    .select({ maxId: sql<number>`coalesce(max(${properties.id}), 0)::int` })
    .from(properties);
  const firstId = maxId + 1;
  const rows = drafts.map((draft, index) => ({ ...draft.row, id: firstId + index }));
  await bulkInsert(db, properties, rows);
  const lastId = firstId + rows.length - 1;
  await db.execute(sql`select setval(pg_get_serial_sequence('properties', 'id'), ${lastId})`);

  const pool = photoPool();
  const photos = drafts.flatMap((draft, index) =>
    choosePhotos(random, pool, draft.photos).map((photo, sortOrder) => ({
      propertyId: firstId + index,
      uploaderId: draft.row.userId,
      originalKey: photo.displayKey,
      displayKey: photo.displayKey,
      thumbnailKey: photo.thumbnailKey,
      sortOrder,
      width: DISPLAY_SIZE.width,
      height: DISPLAY_SIZE.height,
      createdAt: draft.row.createdAt,
    })),
  );
  await bulkInsert(db, propertyPhotos, photos);
  await insertViewTotals(db, drafts, firstId);
  await markPhotosProcessed(db, firstId, lastId);
  return { listings: rows.length, photos: photos.length };
}

/** Each listing's views, as one daily total on its first day and as its total (drafts[i]: id firstId + i). */
export async function insertViewTotals(
  db: Db,
  drafts: readonly Pick<ListingDraft, 'row' | 'views'>[],
  firstId: number,
): Promise<void> {
  const totals = drafts.flatMap((draft, index) =>
    draft.views > 0
      ? [
          {
            propertyId: firstId + index,
            day: tbilisiDay(draft.row.createdAt ?? new Date()),
            views: draft.views,
          },
        ]
      : [],
  );
  await bulkInsert(db, propertyViewDays, totals);
  await bulkInsert(
    db,
    propertyViewTotals,
    totals.map(({ propertyId, views }) => ({ propertyId, views })),
  );
}

/** The pool photos are ready-made WebP: their processing records say so. */
export async function markPhotosProcessed(
  db: Db,
  firstPropertyId: number,
  lastPropertyId: number,
): Promise<void> {
  await db.execute(sql`
    insert into ${imageProcessingJobs} (photo_id, status, started_at, completed_at, created_at)
    select photo.id, 'completed', photo.created_at, photo.created_at, photo.created_at
    from ${propertyPhotos} photo
    where photo.property_id between ${firstPropertyId} and ${lastPropertyId}
      and not exists (select 1 from ${imageProcessingJobs} job where job.photo_id = photo.id)`);
}
