import { useTranslation } from 'react-i18next';
import { classNames } from '@/lib/class-names';
import { compareTray, toggleCompared } from '../compare-tray';

/** Asks the tray to say that a fifth listing cannot be added (the tray shows it where it is read out). */
export const COMPARE_FULL_EVENT = 'sakhli:compare-full';

/**
 * "Compare": puts the listing in the compare tray or takes it out. A toggle whose name stays the same; its
 * pressed state (and the check mark) says whether the listing is in the tray.
 */
export function CompareToggle({ propertyId, className }: { propertyId: number; className?: string }) {
  const { t } = useTranslation('shortlists');
  const isCompared = compareTray.useIds().includes(propertyId);
  return (
    <button
      type="button"
      aria-pressed={isCompared}
      onClick={() => {
        if (toggleCompared(propertyId) === 'full') window.dispatchEvent(new Event(COMPARE_FULL_EVENT));
      }}
      className={classNames(
        'inline-flex cursor-pointer items-center gap-1.5 rounded-lg border px-2.5 py-1.5 text-sm font-medium',
        isCompared
          ? 'border-brand-600 bg-brand-50 text-brand-800'
          : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
        className,
      )}
      data-testid="compare-toggle"
    >
      <span aria-hidden="true">{isCompared ? '✓' : '+'}</span>
      {t('compare.add')}
    </button>
  );
}
