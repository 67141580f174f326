import { useMutation } from '@tanstack/react-query';
import type { InquiryRequest } from '@sakhli/shared/schemas/inquiry';
import { apiRequest } from '@/lib/api-client';

/** POST /api/Property/{id}/inquiry: the server mails the owner, Reply-To the visitor. */
export function useSendInquiry(propertyId: number) {
  return useMutation({
    mutationFn: (inquiry: InquiryRequest) =>
      apiRequest<{ success: boolean }>(`/api/Property/${propertyId}/inquiry`, {
        method: 'POST',
        body: inquiry,
      }),
  });
}
