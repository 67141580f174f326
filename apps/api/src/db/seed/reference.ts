import { asc, desc, eq } from 'drizzle-orm';
import type { City } from '@sakhli/shared/enums';
import type { Db } from '../client';
import { districts, exchangeRates } from '../schema/index';
import { DISTRICTS } from './data/districts';
import { DISTRICT_MARKETS } from './data/market';
import { streetsOfDistrict } from './data/streets';
import type { SeedDistrict } from './listing-generator';

/** GEL per USD for a fresh database, close to the National Bank of Georgia's rate of 2025. */
export const DEFAULT_USD_GEL_RATE = 2.7;

/** Inserts every district of Tbilisi and Batumi and the USD→GEL rate dated today, unless they exist. */
export async function ensureReferenceData(db: Db, today: Date): Promise<void> {
  const [district] = await db.select({ id: districts.id }).from(districts).limit(1);
  if (!district) {
    await db.insert(districts).values(
      DISTRICTS.map(({ city, nameGeo, nameEng, nameRus, latitude, longitude, radiusMeters }) => ({
        city,
        nameGeo,
        nameEng,
        nameRus,
        latitude,
        longitude,
        radiusMeters,
        isActive: true,
      })),
    );
  }
  const [rate] = await db.select({ id: exchangeRates.id }).from(exchangeRates).limit(1);
  if (!rate) {
    await db.insert(exchangeRates).values({
      base: 'USD',
      quote: 'GEL',
      rate: DEFAULT_USD_GEL_RATE,
      asOf: today.toISOString().slice(0, 10),
    });
  }
}

/** The stored USD→GEL rate (the latest), which every seeded price is converted with. */
export async function loadUsdGelRate(db: Db): Promise<number> {
  const [row] = await db
    .select({ rate: exchangeRates.rate })
    .from(exchangeRates)
    .where(eq(exchangeRates.base, 'USD'))
    .orderBy(desc(exchangeRates.asOf), desc(exchangeRates.id))
    .limit(1);
  return row?.rate ?? DEFAULT_USD_GEL_RATE;
}

/** The stored districts of `city` joined with their market profile and streets (for generating listings). */
export async function loadSeedDistricts(db: Db, city: City): Promise<SeedDistrict[]> {
  const rows = await db.select().from(districts).where(eq(districts.city, city)).orderBy(asc(districts.id));
  return rows.flatMap((row) => {
    const data = DISTRICTS.find((candidate) => candidate.city === city && candidate.nameEng === row.nameEng);
    const market = DISTRICT_MARKETS[row.nameEng];
    const streets = streetsOfDistrict(city, row.nameEng);
    return data && market && streets.length > 0 ? [{ id: row.id, data, market, streets }] : [];
  });
}
