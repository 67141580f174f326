import { queryOptions, useQuery } from '@tanstack/react-query';
import type { City } from '@sakhli/shared/enums';
import type { District } from '@sakhli/shared/schemas/district';
import { apiRequest } from './api-client';

/** GET /api/district/city/{city}; only active districts are offered (SPEC.md section 3). */
export async function getDistricts(city: City, signal?: AbortSignal): Promise<District[]> {
  const districts = await apiRequest<District[]>(`/api/district/city/${city}`, { signal });
  return districts.filter((district) => district.isActive);
}

export const districtsQueryOptions = (city: City) =>
  queryOptions({
    queryKey: ['districts', city],
    queryFn: ({ signal }) => getDistricts(city, signal),
    staleTime: 60 * 60_000,
  });

/** `enabled` false: not needed yet (asked for when it becomes true). */
export const useDistricts = (city: City, enabled = true) =>
  useQuery({ ...districtsQueryOptions(city), enabled });

/** A district's name in the interface language. */
export function districtName(district: District, language: string): string {
  if (language === 'ka') return district.nameGeo;
  if (language === 'ru') return district.nameRus;
  return district.nameEng;
}
