import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

interface QueryPanelProps<Data> {
  id: string;
  title: string;
  loadingLabel: string;
  failedTitle: string;
  query: UseQueryResult<Data>;
  children: (data: Data) => ReactNode;
}

/** A card of the detail page that shows one query: loading, its failure with a retry, then the data. */
export function QueryPanel<Data>({
  id,
  title,
  loadingLabel,
  failedTitle,
  query,
  children,
}: QueryPanelProps<Data>) {
  const { t } = useTranslation('listing');
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {query.isPending ? (
        <Spinner label={loadingLabel} className="mt-4" />
      ) : query.isError ? (
        <Alert
          title={failedTitle}
          className="mt-4"
          action={
            <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
              {t('errors.tryAgain')}
            </Button>
          }
        />
      ) : (
        children(query.data)
      )}
    </section>
  );
}
