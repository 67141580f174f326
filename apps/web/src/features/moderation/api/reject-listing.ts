import type { RejectRequest } from '@sakhli/shared/schemas/moderation';
import { apiRequest } from '@/lib/api-client';

/** POST /api/moderation/{id}/reject: archives the listing with the reason its owner sees and is mailed. */
export function rejectListing(propertyId: number, body: RejectRequest) {
  return apiRequest<true>(`/api/moderation/${propertyId}/reject`, { method: 'POST', body });
}
