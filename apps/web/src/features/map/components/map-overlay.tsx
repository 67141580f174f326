import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { AlertIcon, CloseIcon, SearchIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';

export interface MapStatus {
  isLoading: boolean;
  isError: boolean;
  totalCount: number | null;
  tilesFailed: boolean;
  focusUnavailable: boolean;
}

const CHIP = 'pointer-events-auto rounded-full bg-white/95 px-3 py-1.5 text-sm text-slate-700 shadow-md';

/**
 * The controls and notes over the map. They come before the map in the page so that keyboard users reach
 * "Search this area" with one Shift+Tab from the map, not after every marker.
 */
export function MapOverlay({
  status,
  canSearchArea,
  hasArea,
  onSearchArea,
  onClearArea,
  onRetry,
}: {
  status: MapStatus;
  canSearchArea: boolean;
  hasArea: boolean;
  onSearchArea: () => void;
  onClearArea: () => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation('map');
  const language = useLanguage();
  const { isLoading, isError, totalCount } = status;

  return (
    <div className="pointer-events-none absolute inset-0 z-[1000] flex flex-col items-center p-3">
      <div className="flex w-full flex-wrap items-start justify-between gap-2">
        <p role="status" className={isLoading || totalCount !== null ? CHIP : 'sr-only'}>
          {isLoading ? (
            <span className="inline-flex items-center gap-2">
              <Spinner className="size-4" />
              {t('status.loading')}
            </span>
          ) : (
            totalCount !== null &&
            t('status.count', { count: totalCount, formatted: formatNumber(totalCount, language) })
          )}
        </p>
        <div className="pointer-events-auto flex flex-wrap justify-end gap-2">
          {canSearchArea && (
            <Button size="sm" onClick={onSearchArea} className="shadow-md">
              <SearchIcon className="size-4" />
              {t('searchArea')}
            </Button>
          )}
          {hasArea && (
            <Button size="sm" variant="secondary" onClick={onClearArea} className="shadow-md">
              <CloseIcon className="size-4" />
              {t('clearArea')}
            </Button>
          )}
        </div>
      </div>

      <div className="flex flex-1 items-center justify-center">
        {isError ? (
          <div
            role="alert"
            className="pointer-events-auto flex flex-col items-center gap-2 rounded-xl bg-white p-4 shadow-lg"
          >
            <p className="flex items-center gap-2 font-medium text-red-800">
              <AlertIcon className="size-5" />
              {t('loadFailed')}
            </p>
            <Button size="sm" variant="secondary" onClick={onRetry}>
              {t('retry')}
            </Button>
          </div>
        ) : (
          !isLoading &&
          totalCount === 0 && (
            <div className="pointer-events-auto max-w-xs rounded-xl bg-white p-4 text-center shadow-lg">
              <p className="font-medium text-slate-900">{t('empty')}</p>
              <p className="mt-1 text-sm text-slate-600">{t('emptyHint')}</p>
            </div>
          )
        )}
      </div>

      <div className="flex w-full flex-col items-start gap-2">
        {status.focusUnavailable && <p className={CHIP}>{t('focusUnavailable')}</p>}
        {status.tilesFailed && <p className={`${CHIP} text-xs text-slate-600`}>{t('tilesFailed')}</p>}
      </div>
    </div>
  );
}
