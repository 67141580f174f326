import type { Language } from '@sakhli/shared/enums';
import { formatPriceDrop } from '@sakhli/shared/rules/price-drop';
import { classNames } from '@/lib/class-names';

interface PriceDropBadgeProps {
  /** The drop in whole per cent. */
  percent: number;
  language: Language;
  /** What a screen reader says instead of "−5%" ("Price down 5%"). */
  label: string;
  className?: string;
}

/** "−5%": a listing's recent price drop, on its cards and its page (decision 035). */
export function PriceDropBadge({ percent, language, label, className }: PriceDropBadgeProps) {
  return (
    <span
      className={classNames(
        'inline-flex items-center rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-emerald-800 ring-1 ring-emerald-200 ring-inset',
        className,
      )}
      data-testid="price-drop"
    >
      <span aria-hidden="true">{formatPriceDrop(percent, language)}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
