import { filterFromStored, type Filter, type FilterKey } from '@sakhli/shared/schemas/filter';
import { restrictFilterToScope } from '@sakhli/shared/rules/filter-scope';
import type { Db } from '../../db/client';
import {
  moveSavedFilters,
  patchSavedFilter,
  selectSavedFilter,
  upsertSavedFilter,
  type FilterScopeKey,
} from './filters.repository';

/** Fields that describe one thing: removing one removes the other (the district chip). */
const LINKED_KEYS: Partial<Record<FilterKey, FilterKey[]>> = {
  districtId: ['districtName'],
  districtName: ['districtId'],
};

export function createFiltersService(db: Db) {
  return {
    /** The caller's saved filter for the scope; the empty filter (all null) when none is saved. */
    async getSavedFilter(ownerKey: string, scope: FilterScopeKey): Promise<Filter> {
      return filterFromStored(await selectSavedFilter(db, ownerKey, scope));
    },

    /** Stores the filter, without the fields that do not apply to the scope (floors for houses…). */
    async saveFilter(ownerKey: string, scope: FilterScopeKey, filter: Filter): Promise<Filter> {
      return filterFromStored(
        await upsertSavedFilter(db, ownerKey, scope, restrictFilterToScope(filter, scope)),
      );
    },

    /** Clears one field of the saved filter (and the fields linked to it); returns what remains. */
    async deleteFilterField(ownerKey: string, scope: FilterScopeKey, key: FilterKey): Promise<Filter> {
      const keys = [key, ...(LINKED_KEYS[key] ?? [])];
      const patch = Object.fromEntries(keys.map((field) => [field, null])) as Partial<Filter>;
      return filterFromStored(await patchSavedFilter(db, ownerKey, scope, patch));
    },

    /** On sign-in: the guest's saved filters become the user's where the user has none (filters.repository.ts). */
    async adoptGuestFilters(guestOwnerKey: string | undefined, userOwnerKey: string): Promise<void> {
      if (guestOwnerKey) await moveSavedFilters(db, guestOwnerKey, userOwnerKey);
    },
  };
}
export type FiltersService = ReturnType<typeof createFiltersService>;
