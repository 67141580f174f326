import { and, asc, eq, sql } from 'drizzle-orm';
import type { MarketInsightsQuery } from '@sakhli/shared/schemas/insights';
import type { Db } from '../../db/client';
import { districts, properties } from '../../db/schema/index';

export interface MarketFiguresRow {
  listingCount: number;
  medianPricePerSqmUsd: number | null;
  medianPriceUsd: number | null;
}

export interface DistrictFiguresRow extends MarketFiguresRow {
  districtId: number;
  nameGeo: string;
  nameEng: string;
  nameRus: string;
}

const figures = {
  listingCount: sql<number>`count(*)::int`,
  // percentile_cont works on double precision; the drivers may hand it back as a string.
  medianPricePerSqmUsd: sql<
    string | number | null
  >`percentile_cont(0.5) within group (order by ${properties.pricePerSqmUsd})`,
  medianPriceUsd: sql<
    string | number | null
  >`percentile_cont(0.5) within group (order by ${properties.priceUsd})`,
};

const toNumber = (value: string | number | null) => (value === null ? null : Number(value));

function activeListingsIn(scope: MarketInsightsQuery) {
  return and(
    eq(properties.publishStatus, 'Active'),
    eq(properties.city, scope.city),
    eq(properties.listingType, scope.listingType),
    eq(properties.propertyType, scope.propertyType),
  );
}

/** Medians per district of the Active listings in one market slice; districts without listings are left out. */
export async function selectDistrictFigures(
  db: Db,
  scope: MarketInsightsQuery,
): Promise<DistrictFiguresRow[]> {
  const rows = await db
    .select({
      districtId: districts.id,
      nameGeo: districts.nameGeo,
      nameEng: districts.nameEng,
      nameRus: districts.nameRus,
      ...figures,
    })
    .from(properties)
    .innerJoin(districts, eq(districts.id, properties.districtId))
    .where(activeListingsIn(scope))
    .groupBy(districts.id, districts.nameGeo, districts.nameEng, districts.nameRus)
    .orderBy(asc(districts.nameEng));
  return rows.map((row) => ({
    ...row,
    medianPricePerSqmUsd: toNumber(row.medianPricePerSqmUsd),
    medianPriceUsd: toNumber(row.medianPriceUsd),
  }));
}

/** Medians over every Active listing of the slice, with or without a district. */
export async function selectOverallFigures(db: Db, scope: MarketInsightsQuery): Promise<MarketFiguresRow> {
  const [row] = await db.select(figures).from(properties).where(activeListingsIn(scope));
  return {
    listingCount: row?.listingCount ?? 0,
    medianPricePerSqmUsd: toNumber(row?.medianPricePerSqmUsd ?? null),
    medianPriceUsd: toNumber(row?.medianPriceUsd ?? null),
  };
}
