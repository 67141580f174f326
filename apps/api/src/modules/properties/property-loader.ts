import type { Language } from '@sakhli/shared/enums';
import type { Property } from '@sakhli/shared/schemas/property';
import type { Storage } from '../../adapters/storage';
import type { Db } from '../../db/client';
import {
  selectListingRows,
  selectPhotoRows,
  selectPropertyRow,
  type ListingRow,
} from './property.repository';
import type { PropertyRow } from './property-row';
import { groupPhotos, toPhoto, toProperty } from './property-read-model';

/**
 * The read models of these listings in the order of `ids` (two queries whatever their number). Missing
 * ids are left out. `isManager` says, per row, whether the reader manages that listing.
 */
export async function loadProperties(
  db: Db,
  storage: Storage,
  ids: number[],
  language: Language,
  isManager: (row: PropertyRow) => boolean = () => false,
): Promise<Property[]> {
  return listingsInOrder(await selectListingRows(db, ids), ids, storage, language, isManager);
}

/** The read models of listing rows in the order of `ids`; missing ids are left out. */
export function listingsInOrder(
  rows: ListingRow[],
  ids: number[],
  storage: Storage,
  language: Language,
  isManager: (row: PropertyRow) => boolean = () => false,
): Property[] {
  const rowsById = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = rowsById.get(id);
    return row ? [listingOf(row, storage, language, isManager)] : [];
  });
}

/** The read model of a listing row read with its photos. */
export function listingOf(
  { photos, ...row }: ListingRow,
  storage: Storage,
  language: Language,
  isManager: (row: PropertyRow) => boolean = () => false,
): Property {
  const photoModels = photos.map((photo) => toPhoto(photo, storage));
  return toProperty(row, photoModels, language, { isManager: isManager(row) });
}

/** A listing as read, with the version its ETag names (decision 021). */
export interface VersionedProperty {
  property: Property;
  version: number;
}

/**
 * One listing's read model with its version; undefined when it is missing. The photos are read after the
 * row: the version is never newer than what the read model shows, so an ETag never vouches for a change
 * the reader has not seen.
 */
export async function loadVersionedProperty(
  db: Db,
  storage: Storage,
  id: number,
  language: Language,
  isManager: (row: PropertyRow) => boolean,
): Promise<VersionedProperty | undefined> {
  const row = await selectPropertyRow(db, id);
  if (!row) return undefined;
  const photos = groupPhotos(await selectPhotoRows(db, [id]), storage).get(id) ?? [];
  return { property: toProperty(row, photos, language, { isManager: isManager(row) }), version: row.version };
}
