import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Property } from '@sakhli/shared/schemas/property';
import { AreaIcon, BedIcon, BuildingIcon, PaintRollerIcon } from '@/components/ui/icons';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700">
      {icon}
      {children}
    </li>
  );
}

/** The status facts of a card: building status, renovation status, size and bedrooms. */
export function PropertyFacts({ property }: { property: Property }) {
  const { t } = useTranslation(['search', 'common']);
  const language = useLanguage();
  const iconClass = 'size-3.5 text-slate-500';
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t('search:card.facts')}>
      <Fact icon={<BuildingIcon className={iconClass} />}>
        {t(`common:buildingStatus.${property.buildingStatus}`)}
      </Fact>
      <Fact icon={<PaintRollerIcon className={iconClass} />}>
        {t(`common:renovationStatus.${property.renovationStatus}`)}
      </Fact>
      <Fact icon={<AreaIcon className={iconClass} />}>
        {t('search:card.size', { size: formatNumber(property.size, language, 1) })}
      </Fact>
      <Fact icon={<BedIcon className={iconClass} />}>
        {t('search:card.bedrooms', { count: property.bedrooms })}
      </Fact>
    </ul>
  );
}
