import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { ENABLED_CITIES } from '@sakhli/shared/enums';
import type { District } from '@sakhli/shared/schemas/district';
import { CITY_BOUNDS, isWithin } from '@sakhli/shared/schemas/geo';
import type { PropertyPayloadInput } from '@sakhli/shared/schemas/property-payload';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createMailer } from '../src/adapters/mailer';
import { createLocalStorage } from '../src/adapters/storage';
import { openDatabase } from '../src/db/client';
import { photoStatistics, properties, propertyPhotos, users } from '../src/db/schema/index';
import { cameraJpeg } from './photos-setup';

/** What the meter has counted so far. */
export interface DatabaseUse {
  /** Milliseconds during which at least one statement was under way. */
  milliseconds: number;
  statements: number;
}

/**
 * A meter of the statements this process sends to the database and of the time they take: every query of
 * the pg driver, from its sending to its answer (as APM agents instrument pg; the queries themselves are
 * untouched). Time during which several were under way counts once. drizzle and pg-pool use the promise
 * and the callback forms of `Client.query`, both timed here.
 */
export function meterDatabaseUse(): () => DatabaseUse {
  let statements = 0;
  let inFlight = 0;
  let busySince = 0;
  let busyMs = 0;
  const client = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const query = client.query;
  client.query = function timedQuery(this: unknown, ...args: unknown[]) {
    statements += 1;
    if (inFlight++ === 0) busySince = performance.now();
    let isDone = false;
    const done = () => {
      if (isDone) return;
      isDone = true;
      if (--inFlight === 0) busyMs += performance.now() - busySince;
    };
    const last = args.at(-1);
    const callback = typeof last === 'function' ? (last as (...results: unknown[]) => unknown) : undefined;
    if (callback) {
      args[args.length - 1] = (...results: unknown[]) => {
        done();
        return callback(...results);
      };
    }
    try {
      const result = query.apply(this, args);
      if (result instanceof Promise) result.then(done, done);
      else if (!callback) done();
      return result;
    } catch (error) {
      done();
      throw error;
    }
  };
  return () => ({
    milliseconds: busyMs + (inFlight > 0 ? performance.now() - busySince : 0),
    statements,
  });
}

/**
 * The whole app on the database of `databaseUrl`, listening on 127.0.0.1 with REVIEW_MODE auto, and a seller
 * of its own (signed up through the API). ROLE=web: no job runs in the background, the bench runs each
 * itself. `close()` deletes everything of the seller (listings, photos, their statistics, the
 * account) and the temporary DATA_DIR.
 */
export async function openWritesBench(databaseUrl: string) {
  // Small (400×300): the image work is not what is measured here, and thousands of photos are uploaded.
  const photo = await cameraJpeg(7, 400, 300);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sakhli-bench-writes-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    REVIEW_MODE: 'auto',
    ROLE: 'web',
    REQUIRE_EMAIL_CONFIRMATION: 'false',
    ACCESS_TOKEN_TTL: '86400',
    RATE_LIMIT_PHOTO_UPLOADS_PER_USER: '1000000/1h',
  });
  const database = await openDatabase({ databaseUrl });
  const mailer = createMailer(config);
  const app = await buildApp(config, {
    database,
    storage: createLocalStorage(path.join(dataDir, 'media')),
    mailer,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  // The pass over unmeasured photos that starts with the server: finished before anything is measured.
  await app.processReports.measureUnmeasured();
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const signUp = await fetch(`${origin}/api/Auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-writes-${randomUUID()}@sakhli.example`,
      password: 'Bench writes 2026',
    }),
  });
  if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
  const seller = (await signUp.json()) as { accessToken: string; user: { id: string } };
  const headers = { authorization: `Bearer ${seller.accessToken}`, 'accept-language': 'ka' };

  /** A JSON call of the seller; answers the status, the ETag and the parsed body. */
  async function call<T>(method: string, url: string, body: unknown, extraHeaders = {}) {
    const response = await fetch(`${origin}${url}`, {
      method,
      headers: { ...headers, 'content-type': 'application/json', ...extraHeaders },
      body: JSON.stringify(body),
    });
    return {
      status: response.status,
      etag: response.headers.get('etag'),
      body: (await response.json()) as T,
    };
  }

  const districts = ((await (await fetch(`${origin}/api/district`)).json()) as District[]).filter(
    (district) =>
      district.isActive &&
      ENABLED_CITIES.includes(district.city) &&
      isWithin(CITY_BOUNDS[district.city], district.latitude, district.longitude),
  );
  if (districts.length === 0) throw new Error('the database offers no district to list in');

  return {
    app,
    database,
    districts,
    call,
    /**
     * Where the server's write-ahead log stands, in bytes. What a write adds is what it changed (rows, index
     * entries, whole pages on their first change after a checkpoint), whatever the load of the machine; the
     * log is the server's, so another database written at the same time adds to it too.
     */
    async walPosition(): Promise<number> {
      const result = await database.db.execute(
        sql`select pg_wal_lsn_diff(pg_current_wal_insert_lsn(), '0/0')::text as "position"`,
      );
      const [row] = (result as { rows: { position: string }[] }).rows;
      return Number(row?.position);
    },
    /** POST /api/Image of the seller, one photo after the other; answers their ids (their jobs are pending). */
    async uploadPhotos(count: number): Promise<number[]> {
      const ids: number[] = [];
      for (let index = 0; index < count; index += 1) {
        const form = new FormData();
        form.append('ImageFile', new Blob([photo], { type: 'image/jpeg' }), 'room.jpg');
        const response = await fetch(`${origin}/api/Image`, { method: 'POST', headers, body: form });
        const result = (await response.json()) as { success: boolean; imageId: number };
        if (!result.success) throw new Error(`upload failed: ${JSON.stringify(result)}`);
        ids.push(result.imageId);
      }
      return ids;
    },
    async close() {
      await app.close();
      mailer.close();
      const { db } = database;
      const sellerId = seller.user.id;
      const displayKeys = db
        .select({ key: propertyPhotos.displayKey })
        .from(propertyPhotos)
        .where(eq(propertyPhotos.uploaderId, sellerId));
      await db.delete(photoStatistics).where(inArray(photoStatistics.storageKey, displayKeys));
      // The listings take their photos, reports and other rows with them (ON DELETE CASCADE).
      await db.delete(properties).where(eq(properties.userId, sellerId));
      await db.delete(propertyPhotos).where(eq(propertyPhotos.uploaderId, sellerId));
      await db.delete(users).where(eq(users.id, sellerId));
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
export type WritesBench = Awaited<ReturnType<typeof openWritesBench>>;

const DESCRIPTION =
  'ნათელი ბინა მშვიდ ქუჩაზე, ფართო აივნით და ხედით ქალაქზე. ახლოს არის მეტრო, სკოლა და პარკი. ' +
  'Bright flat on a quiet street with a wide balcony and a view over the city; metro, school and park nearby.';

/**
 * The create-form payload of listing `index` (apartments for sale and for rent over the offered districts,
 * prices and sizes spread), or (`isEdited`) the same listing with its price cut by 5 % and a line added to
 * its description, as an owner edits it.
 */
export function listingPayload(
  index: number,
  photoIds: number[],
  districts: District[],
  isEdited = false,
): PropertyPayloadInput {
  const district = districts[index % districts.length]!;
  const isSale = index % 3 !== 2;
  const askingPrice = isSale ? 45_000 + ((index * 7919) % 400_000) : 300 + ((index * 131) % 2_700);
  const floors = 4 + (index % 17);
  return {
    listingType: isSale ? 'Sale' : 'Rent',
    propertyType: 'Apartment',
    buildingStatus: index % 2 === 0 ? 'New' : 'Old',
    renovationStatus: index % 4 === 0 ? 'WhiteFrame' : 'NewRenovated',
    currency: 'USD',
    price: isEdited ? Math.round(askingPrice * 0.95) : askingPrice,
    size: 35 + (index % 120),
    rooms: 1 + (index % 5),
    bedrooms: index % 4,
    bathrooms: 1 + (index % 2),
    isFurnished: index % 2 === 1,
    description: isEdited ? `${DESCRIPTION}\nფასი შემცირებულია (${index}).` : DESCRIPTION,
    phoneNumber: '+995599123456',
    location: {
      districtId: district.id,
      streetNameGeo: 'ჭავჭავაძის გამზირი 12',
      streetNameEng: '12 Chavchavadze Avenue',
      latitude: district.latitude + ((index % 7) - 3) * 0.0005,
      longitude: district.longitude + ((index % 5) - 2) * 0.0005,
    },
    cadastralCode: null,
    rentDuration: isSale ? null : 30 * (1 + (index % 12)),
    buildingYear: 1960 + (index % 65),
    apartment: { floor: 1 + (index % floors), totalFloorsBuilding: floors },
    photos: photoIds.map((imageId, sortOrder) => ({ imageId, sortOrder })),
  };
}
