import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircleIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { PageStepper } from '@/components/ui/page-stepper';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useModerationQueue } from '../api/get-moderation-queue';
import type { Decision } from '../hooks/use-moderation-decision';
import { DecisionLog } from './decision-log';
import { ModerationCounters } from './moderation-counters';
import { QueueItem } from './queue-item';

function QueueSkeleton() {
  const { t } = useTranslation('moderation');
  return (
    <div className="flex flex-col gap-4">
      <Spinner label={t('page.loading')} className="sr-only" />
      {[0, 1].map((index) => (
        <Skeleton key={index} className="h-72 rounded-2xl" />
      ))}
    </div>
  );
}

function QueueEmpty() {
  const { t } = useTranslation('moderation');
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <CheckCircleIcon className="size-10 text-emerald-600" />
      <h2 className="mt-3 text-lg font-semibold text-slate-900">{t('queue.emptyTitle')}</h2>
      <p className="mt-1 max-w-md text-slate-600">{t('queue.emptyText')}</p>
    </div>
  );
}

/**
 * /dashboard/moderate (CONTRACT.md section 4): the Pending and reported listings from the server, oldest first;
 * Approve publishes, Reject (Archive) archives with a reason, Dismiss reports closes unfounded reports. Counters and the decisions taken here sit beside the queue.
 */
export function ModerationPage() {
  const { t } = useTranslation('moderation');
  const [page, setPage] = useState(1);
  const [decisions, setDecisions] = useState<Decision[]>([]);
  const queue = useModerationQueue(page);
  const totalPages = queue.data?.totalPages ?? 0;
  // The last listing of the last page was decided: its page is gone, the one before shows.
  if (queue.data && !queue.isPlaceholderData && page > 1 && page > totalPages)
    setPage(Math.max(1, totalPages));

  const onDecided = (decision: Decision) => setDecisions((previous) => [decision, ...previous]);
  const refresh = () => void queue.refetch();
  const latest = decisions[0];

  let content;
  if (queue.data) {
    content =
      queue.data.items.length === 0 ? (
        <QueueEmpty />
      ) : (
        <div className="flex flex-col gap-4">
          {queue.data.items.map((listing) => (
            <QueueItem key={listing.id} listing={listing} onDecided={onDecided} onRefresh={refresh} />
          ))}
          {totalPages > 1 && (
            <PageStepper
              page={page}
              totalPages={totalPages}
              onPage={(next) => {
                setPage(next);
                window.scrollTo({ top: 0 });
              }}
              labels={{
                navigation: t('queue.pagination'),
                previous: t('queue.previous'),
                next: t('queue.next'),
                status: t('queue.page', { current: page, total: totalPages }),
              }}
            />
          )}
        </div>
      );
  } else if (queue.isError) {
    content = (
      <RetryAlert title={t('errors.loadTitle')} retryLabel={t('errors.tryAgain')} onRetry={refresh} />
    );
  } else {
    content = <QueueSkeleton />;
  }

  return (
    <section aria-labelledby="moderation-title" className="flex flex-col gap-6">
      <PageHeader id="moderation-title" title={t('page.title')} intro={t('page.intro')} />
      <ModerationCounters pending={queue.data?.totalCount ?? null} decisions={decisions} />
      {/* Says what was just decided: the listing has left the queue where the moderator was looking. */}
      <p role="status" className="sr-only">
        {latest && `${t(`decisions.${latest.kind}`)}: ${t('decisions.listing', { code: latest.code })}`}
      </p>
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_300px]">
        <div aria-label={t('queue.label')} role="region" aria-busy={queue.isFetching} className="min-w-0">
          {content}
        </div>
        <div className="xl:sticky xl:top-[88px]">
          <DecisionLog decisions={decisions} />
        </div>
      </div>
    </section>
  );
}
