import { expect, type APIRequestContext } from '@playwright/test';
import { uniquePhoto } from './photos';

export interface Listing {
  id: number;
  code: number;
  publishStatus: string;
  propertyPhotos: { originalUrl: string; thumbnailUrl: string | null }[];
}

/** A demo listing that is live and has processed photos (not `otherThan`), read from the public search. */
export async function liveDemoListing(request: APIRequestContext, otherThan?: number): Promise<Listing> {
  const response = await request.get('/api/Property/properties/chunk?chunkSize=1&pageSize=20');
  const { items } = (await response.json()) as { items: Listing[] };
  const listing = items.find(
    (item) => item.id !== otherThan && item.propertyPhotos.some((photo) => photo.thumbnailUrl),
  );
  expect(listing, 'a live demo listing with photos').toBeDefined();
  return listing!;
}

/** Uploads `photo` (a PNG) as the account of `token`, as the create form does, and answers its imageId. */
export async function uploadPhoto(request: APIRequestContext, token: string, photo: Buffer): Promise<number> {
  const upload = await request.post('/api/Image', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { ImageFile: { name: 'flat.png', mimeType: 'image/png', buffer: photo } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  return ((await upload.json()) as { imageId: number }).imageId;
}

/**
 * A listing of the account whose token is given, made as the create form makes it: one uploaded photo (one of
 * its own unless told: a photo of another account's listing would hold it for review, decision 038), then the
 * payload (a sale in the first district unless told). Under REVIEW_MODE auto it goes live once the photo is
 * processed, unless `expectLive` is false.
 */
export async function createLiveListing(
  request: APIRequestContext,
  token: string,
  {
    districtId,
    price = 185_000,
    photo = uniquePhoto(),
    expectLive = true,
  }: { districtId?: number; price?: number; photo?: Buffer; expectLive?: boolean } = {},
): Promise<Listing> {
  const headers = { Authorization: `Bearer ${token}` };
  const imageId = await uploadPhoto(request, token, photo);
  const districts = (await (await request.get('/api/district/city/Tbilisi')).json()) as { id: number }[];
  const created = await request.post('/api/Property', {
    headers,
    data: {
      description: 'Bright flat near Vake Park, renovated last year.',
      size: 72,
      rooms: 3,
      bedrooms: 2,
      bathrooms: 1,
      buildingStatus: 'New',
      propertyType: 'Apartment',
      renovationStatus: 'NewRenovated',
      isFurnished: true,
      phoneNumber: '+995599123456',
      location: {
        districtId: districtId ?? districts[0]!.id,
        streetNameGeo: 'ჭავჭავაძის გამზირი 12',
        streetNameEng: '12 Chavchavadze Avenue',
        latitude: 41.709,
        longitude: 44.752,
      },
      listingType: 'Sale',
      currency: 'USD',
      price,
      hideCadastralCode: false,
      apartment: { floor: 4, totalFloorsBuilding: 12 },
      photos: [{ imageId, sortOrder: 0 }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const listing = (await created.json()) as Listing;
  if (!expectLive) return listing;
  await expect
    .poll(
      async () => {
        const read = await request.get(`/api/Property/${listing.id}`, { headers });
        return ((await read.json()) as Listing).publishStatus;
      },
      { message: 'the new listing goes live once its photo is processed', timeout: 20_000 },
    )
    .toBe('Active');
  return listing;
}
