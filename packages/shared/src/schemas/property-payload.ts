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
import { caseInsensitiveEnum } from './common';
import { CITY_BOUNDS, GEORGIA_BOUNDS, isWithin } from './geo';
import { PROPERTY_MESSAGES as M, type PropertyMessageKey } from './property-messages';
import { AmenityFields, parkingOf } from './property-payload-amenities';
import {
  ApartmentPart,
  cents,
  choice,
  flag,
  HousePart,
  Location,
  numberInput,
  optionalNumberInput,
  optionalText,
  PhoneNumber,
  PhotoRef,
} from './property-payload-parts';

/**
 * The create/update payload of SPEC.md section 3 (POST /api/Property, PUT /api/Property/{id}). The web
 * form (react-hook-form + zodResolver) and the API route validate with these schemas; their messages are
 * PROPERTY_MESSAGES (property-messages.ts), which the web translates.
 */

/** Which part of the payload a property type fills: apartment (floor) or house (land). */
export const PROPERTY_PART: Record<PropertyType, 'apartment' | 'house'> = {
  Apartment: 'apartment',
  CommercialSpace: 'apartment',
  House: 'house',
  Land: 'house',
};

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
  ...AmenityFields,
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
    } else if (!isWithin(GEORGIA_BOUNDS, latitude, longitude)) {
      issue(M.locationOutsideGeorgia, ['location']);
    } else if (payload.city && !isWithin(CITY_BOUNDS[payload.city], latitude, longitude)) {
      issue(M.locationOutsideCity, ['location']);
    }
  };
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
  const house = part === 'house' ? HousePart.parse(payload.house ?? {}) : null;
  return {
    ...payload,
    city: payload.city ?? null,
    rentDuration: payload.listingType === 'Sale' ? null : payload.rentDuration,
    apartment: part === 'apartment' ? ApartmentPart.parse(payload.apartment) : null,
    house,
    hasParking: parkingOf(payload.hasParking, house),
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
export function photoListProblem(states: readonly PhotoUploadState[]): PropertyMessageKey | null {
  if (states.length === 0) return 'photosRequired';
  if (states.includes('error')) return 'photosFailed';
  if (states.includes('uploading')) return 'photosUploading';
  if (states.length > PHOTOS.maxPerListing) return 'photosTooMany';
  return null;
}
