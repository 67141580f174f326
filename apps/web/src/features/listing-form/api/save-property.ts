import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Property } from '@sakhli/shared/schemas/property';
import type { PropertyPayload } from '@sakhli/shared/schemas/property-payload';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/Property. The Idempotency-Key makes a repeated request (a double click, a retry after a lost
 * answer) return the listing the first one created instead of a second listing (CONTRACT.md section 3).
 */
export function createProperty(payload: PropertyPayload, idempotencyKey: string) {
  return apiRequest<Property>('/api/Property', {
    method: 'POST',
    body: payload,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/**
 * PUT /api/Property/{id}: the owner (or a moderator or admin) replaces the listing's content. With the
 * ETag it was loaded at as If-Match, a listing someone saved meanwhile is refused (412), not overwritten.
 */
export function updateProperty(id: number, payload: PropertyPayload, etag: string | null) {
  return apiRequest<Property>(`/api/Property/${id}`, {
    method: 'PUT',
    body: payload,
    headers: etag ? { 'If-Match': etag } : {},
  });
}

/**
 * Saves the form. Every cached answer becomes stale without being asked for again here: the pages that
 * show listings (my properties, the detail page, the results) load fresh ones when they open next.
 */
export function useSaveProperty(save: (payload: PropertyPayload) => Promise<Property>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: () => queryClient.invalidateQueries({ refetchType: 'none' }),
  });
}
