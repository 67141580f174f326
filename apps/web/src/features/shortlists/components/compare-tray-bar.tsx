import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MAX_COMPARED_LISTINGS } from '@sakhli/shared/constants';
import { buttonClassName } from '@/components/ui/button';
import { compareHref, compareTray } from '../compare-tray';
import { COMPARE_FULL_EVENT } from './compare-toggle';

/**
 * The compare tray, fixed at the bottom while it holds a listing: how many of four, a link to the comparison
 * and a clear button. Says (politely, read out) when a fifth listing was refused.
 */
export function CompareTrayBar() {
  const { t } = useTranslation('shortlists');
  const ids = compareTray.useIds();
  const [isFullNoticeShown, setIsFullNoticeShown] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onFull = () => {
      setIsFullNoticeShown(true);
      clearTimeout(timer);
      timer = setTimeout(() => setIsFullNoticeShown(false), 6000);
    };
    window.addEventListener(COMPARE_FULL_EVENT, onFull);
    return () => {
      window.removeEventListener(COMPARE_FULL_EVENT, onFull);
      clearTimeout(timer);
    };
  }, []);

  return (
    <div
      className="pointer-events-none fixed inset-x-0 bottom-3 z-40 flex justify-center px-3"
      data-testid="compare-tray"
    >
      <div role="status" aria-live="polite" className="sr-only">
        {isFullNoticeShown ? t('compare.full', { max: MAX_COMPARED_LISTINGS }) : ''}
      </div>
      {ids.length > 0 && (
        <section
          aria-label={t('compare.trayLabel')}
          className="pointer-events-auto flex max-w-full flex-col gap-2 rounded-2xl border border-slate-200 bg-white px-4 py-3 shadow-xl"
        >
          {isFullNoticeShown && (
            <p className="text-sm font-medium text-rose-700" data-testid="compare-full">
              {t('compare.full', { max: MAX_COMPARED_LISTINGS })}
            </p>
          )}
          <div className="flex items-center gap-2 sm:gap-3">
            <span className="min-w-0 text-sm text-slate-700">
              {t('compare.count', { count: ids.length, max: MAX_COMPARED_LISTINGS })}
            </span>
            <Link to={compareHref(ids)} className={buttonClassName({ variant: 'primary', size: 'sm' })}>
              {t('compare.open')}
            </Link>
            <button
              type="button"
              onClick={() => compareTray.clear()}
              className={buttonClassName({ variant: 'ghost', size: 'sm' })}
            >
              {t('compare.clear')}
            </button>
          </div>
        </section>
      )}
    </div>
  );
}
