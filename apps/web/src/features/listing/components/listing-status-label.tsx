import { useTranslation } from 'react-i18next';
import { PUBLISH_STATUSES } from '@sakhli/shared/enums';
import { classNames } from '@/lib/class-names';

const DOT: Record<string, string> = {
  Active: 'bg-emerald-500',
  Inactive: 'bg-slate-400',
  Pending: 'bg-amber-500',
  Archived: 'bg-rose-500',
};

/** The publishStatus with a coloured dot; a status the app does not know reads 'Unknown'. */
export function ListingStatusLabel({ status }: { status: string }) {
  const { t } = useTranslation('listing');
  const key = (PUBLISH_STATUSES as readonly string[]).includes(status) ? status : 'unknown';
  return (
    <span
      className="inline-flex items-center gap-2 rounded-full border border-slate-200 px-3 py-1 text-sm font-semibold text-slate-800"
      data-status={status}
    >
      <span aria-hidden="true" className={classNames('size-2 rounded-full', DOT[status] ?? 'bg-slate-300')} />
      {t(`management.status.${key}`)}
    </span>
  );
}
