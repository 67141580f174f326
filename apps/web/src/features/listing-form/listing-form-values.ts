import { DEFAULT_CITY, DEFAULT_LISTING_TYPE, DEFAULT_PROPERTY_TYPE } from '@sakhli/shared/constants';
import type {
  BuildingStatus,
  City,
  Currency,
  HeatingType,
  ListingType,
  PropertyType,
  RenovationStatus,
} from '@sakhli/shared/enums';
import type { AddressSelection } from '@sakhli/shared/schemas/geo';
import type { Property } from '@sakhli/shared/schemas/property';
import { PROPERTY_PART } from '@sakhli/shared/schemas/property-payload';
import { AMENITY_FLAGS, type AmenityFlag } from '@sakhli/shared/schemas/property-payload-amenities';

/** An amenity as a select holds it: '' when the owner does not say (decision 040). */
export type YesNoValue = '' | 'true' | 'false';

/** What a number input holds: the number it started with, or the text typed since (empty when cleared). */
export type NumberValue = number | string;

/** The form's fields, flat: the payload's nesting (location, apartment, house) is made on submit. */
export interface ListingFormValues {
  city: City;
  listingType: ListingType;
  propertyType: PropertyType;
  size: NumberValue;
  rooms: NumberValue;
  bedrooms: NumberValue;
  bathrooms: NumberValue;
  buildingStatus: BuildingStatus;
  renovationStatus: RenovationStatus;
  buildingYear: NumberValue;
  isFurnished: boolean;
  cadastralCode: string;
  hideCadastralCode: boolean;
  description: string;
  phoneNumber: string;
  rentDuration: NumberValue;
  floor: NumberValue;
  totalFloorsBuilding: NumberValue;
  landArea: NumberValue;
  hasGarden: boolean;
  hasGarage: boolean;
  parkingSpots: NumberValue;
  numberOfFloors: NumberValue;
  heating: HeatingType | '';
  hasAirConditioning: YesNoValue;
  hasBalcony: YesNoValue;
  hasLift: YesNoValue;
  hasParking: YesNoValue;
  petsAllowed: YesNoValue;
  price: NumberValue;
  currency: Currency;
  districtId: string;
  /** The address picked in the address widget (search, pin or the edited listing's own). */
  address: AddressSelection | null;
}

export type ListingFormField = keyof ListingFormValues;

/** SPEC.md section 4 'Create/edit form': what a property type switch puts back in the type's own fields. */
export const PART_DEFAULTS = {
  floor: 1,
  totalFloorsBuilding: 1,
  landArea: 0,
  hasGarden: false,
  hasGarage: false,
  parkingSpots: 0,
  numberOfFloors: 1,
} as const satisfies Partial<ListingFormValues>;

/** SPEC.md section 9 'Create defaults'. */
export const CREATE_DEFAULTS: ListingFormValues = {
  city: DEFAULT_CITY,
  listingType: DEFAULT_LISTING_TYPE,
  propertyType: DEFAULT_PROPERTY_TYPE,
  size: 1,
  rooms: 1,
  bedrooms: 0,
  bathrooms: 1,
  buildingStatus: 'New',
  renovationStatus: 'NewRenovated',
  buildingYear: '',
  isFurnished: false,
  cadastralCode: '',
  hideCadastralCode: false,
  description: '',
  phoneNumber: '',
  rentDuration: '',
  ...PART_DEFAULTS,
  heating: '',
  hasAirConditioning: '',
  hasBalcony: '',
  hasLift: '',
  hasParking: '',
  petsAllowed: '',
  price: '',
  currency: 'USD',
  districtId: '',
  address: null,
};

/** Which of the type-dependent blocks the form shows. */
export const partOf = (propertyType: PropertyType) => PROPERTY_PART[propertyType];

/** Rent duration belongs to Rent and DailyRent (the payload ignores it for Sale). */
export const hasRentDuration = (listingType: ListingType) => listingType !== 'Sale';

/** The full addresses of a city in both languages, for the preview of an edited listing's address. */
const CITY_ADDRESS = {
  Tbilisi: { georgian: 'თბილისი, საქართველო', english: 'Tbilisi, Georgia' },
  Batumi: { georgian: 'ბათუმი, საქართველო', english: 'Batumi, Georgia' },
} as const satisfies Record<City, { georgian: string; english: string }>;

/**
 * The edited listing's address as the widget shows a picked one, or null when it has none to keep (no
 * street name or no position): then a new one must be picked.
 */
export function existingAddressOf(property: Property): AddressSelection | null {
  const georgianStreet = property.streetNameGeo?.trim() ?? '';
  const englishStreet = property.streetNameEng?.trim() ?? '';
  const isPlaced = property.latitude !== 0 || property.longitude !== 0;
  if ((!georgianStreet && !englishStreet) || !isPlaced) return null;
  const city = CITY_ADDRESS[property.city];
  return {
    georgian: georgianStreet ? `${georgianStreet}, ${city.georgian}` : '',
    english: englishStreet ? `${englishStreet}, ${city.english}` : '',
    georgianStreet,
    englishStreet,
    coordinates: { lat: property.latitude, lng: property.longitude },
    placeId: `listing:${property.id}`,
    isValid: true,
    validationError: null,
  };
}

/**
 * SPEC.md section 2 'Edit': the form prefilled with the listing. The price is its USD price, else its GEL
 * price, with the currency it is in. The address comes back through the widget a second after it opens.
 */
export function valuesFromProperty(property: Property): ListingFormValues {
  const isUsd = property.priceUsd !== null;
  return {
    city: property.city,
    listingType: property.listingType,
    propertyType: property.propertyType,
    size: property.size,
    rooms: property.rooms,
    bedrooms: property.bedrooms,
    bathrooms: property.bathrooms,
    buildingStatus: property.buildingStatus,
    renovationStatus: property.renovationStatus,
    buildingYear: property.buildingYear ?? '',
    isFurnished: property.isFurnished,
    cadastralCode: property.cadastralCode ?? '',
    hideCadastralCode: property.hideCadastralCode ?? false,
    description: property.description,
    phoneNumber: property.phoneNumber ?? '',
    rentDuration: property.rentDuration ?? '',
    floor: property.floor ?? PART_DEFAULTS.floor,
    totalFloorsBuilding: property.totalFloorsBuilding ?? PART_DEFAULTS.totalFloorsBuilding,
    landArea: property.landArea ?? PART_DEFAULTS.landArea,
    hasGarden: property.hasGarden ?? PART_DEFAULTS.hasGarden,
    hasGarage: property.hasGarage ?? PART_DEFAULTS.hasGarage,
    parkingSpots: property.parkingSpots ?? PART_DEFAULTS.parkingSpots,
    numberOfFloors: property.numberOfFloors ?? PART_DEFAULTS.numberOfFloors,
    heating: property.heating ?? '',
    ...amenityValuesOf(property),
    price: (isUsd ? property.priceUsd : property.priceGel) ?? '',
    currency: isUsd ? 'USD' : 'GEL',
    districtId: property.districtId === null ? '' : String(property.districtId),
    address: null,
  };
}

const yesNoOf = (value: boolean | null): YesNoValue => (value === null ? '' : value ? 'true' : 'false');

function amenityValuesOf(property: Property): Record<AmenityFlag, YesNoValue> {
  return Object.fromEntries(AMENITY_FLAGS.map((flag) => [flag, yesNoOf(property[flag])])) as Record<
    AmenityFlag,
    YesNoValue
  >;
}

/** The create/update payload (before the shared schema checks and normalizes it). */
export function payloadInputOf(values: ListingFormValues, imageIds: readonly number[]) {
  const part = partOf(values.propertyType);
  const { address } = values;
  return {
    city: values.city,
    listingType: values.listingType,
    propertyType: values.propertyType,
    buildingStatus: values.buildingStatus,
    renovationStatus: values.renovationStatus,
    currency: values.currency,
    price: values.price,
    size: values.size,
    rooms: values.rooms,
    bedrooms: values.bedrooms,
    bathrooms: values.bathrooms,
    isFurnished: values.isFurnished,
    description: values.description,
    phoneNumber: values.phoneNumber,
    cadastralCode: values.cadastralCode,
    hideCadastralCode: values.hideCadastralCode,
    buildingYear: values.buildingYear,
    rentDuration: hasRentDuration(values.listingType) ? values.rentDuration : null,
    heating: values.heating,
    hasAirConditioning: values.hasAirConditioning,
    hasBalcony: values.hasBalcony,
    // A house says its parking and lift through its own fields (decision 040).
    hasLift: part === 'apartment' ? values.hasLift : '',
    hasParking: part === 'apartment' ? values.hasParking : '',
    petsAllowed: values.petsAllowed,
    location: {
      districtId: values.districtId,
      streetNameGeo: address?.georgianStreet ?? null,
      streetNameEng: address?.englishStreet ?? null,
      latitude: address?.coordinates.lat ?? 0,
      longitude: address?.coordinates.lng ?? 0,
    },
    ...(part === 'apartment'
      ? { apartment: { floor: values.floor, totalFloorsBuilding: values.totalFloorsBuilding } }
      : {
          house: {
            landArea: values.landArea,
            hasGarden: values.hasGarden,
            hasGarage: values.hasGarage,
            parkingSpots: values.parkingSpots,
            numberOfFloors: values.numberOfFloors,
          },
        }),
    photos: imageIds.map((imageId, sortOrder) => ({ imageId, sortOrder })),
  };
}
