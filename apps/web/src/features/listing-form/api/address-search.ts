import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { City, Language } from '@sakhli/shared/enums';
import type { AddressSelection, AddressSuggestion, Coordinates } from '@sakhli/shared/schemas/geo';
import { ApiError, apiRequest } from '@/lib/api-client';

/** Fewer letters than this match half the city: the widget waits for more. */
export const MIN_QUERY_LENGTH = 2;

/** GET /api/geo/autocomplete: street addresses of Georgia, the city's own first. */
export function getAddressSuggestions(
  query: { query: string; city: City; language: Language },
  signal?: AbortSignal,
) {
  return apiRequest<AddressSuggestion[]>('/api/geo/autocomplete', { query, signal });
}

/** The address search refused for now (429): too many searches from here, or the address service is busy. */
export const isSearchBusy = (error: unknown): boolean => error instanceof ApiError && error.status === 429;

export function useAddressSuggestions(query: string, city: City, language: Language) {
  const text = query.trim();
  return useQuery({
    queryKey: ['address-suggestions', city, language, text],
    queryFn: ({ signal }) => getAddressSuggestions({ query: text, city, language }, signal),
    enabled: text.length >= MIN_QUERY_LENGTH,
    staleTime: 5 * 60_000,
    // A 429 is not asked again at once: the next pause in typing asks anew.
    retry: (failures, error) => failures < 1 && !isSearchBusy(error),
    // The list stays while the next keystroke's answer comes, rather than flickering empty.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/geo/place/{placeId}: both full addresses, street names and coordinates of a suggestion. */
export function getPlace(placeId: string) {
  return apiRequest<AddressSelection>(`/api/geo/place/${encodeURIComponent(placeId)}`);
}

/** GET /api/geo/reverse: the street address at a dropped pin (the point itself is kept). */
export function getAddressAt(point: Coordinates) {
  return apiRequest<AddressSelection>('/api/geo/reverse', { query: { lat: point.lat, lng: point.lng } });
}
