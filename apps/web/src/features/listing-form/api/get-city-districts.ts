import { useQuery } from '@tanstack/react-query';
import type { City } from '@sakhli/shared/enums';
import type { District } from '@sakhli/shared/schemas/district';
import { apiRequest } from '@/lib/api-client';

/** GET /api/district/city/{city}: every district of the city, inactive ones included (the form filters). */
export function getCityDistricts(city: City, signal?: AbortSignal) {
  return apiRequest<District[]>(`/api/district/city/${city}`, { signal });
}

export function useCityDistricts(city: City) {
  return useQuery({
    queryKey: ['city-districts', city],
    queryFn: ({ signal }) => getCityDistricts(city, signal),
    staleTime: 60 * 60_000,
    retry: 1,
  });
}
