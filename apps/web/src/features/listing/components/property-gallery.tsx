import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PropertyPhoto } from '@sakhli/shared/schemas/property';
import { ChevronLeftIcon, ChevronRightIcon, ImageIcon } from '@/components/ui/icons';
import { classNames } from '@/lib/class-names';
import { wrapIndex } from '../photo-index';
import { PhotoImage } from '@/components/ui/photo-image';
import { ThumbnailStrip } from './thumbnail-strip';

// The lightbox is only needed once someone opens a photo: its own chunk.
const PhotoLightbox = lazy(() =>
  import('./photo-lightbox').then((module) => ({ default: module.PhotoLightbox })),
);

const ARROW =
  'absolute top-1/2 inline-flex size-10 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full bg-white/90 text-slate-800 shadow-md transition hover:bg-white';

export function PropertyGallery({ photos, title }: { photos: PropertyPhoto[]; title: string }) {
  const { t } = useTranslation('listing');
  const [index, setIndex] = useState(0);
  const [isLightboxOpen, setLightboxOpen] = useState(false);
  const count = photos.length;
  const current = photos[wrapIndex(index, count)];

  if (!current) {
    return (
      <div className="flex aspect-[16/10] flex-col items-center justify-center gap-2 rounded-2xl bg-slate-200 text-slate-500">
        <ImageIcon className="size-12" />
        <p className="text-sm">{t('gallery.noPhotos')}</p>
      </div>
    );
  }

  const alt = (position: number) => t('gallery.photoAlt', { title, index: position + 1, total: count });
  return (
    <section aria-label={t('gallery.label')} className="flex flex-col gap-3">
      <div className="relative overflow-hidden rounded-2xl bg-slate-900">
        <button
          type="button"
          onClick={() => setLightboxOpen(true)}
          aria-label={t('gallery.open', { index: index + 1 })}
          className="block aspect-[4/3] w-full cursor-zoom-in sm:aspect-[16/10]"
        >
          <PhotoImage src={current.originalUrl} alt={alt(index)} loading="priority" className="size-full" />
        </button>
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => setIndex(wrapIndex(index - 1, count))}
              aria-label={t('gallery.previous')}
              className={classNames(ARROW, 'left-3')}
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              onClick={() => setIndex(wrapIndex(index + 1, count))}
              aria-label={t('gallery.next')}
              className={classNames(ARROW, 'right-3')}
            >
              <ChevronRightIcon />
            </button>
          </>
        )}
        <p
          aria-live="polite"
          className="absolute right-3 bottom-3 rounded-full bg-slate-900/75 px-2.5 py-1 text-xs font-medium text-white tabular-nums"
        >
          {t('gallery.counter', { current: index + 1, total: count })}
        </p>
      </div>
      {count > 1 && <ThumbnailStrip photos={photos} index={index} onSelect={setIndex} look="page" />}
      {isLightboxOpen && (
        <Suspense fallback={null}>
          <PhotoLightbox
            photos={photos}
            index={index}
            onIndexChange={setIndex}
            onClose={() => setLightboxOpen(false)}
            title={title}
          />
        </Suspense>
      )}
    </section>
  );
}
