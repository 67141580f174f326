import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StatusAction } from '@sakhli/shared/rules/listing-status';
import { apiRequest } from '@/lib/api-client';

/**
 * A status action on the detail page (SPEC.md section 4): the server is called, then the listing is loaded
 * again, whatever the answer; the mutation stays pending until the reload is in, so the buttons stay
 * disabled meanwhile. A failure is only logged (SPEC.md section 8).
 */
export function useRunStatusAction(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: StatusAction) =>
      apiRequest<unknown>(`/api/Property/${propertyId}/${action}`, { method: 'POST' }),
    onError: (error, action) => console.error(`${action} of listing ${propertyId} failed`, error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['property', propertyId] }),
  });
}
