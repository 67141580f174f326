import { useTranslation } from 'react-i18next';
import type { PossibleDuplicate } from '@sakhli/shared/schemas/moderation';
import { AlertIcon } from '@/components/ui/icons';
import { PhotoImage } from '@/components/ui/photo-image';

/**
 * "Possible duplicate of #code" (decision 038): the other accounts' listings whose photos this listing's
 * photos match, each with a link and the matching photos side by side. Approving clears the marker.
 */
export function PossibleDuplicates({ duplicates }: { duplicates: PossibleDuplicate[] }) {
  const { t } = useTranslation('moderation');
  if (duplicates.length === 0) return null;
  return (
    <section
      aria-label={t('duplicates.label')}
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      {duplicates.map((duplicate) => (
        <div key={duplicate.id} className="flex flex-col gap-2">
          <p className="flex items-start gap-2 font-semibold">
            <AlertIcon className="mt-0.5 size-4 shrink-0 text-amber-700" />
            <span>
              {t('duplicates.of')}{' '}
              <a
                href={`/property/${duplicate.id}`}
                target="_blank"
                rel="noopener"
                className="text-brand-800 underline hover:no-underline"
              >
                #{duplicate.code}
              </a>
            </span>
          </p>
          <ul className="flex flex-wrap gap-3">
            {duplicate.matchingPhotos.map((pair, index) => (
              <li key={index} className="grid grid-cols-2 gap-1 text-center text-xs">
                <figure>
                  <PhotoImage
                    src={pair.thumbnailUrl ?? ''}
                    alt={t('duplicates.thisPhoto', { index: index + 1 })}
                    className="h-16 w-24 rounded-md"
                  />
                  <figcaption className="mt-0.5">{t('duplicates.thisListing')}</figcaption>
                </figure>
                <figure>
                  <PhotoImage
                    src={pair.otherThumbnailUrl ?? ''}
                    alt={t('duplicates.otherPhoto', { index: index + 1, code: duplicate.code })}
                    className="h-16 w-24 rounded-md"
                  />
                  <figcaption className="mt-0.5">#{duplicate.code}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <p className="text-amber-900">{t('duplicates.hint')}</p>
    </section>
  );
}
