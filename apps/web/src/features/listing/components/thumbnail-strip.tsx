import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { PropertyPhoto } from '@sakhli/shared/schemas/property';
import { classNames } from '@/lib/class-names';
import { PhotoImage } from '@/components/ui/photo-image';

const LOOKS = {
  page: {
    list: 'p-1',
    button: 'h-16 w-24 rounded-lg sm:h-20 sm:w-28',
    active: 'ring-brand-600',
    idle: 'opacity-75',
  },
  lightbox: { list: 'px-4 py-3', button: 'h-14 w-20 rounded-md', active: 'ring-white', idle: 'opacity-60' },
} as const;

/** A row of thumbnails; the current one is marked with aria-current. */
export function ThumbnailStrip({
  photos,
  index,
  onSelect,
  look,
  ref,
}: {
  photos: PropertyPhoto[];
  index: number;
  onSelect: (index: number) => void;
  look: keyof typeof LOOKS;
  ref?: Ref<HTMLUListElement>;
}) {
  const { t } = useTranslation('listing');
  const styles = LOOKS[look];
  return (
    <ul
      ref={ref}
      aria-label={t('gallery.thumbnails')}
      className={classNames('flex gap-2 overflow-x-auto', styles.list)}
    >
      {photos.map((photo, position) => (
        <li key={photo.id} className="shrink-0">
          <button
            type="button"
            onClick={() => onSelect(position)}
            aria-label={t('gallery.show', { index: position + 1 })}
            aria-current={position === index || undefined}
            className={classNames(
              'block cursor-pointer overflow-hidden ring-2 transition',
              styles.button,
              position === index
                ? styles.active
                : classNames(styles.idle, 'ring-transparent hover:opacity-100'),
            )}
          >
            <PhotoImage src={photo.thumbnailUrl ?? photo.originalUrl} alt="" className="size-full" />
          </button>
        </li>
      ))}
    </ul>
  );
}
