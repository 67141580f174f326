import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListingReportRequest } from '@sakhli/shared/schemas/listing-report';
import type { Property } from '@sakhli/shared/schemas/property';
import { apiRequest } from '@/lib/api-client';

/** POST /api/Property/{id}/report: once per user and listing; the cached listing then says it was reported. */
export function useReportListing(propertyId: number) {
  const queryClient = useQueryClient();
  const markReported = () =>
    queryClient.setQueriesData<Property>({ queryKey: ['property', propertyId] }, (property) =>
      property ? { ...property, hasReported: true } : property,
    );
  return useMutation({
    mutationFn: (report: ListingReportRequest) =>
      apiRequest<{ id: number }>(`/api/Property/${propertyId}/report`, { method: 'POST', body: report }),
    onSuccess: markReported,
  });
}
