import { describe, expect, it } from 'vitest';
import type { PhotoUploadState } from '@sakhli/shared/schemas/property-payload';
import { ApiError } from '@/lib/api-client';
import { CREATE_DEFAULTS, type ListingFormValues } from './listing-form-values';
import { serverProblems, targetOfPath, validateListing, type FormProblem } from './listing-form-validation';
import { SELECTION } from './testing/listing-form-test-kit';

const FILLED: ListingFormValues = {
  ...CREATE_DEFAULTS,
  phoneNumber: '+995 555 12 34 56',
  price: '125000.5',
  districtId: '7',
  address: SELECTION,
};
const UPLOADED: { state: PhotoUploadState; imageId: number | null }[] = [{ state: 'ok', imageId: 11 }];

const problemsOf = (
  values: Partial<ListingFormValues>,
  photos = UPLOADED,
  mode: 'create' | 'edit' = 'create',
) => {
  const verdict = validateListing({ ...FILLED, ...values }, mode, photos);
  return Object.fromEntries(
    (verdict.problems ?? []).map((problem: FormProblem) => [problem.target, problem.key]),
  );
};

describe('validateListing (SPEC.md section 5 Create and edit property)', () => {
  it('names every missing field of an untouched form with its SPEC message', () => {
    expect(problemsOf({ phoneNumber: '', price: '', districtId: '', address: null }, [])).toEqual({
      phoneNumber: 'validation.phoneRequired',
      price: 'validation.pricePositive',
      districtId: 'validation.districtRequired',
      address: 'validation.addressNotSelected',
      photos: 'validation.photosRequired',
    });
  });

  it.each([
    [{ size: '0' }, 'size', 'validation.sizePositive'],
    [{ rooms: '0' }, 'rooms', 'validation.roomsMin'],
    [{ bathrooms: '0' }, 'bathrooms', 'validation.bathroomsMin'],
    [{ price: '0' }, 'price', 'validation.pricePositive'],
    [{ floor: '0' }, 'floor', 'validation.floorMin'],
    [{ totalFloorsBuilding: '0', floor: '0' }, 'totalFloorsBuilding', 'validation.totalFloorsMin'],
    [{ propertyType: 'House' as const, landArea: 0 }, 'landArea', 'validation.landAreaPositive'],
    [{ phoneNumber: '12345' }, 'phoneNumber', 'validation.phoneInvalid'],
  ])('%o gives %s the message %s', (values, field, key) => {
    expect(problemsOf(values)[field]).toBe(key);
  });

  it('checks only the part of the chosen property type', () => {
    expect(problemsOf({ propertyType: 'House', landArea: '120', floor: '0' })).toEqual({});
    expect(problemsOf({ propertyType: 'Apartment', landArea: 0 })).toEqual({});
  });

  it('holds the photos to their upload states: failed (with their number), then uploading', () => {
    const states = (...list: ('ok' | 'error' | 'uploading')[]) =>
      list.map((state, index) => ({ state, imageId: state === 'ok' ? index + 1 : null }));
    const failed = validateListing(FILLED, 'create', states('ok', 'error', 'error', 'uploading'));
    expect(failed.problems).toEqual([{ target: 'photos', key: 'validation.photosFailed', values: { n: 2 } }]);
    expect(problemsOf({}, states('ok', 'uploading')).photos).toBe('validation.photosUploading');
  });

  it('needs both street names on create, one on edit', () => {
    const oneName = { address: { ...SELECTION, englishStreet: '' } };
    expect(problemsOf(oneName).address).toBe('validation.addressNamesMissing');
    expect(problemsOf(oneName, UPLOADED, 'edit')).toEqual({});
  });

  it('answers the payload of SPEC.md section 3: coordinates to 6 decimals, the type part, photo order', () => {
    const verdict = validateListing(
      {
        ...FILLED,
        listingType: 'Rent',
        rentDuration: '30',
        address: { ...SELECTION, coordinates: { lat: 41.70981234, lng: 44.75623149 } },
      },
      'create',
      [
        { state: 'ok', imageId: 12 },
        { state: 'ok', imageId: 11 },
      ],
    );
    expect(verdict.payload).toMatchObject({
      listingType: 'Rent',
      rentDuration: 30,
      price: 125000.5,
      currency: 'USD',
      phoneNumber: '+995555123456',
      location: {
        districtId: 7,
        streetNameGeo: SELECTION.georgianStreet,
        streetNameEng: SELECTION.englishStreet,
        latitude: 41.709812,
        longitude: 44.756231,
      },
      apartment: { floor: 1, totalFloorsBuilding: 1 },
      house: null,
      photos: [
        { imageId: 12, sortOrder: 0 },
        { imageId: 11, sortOrder: 1 },
      ],
    });
    expect(
      validateListing({ ...FILLED, rentDuration: '30' }, 'create', UPLOADED).payload?.rentDuration,
    ).toBeNull();
  });
});

describe('the server answer on the form', () => {
  it('puts each field of a 400 on the field it names', () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', 'Invalid', {
      'location.districtId': ['Please choose a district from the list'],
      'apartment.floor': ['Floor cannot be higher than the total floors'],
      'photos.1.imageId': ['This image belongs to another listing'],
      price: ['Price must be greater than 0'],
      'Idempotency-Key': ['Idempotency-Key must not be empty'],
    });
    expect(serverProblems(error)).toEqual([
      { target: 'districtId', key: 'validation.districtUnknown' },
      { target: 'floor', key: 'validation.floorAboveTotal' },
      { target: 'photos', key: 'validation.photoInUse' },
      { target: 'price', key: 'validation.pricePositive' },
    ]);
    expect(serverProblems(new ApiError(500, 'INTERNAL', 'Boom'))).toEqual([]);
  });

  it.each([
    ['location', 'address'],
    ['location.latitude', 'address'],
    ['house.landArea', 'landArea'],
    ['description', 'description'],
    ['owner', null],
  ])('path %s belongs to %s', (path, target) => {
    expect(targetOfPath(path)).toBe(target);
  });
});
