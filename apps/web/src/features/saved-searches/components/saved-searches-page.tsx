import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MAX_SAVED_SEARCHES_PER_USER, type SavedSearch } from '@sakhli/shared/schemas/saved-search';
import { Alert } from '@/components/ui/alert';
import { buttonClassName } from '@/components/ui/button';
import { BellIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useSavedSearches } from '../api/get-saved-searches';
import { useOpenSavedSearch } from '../hooks/use-open-saved-search';
import { DeleteDialog, RenameDialog } from './saved-search-dialogs';
import { SavedSearchCard } from './saved-search-card';

function SavedSearchesSkeleton() {
  const { t } = useTranslation('savedSearches');
  return (
    <div className="flex flex-col gap-4">
      <Spinner label={t('page.loading')} className="sr-only" />
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} className="h-48 rounded-2xl" />
      ))}
    </div>
  );
}

function SavedSearchesEmpty() {
  const { t } = useTranslation('savedSearches');
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <BellIcon className="size-7" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-slate-900">{t('empty.title')}</h2>
      <p className="mt-1 max-w-md text-slate-600">{t('empty.text')}</p>
      <Link to="/" className={buttonClassName({ className: 'mt-6' })}>
        {t('empty.browse')}
      </Link>
    </div>
  );
}

type Dialog = { kind: 'rename' | 'delete'; search: SavedSearch } | null;

function SavedSearchList({ searches }: { searches: SavedSearch[] }) {
  const { t } = useTranslation('savedSearches');
  const open = useOpenSavedSearch();
  const [dialog, setDialog] = useState<Dialog>(null);
  const isFull = searches.length >= MAX_SAVED_SEARCHES_PER_USER;
  const close = () => setDialog(null);
  return (
    <>
      <p className="text-sm font-medium text-slate-700">
        {t('page.count', { count: searches.length, max: MAX_SAVED_SEARCHES_PER_USER })}
      </p>
      {isFull && (
        <Alert tone="info" title={t('page.limitReachedTitle', { max: MAX_SAVED_SEARCHES_PER_USER })}>
          {t('page.limitReached', { max: MAX_SAVED_SEARCHES_PER_USER })}
        </Alert>
      )}
      <div className="flex flex-col gap-4">
        {searches.map((search) => (
          <SavedSearchCard
            key={search.id}
            search={search}
            onOpen={open}
            onRename={(target) => setDialog({ kind: 'rename', search: target })}
            onDelete={(target) => setDialog({ kind: 'delete', search: target })}
          />
        ))}
      </div>
      {dialog?.kind === 'rename' && <RenameDialog search={dialog.search} onClose={close} />}
      {dialog?.kind === 'delete' && <DeleteDialog search={dialog.search} onClose={close} />}
    </>
  );
}

/** /dashboard/saved-searches: the user's searches with alerts, what is new in each, and their management. */
export function SavedSearchesPage() {
  const { t } = useTranslation('savedSearches');
  const searches = useSavedSearches();
  let content;
  if (searches.data) {
    content =
      searches.data.length === 0 ? <SavedSearchesEmpty /> : <SavedSearchList searches={searches.data} />;
  } else if (searches.isError) {
    content = (
      <RetryAlert
        title={t('errors.loadTitle')}
        retryLabel={t('errors.tryAgain')}
        onRetry={() => void searches.refetch()}
      >
        {t('errors.load')}
      </RetryAlert>
    );
  } else {
    content = <SavedSearchesSkeleton />;
  }
  return (
    <section aria-labelledby="saved-searches-title" className="flex flex-col gap-6">
      <PageHeader id="saved-searches-title" title={t('page.title')} intro={t('page.intro')} />
      {content}
    </section>
  );
}
