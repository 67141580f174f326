import { and, asc, eq, getTableName, gt, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { properties, propertyPhotos, wishFeaturesState } from '../../db/schema/index';
import type { PropertyRow } from './property-row';

/** A listing as its wish masks are computed from it, with the row version it was read at. */
export type WishMaskSource = Pick<PropertyRow, keyof typeof WISH_SOURCE_COLUMNS | 'version'>;

export interface ComputedWishMasks {
  id: number;
  /** The row version the masks were computed from: a listing saved since keeps what its save wrote. */
  version: number;
  listingWishes: number;
  photoWishes: number;
}

/** What a listing's own wish mask is computed from (wish-features.ts), with its id. */
export const WISH_SOURCE_COLUMNS = {
  id: properties.id,
  description: properties.description,
  floor: properties.floor,
  totalFloorsBuilding: properties.totalFloorsBuilding,
  hasGarden: properties.hasGarden,
  hasGarage: properties.hasGarage,
  parkingSpots: properties.parkingSpots,
  heating: properties.heating,
  hasAirConditioning: properties.hasAirConditioning,
  hasBalcony: properties.hasBalcony,
  hasLift: properties.hasLift,
  hasParking: properties.hasParking,
  petsAllowed: properties.petsAllowed,
  metroWalkMinutes: properties.metroWalkMinutes,
};
const SOURCE_COLUMNS = { ...WISH_SOURCE_COLUMNS, version: properties.version };

/** Rows an UPDATE wrote, from node-postgres (`rowCount`) or PGlite (`affectedRows`). */
function affectedRows(result: unknown): number {
  const { rowCount, affectedRows: count } = result as { rowCount?: number | null; affectedRows?: number };
  return rowCount ?? count ?? 0;
}

const intArray = (values: readonly number[]) => sql`${`{${values.join(',')}}`}::int[]`;

/** Listings from id `fromId` on, in id order (the pass over every listing). */
export function selectWishSources(db: Db, fromId: number, limit: number): Promise<WishMaskSource[]> {
  return db
    .select(SOURCE_COLUMNS)
    .from(properties)
    .where(gte(properties.id, fromId))
    .orderBy(asc(properties.id))
    .limit(limit);
}

/** Listings after id `afterId` with a mask still to compute (the partial index of those). */
export function selectUnknownWishSources(db: Db, afterId: number, limit: number): Promise<WishMaskSource[]> {
  return db
    .select(SOURCE_COLUMNS)
    .from(properties)
    .where(
      and(gt(properties.id, afterId), or(isNull(properties.listingWishes), isNull(properties.photoWishes))),
    )
    .orderBy(asc(properties.id))
    .limit(limit);
}

export function selectWishSourcesOf(db: Db, ids: readonly number[]): Promise<WishMaskSource[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(SOURCE_COLUMNS)
    .from(properties)
    .where(inArray(properties.id, [...ids]));
}

/**
 * Stores computed masks in one statement. A row is written only where a mask differs and the row is
 * still at the version the masks were computed from (an edit meanwhile wrote its own); writing masks
 * alone moves neither the row's version nor the search data version (migration 0013).
 *
 * Its commit does not wait for the log to reach the disk (`synchronous_commit` off for this statement's
 * own transaction): that wait is most of a small write's cost here (0.4–16 ms against 0.2 ms on the
 * shared machine), and the masks are derived data. A crash within a fraction of a second after the write
 * can lose it: a mask that was null (a new listing, other photos) is null again and computed by the pass
 * after the start; one that was set keeps its previous value until the listing's next photo report.
 * Inside a caller's transaction the setting would hold for that transaction's commit: call it outside one.
 */
export async function saveWishMasks(db: Db, masks: readonly ComputedWishMasks[]): Promise<number> {
  if (masks.length === 0) return 0;
  const result = await db.execute(sql`
    update ${properties} listing
    set listing_wishes = computed.listing_wishes, photo_wishes = computed.photo_wishes
    from unnest(${intArray(masks.map((mask) => mask.id))}, ${intArray(masks.map((mask) => mask.version))},
        ${intArray(masks.map((mask) => mask.listingWishes))}, ${intArray(masks.map((mask) => mask.photoWishes))})
      as computed(id, version, listing_wishes, photo_wishes),
      (select set_config('synchronous_commit', 'off', true)) as asynchronous_commit
    where listing.id = computed.id and listing.version = computed.version
      and (listing.listing_wishes is distinct from computed.listing_wishes
        or listing.photo_wishes is distinct from computed.photo_wishes)`);
  return affectedRows(result);
}

const showing = (displayKeys: readonly string[]) =>
  sql`select property_id from ${propertyPhotos} where display_key = any(${sql.param([...displayKeys])}::text[])`;

/** How many listings show any of these photo renditions. */
export async function countListingsShowing(db: Db, displayKeys: readonly string[]): Promise<number> {
  if (displayKeys.length === 0) return 0;
  const result = await db.execute(
    sql`select count(distinct property_id)::int as count from (${showing(displayKeys)}) photo`,
  );
  return (result as { rows: { count: number }[] }).rows[0]?.count ?? 0;
}

/** The listings that show these photo renditions get their photo masks computed again (set to null). */
export async function forgetPhotoWishes(db: Db, displayKeys: readonly string[]): Promise<number> {
  if (displayKeys.length === 0) return 0;
  const result = await db.execute(sql`
    update ${properties} set photo_wishes = null
    where photo_wishes is not null and id in (${showing(displayKeys)})`);
  return affectedRows(result);
}

/** VACUUM of the listings (outside any transaction), after a pass wrote many of them. */
export async function vacuumListings(db: Db, { analyze }: { analyze: boolean }): Promise<void> {
  await db.execute(sql.raw(`vacuum${analyze ? ' (analyze)' : ''} ${getTableName(properties)}`));
}

/**
 * Rebuilds the listings' indexes without blocking reads or writes: a pass that rewrote every listing's
 * masks gave every index a new entry for every row (the updates are not HOT), and the search's index-only
 * scans read their ranges end to end.
 */
export async function rebuildListingIndexes(db: Db): Promise<void> {
  await db.execute(sql.raw(`reindex table concurrently ${getTableName(properties)}`));
}

export interface WishFeaturesState {
  version: number;
  nextId: number;
}

export async function readWishFeaturesState(db: Db): Promise<WishFeaturesState> {
  const [row] = await db
    .select({ version: wishFeaturesState.version, nextId: wishFeaturesState.nextId })
    .from(wishFeaturesState)
    .where(eq(wishFeaturesState.id, 1));
  return row ?? { version: 0, nextId: 0 };
}

/** Starts the pass over every listing over, from the first id (for the same version of the words). */
export async function restartWishFeaturesPass(db: Db): Promise<void> {
  await db.update(wishFeaturesState).set({ nextId: 0 });
}

/** Moves the pass over every listing on (or starts it over for another version). */
export async function saveWishFeaturesState(db: Db, state: WishFeaturesState): Promise<void> {
  await db
    .insert(wishFeaturesState)
    .values({ id: 1, ...state })
    .onConflictDoUpdate({ target: wishFeaturesState.id, set: state });
}
