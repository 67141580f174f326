import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIGHTBOX_PRELOAD } from '@sakhli/shared/constants';
import type { PropertyPhoto } from '@sakhli/shared/schemas/property';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '@/components/ui/icons';
import { classNames } from '@/lib/class-names';
import { neighbourIndexes, wrapIndex } from '../photo-index';
import { PhotoImage } from '@/components/ui/photo-image';
import { ThumbnailStrip } from './thumbnail-strip';

const ROUND_BUTTON =
  'inline-flex size-11 cursor-pointer items-center justify-center rounded-full bg-slate-900/70 text-white ring-1 ring-white/20 transition hover:bg-slate-800';

interface PhotoLightboxProps {
  photos: PropertyPhoto[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  title: string;
}

/**
 * Full-screen photo viewer. Radix Dialog traps focus, closes on Escape and locks the page scroll; a click on
 * the dark area around the photo closes it too, and the arrow keys move between photos.
 */
export function PhotoLightbox({ photos, index, onIndexChange, onClose, title }: PhotoLightboxProps) {
  const { t } = useTranslation('listing');
  const count = photos.length;
  const current = photos[wrapIndex(index, count)];
  const thumbnailStrip = useRef<HTMLUListElement>(null);
  const go = (step: number) => onIndexChange(wrapIndex(index + step, count));

  useEffect(() => {
    for (const neighbour of neighbourIndexes(index, count, LIGHTBOX_PRELOAD)) {
      const photo = photos[neighbour];
      if (photo) new Image().src = photo.originalUrl;
    }
    thumbnailStrip.current
      ?.querySelector('[aria-current="true"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [index, count, photos]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  };
  const closeOnBackdrop = (event: MouseEvent) => {
    if (event.target === event.currentTarget) onClose();
  };

  if (!current) return null;
  return (
    <Dialog.Root open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-slate-950/95" />
        <Dialog.Content
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          className="fixed inset-0 z-[60] flex flex-col bg-slate-950 text-white focus:outline-none"
        >
          <div className="flex items-center gap-3 px-4 py-3">
            <Dialog.Title className="min-w-0 flex-1 truncate text-sm font-medium text-slate-200">
              {title}
            </Dialog.Title>
            <p aria-live="polite" className="text-sm text-slate-300 tabular-nums">
              {t('gallery.counter', { current: index + 1, total: count })}
            </p>
            <Dialog.Close className={ROUND_BUTTON} aria-label={t('gallery.close')}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          <div
            data-testid="lightbox-backdrop"
            onClick={closeOnBackdrop}
            className="relative flex min-h-0 flex-1 items-center justify-center px-2 sm:px-16"
          >
            <PhotoImage
              key={current.id}
              src={current.originalUrl}
              alt={t('gallery.photoAlt', { title, index: index + 1, total: count })}
              loading="eager"
              fit="contain"
              className="max-h-full max-w-full rounded-md"
            />
            {count > 1 && (
              <>
                <button
                  type="button"
                  onClick={() => go(-1)}
                  aria-label={t('gallery.previous')}
                  className={classNames(ROUND_BUTTON, 'absolute top-1/2 left-2 -translate-y-1/2 sm:left-4')}
                >
                  <ChevronLeftIcon />
                </button>
                <button
                  type="button"
                  onClick={() => go(1)}
                  aria-label={t('gallery.next')}
                  className={classNames(ROUND_BUTTON, 'absolute top-1/2 right-2 -translate-y-1/2 sm:right-4')}
                >
                  <ChevronRightIcon />
                </button>
              </>
            )}
          </div>
          {count > 1 && (
            <ThumbnailStrip
              ref={thumbnailStrip}
              photos={photos}
              index={index}
              onSelect={onIndexChange}
              look="lightbox"
            />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
