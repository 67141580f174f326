import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModerationQueue, ModerationQueueItem } from '@sakhli/shared/schemas/moderation';
import { approveListing } from '../api/approve-listing';
import { MODERATION_QUEUE_KEY } from '../api/get-moderation-queue';
import { dismissReports } from '../api/dismiss-reports';
import { rejectListing } from '../api/reject-listing';

export type DecisionInput =
  { kind: 'approved' } | { kind: 'rejected'; reason: string } | { kind: 'dismissed' };

/** A decision the moderator took on this page (the API keeps no history to show). */
export type Decision = DecisionInput & { propertyId: number; code: number; at: number };

/** The queue without the listing: it has left it. */
function withoutListing(queue: ModerationQueue | undefined, propertyId: number) {
  if (!queue?.items.some((item) => item.id === propertyId)) return undefined;
  return {
    ...queue,
    items: queue.items.filter((item) => item.id !== propertyId),
    totalCount: Math.max(0, queue.totalCount - 1),
  };
}

/**
 * Approves (publishes), rejects (archives with a reason) or dismisses the reports of one listing of the queue. On success the listing
 * leaves every cached page at once, `onDecided` records it, and the page is fetched again to fill up.
 */
export function useModerationDecision(listing: ModerationQueueItem, onDecided: (decision: Decision) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DecisionInput) => {
      if (input.kind === 'approved') return approveListing(listing.id);
      if (input.kind === 'dismissed') return dismissReports(listing.id);
      return rejectListing(listing.id, { reason: input.reason });
    },
    onSuccess: (_answer, input) => {
      queryClient.setQueriesData<ModerationQueue>({ queryKey: MODERATION_QUEUE_KEY }, (queue) =>
        withoutListing(queue, listing.id),
      );
      onDecided({ ...input, propertyId: listing.id, code: listing.code, at: Date.now() });
      void queryClient.invalidateQueries({ queryKey: MODERATION_QUEUE_KEY });
    },
  });
}
