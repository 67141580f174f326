import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@sakhli/shared/enums';
import type { ListingSelection, SimilarListings } from '@sakhli/shared/schemas/shortlists';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';

/** Listings like the one open (6 at most); fresh for a minute like the listing itself. */
export function similarListingsQueryOptions(propertyId: number, language: Language) {
  return queryOptions({
    queryKey: ['similar-listings', propertyId, language],
    queryFn: ({ signal }) => apiRequest<SimilarListings>(`/api/Property/${propertyId}/similar`, { signal }),
    staleTime: 60_000,
  });
}

export function useSimilarListings(propertyId: number) {
  return useQuery(similarListingsQueryOptions(propertyId, useLanguage()));
}

type SelectionPath = '/api/Property/compare' | '/api/Property/recently-viewed';

/** The Active listings of `ids` in their order, and the ids left out (compare, recently viewed). */
export function useListingSelection(path: SelectionPath, ids: readonly number[]) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['listing-selection', path, ids, language],
    queryFn: ({ signal }) => apiRequest<ListingSelection>(path, { query: { ids: ids.join(',') }, signal }),
    enabled: ids.length > 0,
    staleTime: 60_000,
    // Removing one listing keeps the others on screen while the new answer comes.
    placeholderData: keepPreviousData,
  });
}
