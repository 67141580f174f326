import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LISTING_REPORT_DETAILS_MAX_LENGTH,
  LISTING_REPORT_REASONS,
  ListingReportRequest,
  type ListingReportReason,
} from '@sakhli/shared/schemas/listing-report';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/form-controls';
import { ApiError } from '@/lib/api-client';
import { classNames } from '@/lib/class-names';
import { useReportListing } from '../api/report-listing';
import { reportErrorMessage, reportFieldMessage } from './report-messages';

type FieldErrors = Partial<Record<'reason' | 'details', string>>;

/** The report: a reason (required), optional details with a counter; the server has the last word. */
export function ReportForm({ propertyId, onDone }: { propertyId: number; onDone: () => void }) {
  const { t } = useTranslation('listing');
  const id = useId();
  const report = useReportListing(propertyId);
  const [reason, setReason] = useState<ListingReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  if (report.isSuccess) {
    return (
      <div className="flex flex-col gap-4">
        <Alert tone="success" title={t('report.sent')}>
          {t('report.sentDetail')}
        </Alert>
        <Button variant="secondary" onClick={onDone} className="w-full">
          {t('report.close')}
        </Button>
      </div>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = ListingReportRequest.safeParse({ reason, details });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    try {
      await report.mutateAsync(parsed.data);
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.errors : undefined;
      if (fieldErrors?.reason || fieldErrors?.details) {
        setErrors({ reason: fieldErrors.reason?.[0], details: fieldErrors.details?.[0] });
      } else setFailure(reportErrorMessage(error, t));
    }
  };

  const reasonError = errors.reason && reportFieldMessage(errors.reason, t);
  const detailsError = errors.details && reportFieldMessage(errors.details, t);
  const detailsId = `${id}-details`;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      {failure && <Alert title={failure} />}
      <fieldset aria-describedby={reasonError ? `${id}-reason-error` : undefined}>
        <legend className="text-sm font-medium text-slate-700">{t('report.reason')}</legend>
        <div className="mt-2 flex flex-col gap-1.5">
          {LISTING_REPORT_REASONS.map((value) => (
            <label
              key={value}
              className={classNames(
                'flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 text-sm transition-colors',
                reason === value
                  ? 'border-brand-600 bg-brand-50 text-slate-900'
                  : 'border-slate-200 text-slate-800 hover:border-slate-300',
              )}
            >
              <input
                type="radio"
                name={`${id}-reason`}
                value={value}
                checked={reason === value}
                onChange={() => {
                  setReason(value);
                  setErrors((previous) => ({ ...previous, reason: undefined }));
                }}
                className="mt-0.5 size-4 shrink-0 accent-brand-700"
              />
              <span className="min-w-0">
                <span className="block font-medium">{t(`report.reasons.${value}`)}</span>
                <span className="block text-xs text-slate-600">{t(`report.reasonHints.${value}`)}</span>
              </span>
            </label>
          ))}
        </div>
        {reasonError && (
          <p id={`${id}-reason-error`} role="alert" className="mt-1.5 text-xs text-red-700">
            {reasonError}
          </p>
        )}
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={detailsId} className="text-sm font-medium text-slate-700">
          {t('report.details')}
        </label>
        <Textarea
          id={detailsId}
          rows={3}
          value={details}
          maxLength={LISTING_REPORT_DETAILS_MAX_LENGTH}
          placeholder={t('report.detailsPlaceholder')}
          invalid={Boolean(detailsError)}
          aria-describedby={`${detailsId}-${detailsError ? 'error' : 'hint'}`}
          onChange={(event) => {
            setDetails(event.target.value);
            setErrors((previous) => ({ ...previous, details: undefined }));
          }}
        />
        {detailsError ? (
          <p id={`${detailsId}-error`} role="alert" className="text-xs text-red-700">
            {detailsError}
          </p>
        ) : (
          <p id={`${detailsId}-hint`} className="text-xs text-slate-600">
            {t('report.counter', { count: details.length, max: LISTING_REPORT_DETAILS_MAX_LENGTH })}
          </p>
        )}
      </div>
      <Button type="submit" disabled={report.isPending} className="w-full">
        {t(report.isPending ? 'report.sending' : 'report.submit')}
      </Button>
    </form>
  );
}
