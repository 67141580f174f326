import { pricePerSqmUsd, pricesIn } from '@sakhli/shared/rules/money';
import type { Db } from '../../db/client';
import { districts, properties, propertyPhotos, users } from '../../db/schema/index';

/** Small deterministic data for the search tests: three Tbilisi districts, one inactive, and an owner. */
export async function insertSearchFixtures(db: Db) {
  const [owner] = await db
    .insert(users)
    .values({ email: 'owner@example.com', displayName: 'Nino' })
    .returning({ id: users.id });
  const rows = await db
    .insert(districts)
    .values([
      {
        city: 'Tbilisi',
        nameGeo: 'ვაკე',
        nameEng: 'Vake',
        nameRus: 'Ваке',
        latitude: 41.71,
        longitude: 44.75,
      },
      {
        city: 'Tbilisi',
        nameGeo: 'საბურთალო',
        nameEng: 'Saburtalo',
        nameRus: 'Сабуртало',
        latitude: 41.73,
        longitude: 44.76,
      },
      {
        city: 'Batumi',
        nameGeo: 'ძველი ბათუმი',
        nameEng: 'Old Batumi',
        nameRus: 'Старый Батуми',
        latitude: 41.65,
        longitude: 41.64,
      },
      {
        city: 'Tbilisi',
        nameGeo: 'ისანი',
        nameEng: 'Isani',
        nameRus: 'Исани',
        latitude: 41.69,
        longitude: 44.83,
        isActive: false,
      },
    ])
    .returning({ id: districts.id, nameEng: districts.nameEng });
  const districtId = (name: string) => rows.find((row) => row.nameEng === name)!.id;
  return {
    ownerId: owner!.id,
    vakeId: districtId('Vake'),
    saburtaloId: districtId('Saburtalo'),
    oldBatumiId: districtId('Old Batumi'),
    isaniId: districtId('Isani'),
  };
}
export type SearchFixtures = Awaited<ReturnType<typeof insertSearchFixtures>>;

export const TEST_RATE = 2.7;
const FIRST_CREATED_AT = Date.parse('2026-01-01T00:00:00Z');

type ListingValues = Omit<Partial<typeof properties.$inferInsert>, 'priceUsd' | 'priceGel'> & {
  price?: number;
  currency?: 'USD' | 'GEL';
};

/**
 * Builds listings: an Active Tbilisi apartment for sale by default; prices are given once (`price` in
 * `currency`) and converted like the app does; each listing is a minute newer than the previous one.
 */
export function createListingBuilder(fixtures: SearchFixtures) {
  let sequence = 0;
  return ({ price = 100_000, currency = 'USD', size = 50, ...values }: ListingValues = {}) => {
    sequence += 1;
    const prices = pricesIn(price, currency, TEST_RATE);
    return {
      userId: fixtures.ownerId,
      city: 'Tbilisi' as const,
      districtId: fixtures.vakeId,
      listingType: 'Sale' as const,
      propertyType: 'Apartment' as const,
      publishStatus: 'Active' as const,
      currency,
      ...prices,
      pricePerSqmUsd: pricePerSqmUsd(prices.priceUsd, size),
      size,
      rooms: 2,
      bedrooms: 1,
      bathrooms: 1,
      buildingStatus: 'New' as const,
      renovationStatus: 'NewRenovated' as const,
      latitude: 41.71,
      longitude: 44.75,
      description: `Listing ${sequence}`,
      createdAt: new Date(FIRST_CREATED_AT + sequence * 60_000),
      ...values,
    };
  };
}

/** Inserts the listings and returns their ids in the order given. */
export async function insertListings(db: Db, values: (typeof properties.$inferInsert)[]): Promise<number[]> {
  const rows = await db.insert(properties).values(values).returning({ id: properties.id });
  return rows.map((row) => row.id);
}

export async function insertPhotos(
  db: Db,
  propertyId: number,
  photos: { key: string; sortOrder: number; withThumbnail?: boolean; withDisplay?: boolean }[],
) {
  await db.insert(propertyPhotos).values(
    photos.map(({ key, sortOrder, withThumbnail = true, withDisplay = true }) => ({
      propertyId,
      originalKey: `photos/${key}-original.jpg`,
      displayKey: withDisplay ? `photos/${key}-display.webp` : null,
      thumbnailKey: withThumbnail ? `photos/${key}-thumb.webp` : null,
      sortOrder,
    })),
  );
}
