import type { City } from '@sakhli/shared/enums';
import type { DistrictOption } from '../../src/modules/assistant/assistant.types';
import { DISTRICTS } from '../../src/db/seed/data/districts';

/** The seeded districts with the ids a fresh database gives them (inserted in this order). */
export const ALL_DISTRICTS: readonly DistrictOption[] = DISTRICTS.map((district, index) => ({
  id: index + 1,
  nameGeo: district.nameGeo,
  nameEng: district.nameEng,
  nameRus: district.nameRus,
  city: district.city,
}));

const BY_CITY = new Map<City, readonly DistrictOption[]>(
  (['Tbilisi', 'Batumi'] as const).map((city) => [
    city,
    ALL_DISTRICTS.filter((district) => district.city === city),
  ]),
);

/** The districts a page of `city` offers (what GET /api/district/city/{city} answers). */
export function districtsOf(city: City): readonly DistrictOption[] {
  return BY_CITY.get(city) ?? [];
}

export function districtByEnglishName(name: string): DistrictOption {
  const district = ALL_DISTRICTS.find((candidate) => candidate.nameEng === name);
  if (!district) throw new Error(`No district named ${name}`);
  return district;
}
