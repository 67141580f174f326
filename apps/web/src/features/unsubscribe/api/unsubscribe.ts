import type { UnsubscribeResult } from '@sakhli/shared/schemas/unsubscribe';
import { apiRequest } from '@/lib/api-client';

/** POST /api/unsubscribe/{token}: turns off the mails the link names; no sign-in (the link is signed). */
export function unsubscribe(token: string) {
  return apiRequest<UnsubscribeResult>(`/api/unsubscribe/${encodeURIComponent(token)}`, {
    method: 'POST',
    auth: false,
  });
}
