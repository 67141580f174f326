import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@sakhli/shared/constants';
import type { Language } from '@sakhli/shared/enums';
import type { ModerationQueue } from '@sakhli/shared/schemas/moderation';
import { apiRequest } from '@/lib/api-client';
import { DASHBOARD_QUERY_OPTIONS } from '@/lib/query-client';
import { useLanguage } from '@/lib/use-language';

/** Every cached page of the queue starts with this key. */
export const MODERATION_QUEUE_KEY = ['moderation', 'queue'] as const;

export function getModerationQueue(page: number, signal?: AbortSignal) {
  return apiRequest<ModerationQueue>('/api/moderation/queue', {
    query: { page, pageSize: PAGE_SIZE },
    signal,
  });
}

/** GET /api/moderation/queue: the Pending listings, oldest first, a page at a time. */
export function moderationQueueQueryOptions(page: number, language: Language) {
  return queryOptions({
    queryKey: [...MODERATION_QUEUE_KEY, page, language],
    queryFn: ({ signal }) => getModerationQueue(page, signal),
    ...DASHBOARD_QUERY_OPTIONS,
    // New listings arrive while the page is open: the queue is fetched again whenever it is shown anew.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useModerationQueue(page: number) {
  const language = useLanguage();
  return useQuery(moderationQueueQueryOptions(page, language));
}
