import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import type { MyPropertiesStats } from '../my-properties-stats';

const FIGURES = [
  ['total', 'text-slate-900'],
  ['active', 'text-emerald-700'],
  ['inactive', 'text-slate-600'],
  ['views', 'text-brand-800'],
] as const;

/** Total, active, inactive and total views (SPEC.md section 9 'Stats'). */
export function StatsBar({ stats }: { stats: MyPropertiesStats }) {
  const { t } = useTranslation('myProperties');
  const language = useLanguage();
  return (
    <dl
      aria-label={t('stats.label')}
      className="grid grid-cols-2 gap-3 md:grid-cols-4"
      data-testid="my-properties-stats"
    >
      {FIGURES.map(([key, tone]) => (
        <div key={key} className="rounded-2xl border border-slate-200 bg-white px-4 py-3 shadow-xs">
          <dt className="truncate text-xs font-medium text-slate-500 sm:text-sm">{t(`stats.${key}`)}</dt>
          <dd className={`mt-1 text-2xl font-bold tabular-nums ${tone}`} data-stat={key}>
            {formatNumber(stats[key], language)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
