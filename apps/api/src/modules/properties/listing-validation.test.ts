import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROPERTY_MESSAGES as M } from '@sakhli/shared/schemas/property-messages';
import { properties } from '../../db/schema/index';
import { createListingTestContext, type ListingTestContext } from './testing/listing-test-kit';

/** SPEC.md section 5 'Create and edit property': every rule enforced by the server, the field named. */
describe('POST /api/Property validation', () => {
  let t: ListingTestContext;
  let photos: number[];

  beforeAll(async () => {
    t = await createListingTestContext();
    photos = await t.uploadPhotos('owner', 2);
  });
  afterAll(() => t.close());

  async function errorsOf(body: Record<string, unknown>, headers: Record<string, string> = {}) {
    const response = await t.call('owner', 'POST', '/api/Property', body, headers);
    expect(response.statusCode, response.body).toBe(400);
    const answer = response.json<{ code: string; errors: Record<string, string[]> }>();
    expect(answer.code).toBe('VALIDATION_FAILED');
    return answer.errors;
  }
  const withPart = (part: string, values: Record<string, unknown>) => ({ [part]: values });
  /** The valid location of the kit's payload (known once the districts exist). */
  const locationOf = () => t.payload([]).location as Record<string, unknown>;
  /** A change to the valid payload, or one computed when the test runs. */
  type Change = Record<string, unknown> | (() => Record<string, unknown>);

  it.each<[string, Change, string, string]>([
    ['no phone', { phoneNumber: '' }, 'phoneNumber', M.phoneRequired],
    ['a phone of spaces', { phoneNumber: '   ' }, 'phoneNumber', M.phoneRequired],
    ['a phone that is not Georgian', { phoneNumber: '+1 555 123 4567' }, 'phoneNumber', M.phoneInvalid],
    ['a short phone', { phoneNumber: '+99559912345' }, 'phoneNumber', M.phoneInvalid],
    ['size 0', { size: 0 }, 'size', M.sizePositive],
    ['no size', { size: undefined }, 'size', M.sizePositive],
    ['size as text', { size: 'large' }, 'size', M.sizePositive],
    ['0 rooms', { rooms: 0 }, 'rooms', M.roomsMin],
    ['rooms 1.5', { rooms: 1.5 }, 'rooms', M.wholeNumber],
    ['negative bedrooms', { bedrooms: -1 }, 'bedrooms', M.bedroomsMin],
    ['0 bathrooms', { bathrooms: 0 }, 'bathrooms', M.bathroomsMin],
    ['price 0', { price: 0 }, 'price', M.pricePositive],
    ['a negative price', { price: -5 }, 'price', M.pricePositive],
    ['an absurd price', { price: 1e15 }, 'price', M.tooLarge],
    [
      'no district',
      () => ({ location: { ...locationOf(), districtId: null } }),
      'location.districtId',
      M.districtRequired,
    ],
    ['floor 0', withPart('apartment', { floor: 0, totalFloorsBuilding: 5 }), 'apartment.floor', M.floorMin],
    [
      'total floors 0',
      withPart('apartment', { floor: 1, totalFloorsBuilding: 0 }),
      'apartment.totalFloorsBuilding',
      M.totalFloorsMin,
    ],
    [
      'a floor above the building',
      withPart('apartment', { floor: 9, totalFloorsBuilding: 5 }),
      'apartment.floor',
      M.floorAboveTotal,
    ],
    [
      'a house without land',
      { propertyType: 'House', house: { landArea: 0, numberOfFloors: 2 } },
      'house.landArea',
      M.landAreaPositive,
    ],
    [
      'a house with 0 floors',
      { propertyType: 'House', house: { landArea: 300, numberOfFloors: 0 } },
      'house.numberOfFloors',
      M.numberOfFloorsMin,
    ],
    [
      'negative parking',
      { propertyType: 'House', house: { landArea: 300, parkingSpots: -2 } },
      'house.parkingSpots',
      M.parkingSpotsMin,
    ],
    ['no photos', { photos: [] }, 'photos', M.photosRequired],
    ['photos missing', { photos: undefined }, 'photos', M.photosRequired],
    [
      'an address not picked from suggestions',
      () => ({
        location: { ...locationOf(), streetNameGeo: '', streetNameEng: '', latitude: 0, longitude: 0 },
      }),
      'location',
      M.addressNotSelected,
    ],
    [
      'only an English street name',
      () => ({ location: { ...locationOf(), streetNameGeo: null } }),
      'location',
      M.addressNamesMissing,
    ],
    [
      'a point outside Georgia',
      () => ({ location: { ...locationOf(), latitude: 48.85, longitude: 2.35 } }),
      'location',
      M.locationOutsideGeorgia,
    ],
    ['an unknown listing type', { listingType: 'Auction' }, 'listingType', M.optionRequired],
    ['an unknown renovation', { renovationStatus: 'Shiny' }, 'renovationStatus', M.optionRequired],
    ['a cadastral code with letters', { cadastralCode: '01.AB.12' }, 'cadastralCode', M.cadastralCodeInvalid],
    ['a building year of 1700', { buildingYear: 1700 }, 'buildingYear', M.buildingYearInvalid],
    ['a rent of 0 days', { listingType: 'Rent', rentDuration: 0 }, 'rentDuration', M.rentDurationInvalid],
    ['a novel of a description', { description: 'x'.repeat(5001) }, 'description', M.descriptionTooLong],
  ])('refuses %s', async (_case, change, field, message) => {
    const changes = typeof change === 'function' ? change() : change;
    expect((await errorsOf(t.payload(photos, changes)))[field]).toEqual([message]);
  });

  it('names every bad field in one answer', async () => {
    const errors = await errorsOf({
      propertyType: 'Apartment',
      apartment: { floor: 0, totalFloorsBuilding: 0 },
    });
    expect(errors).toMatchObject({
      phoneNumber: [M.phoneRequired],
      size: [M.sizePositive],
      rooms: [M.roomsMin],
      bathrooms: [M.bathroomsMin],
      price: [M.pricePositive],
      'location.districtId': [M.districtRequired],
      'apartment.floor': [M.floorMin],
      'apartment.totalFloorsBuilding': [M.totalFloorsMin],
      photos: [M.photosRequired],
      location: [M.addressNotSelected],
    });
  });

  it('checks only the part of the property type (a form may keep the other part)', async () => {
    const body = t.payload(photos, {
      house: { landArea: -1 },
      apartment: { floor: 2, totalFloorsBuilding: 3 },
    });
    const response = await t.call('owner', 'POST', '/api/Property', body);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ floor: 2, landArea: null, hasGarden: null });
  });

  describe('photos', () => {
    it('allows at most 30', async () => {
      const many = Array.from({ length: 31 }, (_, index) => 100_000 + index);
      expect((await errorsOf(t.payload(many))).photos).toEqual([M.photosTooMany]);
    });

    it('refuses the same photo twice', async () => {
      const [photo] = await t.uploadPhotos('owner', 1);
      expect((await errorsOf(t.payload([photo!, photo!])))['photos.1.imageId']).toEqual([M.photoDuplicate]);
    });

    it("refuses a missing photo and another user's photo alike", async () => {
      const [theirs] = await t.uploadPhotos('other', 1);
      const [mine] = await t.uploadPhotos('owner', 1);
      const errors = await errorsOf(t.payload([mine!, theirs!, 987_654]));
      expect(errors).toEqual({
        'photos.1.imageId': [M.photoNotFound],
        'photos.2.imageId': [M.photoNotFound],
      });
    });

    it("refuses the caller's photo that already belongs to another listing", async () => {
      const listing = await t.createListing('owner');
      const taken = listing.propertyPhotos[0]!.id;
      const [fresh] = await t.uploadPhotos('owner', 1);
      expect((await errorsOf(t.payload([fresh!, taken])))['photos.1.imageId']).toEqual([M.photoInUse]);
    });
  });

  describe('district', () => {
    it('refuses an unknown or retired district', async () => {
      for (const districtId of [999_999, t.districts.isaniId]) {
        const errors = await errorsOf(t.payload(photos, { location: { ...locationOf(), districtId } }));
        expect(errors['location.districtId']).toEqual([M.districtUnknown]);
      }
    });

    it('takes the city from the district, and refuses a district of another city', async () => {
      const inBatumi = { ...locationOf(), latitude: 41.65, longitude: 41.64 };
      const errors = await errorsOf(t.payload(photos, { city: 'batumi', location: inBatumi }));
      expect(errors['location.districtId']).toEqual([M.districtNotInCity]);
      const body = t.payload(await t.uploadPhotos('owner', 1), {
        city: undefined,
        location: { ...locationOf(), districtId: t.districts.oldBatumiId, latitude: 41.65, longitude: 41.64 },
      });
      const response = await t.call('owner', 'POST', '/api/Property', body);
      expect(response.json()).toMatchObject({ city: 'Batumi', districtName: 'Old Batumi' });
    });
  });

  it("refuses an address outside the city of the listing's district", async () => {
    const inBatumi = { ...locationOf(), latitude: 41.65, longitude: 41.64 };
    const fresh = await t.uploadPhotos('owner', 1);
    expect(await errorsOf(t.payload(fresh, { city: undefined, location: inBatumi }))).toEqual({
      location: [M.locationOutsideCity],
    });
    // Said at once when the payload names its city (the form does).
    expect(await errorsOf(t.payload(fresh, { city: 'Tbilisi', location: inBatumi }))).toEqual({
      location: [M.locationOutsideCity],
    });
  });

  it('refuses a bad Idempotency-Key naming the header', async () => {
    const errors = await errorsOf(t.payload(photos), { 'idempotency-key': 'ключ' });
    expect(errors['Idempotency-Key']).toEqual([
      'Idempotency-Key may contain only printable ASCII characters',
    ]);
  });

  it('refuses a body that is not an object without a 500', async () => {
    for (const payload of ['[]', '"text"', 'null', '{"photos": "x", "location": 5}']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/Property',
        payload,
        headers: { authorization: `Bearer ${t.users.owner.token}`, 'content-type': 'application/json' },
      });
      expect(response.statusCode, payload).toBe(400);
    }
  });

  it('ignores the fields a client must not set: owner, status, views, version, code', async () => {
    const [photo] = await t.uploadPhotos('owner', 1);
    const response = await t.call(
      'owner',
      'POST',
      '/api/Property',
      t.payload([photo!], {
        userId: t.users.admin.id,
        publishStatus: 'Archived',
        viewCount: 9999,
        version: 99,
        code: 1,
        rejectionReason: 'forged',
        priceUsd: 1,
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<{ id: number; viewCount: number }>();
    expect(created.viewCount).toBe(0);
    const [row] = await t.db.select().from(properties).where(eq(properties.id, created.id));
    expect(row).toMatchObject({
      userId: t.users.owner.id,
      rejectionReason: null,
      priceUsd: 150_000,
    });
    expect(row!.code).not.toBe(1);
    expect(row!.version).not.toBe(99);
    expect(row!.publishStatus).not.toBe('Archived');
  });

  it('normalises what it stores: phone, coordinates, prices in cents', async () => {
    const [photo] = await t.uploadPhotos('owner', 1);
    const body = t.payload([photo!], {
      phoneNumber: '599 12-34-56',
      price: '1234.567',
      size: '48.5',
      location: { ...locationOf(), latitude: 41.70912345678, longitude: 44.75298765432 },
    });
    const response = await t.call('owner', 'POST', '/api/Property', body);
    expect(response.json()).toMatchObject({
      phoneNumber: '+995599123456',
      priceUsd: 1234.57,
      size: 48.5,
      latitude: 41.709123,
      longitude: 44.752988,
    });
  });
});
