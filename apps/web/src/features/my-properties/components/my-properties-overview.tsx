import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListingActor } from '@sakhli/shared/rules/listing-status';
import { clampPage } from '@sakhli/shared/rules/pagination';
import { PlusIcon } from '@/components/ui/account-icons';
import { buttonClassName } from '@/components/ui/button';
import { useAuth } from '@/lib/use-auth';
import { useLanguage } from '@/lib/use-language';
import { myPropertiesQueryOptions, useMyProperties } from '../api/get-my-properties';
import { hasAnyFilter, NO_FILTERS, type MyPropertiesFilters } from '../my-properties-filters';
import { myPropertiesStats } from '../my-properties-stats';
import { FiltersBar } from './filters-bar';
import { CARD_GRID, ListEmpty, ListError, ListSkeleton } from './list-states';
import { MyPropertyCard } from './my-property-card';
import { PageNavigation } from './page-navigation';
import { StatsBar } from './stats-bar';

/** /dashboard/my-properties (SPEC.md section 2 'Dashboard'): the signed-in user's own listings. */
export function MyPropertiesOverview() {
  const { t } = useTranslation('myProperties');
  const { user } = useAuth();
  if (!user) return null;
  return (
    <section aria-labelledby="my-properties-title" className="flex flex-col gap-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 id="my-properties-title" className="text-2xl font-bold text-slate-900">
            {t('title')}
          </h1>
          <p className="mt-1 text-slate-600">{t('intro')}</p>
        </div>
        <Link to="/dashboard/create-property" className={buttonClassName()}>
          <PlusIcon className="size-4" />
          {t('create')}
        </Link>
      </header>
      <MyPropertiesList userId={user.id} actor={{ userId: user.id, role: user.role }} />
    </section>
  );
}

function MyPropertiesList({ userId, actor }: { userId: string; actor: ListingActor }) {
  const language = useLanguage();
  const [draft, setDraft] = useState<MyPropertiesFilters>(NO_FILTERS);
  const [applied, setApplied] = useState<MyPropertiesFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const request = { userId, filters: applied, page };
  const query = useMyProperties(request);
  const pageKey = myPropertiesQueryOptions(request, language).queryKey;
  const data = query.data;
  const totalPages = data?.totalPages ?? 0;

  const apply = () => {
    setApplied(draft);
    setPage(1);
  };
  const goTo = (next: number) => {
    setPage(clampPage(next, totalPages));
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <>
      <StatsBar stats={myPropertiesStats(data)} />
      <FiltersBar draft={draft} applied={applied} onDraftChange={setDraft} onApply={apply} />
      {query.isError && !data ? (
        <ListError detail={query.error.message} onRetry={() => void query.refetch()} />
      ) : !data ? (
        <ListSkeleton />
      ) : data.items.length === 0 ? (
        <ListEmpty isFiltered={hasAnyFilter(applied)} />
      ) : (
        <>
          <ul className={CARD_GRID} aria-busy={query.isPlaceholderData || undefined}>
            {data.items.map((property) => (
              <li key={property.id} className="flex">
                <MyPropertyCard property={property} actor={actor} pageKey={pageKey} />
              </li>
            ))}
          </ul>
          <PageNavigation page={page} totalPages={totalPages} onPageChange={goTo} />
        </>
      )}
    </>
  );
}
