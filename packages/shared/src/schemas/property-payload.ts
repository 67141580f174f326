import { z } from 'zod';
import { PHOTOS } from '../constants';
import {
  BUILDING_STATUSES,
  CITIES,
  CURRENCIES,
  LISTING_TYPES,
  PROPERTY_TYPES,
  RENOVATION_STATUSES,
  type PropertyType,
} from '../enums';
import { roundCoordinate } from '../rules/address-validity';
import { caseInsensitiveEnum } from './common';
import { GEORGIA_BOUNDS } from './geo';

/**
 * The create/update payload of SPEC.md section 3 (POST /api/Property, PUT /api/Property/{id}). The web
 * form (react-hook-form + zodResolver) and the API route validate with these schemas, so every message
 * the server names a field with is one the web already translates (the key of PROPERTY_MESSAGES).
 */

/** SPEC.md section 5 'Create and edit property', word for word, then the rules it leaves implicit. */
export const PROPERTY_MESSAGES = {
  phoneRequired: 'Phone number is required',
  sizePositive: 'Size must be greater than 0',
  roomsMin: 'At least 1 room is required',
  bathroomsMin: 'At least 1 bathroom is required',
  pricePositive: 'Price must be greater than 0',
  districtRequired: 'District is required',
  floorMin: 'Floor must be at least 1',
  totalFloorsMin: 'Total floors must be at least 1',
  landAreaPositive: 'Land area must be greater than 0',
  photosRequired: 'At least one image is required',
  photosFailed: '{n} image(s) failed to upload. Please fix errors or remove failed images.',
  photosUploading: 'Please wait for all images to finish uploading',
  photosNoneUploaded: 'At least one successfully uploaded image is required',
  addressNotSelected: 'Please select an address from the search suggestions',
  addressNamesMissing: 'Please select a valid address with both Georgian and English names',
  phoneInvalid: 'Phone number must be +995 followed by 9 digits',
  bedroomsMin: 'Bedrooms cannot be negative',
  numberOfFloorsMin: 'Number of floors must be at least 1',
  parkingSpotsMin: 'Parking spots cannot be negative',
  floorAboveTotal: 'Floor cannot be higher than the total floors',
  wholeNumber: 'Must be a whole number',
  tooLarge: 'The value is too large',
  optionRequired: 'Please choose one of the options',
  descriptionTooLong: 'Description must be at most 5000 characters',
  cadastralCodeInvalid: 'Cadastral code may contain only digits and dots',
  buildingYearInvalid: 'Building year must be between 1800 and 2100',
  rentDurationInvalid: 'Rent duration must be between 1 and 3650 days',
  streetNameTooLong: 'Street name must be at most 200 characters',
  locationOutsideGeorgia: 'The location must be in Georgia',
  photosTooMany: 'At most 30 images are allowed',
  photoDuplicate: 'This image is added twice',
  photoNotFound: 'Image not found',
  photoInUse: 'This image belongs to another listing',
  districtUnknown: 'Please choose a district from the list',
  districtNotInCity: 'The district is not in the selected city',
} as const;
export type PropertyMessage = (typeof PROPERTY_MESSAGES)[keyof typeof PROPERTY_MESSAGES];
const M = PROPERTY_MESSAGES;

/** Which part of the payload a property type fills: apartment (floor) or house (land). */
export const PROPERTY_PART: Record<PropertyType, 'apartment' | 'house'> = {
  Apartment: 'apartment',
  CommercialSpace: 'apartment',
  House: 'house',
  Land: 'house',
};

/** Form inputs give strings (or NaN when empty), JSON gives numbers; empty counts as missing. */
function toNumberInput(value: unknown): unknown {
  if (typeof value === 'string') return value.trim() === '' ? undefined : Number(value.trim());
  if (typeof value === 'number' && Number.isNaN(value)) return undefined;
  return value;
}

/** A number whose every problem (missing, not a number, too small) reads as the SPEC's one message. */
function numberInput(message: string, bounds: { min?: number; above?: number; max: number; int?: boolean }) {
  let schema = z.number({ error: message });
  if (bounds.int) schema = schema.int(M.wholeNumber);
  if (bounds.above !== undefined) schema = schema.gt(bounds.above, message);
  if (bounds.min !== undefined) schema = schema.min(bounds.min, message);
  return z.preprocess(toNumberInput, schema.max(bounds.max, M.tooLarge));
}

/** An optional number: absent, null or empty is null; anything given is checked. */
function optionalNumberInput(message: string, bounds: { min: number; max: number }) {
  return z.preprocess(
    (value) => toNumberInput(value) ?? null,
    z.number({ error: message }).int(message).min(bounds.min, message).max(bounds.max, message).nullable(),
  );
}

const cents = (value: number) => Math.round(value * 100) / 100;
const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: M.optionRequired });
const flag = z.boolean({ error: M.optionRequired }).default(false);
const optionalText = (max: number, message: string) =>
  z.preprocess(
    (value) => (value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value),
    z.string({ error: message }).trim().max(max, message).nullable(),
  );

/** +995 and 9 digits, stored without spaces; a 9-digit local number gets the country code. */
const PhoneNumber = z.string({ error: M.phoneRequired }).transform((value, context) => {
  const digits = value.replace(/[\s\-().]/g, '');
  // One message per problem, and no aborting issue: the checks across fields still run.
  if (digits === '') context.addIssue({ code: 'custom', message: M.phoneRequired });
  else if (!/^(?:\+?995)?\d{9}$/.test(digits)) context.addIssue({ code: 'custom', message: M.phoneInvalid });
  else return `+995${digits.slice(-9)}`;
  return z.NEVER;
});

const Coordinate = z.preprocess(
  (value) => toNumberInput(value) ?? 0,
  z.number({ error: M.addressNotSelected }).transform(roundCoordinate),
);

const Location = z.preprocess(
  (value) => value ?? {},
  z.object(
    {
      districtId: numberInput(M.districtRequired, { min: 1, max: 2_147_483_647, int: true }),
      streetNameGeo: optionalText(200, M.streetNameTooLong),
      streetNameEng: optionalText(200, M.streetNameTooLong),
      latitude: Coordinate,
      longitude: Coordinate,
    },
    { error: M.addressNotSelected },
  ),
);

const ApartmentPart = z
  .object({
    floor: numberInput(M.floorMin, { min: 1, max: 300, int: true }),
    totalFloorsBuilding: numberInput(M.totalFloorsMin, { min: 1, max: 300, int: true }),
  })
  .refine((part) => part.floor <= part.totalFloorsBuilding, { error: M.floorAboveTotal, path: ['floor'] });

const HousePart = z.object({
  landArea: numberInput(M.landAreaPositive, { above: 0, max: 1_000_000_000 }).transform(cents),
  hasGarden: flag,
  hasGarage: flag,
  parkingSpots: numberInput(M.parkingSpotsMin, { min: 0, max: 100, int: true }).default(0),
  numberOfFloors: numberInput(M.numberOfFloorsMin, { min: 1, max: 100, int: true }).default(1),
});
export type ApartmentPart = z.output<typeof ApartmentPart>;
export type HousePart = z.output<typeof HousePart>;

const PhotoRef = z.object({
  imageId: numberInput(M.photoNotFound, { min: 1, max: 2_147_483_647, int: true }),
  sortOrder: numberInput(M.wholeNumber, { min: 0, max: 10_000, int: true }).optional(),
});

const PayloadFields = z.object({
  /** Optional: the city is the district's; when given, the district must be in it. */
  city: z.preprocess((value) => value ?? undefined, caseInsensitiveEnum(CITIES).optional()),
  listingType: choice(LISTING_TYPES),
  propertyType: choice(PROPERTY_TYPES),
  buildingStatus: choice(BUILDING_STATUSES),
  renovationStatus: choice(RENOVATION_STATUSES),
  currency: choice(CURRENCIES).default('USD'),
  price: numberInput(M.pricePositive, { above: 0, max: 100_000_000_000 }).transform(cents),
  size: numberInput(M.sizePositive, { above: 0, max: 1_000_000 }).transform(cents),
  rooms: numberInput(M.roomsMin, { min: 1, max: 100, int: true }),
  bedrooms: numberInput(M.bedroomsMin, { min: 0, max: 100, int: true }),
  bathrooms: numberInput(M.bathroomsMin, { min: 1, max: 50, int: true }),
  isFurnished: flag,
  description: z.preprocess(
    (value) => value ?? '',
    z.string({ error: M.descriptionTooLong }).trim().max(5000, M.descriptionTooLong),
  ),
  phoneNumber: z.preprocess((value) => value ?? '', PhoneNumber),
  location: Location,
  cadastralCode: optionalText(64, M.cadastralCodeInvalid).refine(
    (code) => code === null || /^\d+(?:\.\d+)*$/.test(code),
    M.cadastralCodeInvalid,
  ),
  hideCadastralCode: flag,
  buildingYear: optionalNumberInput(M.buildingYearInvalid, { min: 1800, max: 2100 }),
  /** Minimum stay in days (Rent and DailyRent); ignored for Sale. */
  rentDuration: optionalNumberInput(M.rentDurationInvalid, { min: 1, max: 3650 }),
  /** Validated by the property type's part only (a form may keep the other part's values). */
  apartment: z.custom<z.input<typeof ApartmentPart>>().optional(),
  house: z.custom<z.input<typeof HousePart>>().optional(),
  photos: z.preprocess((value) => value ?? [], z.array(PhotoRef, { error: M.photosRequired })),
});
type PayloadFields = z.output<typeof PayloadFields>;

/** The checks across fields, run even when other fields fail, so one answer names every bad field. */
function checkAcrossFields(mode: 'create' | 'edit') {
  return (payload: PayloadFields, context: z.RefinementCtx) => {
    const issue = (message: string, path: PropertyKey[]) =>
      context.addIssue({ code: 'custom', message, path });
    const part = PROPERTY_PART[payload.propertyType] as 'apartment' | 'house' | undefined;
    if (part) {
      const result = (part === 'apartment' ? ApartmentPart : HousePart).safeParse(payload[part] ?? {});
      for (const problem of result.error?.issues ?? []) issue(problem.message, [part, ...problem.path]);
    }
    const photos = Array.isArray(payload.photos) ? payload.photos : [];
    if (Array.isArray(payload.photos) && photos.length === 0) issue(M.photosRequired, ['photos']);
    if (photos.length > PHOTOS.maxPerListing) issue(M.photosTooMany, ['photos']);
    const seen = new Set<unknown>();
    photos.forEach((photo, index) => {
      if (seen.has(photo?.imageId)) issue(M.photoDuplicate, ['photos', index, 'imageId']);
      seen.add(photo?.imageId);
    });
    // A location that is not even an object has its message already.
    if (typeof payload.location !== 'object') return;
    const location: Partial<PayloadFields['location']> = payload.location;
    const names = [location.streetNameGeo, location.streetNameEng].filter(Boolean);
    const { latitude = 0, longitude = 0 } = location;
    if (names.length === 0 || (latitude === 0 && longitude === 0)) {
      issue(M.addressNotSelected, ['location']);
    } else if (mode === 'create' && names.length < 2) {
      issue(M.addressNamesMissing, ['location']);
    } else if (!isInGeorgia(latitude, longitude)) {
      issue(M.locationOutsideGeorgia, ['location']);
    }
  };
}

function isInGeorgia(latitude: number, longitude: number): boolean {
  const { south, north, west, east } = GEORGIA_BOUNDS;
  return latitude >= south && latitude <= north && longitude >= west && longitude <= east;
}

/**
 * The payload as the server stores it: the type's part only, and sort orders 0…n-1 in the order given
 * (ties by position). Photos keep their positions, so a photo's error names the index the client sent.
 */
function normalize(payload: PayloadFields) {
  const part = PROPERTY_PART[payload.propertyType];
  const ranked = payload.photos
    .map((photo, index) => ({ index, order: photo.sortOrder ?? index }))
    .sort((a, b) => a.order - b.order || a.index - b.index);
  const rankOf = new Map(ranked.map((entry, rank) => [entry.index, rank]));
  const photos = payload.photos.map((photo, index) => ({
    imageId: photo.imageId,
    sortOrder: rankOf.get(index) ?? index,
  }));
  return {
    ...payload,
    city: payload.city ?? null,
    rentDuration: payload.listingType === 'Sale' ? null : payload.rentDuration,
    apartment: part === 'apartment' ? ApartmentPart.parse(payload.apartment) : null,
    house: part === 'house' ? HousePart.parse(payload.house ?? {}) : null,
    photos,
  };
}

function payloadSchema(mode: 'create' | 'edit') {
  return PayloadFields.superRefine(checkAcrossFields(mode), {
    when: (run) => typeof run.value === 'object' && run.value !== null,
  }).transform(normalize);
}

/** POST /api/Property: both street names are needed (SPEC.md section 5). */
export const PropertyCreatePayload = payloadSchema('create');
/** PUT /api/Property/{id}: as create, but an older listing may carry one street name only. */
export const PropertyUpdatePayload = payloadSchema('edit');
export type PropertyPayloadInput = z.input<typeof PropertyCreatePayload>;
export type PropertyPayload = z.output<typeof PropertyCreatePayload>;

export type PhotoUploadState = 'uploading' | 'ok' | 'error';

/**
 * SPEC.md section 5, photos in the form: what keeps it from being submitted, or null. Returns the message
 * key; `photosFailed` takes the number of failed photos as {n}.
 */
export function photoListProblem(states: readonly PhotoUploadState[]): keyof typeof PROPERTY_MESSAGES | null {
  if (states.length === 0) return 'photosRequired';
  if (states.includes('error')) return 'photosFailed';
  if (states.includes('uploading')) return 'photosUploading';
  if (!states.includes('ok')) return 'photosNoneUploaded';
  if (states.length > PHOTOS.maxPerListing) return 'photosTooMany';
  return null;
}
