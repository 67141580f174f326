import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { MAX_COMPARED_LISTINGS } from '@sakhli/shared/constants';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { useListingSelection } from '../api/get-shortlists';
import { compareHref, compareTray } from '../compare-tray';
import { CompareTable } from './compare-table';

/** The ids of a `/compare?ids=` address: at most four distinct positive integers, the rest ignored. */
export function idsFromSearch(search: string): number[] {
  const raw = new URLSearchParams(search).get('ids') ?? '';
  const ids = raw
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647);
  return [...new Set(ids)].slice(0, MAX_COMPARED_LISTINGS);
}

/**
 * `/compare?ids=1,2,3`: the listings side by side, for anyone with the link. Listings no longer Active are
 * named in a note; the shared set can be taken into this browser's own tray.
 */
export function ComparePage({ ids }: { ids: number[] }) {
  const { t } = useTranslation('shortlists');
  const navigate = useNavigate();
  const query = useListingSelection('/api/Property/compare', ids);
  const trayIds = compareTray.useIds();
  const isTray = trayIds.length === ids.length && trayIds.every((id, index) => id === ids[index]);

  if (ids.length === 0) {
    return (
      <div className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-700">
        <p>{t('compare.empty', { max: MAX_COMPARED_LISTINGS })}</p>
        <Link to="/" className="mt-3 inline-block font-medium text-brand-700 hover:underline">
          {t('compare.toSearch')}
        </Link>
      </div>
    );
  }
  if (query.error) {
    return (
      <RetryAlert
        title={t('compare.loadError')}
        retryLabel={t('common:actions.tryAgain')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!query.data) {
    return (
      <div className="flex justify-center py-16" role="status" aria-label={t('compare.loading')}>
        <Spinner className="size-8" />
      </div>
    );
  }
  const { properties, leftOut } = query.data;
  return (
    <div className="flex flex-col gap-4">
      {leftOut.length > 0 && (
        <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900" data-testid="compare-left-out">
          {t('compare.leftOut', { count: leftOut.length })}
        </p>
      )}
      {properties.length > 0 ? (
        <CompareTable
          listings={properties}
          onRemove={(id) => {
            const rest = ids.filter((other) => other !== id);
            // The page is this browser's tray: the tray follows it.
            if (isTray) compareTray.write(rest);
            void navigate(compareHref(rest), { replace: true });
          }}
        />
      ) : (
        <p className="text-slate-700">{t('compare.noneLeft')}</p>
      )}
      {!isTray && properties.length > 0 && (
        <button
          type="button"
          onClick={() => compareTray.write(properties.map((property) => property.id))}
          className="self-start font-medium text-brand-700 hover:underline"
        >
          {t('compare.keep')}
        </button>
      )}
      {isTray && (
        <p className="text-sm text-slate-600">
          {t('compare.shareHint')}{' '}
          <Link to={compareHref(ids)} className="text-brand-700 hover:underline">
            {`${window.location.origin}${compareHref(ids)}`}
          </Link>
        </p>
      )}
    </div>
  );
}
