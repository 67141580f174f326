import { useTranslation } from 'react-i18next';
import { PROCESSING_STATUSES, type ImageProcessingRecord } from '@sakhli/shared/schemas/image';
import { PhotoImage } from '@/components/ui/photo-image';
import { classNames } from '@/lib/class-names';
import { useImageRecords } from '../api/get-image-records';
import { QueryPanel } from './query-panel';

const TONE: Record<string, string> = {
  completed: 'bg-emerald-100 text-emerald-900',
  processing: 'bg-sky-100 text-sky-900',
  pending: 'bg-amber-100 text-amber-900',
  failed: 'bg-red-100 text-red-900',
};

/** SPEC.md section 3: completed, processing, pending, failed, otherwise unknown. */
const statusKey = (status: string) =>
  (PROCESSING_STATUSES as readonly string[]).includes(status) ? status : 'unknown';

function RecordRow({ record }: { record: ImageProcessingRecord }) {
  const { t } = useTranslation('listing');
  const status = statusKey(record.processingStatus);
  return (
    <li className="flex gap-3 py-3" data-testid="image-record">
      <PhotoImage
        src={record.thumbnailUrl ?? record.originalUrl}
        alt={t('imageProcessing.photo', { index: record.sortOrder + 1 })}
        className="size-14 shrink-0 rounded-lg bg-slate-100"
      />
      <div className="min-w-0 flex-1 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-slate-900">
            {t('imageProcessing.photo', { index: record.sortOrder + 1 })}
          </span>
          <span
            className={classNames(
              'rounded-full px-2 py-0.5 text-xs font-semibold',
              TONE[status] ?? 'bg-slate-100 text-slate-800',
            )}
          >
            {t(`imageProcessing.status.${status}`)}
          </span>
        </div>
        <p className="mt-0.5 text-slate-600">
          {t('imageProcessing.retries', { retries: record.retryCount, max: record.maxRetries })}
        </p>
        {record.errorMessage && <p className="mt-1 break-words text-red-700">{record.errorMessage}</p>}
      </div>
    </li>
  );
}

/** Moderators and admins: how each photo of the listing was processed (GET /api/Image/{propertyId}). */
export function ImageProcessingCard({ propertyId }: { propertyId: number }) {
  const { t } = useTranslation('listing');
  return (
    <QueryPanel
      id="image-processing-heading"
      title={t('imageProcessing.heading')}
      loadingLabel={t('imageProcessing.loading')}
      failedTitle={t('imageProcessing.failed')}
      query={useImageRecords(propertyId)}
    >
      {(records) =>
        records.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">{t('imageProcessing.empty')}</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100">
            {records.map((record) => (
              <RecordRow key={record.propertyPhotoId} record={record} />
            ))}
          </ul>
        )
      }
    </QueryPanel>
  );
}
