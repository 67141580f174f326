import type { City } from '@sakhli/shared/enums';
import { CITY_BOUNDS, isWithin } from '@sakhli/shared/schemas/geo';
import { PROPERTY_MESSAGES } from '@sakhli/shared/schemas/property-messages';
import type { PropertyPayload } from '@sakhli/shared/schemas/property-payload';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { lockPhotos } from './listing-photos.repository';
import { selectDistrict } from './listing.repository';

type FieldErrors = Record<string, string[]>;

/**
 * The rules a payload can only be checked against the database with: the district exists (and is offered,
 * unless an edit keeps the one the listing had) and lies in the given city, whose area holds the address; every photo is the caller's
 * own upload, or already this listing's, and no other listing's. Photos are locked until the transaction
 * ends. Answers the listing's city, or throws 400 naming each bad field like the schema does.
 */
export async function checkAgainstDatabase(
  tx: Db,
  payload: PropertyPayload,
  context: { callerId: string; listingId?: number; currentDistrictId?: number | null },
): Promise<City> {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);

  const { districtId } = payload.location;
  const district = await selectDistrict(tx, districtId);
  const isOffered = district?.isActive === true || district?.id === context.currentDistrictId;
  if (!district || !isOffered) add('location.districtId', PROPERTY_MESSAGES.districtUnknown);
  else if (payload.city !== null && payload.city !== district.city) {
    add('location.districtId', PROPERTY_MESSAGES.districtNotInCity);
  } else if (!isWithin(CITY_BOUNDS[district.city], payload.location.latitude, payload.location.longitude)) {
    // An address of another city picked from the suggestions (they cover all of Georgia).
    add('location', PROPERTY_MESSAGES.locationOutsideCity);
  }

  const owned = new Map(
    (
      await lockPhotos(
        tx,
        payload.photos.map((photo) => photo.imageId),
      )
    ).map((row) => [row.id, row]),
  );
  payload.photos.forEach(({ imageId }, index) => {
    const photo = owned.get(imageId);
    if (photo && photo.propertyId !== null && photo.propertyId === context.listingId) return;
    // Someone else's upload reads as missing: ids reveal nothing about other people's photos.
    if (!photo || photo.uploaderId !== context.callerId)
      add(`photos.${index}.imageId`, PROPERTY_MESSAGES.photoNotFound);
    else if (photo.propertyId !== null) add(`photos.${index}.imageId`, PROPERTY_MESSAGES.photoInUse);
  });

  if (!district || Object.keys(errors).length > 0) {
    throw new AppError('VALIDATION_FAILED', 400, `Invalid ${Object.keys(errors).join(', ')}`, errors);
  }
  return district.city;
}
