import { useTranslation } from 'react-i18next';
import { formatPriceDrop } from '@sakhli/shared/rules/price-drop';
import { classNames } from '@/lib/class-names';
import { useLanguage } from '@/lib/use-language';

/**
 * "−5%": a listing's recent price drop (`priceDropPercent` of the read model, decision 035) on its cards and
 * its page; a screen reader hears "Price down 5%". Nothing without a drop.
 */
export function PriceDropBadge({ percent, className }: { percent: number | null; className?: string }) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  if (percent === null) return null;
  return (
    <span
      className={classNames(
        'inline-flex items-center rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-emerald-800 ring-1 ring-emerald-200 ring-inset',
        className,
      )}
      data-testid="price-drop"
    >
      <span aria-hidden="true">{formatPriceDrop(percent, language)}</span>
      <span className="sr-only">{t('priceDrop', { percent })}</span>
    </span>
  );
}
