import type { City } from '@sakhli/shared/enums';
import { BATUMI_STREETS } from './streets-batumi';
import { TBILISI_STREETS } from './streets-tbilisi';

/**
 * Street names and points were checked against OpenStreetMap (© OpenStreetMap contributors, ODbL) and
 * public street lists of Tbilisi.
 */

/** A real street of a district, with a point on it: where demo listings stand and what the gazetteer finds. */
export interface StreetData {
  city: City;
  districtNameEng: string;
  nameGeo: string;
  nameEng: string;
  latitude: number;
  longitude: number;
}

/** Streets of one city by district (English name): [Georgian name, English name, latitude, longitude]. */
export type StreetTable = Readonly<Record<string, readonly (readonly [string, string, number, number])[]>>;

const streetsOf = (city: City, table: StreetTable): StreetData[] =>
  Object.entries(table).flatMap(([districtNameEng, rows]) =>
    rows.map(([nameGeo, nameEng, latitude, longitude]) => ({
      city,
      districtNameEng,
      nameGeo,
      nameEng,
      latitude,
      longitude,
    })),
  );

export const STREETS: readonly StreetData[] = [
  ...streetsOf('Tbilisi', TBILISI_STREETS),
  ...streetsOf('Batumi', BATUMI_STREETS),
];

export function streetsOfDistrict(city: City, districtNameEng: string): StreetData[] {
  return STREETS.filter((street) => street.city === city && street.districtNameEng === districtNameEng);
}
