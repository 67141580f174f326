import type { SavedSearch } from '@sakhli/shared/schemas/saved-search';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/SavedSearch/{id}/opened: its count of new listings starts again from now. Sent as the page is left
 * for the search, so it must outlive the page (keepalive).
 */
export function markSavedSearchOpened(id: number) {
  return apiRequest<SavedSearch>(`/api/SavedSearch/${id}/opened`, { method: 'POST', keepalive: true });
}
