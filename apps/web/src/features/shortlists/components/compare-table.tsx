import { useTranslation } from 'react-i18next';
import type { Property } from '@sakhli/shared/schemas/property';
import { PhotoImage } from '@/components/ui/photo-image';
import { SellerLine } from '@/components/ui/seller-line';
import { classNames } from '@/lib/class-names';
import { formatNumber, formatPrice } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { compareTable, type CompareRow, type CompareValue } from '../compare-rows';
import { coverUrl, useShortTitle } from './shortlist-card';

/**
 * Widths in rem: the row names' column, and each listing's, wide enough for the longest single words of the
 * values ("Новостройка", "გარემონტებული") in bold; the table scrolls sideways on a narrow screen instead.
 */
const LABEL_REM = 8;
const LISTING_REM = 10;

/**
 * The comparison: one column per listing, one row per fact; rows whose values differ are marked. The row
 * names stay in view while the listings scroll sideways.
 */
export function CompareTable({
  listings,
  onRemove,
}: {
  listings: Property[];
  onRemove: (id: number) => void;
}) {
  const { t } = useTranslation('shortlists');
  const language = useLanguage();
  const titleOf = useShortTitle();
  const rows = compareTable(listings);

  function written(row: CompareRow, value: CompareValue) {
    if (value === null) return '—';
    if (typeof value === 'object') return <SellerLine seller={value} wraps />;
    switch (row.kind) {
      case 'usd':
        return formatPrice(value as number, 'USD', language);
      case 'gel':
        return formatPrice(value as number, 'GEL', language);
      case 'area':
        return t('compare.area', { size: formatNumber(value as number, language, 1) });
      case 'yesNo':
        return t(value ? 'compare.yes' : 'compare.no');
      case 'label':
        return t(value as string);
      case 'year':
        return String(value);
      default:
        return typeof value === 'number' ? formatNumber(value, language) : String(value);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-slate-600" aria-hidden="true">
        {t('compare.caption')}{' '}
        <span className="rounded bg-amber-100 px-1.5 text-amber-900">{t('compare.differs')}</span>
      </p>
      <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
        <table
          className="w-full table-fixed text-left text-sm wrap-break-word"
          style={{ minWidth: `${LABEL_REM + listings.length * LISTING_REM}rem` }}
          data-testid="compare-table"
        >
          <caption className="sr-only">{t('compare.caption')}</caption>
          <thead>
            <tr className="border-b border-slate-200 align-top">
              <td className="sticky left-0 z-10 w-32 bg-white p-3 sm:w-40" />
              {listings.map((property) => (
                <th key={property.id} scope="col" className="p-3 font-semibold text-slate-900">
                  <a href={`/property/${property.id}`} className="group flex flex-col gap-2">
                    <span className="block aspect-[4/3] overflow-hidden rounded-lg bg-slate-100">
                      {coverUrl(property) && (
                        <PhotoImage src={coverUrl(property)!} alt="" className="size-full" />
                      )}
                    </span>
                    <span className="group-hover:underline">{titleOf(property)}</span>
                  </a>
                  <button
                    type="button"
                    onClick={() => onRemove(property.id)}
                    aria-label={t('compare.removeLabel', { title: titleOf(property) })}
                    className="mt-1 cursor-pointer text-xs font-normal text-slate-600 hover:text-rose-700 hover:underline"
                  >
                    {t('compare.remove')}
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ row, values, differs }) => (
              <tr
                key={row.key}
                className={classNames('border-b border-slate-100 last:border-0', differs && 'bg-amber-50')}
                data-differs={differs || undefined}
                data-row={row.key}
              >
                <th
                  scope="row"
                  className={classNames(
                    'sticky left-0 z-10 p-3 font-medium text-slate-600',
                    differs ? 'bg-amber-50' : 'bg-white',
                  )}
                >
                  {t(`compare.rows.${row.key}`)}
                  {differs && <span className="sr-only">{` (${t('compare.differs')})`}</span>}
                </th>
                {values.map((value, index) => (
                  <td
                    key={listings[index]!.id}
                    className={classNames(
                      'p-3 tabular-nums',
                      differs ? 'font-semibold text-slate-900' : 'text-slate-700',
                    )}
                  >
                    {written(row, value)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
