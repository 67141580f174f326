import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { verify } from '@node-rs/argon2';
import { count, eq, gt, isNull, max, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage, type Storage } from '../../adapters/storage';
import { PHOTO_HASH_BACKFILL } from '../../modules/photos/photo-hash-backfill';
import { selectUnhashedPhotos } from '../../modules/photos/photo-hash-backfill.repository';
import { openTestDatabase, startAppInstance } from '../../test/test-app';
import type { Database } from '../client';
import {
  districts,
  exchangeRates,
  imageProcessingJobs,
  photoHashBands,
  properties,
  propertyPhotos,
  users,
} from '../schema/index';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './data/demo-accounts';
import { STREETS } from './data/streets';
import { seedDatabase } from './index';
import { photoPool, poolPhotoHashes } from './photos/pool';
import { insertSyntheticListings } from './synthetic-listings';

const DAY = 86_400_000;

/** Great-circle distance in metres (haversine), independent of the generator's own arithmetic. */
function metresBetween(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

async function tableCounts(database: Database) {
  const { db } = database;
  const [[d], [u], [p], [f], [j]] = await Promise.all([
    db.select({ n: count() }).from(districts),
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(properties),
    db.select({ n: count() }).from(propertyPhotos),
    db.select({ n: count() }).from(imageProcessingJobs),
  ]);
  return { districts: d?.n, users: u?.n, properties: p?.n, photos: f?.n, jobs: j?.n };
}

describe('demo seed', () => {
  let database: Database;
  let storage: Storage;
  const log: string[] = [];
  // The app started on the seeded database below reads the pool from DATA_DIR/media, as `npm start` does.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sakhli-seed-'));

  beforeAll(async () => {
    database = await openTestDatabase();
    storage = createLocalStorage(path.join(dataDir, 'media'));
    await seedDatabase(database.db, storage, { demo: true, log: (line) => log.push(line) });
  }, 180_000);
  afterAll(() => database.close());

  it('stores every district of Tbilisi and Batumi with Georgian, English and Russian names', async () => {
    const rows = await database.db.select().from(districts);
    expect(rows.filter((row) => row.city === 'Tbilisi').length).toBeGreaterThanOrEqual(28);
    expect(rows.filter((row) => row.city === 'Batumi').length).toBeGreaterThanOrEqual(10);
    for (const row of rows) {
      expect(row.nameGeo).toMatch(/^[\u10D0-\u10FF][\u10D0-\u10FF\s-]*$/);
      expect(row.nameEng).toMatch(/^[A-Z][A-Za-z\s-]*$/);
      expect(row.nameRus).toMatch(/^[А-ЯЁ][А-Яа-яЁё\s-]*$/);
      expect(row.isActive).toBe(true);
      expect(row.radiusMeters).toBeGreaterThan(0);
    }
    expect(rows.map((row) => row.nameEng)).toEqual(
      expect.arrayContaining(['Vake', 'Saburtalo', 'Gldani', 'Old Tbilisi', 'New Boulevard', 'Gonio']),
    );
  });

  it('knows at least eight streets with Georgian and English names in every district', async () => {
    const rows = await database.db.select().from(districts);
    for (const district of rows) {
      const streets = STREETS.filter(
        (street) => street.city === district.city && street.districtNameEng === district.nameEng,
      );
      expect(streets.length, district.nameEng).toBeGreaterThanOrEqual(8);
      for (const street of streets)
        expect(metresBetween(district, street), `${street.nameEng} in ${district.nameEng}`).toBeLessThan(
          district.radiusMeters * 1.5,
        );
    }
  });

  it('stores one USD→GEL rate dated today', async () => {
    const rates = await database.db.select().from(exchangeRates);
    expect(rates).toHaveLength(1);
    expect(rates[0]).toMatchObject({
      base: 'USD',
      quote: 'GEL',
      asOf: new Date().toISOString().slice(0, 10),
    });
    expect(rates[0]?.rate).toBeGreaterThan(2);
  });

  it('creates the documented demo accounts: confirmed, with their roles and the demo password', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const [row] = await database.db.select().from(users).where(eq(users.email, account.email));
      expect(row, account.email).toMatchObject({
        role: account.role,
        emailConfirmed: true,
        provider: 'email',
      });
      expect(row?.phoneNumber).toMatch(/^\+995 5\d{2} \d{3} \d{3}$/);
      expect(await verify(row?.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
    }
    expect(log.join('\n')).not.toContain(DEMO_PASSWORD);
  });

  it('seeds at least 1,500 Tbilisi listings of every listing and property type, and Batumi ones', async () => {
    const rows = await database.db
      .select({
        city: properties.city,
        listingType: properties.listingType,
        propertyType: properties.propertyType,
      })
      .from(properties);
    expect(rows.filter((row) => row.city === 'Tbilisi').length).toBeGreaterThanOrEqual(1500);
    expect(rows.filter((row) => row.city === 'Batumi').length).toBeGreaterThanOrEqual(200);
    for (const listingType of ['Sale', 'Rent', 'DailyRent'] as const) {
      for (const propertyType of ['Apartment', 'House'] as const) {
        const matching = rows.filter(
          (row) =>
            row.city === 'Tbilisi' && row.listingType === listingType && row.propertyType === propertyType,
        );
        expect(matching.length, `${listingType} ${propertyType}`).toBeGreaterThanOrEqual(20);
      }
    }
  });

  it('keeps prices consistent with the stored rate, and plausible for the market', async () => {
    const [rate] = await database.db.select().from(exchangeRates);
    const rows = await database.db.select().from(properties);
    for (const row of rows) {
      expect(
        Math.abs(row.priceGel - row.priceUsd * (rate?.rate ?? 0)),
        `listing ${row.code}`,
      ).toBeLessThanOrEqual(0.02);
      expect(Math.abs(row.pricePerSqmUsd - row.priceUsd / row.size)).toBeLessThanOrEqual(0.01);
      if (row.propertyType !== 'Apartment') continue;
      if (row.listingType === 'Rent') expect(row.priceUsd).toBeGreaterThanOrEqual(380);
      if (row.listingType === 'Rent') expect(row.priceUsd).toBeLessThanOrEqual(2500);
      if (row.listingType === 'DailyRent') expect(row.priceUsd).toBeLessThanOrEqual(200);
    }
    const sales = rows.filter(
      (row) =>
        row.listingType === 'Sale' &&
        row.propertyType === 'Apartment' &&
        row.renovationStatus === 'NewRenovated' &&
        row.buildingStatus === 'New',
    );
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const perSqm = async (name: string) => {
      const [district] = await database.db.select().from(districts).where(eq(districts.nameEng, name));
      return median(sales.filter((row) => row.districtId === district?.id).map((row) => row.pricePerSqmUsd));
    };
    expect(await perSqm('Vake')).toBeGreaterThan(1800);
    expect(await perSqm('Gldani')).toBeLessThan(950);
  });

  it('fills the fields of each kind consistently', async () => {
    const rows = await database.db.select().from(properties);
    for (const row of rows) {
      const label = `listing ${row.code}`;
      if (row.listingType === 'Sale') expect(row.rentDuration, label).toBeNull();
      if (row.listingType === 'Rent') expect(row.rentDuration, label).toBeGreaterThanOrEqual(30);
      if (row.listingType === 'DailyRent') expect([1, 2, 3, 4, 5, 6, 7], label).toContain(row.rentDuration);
      if (row.propertyType === 'Apartment')
        expect(row.floor ?? 0, label).toBeLessThanOrEqual(row.totalFloorsBuilding ?? 0);
      if (row.propertyType === 'House') expect(row.landArea ?? 0, label).toBeGreaterThan(0);
      if (row.buildingStatus === 'Ongoing')
        expect(row.buildingYear ?? 0, label).toBeGreaterThan(new Date().getUTCFullYear());
      expect(['ka', 'en', 'ru'], label).toContain(row.descriptionLanguage);
      expect(row.description.length, label).toBeGreaterThan(80);
      expect(row.streetNameGeo && row.streetNameEng, label).toBeTruthy();
    }
    expect(new Set(rows.map((row) => row.description)).size).toBeGreaterThan(rows.length * 0.98);
  });

  it('places every Active listing inside its district and lets it expire in the future', async () => {
    const byId = new Map(
      (await database.db.select().from(districts)).map((district) => [district.id, district]),
    );
    const rows = await database.db.select().from(properties).where(eq(properties.publishStatus, 'Active'));
    const now = Date.now();
    for (const row of rows) {
      const district = byId.get(row.districtId ?? -1);
      expect(district, `listing ${row.code}`).toBeDefined();
      if (!district) continue;
      expect(metresBetween(district, row), `listing ${row.code} in ${district.nameEng}`).toBeLessThanOrEqual(
        district.radiusMeters,
      );
      expect(row.expiryDate?.getTime() ?? 0).toBeGreaterThan(now);
      expect(row.createdAt.getTime()).toBeGreaterThan(now - 46 * DAY);
    }
  });

  it('gives the demo owner listings in every publish status, and only demo accounts non-Active ones', async () => {
    const [owner] = await database.db.select().from(users).where(eq(users.email, 'owner@sakhli.example'));
    const own = await database.db
      .select()
      .from(properties)
      .where(eq(properties.userId, owner?.id ?? ''));
    expect(new Set(own.map((row) => row.publishStatus))).toEqual(
      new Set(['Active', 'Inactive', 'Pending', 'Archived']),
    );
    // A rejected one among them tells its owner why.
    expect(own.some((row) => row.publishStatus === 'Archived' && row.rejectionReason)).toBe(true);
    const demoIds = new Set(
      (await database.db.select().from(users))
        .filter((user) => DEMO_ACCOUNTS.some((account) => account.email === user.email))
        .map((user) => user.id),
    );
    const notActive = await database.db.select().from(properties);
    for (const row of notActive.filter((listing) => listing.publishStatus !== 'Active'))
      expect(demoIds.has(row.userId)).toBe(true);
  });

  it('gives each listing 3 to 8 photos from the pool, stored, processed, cover first', async () => {
    const photos = await database.db.select().from(propertyPhotos);
    const byListing = new Map<number, typeof photos>();
    for (const photo of photos)
      byListing.set(photo.propertyId ?? 0, [...(byListing.get(photo.propertyId ?? 0) ?? []), photo]);
    const listings = await database.db
      .select({ id: properties.id, propertyType: properties.propertyType })
      .from(properties);
    for (const listing of listings) {
      const own = (byListing.get(listing.id) ?? []).sort((a, b) => a.sortOrder - b.sortOrder);
      expect(own.length, `listing ${listing.id}`).toBeGreaterThanOrEqual(3);
      expect(own.length, `listing ${listing.id}`).toBeLessThanOrEqual(8);
      expect(new Set(own.map((photo) => photo.displayKey)).size).toBe(own.length);
      if (listing.propertyType === 'House') expect(own[0]?.displayKey).toMatch(/^seed\/house-\d+\.webp$/);
      if (listing.propertyType === 'Apartment')
        expect(own.at(-1)?.displayKey).toMatch(/^seed\/building-\d+\.webp$/);
    }
    const keys = new Set(
      photos.flatMap((photo) =>
        [photo.originalKey, photo.displayKey, photo.thumbnailKey].filter(
          (key): key is string => key !== null,
        ),
      ),
    );
    expect(keys.size).toBeGreaterThanOrEqual(120);
    for (const key of keys) {
      const object = await storage.get(key);
      object?.body.destroy();
      expect(object?.size ?? 0, key).toBeGreaterThan(1000);
    }
    const [jobs] = await database.db
      .select({ n: count() })
      .from(imageProcessingJobs)
      .where(eq(imageProcessingJobs.status, 'completed'));
    expect(jobs?.n).toBe(photos.length);
  });

  it('makes the agent a verified agency and one seller a developer, with logos, selling their listings', async () => {
    const businesses = await database.db.select().from(users).where(ne(users.accountType, 'Owner'));
    expect(
      businesses.map(({ email, accountType, agencyName, isVerified }) => ({
        email,
        accountType,
        agencyName,
        isVerified,
      })),
    ).toEqual(
      expect.arrayContaining([
        {
          email: 'agent@sakhli.example',
          accountType: 'Agency',
          agencyName: 'Tbilisi Home Realty',
          isVerified: true,
        },
        {
          email: 'seller19@sakhli.example',
          accountType: 'Developer',
          agencyName: 'ქალაქის ბინები',
          isVerified: false,
        },
      ]),
    );
    expect(businesses).toHaveLength(2);
    const labels = await database.db
      .select({ sellerType: properties.sellerType, accountType: users.accountType, n: count() })
      .from(properties)
      .innerJoin(users, eq(users.id, properties.userId))
      .where(eq(properties.publishStatus, 'Active'))
      .groupBy(properties.sellerType, users.accountType);
    // Every listing says who sells it as its owner's account does, and each business has live listings.
    for (const label of labels) expect(label.sellerType).toBe(label.accountType);
    expect(labels.map((label) => label.sellerType).sort()).toEqual(['Agency', 'Developer', 'Owner']);
    for (const business of businesses) {
      const object = await storage.get(business.logoKey ?? '');
      object?.body.destroy();
      expect(object?.size ?? 0, business.email).toBeGreaterThan(500);
    }
  });

  it('shows the businesses on their pages once started, and hashes every demo photo', async () => {
    const started = await startAppInstance(database, {}, {}, {}, dataDir);
    try {
      const [agent] = await database.db.select().from(users).where(eq(users.email, 'agent@sakhli.example'));
      const page = await started.app.inject({ method: 'GET', url: `/api/Agency/${agent!.id}` });
      expect(page.json()).toMatchObject({
        accountType: 'Agency',
        agencyName: 'Tbilisi Home Realty',
        isVerified: true,
      });
      expect(page.json<{ activeListingCount: number }>().activeListingCount).toBeGreaterThan(10);
      const logo = await started.app.inject({ method: 'GET', url: page.json<{ logoUrl: string }>().logoUrl });
      expect(logo.headers['content-type']).toBe('image/webp');

      // Seeded unhashed (the pool is ready-made WebP); the start's backfill hashes every one (decision 043).
      const unhashed = () => database.db.$count(propertyPhotos, isNull(propertyPhotos.phash));
      expect(await unhashed()).toBeGreaterThan(1000);
      // The job alone (startBackgroundWork also queues the photo measuring and the wish masks: minutes here).
      await started.app.jobs.enqueue(PHOTO_HASH_BACKFILL, {}, { singletonKey: PHOTO_HASH_BACKFILL });
      await started.app.jobs.drain();
      expect(await unhashed()).toBe(0);
      // One band entry per stored picture, not one per listing showing it.
      const pictures = new Set(
        (await database.db.select().from(propertyPhotos)).map((photo) => photo.displayKey),
      );
      expect(await database.db.$count(photoHashBands)).toBe(pictures.size * 4);
    } finally {
      await started.close();
    }
  }, 120_000);

  it('adds synthetic listings hashed from the pool: the hash backfill has nothing to read', async () => {
    const hashes = await poolPhotoHashes(storage);
    expect(hashes.size).toBe(Object.values(photoPool()).flat().length);
    const [{ lastPhoto } = { lastPhoto: 0 }] = await database.db
      .select({ lastPhoto: max(propertyPhotos.id) })
      .from(propertyPhotos);
    const bandsBefore = await database.db.$count(photoHashBands);
    await insertSyntheticListings(database.db, 300, { photoHashes: hashes, seed: 11 });
    expect(await selectUnhashedPhotos(database.db, 0, 10)).toEqual([]);
    const added = await database.db
      .select()
      .from(propertyPhotos)
      .where(gt(propertyPhotos.id, lastPhoto ?? 0));
    expect(added).toHaveLength(900);
    for (const photo of added) expect(photo.phash).toBe(hashes.get(photo.displayKey!));
    // One band entry set per picture, on its first new photo (as the backfill writes them).
    const pictures = new Set(added.filter((photo) => photo.phash !== null).map((photo) => photo.displayKey));
    expect(await database.db.$count(photoHashBands)).toBe(bandsBefore + pictures.size * 4);
  }, 120_000);

  it('seeds nothing a second time on the same database', async () => {
    const before = await tableCounts(database);
    await seedDatabase(database.db, storage, { demo: true, log: () => undefined });
    expect(await tableCounts(database)).toEqual(before);
  });
});

describe('seed without demo data (SEED_DEMO=false)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('stores the districts and the rate only', async () => {
    const storage = createLocalStorage(mkdtempSync(path.join(tmpdir(), 'sakhli-seed-')));
    await seedDatabase(database.db, storage, { demo: false, log: () => undefined });
    const counts = await tableCounts(database);
    expect(counts.districts).toBeGreaterThanOrEqual(38);
    expect(counts).toMatchObject({ users: 0, properties: 0, photos: 0 });
    expect(await database.db.select().from(exchangeRates)).toHaveLength(1);
    expect(await storage.get('seed/living-room-01.webp')).toBeUndefined();
  });
});
