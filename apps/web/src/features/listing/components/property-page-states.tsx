import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClassName } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';

/** The page's shape while the listing loads. */
export function PropertyPageSkeleton() {
  const { t } = useTranslation('listing');
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_360px]">
      <Spinner label={t('loading')} className="sr-only" />
      <div className="flex flex-col gap-4">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="aspect-[4/3] w-full rounded-2xl sm:aspect-[16/10]" />
        <Skeleton className="h-48 w-full rounded-2xl" />
      </div>
      <div className="flex flex-col gap-4">
        <Skeleton className="h-40 w-full rounded-2xl" />
        <Skeleton className="h-40 w-full rounded-2xl" />
      </div>
    </div>
  );
}

/** 'Error - property not found' for a missing listing, 'Failed to load property' (with a retry) otherwise. */
export function PropertyLoadError({
  isNotFound,
  detail,
  onRetry,
}: {
  isNotFound: boolean;
  detail?: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation('listing');
  return (
    <div className="mx-auto max-w-xl py-10">
      <Alert
        title={t(isNotFound ? 'errors.notFound' : 'errors.loadFailed')}
        action={
          <div className="flex flex-wrap gap-2">
            {!isNotFound && (
              <Button variant="secondary" size="sm" onClick={onRetry}>
                {t('errors.tryAgain')}
              </Button>
            )}
            <Link
              to="/"
              className={buttonClassName({ variant: isNotFound ? 'primary' : 'ghost', size: 'sm' })}
            >
              {t('errors.backToSearch')}
            </Link>
          </div>
        }
      >
        {isNotFound ? t('errors.notFoundHint') : detail}
      </Alert>
    </div>
  );
}
