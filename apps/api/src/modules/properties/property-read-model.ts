import type { Language } from '@sakhli/shared/enums';
import { recentPriceDrop } from '@sakhli/shared/rules/price-drop';
import type { Property, PropertyPhoto } from '@sakhli/shared/schemas/property';
import type { Storage } from '../../adapters/storage';
import { toSellerBlock } from '../sellers/seller-read-model';
import type { NumericValue, PhotoRow, PropertyRow } from './property-row';
import { BUILDING_STATUS_LABELS, CITY_LABELS, RENOVATION_STATUS_LABELS } from './status-labels';

const DISTRICT_NAME_BY_LANGUAGE = {
  ka: 'districtNameGeo',
  en: 'districtNameEng',
  ru: 'districtNameRus',
} as const;

export function toPhoto(photo: PhotoRow, storage: Storage): PropertyPhoto {
  return {
    id: photo.id,
    thumbnailUrl: photo.thumbnailKey ? storage.urlFor(photo.thumbnailKey) : null,
    originalUrl: storage.urlFor(photo.displayKey ?? photo.originalKey),
    sortOrder: photo.sortOrder,
  };
}

/** Photos grouped by listing, keeping the order they were selected in (display order). */
export function groupPhotos(photos: PhotoRow[], storage: Storage): Map<number, PropertyPhoto[]> {
  const byProperty = new Map<number, PropertyPhoto[]>();
  for (const photo of photos) {
    const list = byProperty.get(photo.propertyId) ?? [];
    list.push(toPhoto(photo, storage));
    byProperty.set(photo.propertyId, list);
  }
  return byProperty;
}

const toNumber = (value: NumericValue) => Number(value);
const toNumberOrNull = (value: NumericValue | null) => (value === null ? null : Number(value));

/**
 * The read model (SPEC.md section 3) in the reader's language; every field named, nothing more. Whoever
 * manages the listing (`isManager`: its owner, a moderator or an admin) also sees a hidden cadastral code,
 * whether it is hidden, why a moderator rejected the listing, and whether reports hold it for review.
 */
export function toProperty(
  row: PropertyRow,
  photos: PropertyPhoto[],
  language: Language,
  { isManager = false }: { isManager?: boolean } = {},
): Property {
  const property = toPublicProperty(row, photos, language);
  if (!isManager) return property;
  return {
    ...property,
    cadastralCode: row.cadastralCode,
    hideCadastralCode: row.hideCadastralCode,
    rejectionReason: row.rejectionReason,
    isHeldByReports: row.isHeldByReports,
  };
}

function toPublicProperty(row: PropertyRow, photos: PropertyPhoto[], language: Language): Property {
  return {
    id: row.id,
    code: row.code,
    userId: row.userId,
    userDisplayName: row.userDisplayName,
    phoneNumber: row.phoneNumber,
    priceUsd: toNumber(row.priceUsd),
    priceGel: toNumber(row.priceGel),
    pricePerSqmUsd: toNumber(row.pricePerSqmUsd),
    currency: row.currency,
    listingType: row.listingType,
    propertyType: row.propertyType,
    size: toNumber(row.size),
    rooms: row.rooms,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    floor: row.floor,
    totalFloorsBuilding: row.totalFloorsBuilding,
    buildingStatus: row.buildingStatus,
    renovationStatus: row.renovationStatus,
    buildingYear: row.buildingYear,
    // A hidden cadastral code is the owner's to see, never the public's.
    cadastralCode: row.hideCadastralCode ? null : row.cadastralCode,
    isFurnished: row.isFurnished,
    rentDuration: row.rentDuration,
    description: row.description,
    latitude: row.latitude,
    longitude: row.longitude,
    streetNameGeo: row.streetNameGeo,
    streetNameEng: row.streetNameEng,
    city: row.city,
    cityName: CITY_LABELS[row.city][language],
    districtId: row.districtId,
    districtName: row[DISTRICT_NAME_BY_LANGUAGE[language]],
    publishStatus: row.publishStatus,
    isFavorite: false,
    viewCount: row.viewCount,
    createdAt: row.createdAt,
    expiryDate: row.expiryDate,
    semanticScore: null,
    buildingStatusText: BUILDING_STATUS_LABELS[row.buildingStatus][language],
    renovationStatusText: RENOVATION_STATUS_LABELS[row.renovationStatus][language],
    propertyPhotos: photos,
    landArea: toNumberOrNull(row.landArea),
    numberOfFloors: row.numberOfFloors,
    parkingSpots: row.parkingSpots,
    hasGarden: row.hasGarden,
    hasGarage: row.hasGarage,
    heating: row.heating,
    hasAirConditioning: row.hasAirConditioning,
    hasBalcony: row.hasBalcony,
    hasLift: row.hasLift,
    hasParking: row.hasParking,
    petsAllowed: row.petsAllowed,
    metroStationId: row.metroStationId,
    metroWalkMinutes: row.metroWalkMinutes,
    priceDropPercent: recentPriceDrop(
      {
        from: toNumberOrNull(row.priceDropFrom),
        at: row.priceDroppedAt,
        current: toNumber(row.currency === 'USD' ? row.priceUsd : row.priceGel),
      },
      new Date(),
    ),
    sellerType: row.sellerType,
    seller: toSellerBlock({
      id: row.userId,
      accountType: row.sellerType,
      agencyName: row.sellerAgencyName,
      logoKey: row.sellerLogoKey,
      isVerified: row.sellerIsVerified,
    }),
  };
}
