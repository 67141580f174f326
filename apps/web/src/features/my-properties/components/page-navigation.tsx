import { useTranslation } from 'react-i18next';
import { pageWindow } from '@sakhli/shared/rules/pagination';
import { Button } from '@/components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';

interface PageNavigationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

/** Previous, the window of page numbers (shared rule), next; shown only when there is more than one page. */
export function PageNavigation({ page, totalPages, onPageChange }: PageNavigationProps) {
  const { t } = useTranslation('myProperties');
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('pagination.label')} className="flex flex-col items-center gap-2 pt-2">
      <ol className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('pagination.previous')}
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <ChevronLeftIcon />
          </Button>
        </li>
        {pageWindow(page, totalPages).map((number) => (
          <li key={number}>
            <Button
              variant={number === page ? 'primary' : 'ghost'}
              size="icon"
              aria-current={number === page ? 'page' : undefined}
              aria-label={t('pagination.goTo', { page: number })}
              onClick={() => onPageChange(number)}
              className="tabular-nums"
            >
              {number}
            </Button>
          </li>
        ))}
        <li>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('pagination.next')}
            disabled={page >= totalPages}
            onClick={() => onPageChange(page + 1)}
          >
            <ChevronRightIcon />
          </Button>
        </li>
      </ol>
      <p className="text-sm text-slate-600">{t('pagination.pageOf', { current: page, total: totalPages })}</p>
    </nav>
  );
}
