import type { ContactChannel } from '@sakhli/shared/schemas/contact';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/Property/{id}/contact: counts a phone reveal or a messenger contact for the owner's statistics.
 * Sent with keepalive (a messenger link leaves the page) and never in the visitor's way: a failure is ignored.
 */
export function recordContact(propertyId: number, channel: ContactChannel): void {
  void apiRequest(`/api/Property/${propertyId}/contact`, {
    method: 'POST',
    body: { channel },
    keepalive: true,
  }).catch(() => undefined);
}
