import { and, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { City, ListingType, PropertyType } from '@sakhli/shared/enums';
import type { Filter } from '@sakhli/shared/schemas/filter';
import type { BoundingBox } from '@sakhli/shared/schemas/property';
import { districts, properties } from '../../db/schema/index';
import { searchFlagsTests } from './search-flags';

export interface SearchScope {
  city: City;
  listingType: ListingType;
  propertyType: PropertyType;
}

export interface SearchCriteria extends SearchScope {
  /** Already restricted to the scope (no floor bounds for houses…). */
  filter: Filter;
  bbox?: BoundingBox;
}

function range(column: AnyPgColumn, min: number | null, max: number | null): SQL[] {
  const conditions: SQL[] = [];
  if (min !== null) conditions.push(gte(column, min));
  if (max !== null) conditions.push(lte(column, max));
  return conditions;
}

/** LIKE pattern for "starts with": the user's text matches literally, wildcards included. */
function startsWith(text: string): string {
  return `${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function districtCondition(filter: Filter): SQL | undefined {
  // Several districts (decision 040): the SPEC's districtId and districtIds together, any of them.
  const ids = [
    ...new Set([...(filter.districtId === null ? [] : [filter.districtId]), ...(filter.districtIds ?? [])]),
  ];
  if (ids.length > 1) return sql`${properties.districtId} = any(${`{${ids.join(',')}}`}::int[])`;
  if (ids.length === 1) return eq(properties.districtId, ids[0]!);
  if (filter.districtName === null) return undefined;
  // A name (typed or from the assistant) may be in any of the three languages and any letter case.
  const name = filter.districtName.toLowerCase();
  const named = or(
    sql`lower(${districts.nameGeo}) = ${name}`,
    sql`lower(${districts.nameEng}) = ${name}`,
    sql`lower(${districts.nameRus}) = ${name}`,
  );
  return inArray(properties.districtId, sql`(select ${districts.id} from ${districts} where ${named})`);
}

/** The conditions of an area in degrees (none without one). */
export function boundingBoxConditions(bbox: BoundingBox | undefined): SQL[] {
  if (!bbox) return [];
  const longitude =
    bbox.west <= bbox.east
      ? and(gte(properties.longitude, bbox.west), lte(properties.longitude, bbox.east))
      : // An area across the antimeridian.
        or(gte(properties.longitude, bbox.west), lte(properties.longitude, bbox.east));
  return [gte(properties.latitude, bbox.south), lte(properties.latitude, bbox.north), longitude!];
}

/**
 * Who sells, the heating and the amenities (decisions 039, 040, 048): a test per field on its bits of the column
 * every search index carries, after every other condition; a listing that does not say is not kept.
 */
function flagsConditions(filter: Filter): SQL[] {
  return searchFlagsTests(filter).map(
    ({ mask, value }) =>
      sql`(${properties.searchFlags} & ${sql.raw(String(mask))}) = ${sql.raw(String(value))}`,
  );
}

/**
 * The WHERE clause of a public search: Active listings of the scope, every field of the filter, the area.
 * Decisions: the price bounds are in the filter's currency (GEL compares priceGel, otherwise priceUsd);
 * isFurnished true keeps furnished listings only, false means "no constraint" (a checkbox); buildingYear
 * keeps listings built in that year or later; cadastralCode matches as a prefix, never a hidden code.
 */
export function searchConditions({ city, listingType, propertyType, filter, bbox }: SearchCriteria): SQL {
  const price = filter.currency === 'GEL' ? properties.priceGel : properties.priceUsd;
  const conditions: (SQL | undefined)[] = [
    // A literal, not a parameter, so the planner matches the partial search indexes.
    sql`${properties.publishStatus} = 'Active'`,
    eq(properties.city, city),
    eq(properties.listingType, listingType),
    eq(properties.propertyType, propertyType),
    ...range(price, filter.minPrice, filter.maxPrice),
    ...range(properties.size, filter.minSize, filter.maxSize),
    ...range(properties.rooms, filter.minRooms, filter.maxRooms),
    ...range(properties.bedrooms, filter.minBedrooms, filter.maxBedrooms),
    ...range(properties.bathrooms, filter.minBathrooms, filter.maxBathrooms),
    ...range(properties.floor, filter.minFloor, filter.maxFloor),
    ...range(properties.rentDuration, filter.minRentDuration, filter.maxRentDuration),
    ...range(properties.numberOfFloors, filter.minNumberOfFloors, filter.maxNumberOfFloors),
    filter.buildingStatus === null ? undefined : eq(properties.buildingStatus, filter.buildingStatus),
    filter.renovationStatus === null ? undefined : eq(properties.renovationStatus, filter.renovationStatus),
    filter.isFurnished === true ? eq(properties.isFurnished, true) : undefined,
    districtCondition(filter),
    filter.cadastralCode === null
      ? undefined
      : and(
          sql`${properties.cadastralCode} like ${startsWith(filter.cadastralCode)}`,
          eq(properties.hideCadastralCode, false),
        ),
    filter.buildingYear === null ? undefined : gte(properties.buildingYear, filter.buildingYear),
    ...boundingBoxConditions(bbox),
    ...flagsConditions(filter),
    // The walk stored with the listing (decision 042); a plain row check, null (no metro near) never matches.
    filter.maxMetroWalkMinutes === null
      ? undefined
      : lte(properties.metroWalkMinutes, filter.maxMetroWalkMinutes),
  ];
  return and(...conditions)!;
}
