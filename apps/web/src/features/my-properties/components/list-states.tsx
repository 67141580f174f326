import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { PlusIcon, GridIcon } from '@/components/ui/account-icons';
import { Button, buttonClassName } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';

export const CARD_GRID = 'grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3';

export function ListSkeleton() {
  const { t } = useTranslation('myProperties');
  return (
    <div className={CARD_GRID}>
      <Spinner label={t('loading')} className="sr-only" />
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
          <Skeleton className="aspect-[4/3] rounded-none" />
          <div className="flex flex-col gap-3 p-4">
            <Skeleton className="h-6 w-1/3" />
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-8 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** SPEC.md section 8: 'Failed to load properties' with Try again. */
export function ListError({ detail, onRetry }: { detail: string | undefined; onRetry: () => void }) {
  const { t } = useTranslation('myProperties');
  return (
    <Alert
      title={t('errors.loadFailed')}
      action={
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('errors.tryAgain')}
        </Button>
      }
    >
      {detail}
    </Alert>
  );
}

/** No listings at all (with a way to create one), or none that match the filters. */
export function ListEmpty({ isFiltered }: { isFiltered: boolean }) {
  const { t } = useTranslation('myProperties');
  const texts = isFiltered ? 'emptyFiltered' : 'empty';
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <span className="mb-4 inline-flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <GridIcon className="size-7" />
      </span>
      <h2 className="text-lg font-semibold text-slate-900">{t(`${texts}.title`)}</h2>
      <p className="mt-1 max-w-md text-sm text-slate-600">{t(`${texts}.text`)}</p>
      {!isFiltered && (
        <Link to="/dashboard/create-property" className={buttonClassName({ className: 'mt-6' })}>
          <PlusIcon className="size-4" />
          {t('create')}
        </Link>
      )}
    </div>
  );
}
