import { apiRequest } from '@/lib/api-client';

/** POST /api/moderation/{id}/dismiss-reports: closes the open reports; a listing they held goes live again. */
export function dismissReports(propertyId: number) {
  return apiRequest<true>(`/api/moderation/${propertyId}/dismiss-reports`, { method: 'POST' });
}
