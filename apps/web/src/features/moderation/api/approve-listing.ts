import { apiRequest } from '@/lib/api-client';

/** POST /api/moderation/{id}/approve: publishes a Pending listing. */
export function approveListing(propertyId: number) {
  return apiRequest<true>(`/api/moderation/${propertyId}/approve`, { method: 'POST' });
}
