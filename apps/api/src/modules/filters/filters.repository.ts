import { and, eq, sql } from 'drizzle-orm';
import type { City, ListingType, PropertyType } from '@sakhli/shared/enums';
import type { Filter } from '@sakhli/shared/schemas/filter';
import type { Db } from '../../db/client';
import { savedFilters } from '../../db/schema/index';

export interface FilterScopeKey {
  city: City;
  listingType: ListingType;
  propertyType: PropertyType;
}

function ofOwnerInScope(ownerKey: string, scope: FilterScopeKey) {
  return and(
    eq(savedFilters.ownerKey, ownerKey),
    eq(savedFilters.city, scope.city),
    eq(savedFilters.listingType, scope.listingType),
    eq(savedFilters.propertyType, scope.propertyType),
  );
}

/** The stored filter object (as stored, possibly from an older shape), or undefined. */
export async function selectSavedFilter(db: Db, ownerKey: string, scope: FilterScopeKey) {
  const [row] = await db
    .select({ filter: savedFilters.filter })
    .from(savedFilters)
    .where(ofOwnerInScope(ownerKey, scope));
  return row?.filter as unknown;
}

/** Stores the filter and answers it as stored; a filter stored already as it is is not written again. */
export async function upsertSavedFilter(db: Db, ownerKey: string, scope: FilterScopeKey, filter: Filter) {
  const [row] = await db
    .insert(savedFilters)
    .values({ ownerKey, ...scope, filter })
    .onConflictDoUpdate({
      target: [savedFilters.ownerKey, savedFilters.city, savedFilters.listingType, savedFilters.propertyType],
      set: { filter, updatedAt: sql`now()` },
      setWhere: sql`${savedFilters.filter} is distinct from excluded.filter`,
    })
    .returning({ filter: savedFilters.filter });
  return row ? (row.filter as unknown) : selectSavedFilter(db, ownerKey, scope);
}

/**
 * Merges `patch` into the stored filter in one statement (not written when that changes nothing);
 * answers the filter as stored then, undefined when nothing is stored.
 */
export async function patchSavedFilter(
  db: Db,
  ownerKey: string,
  scope: FilterScopeKey,
  patch: Partial<Filter>,
) {
  const merged = sql`${savedFilters.filter} || ${JSON.stringify(patch)}::jsonb`;
  const [row] = await db
    .update(savedFilters)
    .set({ filter: merged, updatedAt: sql`now()` })
    .where(and(ofOwnerInScope(ownerKey, scope), sql`${savedFilters.filter} is distinct from ${merged}`))
    .returning({ filter: savedFilters.filter });
  return row ? (row.filter as unknown) : selectSavedFilter(db, ownerKey, scope);
}

/**
 * Gives the guest's saved filters to the user: a scope the user has no filter for takes the guest's, a
 * scope the user already has keeps the user's (chosen while signed in, so deliberate). The guest keeps
 * nothing, so signing out does not bring the old filters back.
 */
export async function moveSavedFilters(db: Db, fromOwnerKey: string, toOwnerKey: string) {
  await db.transaction(async (transaction) => {
    await transaction.execute(sql`
      insert into ${savedFilters} (owner_key, city, listing_type, property_type, filter, updated_at)
      select ${toOwnerKey}, city, listing_type, property_type, filter, updated_at
      from ${savedFilters} where owner_key = ${fromOwnerKey}
      on conflict (owner_key, city, listing_type, property_type) do nothing`);
    await transaction.delete(savedFilters).where(eq(savedFilters.ownerKey, fromOwnerKey));
  });
}
