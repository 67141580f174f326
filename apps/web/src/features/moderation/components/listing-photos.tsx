import { useTranslation } from 'react-i18next';
import type { PropertyPhoto } from '@sakhli/shared/schemas/property';
import { ImageIcon } from '@/components/ui/icons';
import { PhotoImage } from '@/components/ui/photo-image';

const SHOWN = 4;

/** The listing's photos in their order: the first large, three more small, and how many besides. */
export function ListingPhotos({ photos }: { photos: PropertyPhoto[] }) {
  const { t } = useTranslation('moderation');
  const sorted = [...photos].sort((a, b) => a.sortOrder - b.sortOrder);
  if (sorted.length === 0) {
    return (
      <div className="flex aspect-[4/3] flex-col self-start items-center justify-center gap-1 rounded-xl bg-slate-100 text-sm text-slate-500">
        <ImageIcon className="size-8" />
        {t('item.noPhotos')}
      </div>
    );
  }
  const shown = sorted.slice(0, SHOWN);
  const more = sorted.length - shown.length;
  return (
    <ul className="grid grid-cols-3 content-start gap-1.5 self-start">
      {shown.map((photo, index) => (
        <li key={photo.id} className={index === 0 ? 'col-span-3 aspect-[4/3]' : 'relative aspect-square'}>
          <PhotoImage
            src={photo.thumbnailUrl ?? photo.originalUrl}
            alt={t('item.photoAlt', { index: index + 1 })}
            className="size-full rounded-lg"
          />
          {more > 0 && index === shown.length - 1 && (
            <span className="absolute inset-0 flex items-center justify-center rounded-lg bg-slate-900/55 text-lg font-semibold text-white">
              {t('item.morePhotos', { count: more })}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
