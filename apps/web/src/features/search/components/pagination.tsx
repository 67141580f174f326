import { useTranslation } from 'react-i18next';
import { pageWindow, showingRange } from '@sakhli/shared/rules/pagination';
import { Button } from '@/components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { classNames } from '@/lib/class-names';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';

interface PaginationProps {
  page: number;
  totalPages: number;
  totalCount: number;
  onPageChange: (page: number) => void;
}

/** Previous, a window of 5 page numbers, next; 'Showing {start}-{end} of {total}' and 'Page {current} of {total}'. */
export function Pagination({ page, totalPages, totalCount, onPageChange }: PaginationProps) {
  const { t } = useTranslation('search');
  const language = useLanguage();
  const range = showingRange(page, totalCount);
  return (
    <nav aria-label={t('pagination.label')} className="flex flex-col items-center gap-3 py-6">
      {totalPages > 1 && (
        <div className="flex items-center gap-1">
          <Button
            variant="ghost"
            size="icon"
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
            aria-label={t('pagination.previous')}
          >
            <ChevronLeftIcon />
          </Button>
          {pageWindow(page, totalPages).map((number) => (
            <button
              key={number}
              type="button"
              onClick={() => onPageChange(number)}
              aria-current={number === page ? 'page' : undefined}
              aria-label={t('pagination.goTo', { page: number })}
              className={classNames(
                'inline-flex size-10 cursor-pointer items-center justify-center rounded-full text-sm font-medium tabular-nums transition-colors',
                number === page ? 'bg-brand-700 text-white shadow-sm' : 'text-slate-700 hover:bg-slate-100',
              )}
            >
              {number}
            </button>
          ))}
          <Button
            variant="ghost"
            size="icon"
            disabled={page >= totalPages}
            onClick={() => onPageChange(page + 1)}
            aria-label={t('pagination.next')}
          >
            <ChevronRightIcon />
          </Button>
        </div>
      )}
      <p className="text-center text-sm text-slate-600" data-testid="pagination-summary">
        {t('pagination.showing', {
          start: formatNumber(range.start, language),
          end: formatNumber(range.end, language),
          total: formatNumber(range.total, language),
        })}
        <span aria-hidden="true" className="mx-2 text-slate-300">
          ·
        </span>
        {t('pagination.pageOf', { current: page, total: Math.max(totalPages, 1) })}
      </p>
    </nav>
  );
}
