import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pageWindow, showingRange } from '@sakhli/shared/rules/pagination';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  ChevronsLeftIcon,
  ChevronsRightIcon,
} from '@/components/ui/icons';
import { classNames } from '@/lib/class-names';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import type { ResultTotals } from '../hooks/use-search-results';

interface PaginationProps {
  page: number;
  totals: ResultTotals;
  onPageChange: (page: number) => void;
}

// Nine of these fit a phone's width (the numbers widen for long page numbers, and the row wraps if it must).
const PAGER_BUTTON =
  'inline-flex h-9 min-w-9 cursor-pointer items-center justify-center rounded-full px-0.5 text-sm font-medium tabular-nums transition-colors @md:h-10 @md:min-w-10 @md:px-1 disabled:cursor-not-allowed disabled:opacity-50';
const IDLE = 'text-slate-700 hover:bg-slate-100 active:bg-slate-200 disabled:hover:bg-transparent';

function PagerButton(props: { label: string; disabled: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={props.label}
      title={props.label}
      disabled={props.disabled}
      onClick={props.onClick}
      className={classNames(PAGER_BUTTON, IDLE)}
    >
      {props.children}
    </button>
  );
}

/**
 * Previous, a window of 5 page numbers, next, and first and last when the window does not reach them;
 * 'Showing {start}-{end} of {total}' and 'Page {current} of {total}'. An estimated total reads "about N"
 * (the last page too): going there brings the exact count, and a page past the real end gives way to it
 * (decision 026).
 */
export function Pagination({ page, totals, onPageChange }: PaginationProps) {
  const { t } = useTranslation('search');
  const language = useLanguage();
  const { totalPages, isEstimate } = totals;
  const range = showingRange(page, totals.totalCount);
  const pages = pageWindow(page, totalPages);
  const hasJumps = totalPages > pages.length;
  const lastPage = formatNumber(totalPages, language);
  return (
    <nav aria-label={t('pagination.label')} className="flex flex-col items-center gap-3 py-6">
      {totalPages > 1 && (
        <div className="flex flex-wrap items-center justify-center gap-0.5 @md:gap-1">
          {hasJumps && (
            <PagerButton label={t('pagination.first')} disabled={page <= 1} onClick={() => onPageChange(1)}>
              <ChevronsLeftIcon />
            </PagerButton>
          )}
          <PagerButton
            label={t('pagination.previous')}
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <ChevronLeftIcon />
          </PagerButton>
          {pages.map((number) => (
            <button
              key={number}
              type="button"
              onClick={() => onPageChange(number)}
              aria-current={number === page ? 'page' : undefined}
              aria-label={t('pagination.goTo', { page: number })}
              className={classNames(
                PAGER_BUTTON,
                number === page ? 'bg-brand-700 text-white shadow-sm' : IDLE,
              )}
            >
              {number}
            </button>
          ))}
          <PagerButton
            label={t('pagination.next')}
            disabled={page >= totalPages}
            onClick={() => onPageChange(page + 1)}
          >
            <ChevronRightIcon />
          </PagerButton>
          {hasJumps && (
            <PagerButton
              label={t(isEstimate ? 'pagination.lastEstimate' : 'pagination.last', { page: lastPage })}
              disabled={page >= totalPages}
              onClick={() => onPageChange(totalPages)}
            >
              <ChevronsRightIcon />
            </PagerButton>
          )}
        </div>
      )}
      {/* Two lines on a phone, one line with a dot between on a wider panel. */}
      <p
        className="flex flex-col items-center gap-1 text-center text-sm text-slate-600 @md:flex-row @md:gap-0"
        data-testid="pagination-summary"
      >
        <span>
          {t(isEstimate ? 'pagination.showingEstimate' : 'pagination.showing', {
            start: formatNumber(range.start, language),
            end: formatNumber(range.end, language),
            total: formatNumber(range.total, language),
          })}
        </span>
        <span aria-hidden="true" className="mx-2 hidden text-slate-300 @md:inline">
          ·
        </span>
        <span>
          {t(isEstimate ? 'pagination.pageOfEstimate' : 'pagination.pageOf', {
            current: formatNumber(page, language),
            total: formatNumber(Math.max(totalPages, 1), language),
          })}
        </span>
      </p>
    </nav>
  );
}
