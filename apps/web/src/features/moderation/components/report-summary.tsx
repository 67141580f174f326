import { useTranslation } from 'react-i18next';
import type { ListingReportGroup } from '@sakhli/shared/schemas/listing-report';
import { MailIcon } from '@/components/ui/account-icons';
import { FlagIcon } from '@/components/ui/icons';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';

/** A listing's open reports (decision 037): how many, the reasons with counts, then each report. */
export function ReportSummary({ reports, titleId }: { reports: ListingReportGroup; titleId: string }) {
  const { t } = useTranslation('moderation');
  const language = useLanguage();
  return (
    <section
      aria-label={t('reports.label')}
      aria-describedby={titleId}
      className="rounded-xl border border-amber-200 bg-amber-50/60 p-3 text-sm"
    >
      <div className="flex flex-wrap items-center gap-2">
        <FlagIcon className="size-4 text-amber-800" />
        <p className="font-semibold text-amber-950">{t('reports.count', { count: reports.count })}</p>
        {/* Whether the listing is on the site meanwhile: one or two reports leave it live. */}
        <span
          className={
            reports.isHeld
              ? 'rounded-full bg-amber-200 px-2 py-0.5 text-xs font-semibold text-amber-950'
              : 'rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900'
          }
        >
          {t(reports.isHeld ? 'reports.held' : 'reports.live')}
        </span>
      </div>
      <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={t('reports.reasons')}>
        {reports.reasons.map(({ reason, count }) => (
          <li
            key={reason}
            className="rounded-full border border-amber-300 bg-white px-2 py-0.5 text-xs text-slate-800"
          >
            {t(`reports.reason.${reason}`)} · {count}
          </li>
        ))}
      </ul>
      <ol className="mt-3 flex flex-col divide-y divide-amber-200/70">
        {reports.entries.map((entry) => (
          <li key={entry.id} className="py-2 first:pt-0 last:pb-0">
            <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-slate-700">
              <span className="font-semibold text-slate-900">{t(`reports.reason.${entry.reason}`)}</span>
              <span>{entry.reporter.displayName}</span>
              <a
                href={`mailto:${entry.reporter.email}`}
                className="inline-flex min-w-0 items-center gap-1 break-all text-brand-800 hover:underline"
              >
                <MailIcon className="size-3.5 shrink-0" />
                {entry.reporter.email}
              </a>
              <span className="text-slate-600">{formatDate(entry.createdAt, language)}</span>
            </p>
            {entry.details && <p className="mt-1 break-words text-slate-800">{entry.details}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
