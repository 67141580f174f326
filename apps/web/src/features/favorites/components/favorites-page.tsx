import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { HeartIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useFavorites } from '../api/get-favorites';
import { useSetFavorite } from '../hooks/use-set-favorite';
import { FavoriteCard } from './favorite-card';
import { FavoritesSummary } from './favorites-summary';

const GRID = 'grid gap-5 sm:grid-cols-2 xl:grid-cols-3';

function FavoritesSkeleton() {
  const { t } = useTranslation('favorites');
  return (
    <div className="flex flex-col gap-6">
      <Spinner label={t('page.loading')} className="sr-only" />
      <div className="grid grid-cols-2 gap-3 sm:max-w-xl">
        <Skeleton className="h-24 rounded-2xl" />
        <Skeleton className="h-24 rounded-2xl" />
      </div>
      <div className={GRID}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-96 rounded-2xl" />
        ))}
      </div>
    </div>
  );
}

function FavoritesEmpty() {
  const { t } = useTranslation('favorites');
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-rose-50 text-rose-600">
        <HeartIcon className="size-7" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-slate-900">{t('empty.title')}</h2>
      <p className="mt-1 max-w-md text-slate-600">{t('empty.text')}</p>
      <Link to="/" className={buttonClassName({ className: 'mt-6' })}>
        {t('empty.browse')}
      </Link>
    </div>
  );
}

/** /dashboard/my-favorites (SPEC.md 'Favorites'): count, average price and the saved listings. */
export function FavoritesPage() {
  const { t } = useTranslation('favorites');
  const favorites = useFavorites();
  const setFavorite = useSetFavorite();
  const remove = (propertyId: number) => setFavorite.mutate({ propertyId, isFavorite: false });

  let content;
  if (favorites.data) {
    content =
      favorites.data.length === 0 ? (
        <FavoritesEmpty />
      ) : (
        <>
          <FavoritesSummary favorites={favorites.data} />
          <div className={GRID}>
            {favorites.data.map((favorite) => (
              <FavoriteCard key={favorite.id} favorite={favorite} onRemove={remove} />
            ))}
          </div>
        </>
      );
  } else if (favorites.isError) {
    content = (
      <RetryAlert
        title={t('errors.loadTitle')}
        retryLabel={t('errors.tryAgain')}
        onRetry={() => void favorites.refetch()}
      >
        {t('errors.load')}
      </RetryAlert>
    );
  } else {
    content = <FavoritesSkeleton />;
  }

  return (
    <section aria-labelledby="favorites-title" className="flex flex-col gap-6">
      <PageHeader id="favorites-title" title={t('page.title')} intro={t('page.intro')} />
      {content}
    </section>
  );
}
