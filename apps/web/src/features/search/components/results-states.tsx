import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from '@sakhli/shared/constants';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SearchIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';

export const RESULTS_GRID = 'grid grid-cols-1 gap-5 @xl:grid-cols-2 @4xl:grid-cols-3';

/** Card-shaped placeholders while the first page loads. */
export function ResultsSkeleton() {
  const { t } = useTranslation('search');
  return (
    <div role="status" aria-label={t('results.loading')} className={RESULTS_GRID}>
      {Array.from({ length: Math.min(PAGE_SIZE, 6) }, (_, index) => (
        <div
          key={index}
          className="overflow-hidden rounded-2xl border border-slate-200/80 bg-white shadow-sm"
        >
          <Skeleton className="aspect-[4/3] rounded-none" />
          <div className="flex flex-col gap-3 p-4">
            <Skeleton className="h-6 w-2/5" />
            <Skeleton className="h-4 w-3/5" />
            <div className="flex gap-2">
              <Skeleton className="h-6 w-16 rounded-full" />
              <Skeleton className="h-6 w-20 rounded-full" />
              <Skeleton className="h-6 w-14 rounded-full" />
            </div>
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-9 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function ResultsError({ detail, onRetry }: { detail: string | undefined; onRetry: () => void }) {
  const { t } = useTranslation(['search', 'common']);
  return (
    <Alert
      title={t('search:errors.loadProperties')}
      action={
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('common:actions.tryAgain')}
        </Button>
      }
    >
      {detail}
    </Alert>
  );
}

export function ResultsEmpty() {
  const { t } = useTranslation('search');
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <span className="mb-4 inline-flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <SearchIcon className="size-7" />
      </span>
      <h2 className="text-lg font-semibold text-slate-900">{t('results.emptyTitle')}</h2>
      <p className="mt-1 max-w-sm text-sm text-slate-600">{t('results.emptyHint')}</p>
    </div>
  );
}
