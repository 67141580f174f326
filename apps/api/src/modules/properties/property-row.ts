import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type {
  AccountType,
  BuildingStatus,
  City,
  Currency,
  HeatingType,
  ListingType,
  PropertyType,
  PublishStatus,
  RenovationStatus,
} from '@sakhli/shared/enums';
import { districts, properties, propertyPhotos, propertyViewTotals, users } from '../../db/schema/index';

/** The drivers hand numeric columns over as text (node-postgres) or numbers; the read model converts. */
export type NumericValue = string | number;

/** One listing as the read-model query returns it, with its district names and its owner's name. */
export interface PropertyRow {
  id: number;
  code: number;
  userId: string;
  userDisplayName: string | null;
  phoneNumber: string | null;
  priceUsd: NumericValue;
  priceGel: NumericValue;
  pricePerSqmUsd: NumericValue;
  currency: Currency;
  listingType: ListingType;
  propertyType: PropertyType;
  size: NumericValue;
  rooms: number;
  bedrooms: number;
  bathrooms: number;
  floor: number | null;
  totalFloorsBuilding: number | null;
  buildingStatus: BuildingStatus;
  renovationStatus: RenovationStatus;
  buildingYear: number | null;
  cadastralCode: string | null;
  hideCadastralCode: boolean;
  isFurnished: boolean;
  rentDuration: number | null;
  description: string;
  latitude: number;
  longitude: number;
  streetNameGeo: string | null;
  streetNameEng: string | null;
  city: City;
  districtId: number | null;
  districtNameGeo: string | null;
  districtNameEng: string | null;
  districtNameRus: string | null;
  publishStatus: PublishStatus;
  rejectionReason: string | null;
  /** Reports hold the listing until a moderator decides (decision 037). */
  isHeldByReports: boolean;
  /** The listing's views over all days (property_view_totals). */
  viewCount: number;
  /** What the listing's ETag names: moves with every change of the listing or its photos. */
  version: number;
  /** ISO 8601 in UTC, formatted by the database (the drivers disagree on timestamp parsing). */
  createdAt: string;
  expiryDate: string | null;
  landArea: NumericValue | null;
  numberOfFloors: number | null;
  parkingSpots: number | null;
  hasGarden: boolean | null;
  hasGarage: boolean | null;
  heating: HeatingType | null;
  hasAirConditioning: boolean | null;
  hasBalcony: boolean | null;
  hasLift: boolean | null;
  hasParking: boolean | null;
  petsAllowed: boolean | null;
  metroStationId: string | null;
  metroWalkMinutes: number | null;
  /** The price before the latest change while that change lowered it, and when (decision 035). */
  priceDropFrom: NumericValue | null;
  priceDroppedAt: string | null;
  /** The listing's copy of its owner's account type (decision 039) and the seller block's fields. */
  sellerType: AccountType;
  sellerAgencyName: string | null;
  sellerLogoKey: string | null;
  sellerIsVerified: boolean;
}

/** A timestamp as ISO 8601 in UTC with milliseconds, as the API answers it. */
export function isoTimestamp(column: AnyPgColumn): SQL<string> {
  return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** Where each field of PropertyRow comes from (the query aliases each column to its field name). */
export const PROPERTY_ROW_COLUMNS = {
  id: properties.id,
  code: properties.code,
  userId: properties.userId,
  userDisplayName: users.displayName,
  phoneNumber: properties.phoneNumber,
  priceUsd: properties.priceUsd,
  priceGel: properties.priceGel,
  pricePerSqmUsd: properties.pricePerSqmUsd,
  currency: properties.currency,
  listingType: properties.listingType,
  propertyType: properties.propertyType,
  size: properties.size,
  rooms: properties.rooms,
  bedrooms: properties.bedrooms,
  bathrooms: properties.bathrooms,
  floor: properties.floor,
  totalFloorsBuilding: properties.totalFloorsBuilding,
  buildingStatus: properties.buildingStatus,
  renovationStatus: properties.renovationStatus,
  buildingYear: properties.buildingYear,
  cadastralCode: properties.cadastralCode,
  hideCadastralCode: properties.hideCadastralCode,
  isFurnished: properties.isFurnished,
  rentDuration: properties.rentDuration,
  description: properties.description,
  latitude: properties.latitude,
  longitude: properties.longitude,
  streetNameGeo: properties.streetNameGeo,
  streetNameEng: properties.streetNameEng,
  city: properties.city,
  districtId: properties.districtId,
  districtNameGeo: districts.nameGeo,
  districtNameEng: districts.nameEng,
  districtNameRus: districts.nameRus,
  publishStatus: properties.publishStatus,
  rejectionReason: properties.rejectionReason,
  isHeldByReports: sql<boolean>`(${properties.reportsHeldAt} is not null)`,
  // A subquery, not a join: one index probe per listing whatever the planner thinks of the table's size.
  viewCount: sql`coalesce((select ${propertyViewTotals.views} from ${propertyViewTotals}
    where ${propertyViewTotals.propertyId} = ${properties.id}), 0)`,
  version: properties.version,
  createdAt: isoTimestamp(properties.createdAt),
  expiryDate: isoTimestamp(properties.expiryDate),
  landArea: properties.landArea,
  numberOfFloors: properties.numberOfFloors,
  parkingSpots: properties.parkingSpots,
  hasGarden: properties.hasGarden,
  hasGarage: properties.hasGarage,
  heating: properties.heating,
  hasAirConditioning: properties.hasAirConditioning,
  hasBalcony: properties.hasBalcony,
  hasLift: properties.hasLift,
  hasParking: properties.hasParking,
  petsAllowed: properties.petsAllowed,
  metroStationId: properties.metroStationId,
  metroWalkMinutes: properties.metroWalkMinutes,
  priceDropFrom: properties.priceDropFrom,
  priceDroppedAt: isoTimestamp(properties.priceDroppedAt),
  sellerType: properties.sellerType,
  sellerAgencyName: users.agencyName,
  sellerLogoKey: users.logoKey,
  // A left join: a listing whose owner row is gone (never in practice) reads as unverified.
  sellerIsVerified: sql<boolean>`coalesce(${users.isVerified}, false)`,
} satisfies Record<keyof PropertyRow, AnyPgColumn | SQL>;

export interface PhotoRow {
  id: number;
  propertyId: number;
  originalKey: string;
  displayKey: string | null;
  thumbnailKey: string | null;
  sortOrder: number;
}

export const PHOTO_ROW_COLUMNS = {
  id: propertyPhotos.id,
  propertyId: propertyPhotos.propertyId,
  originalKey: propertyPhotos.originalKey,
  displayKey: propertyPhotos.displayKey,
  thumbnailKey: propertyPhotos.thumbnailKey,
  sortOrder: propertyPhotos.sortOrder,
} satisfies Record<keyof PhotoRow, AnyPgColumn>;
