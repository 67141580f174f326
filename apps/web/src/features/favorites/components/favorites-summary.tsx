import { useTranslation } from 'react-i18next';
import type { Favorite } from '@sakhli/shared/schemas/favorite';
import { formatNumber, formatPrice } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { averageFavoritePrice } from '../average-price';

/** SPEC.md 'Favorites': how many listings are saved and their average price. */
export function FavoritesSummary({ favorites }: { favorites: Favorite[] }) {
  const { t } = useTranslation('favorites');
  const language = useLanguage();
  const average = averageFavoritePrice(favorites.map((favorite) => favorite.property));
  return (
    <dl aria-label={t('summary.label')} className="grid grid-cols-2 gap-3 sm:max-w-xl">
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
        <dt className="text-sm text-slate-600">{t('summary.count')}</dt>
        <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums" data-testid="favorites-count">
          {formatNumber(favorites.length, language)}
        </dd>
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
        <dt className="text-sm text-slate-600">{t('summary.averagePrice')}</dt>
        <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums" data-testid="favorites-average">
          {average ? formatPrice(average.amount, average.currency, language) : t('summary.noPrice')}
        </dd>
        {average && average.count !== favorites.length && (
          <dd className="text-xs text-slate-500">{t('summary.averageOf', { count: average.count })}</dd>
        )}
      </div>
    </dl>
  );
}
