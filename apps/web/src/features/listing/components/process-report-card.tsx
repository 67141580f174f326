import { useTranslation } from 'react-i18next';
import type { ProcessReport } from '@sakhli/shared/schemas/process-report';
import { CheckCircleIcon, ClockIcon } from '@/components/ui/icons';
import { useLanguage } from '@/lib/use-language';
import { reportSections, useProcessReport } from '../api/get-process-report';
import { QueryPanel } from './query-panel';

function ReportSections({ report }: { report: ProcessReport }) {
  const { t } = useTranslation('listing');
  return (
    <>
      <p className="mt-1 text-sm text-slate-600">
        {t('processReport.basis', {
          count: report.analysedPhotoCount,
          source: t(`processReport.sources.${report.source}`),
        })}
      </p>
      <dl className="mt-3 divide-y divide-slate-100">
        {reportSections(report).map(({ key, text, hasProcessed }) => (
          <div key={key} className="py-3" data-section={key} data-processed={hasProcessed}>
            <dt className="flex flex-wrap items-center justify-between gap-2 text-sm font-medium text-slate-900">
              {t(`processReport.sections.${key}`)}
              <span
                className={
                  hasProcessed
                    ? 'inline-flex items-center gap-1 text-xs font-semibold text-emerald-800'
                    : 'inline-flex items-center gap-1 text-xs font-semibold text-slate-600'
                }
              >
                {hasProcessed ? <CheckCircleIcon className="size-4" /> : <ClockIcon className="size-4" />}
                {t(hasProcessed ? 'processReport.processed' : 'processReport.notProcessed')}
              </span>
            </dt>
            <dd className="mt-1 text-sm leading-relaxed break-words text-slate-700">
              {text || t(hasProcessed ? 'processReport.noText' : 'processReport.notAnalysed')}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** Moderators and admins: the photo report of the listing, or why there is none to show. */
export function ProcessReportCard({ propertyId }: { propertyId: number }) {
  const { t } = useTranslation('listing');
  return (
    <QueryPanel
      id="process-report-heading"
      title={t('processReport.heading')}
      loadingLabel={t('processReport.loading')}
      failedTitle={t('processReport.failed')}
      query={useProcessReport(propertyId, useLanguage())}
    >
      {(report) =>
        report === null ? (
          <p className="mt-3 text-sm text-slate-600" data-testid="process-report-unavailable">
            {t('processReport.notAvailable')}
          </p>
        ) : (
          <ReportSections report={report} />
        )
      }
    </QueryPanel>
  );
}
