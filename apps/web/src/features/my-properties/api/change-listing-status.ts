import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { STATUS_AFTER, type StatusAction } from '@sakhli/shared/rules/listing-status';
import type { PropertyPage } from '@sakhli/shared/schemas/my-properties';
import { apiRequest } from '@/lib/api-client';

/** CONTRACT.md section 3: a status action answers `true` (or `{"success": true}`). */
const isSuccess = (answer: unknown): boolean =>
  answer === true ||
  (typeof answer === 'object' && answer !== null && 'success' in answer && answer.success === true);

/**
 * A status action from the list (SPEC.md section 4): the card's status changes in the cached page only when
 * the server answers true; nothing is refetched. A failure is only logged (SPEC.md section 8).
 */
export function useChangeListingStatus(pageKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: StatusAction }) =>
      apiRequest<unknown>(`/api/Property/${id}/${action}`, { method: 'POST' }),
    onSuccess: (answer, { id, action }) => {
      if (!isSuccess(answer)) return;
      queryClient.setQueryData<PropertyPage>(
        pageKey,
        (page) =>
          page && {
            ...page,
            items: page.items.map((item) =>
              item.id === id ? { ...item, publishStatus: STATUS_AFTER[action] } : item,
            ),
          },
      );
    },
    onError: (error, { id, action }) => console.error(`listing ${id}: ${action} failed`, error),
  });
}
