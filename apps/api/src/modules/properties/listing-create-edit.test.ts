import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '@sakhli/shared/schemas/property';
import { exchangeRates, imageProcessingJobs, properties, propertyPhotos } from '../../db/schema/index';
import { createListingTestContext, type ListingTestContext } from './testing/listing-test-kit';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('create and edit round trip', () => {
  let t: ListingTestContext;

  beforeAll(async () => {
    t = await createListingTestContext();
    // The one stored rate every price is converted with.
    await t.db.insert(exchangeRates).values({ base: 'USD', quote: 'GEL', rate: 2.65, asOf: '2026-01-01' });
  });
  afterAll(() => t.close());

  it('answers 201 with the read model of the new listing, prices converted through the stored rate', async () => {
    const photos = await t.uploadPhotos('owner', 3);
    const before = Date.now();
    const response = await t.call(
      'owner',
      'POST',
      '/api/Property',
      t.payload(photos, { currency: 'GEL', price: 265_000, size: 100, hideCadastralCode: true }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<Property>();
    expect(created).toMatchObject({
      userId: t.users.owner.id,
      currency: 'GEL',
      priceGel: 265_000,
      priceUsd: 100_000,
      pricePerSqmUsd: 1000,
      size: 100,
      rooms: 3,
      bedrooms: 2,
      bathrooms: 1,
      floor: 4,
      totalFloorsBuilding: 12,
      buildingYear: 2019,
      isFurnished: true,
      city: 'Tbilisi',
      districtId: t.districts.vakeId,
      districtName: 'Vake',
      streetNameGeo: 'ჭავჭავაძის გამზირი 12',
      streetNameEng: '12 Chavchavadze Avenue',
      // The owner sees the hidden code, and that it is hidden.
      cadastralCode: '01.14.14.009.032',
      hideCadastralCode: true,
      rejectionReason: null,
      viewCount: 0,
      landArea: null,
    });
    expect(created.propertyPhotos.map((photo) => photo.id)).toEqual(photos);
    expect(created.propertyPhotos.map((photo) => photo.sortOrder)).toEqual([0, 1, 2]);
    // Sale: 60 days from now.
    const expiry = Date.parse(created.expiryDate!);
    expect(expiry).toBeGreaterThanOrEqual(before + 60 * DAY_MS - 1000);
    expect(expiry).toBeLessThanOrEqual(Date.now() + 60 * DAY_MS);
    const [row] = await t.db.select().from(properties).where(eq(properties.id, created.id));
    expect(row).toMatchObject({ descriptionLanguage: 'ka', phoneNumber: '+995599123456' });
  });

  it('gives DailyRent listings 30 days and keeps the rent duration; Sale drops it', async () => {
    const daily = await t.createListing('owner', { listingType: 'DailyRent', rentDuration: 2, price: 80 });
    expect(Date.parse(daily.expiryDate!) - Date.parse(daily.createdAt)).toBeLessThan(30 * DAY_MS + 5000);
    expect(daily.rentDuration).toBe(2);
    const sale = await t.createListing('owner', { listingType: 'Sale', rentDuration: 30 });
    expect(sale.rentDuration).toBeNull();
  });

  it('gives each listing its own numeric code', async () => {
    const listings = await Promise.all(Array.from({ length: 5 }, () => t.createListing('other')));
    const codes = listings.map((listing) => listing.code);
    expect(new Set(codes).size).toBe(5);
    for (const code of codes) expect(Number.isInteger(code) && code > 0).toBe(true);
  });

  it('stores a house with its house part and no apartment part', async () => {
    const house = await t.createListing('owner', {
      propertyType: 'House',
      apartment: { floor: 3, totalFloorsBuilding: 5 },
      house: { landArea: 600, hasGarden: true, hasGarage: true, parkingSpots: 2, numberOfFloors: 2 },
    });
    expect(house).toMatchObject({
      propertyType: 'House',
      landArea: 600,
      hasGarden: true,
      hasGarage: true,
      parkingSpots: 2,
      numberOfFloors: 2,
      floor: null,
      totalFloorsBuilding: null,
    });
  });

  describe('PUT /api/Property/{id}', () => {
    let listing: Property;
    beforeAll(async () => {
      listing = await t.createListing('owner');
    });
    /** The listing's photos as stored now (an earlier test replaces them). */
    const photosOf = async (id: number) =>
      (await t.db.select().from(propertyPhotos).where(eq(propertyPhotos.propertyId, id))).map(
        (row) => row.id,
      );

    it('answers 200 with the updated listing: fields, type switch, photos replaced and reordered', async () => {
      const kept = listing.propertyPhotos[1]!.id;
      const dropped = listing.propertyPhotos[0]!.id;
      const [added] = await t.uploadPhotos('owner', 1);
      const body = t.payload([], {
        propertyType: 'House',
        house: { landArea: 250.5, numberOfFloors: 3 },
        price: 200_000,
        size: 80,
        description: 'Уютный дом',
        photos: [
          { imageId: added, sortOrder: 5 },
          { imageId: kept, sortOrder: 1 },
        ],
      });
      const response = await t.call('owner', 'PUT', `/api/Property/${listing.id}`, body);
      expect(response.statusCode, response.body).toBe(200);
      const updated = response.json<Property>();
      expect(updated).toMatchObject({
        id: listing.id,
        code: listing.code,
        createdAt: listing.createdAt,
        expiryDate: listing.expiryDate,
        propertyType: 'House',
        landArea: 250.5,
        numberOfFloors: 3,
        hasGarden: false,
        parkingSpots: 0,
        floor: null,
        priceUsd: 200_000,
        pricePerSqmUsd: 2500,
        description: 'Уютный дом',
      });
      expect(updated.propertyPhotos.map((photo) => [photo.id, photo.sortOrder])).toEqual([
        [kept, 0],
        [added, 1],
      ]);
      // The dropped photo is gone with its processing job.
      expect(await t.db.select().from(propertyPhotos).where(eq(propertyPhotos.id, dropped))).toEqual([]);
      expect(
        await t.db.select().from(imageProcessingJobs).where(eq(imageProcessingJobs.photoId, dropped)),
      ).toEqual([]);
      const [row] = await t.db.select().from(properties).where(eq(properties.id, listing.id));
      expect(row?.descriptionLanguage).toBe('ru');
    });

    it('reads back through GET what PUT stored', async () => {
      const response = await t.call('owner', 'GET', `/api/Property/${listing.id}`);
      expect(response.json()).toMatchObject({ propertyType: 'House', landArea: 250.5, priceUsd: 200_000 });
    });

    it('lets an edit keep one street name of an older listing, which create refuses', async () => {
      const photos = await photosOf(listing.id);
      const location = { ...(t.payload([]).location as object), streetNameEng: null };
      const edit = await t.call(
        'owner',
        'PUT',
        `/api/Property/${listing.id}`,
        t.payload(photos, { location }),
      );
      expect(edit.statusCode, edit.body).toBe(200);
      expect(edit.json()).toMatchObject({ streetNameEng: null });
    });

    it("lets a moderator edit someone's listing without taking the owner's photos away from them", async () => {
      const photos = await photosOf(listing.id);
      const response = await t.call(
        'moderator',
        'PUT',
        `/api/Property/${listing.id}`,
        t.payload(photos, { description: 'Fixed a typo' }),
      );
      expect(response.statusCode, response.body).toBe(200);
      const rows = await t.db.select().from(propertyPhotos).where(inArray(propertyPhotos.id, photos));
      expect(rows.every((row) => row.uploaderId === t.users.owner.id && row.propertyId === listing.id)).toBe(
        true,
      );
      const [stored] = await t.db.select().from(properties).where(eq(properties.id, listing.id));
      expect(stored?.userId).toBe(t.users.owner.id);
    });

    it('keeps a retired district the listing already had, but refuses switching to one', async () => {
      await t.db
        .update(properties)
        .set({ districtId: t.districts.isaniId })
        .where(eq(properties.id, listing.id));
      const photos = await photosOf(listing.id);
      const location = { ...(t.payload([]).location as object), districtId: t.districts.isaniId };
      const keep = await t.call(
        'owner',
        'PUT',
        `/api/Property/${listing.id}`,
        t.payload(photos, { location }),
      );
      expect(keep.statusCode, keep.body).toBe(200);
      const other = await t.createListing('owner');
      const otherPhotos = other.propertyPhotos.map((photo) => photo.id);
      const move = await t.call(
        'owner',
        'PUT',
        `/api/Property/${other.id}`,
        t.payload(otherPhotos, { location }),
      );
      expect(move.statusCode).toBe(400);
    });

    it('answers 404 for a listing that does not exist', async () => {
      const response = await t.call('owner', 'PUT', '/api/Property/999999', t.payload([1]));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'PROPERTY_NOT_FOUND' });
    });
  });
});
