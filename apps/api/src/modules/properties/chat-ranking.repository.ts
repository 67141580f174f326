import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { properties } from '../../db/schema/index';
import type { ScorePlan } from '../assistant/score/score';
import type { WishListing } from '../assistant/score/wish-features';
import { scoreSql } from './chat-score-sql';
import { searchConditions, type SearchCriteria } from './search-conditions';
import { WISH_SOURCE_COLUMNS } from './wish-masks.repository';

/** Own wish masks computed on the request for listings that have none stored yet. */
export interface ProvidedMasks {
  ids: number[];
  masks: number[];
}

/** Matches with their score and met wishes, newest first (ties of the score keep this order). */
export interface ScoredMatches {
  ids: Int32Array;
  scores: Uint8Array;
  /** The wishes each meets (wish-features.ts bits), among the chat's. */
  masks: Uint32Array;
  /**
   * Matches with a mask not stored yet (nor provided): scored as if it met no wish. The newest matches
   * (`selectTopOfNewest`) count only their own mask's.
   */
  unknownCount: number;
  /** Of those, the matches whose own mask is missing (not only their photo report's). */
  ownUnknownCount: number;
}

/** Bytes per match in the packed answer: id (int4), score (int2), mask (int4), network order. */
const PACKED_SIZE = 10;

interface PackedRow {
  packed: Uint8Array | null;
  unknownCount: number;
  ownUnknownCount: number;
}

const scoredOf = (row: PackedRow | undefined): ScoredMatches => ({
  ...unpack(row?.packed ?? null),
  unknownCount: Number(row?.unknownCount ?? 0),
  ownUnknownCount: Number(row?.ownUnknownCount ?? 0),
});

const intArray = (values: readonly number[]) => sql`${`{${values.join(',')}}`}::int[]`;

function unpack(bytes: Uint8Array | null): Omit<ScoredMatches, 'unknownCount' | 'ownUnknownCount'> {
  const count = bytes ? bytes.length / PACKED_SIZE : 0;
  const ids = new Int32Array(count);
  const scores = new Uint8Array(count);
  const masks = new Uint32Array(count);
  if (bytes) {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    for (let index = 0, offset = 0; index < count; index += 1, offset += PACKED_SIZE) {
      ids[index] = view.getInt32(offset);
      scores[index] = view.getInt16(offset + 4);
      masks[index] = view.getUint32(offset + 6);
    }
  }
  return { ids, scores, masks };
}

/** The columns of `rowsToScore` the score is computed from. */
const SCORED = {
  wishMask: sql.raw('mask'),
  priceUsd: sql.raw('price_usd'),
  priceGel: sql.raw('price_gel'),
  size: sql.raw('size'),
};

/**
 * The rows `where` selects with what their score needs, the chat's wishes they meet (`mask`: their own
 * mask, or none yet, and their photo report's) computed once per row: the subquery ends in `tail`, a
 * LIMIT or OFFSET 0, which keeps PostgreSQL from folding it into the outer query (it would then compute
 * the mask again in every wish's term of the score: 10 % of the query at 384,000 rows).
 */
function rowsToScore(plan: ScorePlan, where: SQL, own: { mask: SQL; join: SQL }, tail: SQL): SQL {
  const chatBits = plan.wishes.reduce((bits, wish) => bits | wish.bit, 0);
  return sql`(select ${properties.id} as id, ${properties.createdAt} as created_at,
      ((coalesce(${own.mask}, 0) | coalesce(${properties.photoWishes}, 0)) & ${chatBits}::int) as mask,
      ${properties.priceUsd} as price_usd, ${properties.priceGel} as price_gel, ${properties.size} as size,
      ${own.mask} is null as is_unknown, ${properties.photoWishes} is null as is_photo_unknown
    from ${properties} ${own.join}
    where ${where}
    ${tail})`;
}

const packed = (plan: ScorePlan) =>
  sql`int4send(id) || int2send(${scoreSql(plan, SCORED)}::int2) || int4send(mask)`;

/**
 * Sorts of a whole result stay in memory (4 MB, the default, spills 384,000 rows to disk; rows that
 * arrive in order are then sorted in one pass).
 */
const SORT_MEMORY = '64MB';

/**
 * Every row `where` selects, scored by PostgreSQL from its stored wish masks, price and size
 * (chat-score-sql.ts), newest first. The rows cross the wire as one bytea of 10 bytes each rather than as
 * rows; from the newest-first search index, which carries the masks (migration 0013), the whole query
 * reads no table row.
 */
async function selectScored(
  db: Db,
  where: SQL,
  plan: ScorePlan,
  provided: ProvidedMasks | undefined,
): Promise<ScoredMatches> {
  const own = provided
    ? {
        mask: sql`coalesce(${properties.listingWishes}, provided.mask)`,
        join: sql`left join unnest(${intArray(provided.ids)}, ${intArray(provided.masks)}) as provided(id, mask)
          on provided.id = ${properties.id}`,
      }
    : { mask: sql`${properties.listingWishes}`, join: sql`` };
  const result = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.execute(sql.raw(`set local work_mem = '${SORT_MEMORY}'`));
    return tx.execute(sql`
      select string_agg(${packed(plan)}, ''::bytea order by created_at desc, id desc) as packed,
        count(*) filter (where is_unknown or is_photo_unknown)::int as "unknownCount",
        count(*) filter (where is_unknown)::int as "ownUnknownCount"
      from ${rowsToScore(plan, where, own, sql`offset 0`)} scored`);
  });
  return scoredOf((result as { rows: PackedRow[] }).rows[0]);
}

/**
 * The first `limit` of the newest `window` matches that score 100 (the highest there is), newest first,
 * read only as far as they are found. A match without its own mask stored on the way is among them and
 * counted in `unknownCount` (its score is not known).
 */
export async function selectTopOfNewest(
  db: Db,
  criteria: SearchCriteria,
  plan: ScorePlan,
  { window, limit }: { window: number; limit: number },
): Promise<ScoredMatches> {
  const own = { mask: sql`${properties.listingWishes}`, join: sql`` };
  const newest = sql`order by ${properties.createdAt} desc, ${properties.id} desc limit ${window}`;
  const result = await db.execute(sql`
    select string_agg(int4send(id) || int2send(score::int2) || int4send(mask), ''::bytea
        order by created_at desc, id desc) as packed,
      count(*) filter (where is_unknown)::int as "unknownCount",
      count(*) filter (where is_unknown)::int as "ownUnknownCount"
    from (
      select * from (
        select *, ${scoreSql(plan, SCORED)} as score
        from ${rowsToScore(plan, searchConditions(criteria), own, newest)} newest_rows
      ) scored
      where score = 100 or is_unknown
      order by created_at desc, id desc
      limit ${limit}
    ) best`);
  return scoredOf((result as { rows: PackedRow[] }).rows[0]);
}

/** Every match of a search, scored (chat-ranking.ts ranks them). */
export const selectScoredMatches = (
  db: Db,
  criteria: SearchCriteria,
  plan: ScorePlan,
  provided?: ProvidedMasks,
) => selectScored(db, searchConditions(criteria), plan, provided);

/** These listings, scored (a page of a chat's search in another order). */
export const selectScoredListings = (
  db: Db,
  ids: readonly number[],
  plan: ScorePlan,
  provided?: ProvidedMasks,
) => selectScored(db, sql`${properties.id} = any(${intArray(ids)})`, plan, provided);

/** What an own wish mask is computed from, for matches (or listings) that have none stored. */
export async function selectUnknownWishListings(
  db: Db,
  where: { criteria: SearchCriteria } | { ids: readonly number[] },
): Promise<(WishListing & { id: number })[]> {
  const condition =
    'criteria' in where
      ? searchConditions(where.criteria)
      : sql`${properties.id} = any(${intArray(where.ids)})`;
  return db
    .select(WISH_SOURCE_COLUMNS)
    .from(properties)
    .where(sql`${condition} and ${properties.listingWishes} is null`);
}
