import { useTranslation } from 'react-i18next';
import { PUBLISH_STATUSES } from '@sakhli/shared/enums';
import { classNames } from '@/lib/class-names';

const TONES: Record<string, string> = {
  Active: 'bg-emerald-100 text-emerald-900 ring-emerald-600/20',
  Inactive: 'bg-slate-100 text-slate-800 ring-slate-500/20',
  Pending: 'bg-amber-100 text-amber-900 ring-amber-600/25',
  Archived: 'bg-rose-50 text-rose-900 ring-rose-600/20',
};

/** The listing's publishStatus as a coloured label; an unknown status reads 'Unknown'. */
export function StatusBadge({ status, className }: { status: string; className?: string }) {
  const { t } = useTranslation('myProperties');
  const isKnown = (PUBLISH_STATUSES as readonly string[]).includes(status);
  return (
    <span
      className={classNames(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        TONES[status] ?? TONES.Inactive,
        className,
      )}
      data-status={status}
    >
      {t(isKnown ? `status.${status}` : 'status.unknown')}
    </span>
  );
}
