import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PHOTOS } from '@sakhli/shared/constants';
import type { PhotoUploads } from '../hooks/use-photo-uploads';
import type { FormProblem } from '../listing-form-validation';
import { fieldId } from './listing-fields';
import { OwnListingNotice } from './own-listing-notice';
import { PhotoCard } from './photo-card';
import { PhotoPicker } from './photo-picker';

/**
 * SPEC.md section 2 'Photos': the picker, the photos in their order, and what keeps the form from being
 * sent (photos failed or still uploading, shown as they happen; none chosen, shown after a submit).
 */
export function PhotosSection({
  photos,
  problem,
  listingId,
}: {
  photos: PhotoUploads;
  problem: FormProblem | null;
  /** Edit: the listing itself, left out of the "you already have this listing" notice. */
  listingId?: number;
}) {
  const { t } = useTranslation('listingForm');
  const [notice, setNotice] = useState<string | null>(null);
  /** Said to screen readers after a move or a removal, which otherwise happen silently. */
  const [announcement, setAnnouncement] = useState('');
  const { items } = photos;
  const problemId = `${fieldId('photos')}-error`;

  const addFiles = (files: File[]) => {
    const outcome = photos.addFiles(files);
    const notices = [
      ...outcome.notImages.map((name) => t('photos.notImage', { name })),
      ...(outcome.overLimit > 0
        ? [t('photos.tooMany', { count: outcome.overLimit, max: PHOTOS.maxPerListing })]
        : []),
    ];
    setNotice(notices.length > 0 ? notices.join(' ') : null);
  };
  const move = (key: string, to: number) => {
    photos.move(key, to);
    const position = Math.max(1, Math.min(items.length, to + 1));
    setAnnouncement(t('photos.moved', { position, total: items.length }));
  };
  const remove = (key: string) => {
    photos.remove(key);
    setNotice(null);
    setAnnouncement(t('photos.removed'));
  };
  // Photos dropped on the list (not only on the zone) are added too.
  const onDropFiles = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    addFiles([...event.dataTransfer.files]);
  };

  return (
    <section
      aria-labelledby="photos-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="photos-title" className="text-lg font-semibold text-slate-900">
          {t('sections.photos')}
        </h2>
        <p className="text-sm text-slate-600">
          {t('photos.count', { count: items.length, max: PHOTOS.maxPerListing })}
        </p>
      </div>
      <p className="mt-1 text-sm text-slate-600">{t('photos.orderHint')}</p>
      <div className="mt-4 flex flex-col gap-4">
        <PhotoPicker
          buttonId={fieldId('photos')}
          describedBy={problem ? problemId : undefined}
          isFull={items.length >= PHOTOS.maxPerListing}
          onFiles={addFiles}
        />
        {notice && (
          <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            {notice}
          </p>
        )}
        <OwnListingNotice photos={items} listingId={listingId} />
        {problem && (
          <p
            id={problemId}
            role="alert"
            className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800"
          >
            {t(problem.key, problem.values)}
          </p>
        )}
        {items.length > 0 && (
          <ol
            aria-label={t('photos.list')}
            onDragOver={(event) => event.dataTransfer.types.includes('Files') && event.preventDefault()}
            onDrop={onDropFiles}
            className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
          >
            {items.map((photo, index) => (
              <PhotoCard
                key={photo.key}
                photo={photo}
                index={index}
                total={items.length}
                onMove={move}
                onRemove={remove}
                onRetry={photos.retry}
              />
            ))}
          </ol>
        )}
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
      </div>
    </section>
  );
}
