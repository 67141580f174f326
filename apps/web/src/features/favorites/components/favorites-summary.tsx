import { useTranslation } from 'react-i18next';
import type { Favorite } from '@sakhli/shared/schemas/favorite';
import { StatTile } from '@/components/ui/stat-tile';
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
      <StatTile
        label={t('summary.count')}
        value={formatNumber(favorites.length, language)}
        testId="favorites-count"
      />
      <StatTile
        label={t('summary.averagePrice')}
        value={average ? formatPrice(average.amount, average.currency, language) : t('summary.noPrice')}
        hint={
          average && average.count !== favorites.length && t('summary.averageOf', { count: average.count })
        }
        testId="favorites-average"
      />
    </dl>
  );
}
