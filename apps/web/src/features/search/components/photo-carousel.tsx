import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CAROUSEL_PRELOAD } from '@sakhli/shared/constants';
import type { PropertyPhoto } from '@sakhli/shared/schemas/property';
import { ChevronLeftIcon, ChevronRightIcon, ImageIcon } from '@/components/ui/icons';
import { cardPhotoUrl } from '../card-photos';

const wrap = (index: number, length: number) => ((index % length) + length) % length;

const ARROW =
  'absolute top-1/2 inline-flex size-9 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full bg-white/90 text-slate-800 shadow-md transition hover:bg-white pointer-fine:opacity-0 pointer-fine:group-hover:opacity-100 focus-visible:opacity-100';

interface PhotoCarouselProps {
  photos: PropertyPhoto[];
  alt: string;
  href: string;
  /** The page's largest image (the first card's photo): fetched straight away, ahead of everything else. */
  isPriority?: boolean;
}

/** Runs `callback` once the browser has nothing more urgent to do (painting the page included). */
function whenIdle(callback: () => void) {
  if (typeof requestIdleCallback === 'undefined') {
    const timer = window.setTimeout(callback, 200);
    return () => window.clearTimeout(timer);
  }
  const handle = requestIdleCallback(callback, { timeout: 2000 });
  return () => cancelIdleCallback(handle);
}

/**
 * The card's photos: previous/next (wrapping round), an index/total badge, the 3 photos on each side of the
 * current one fetched ahead (once the first photo is in and the page is idle, so they never hold up what is on
 * screen), and a placeholder for a missing or broken image. The photo links to the listing.
 */
export function PhotoCarousel({ photos, alt, href, isPriority = false }: PhotoCarouselProps) {
  const { t } = useTranslation('search');
  const [index, setIndex] = useState(0);
  const [brokenUrls, setBrokenUrls] = useState<ReadonlySet<string>>(new Set());
  const [isFirstPhotoSettled, setIsFirstPhotoSettled] = useState(false);
  const [mayPreload, setMayPreload] = useState(false);
  const count = photos.length;
  const current = photos[wrap(index, Math.max(count, 1))];
  const currentUrl = current ? cardPhotoUrl(current) : null;

  useEffect(
    () => (isFirstPhotoSettled ? whenIdle(() => setMayPreload(true)) : undefined),
    [isFirstPhotoSettled],
  );
  useEffect(() => {
    if (!mayPreload) return;
    for (let offset = -CAROUSEL_PRELOAD; offset <= CAROUSEL_PRELOAD; offset += 1) {
      const photo = photos[wrap(index + offset, photos.length)];
      if (offset !== 0 && photo) new Image().src = cardPhotoUrl(photo);
    }
  }, [index, photos, mayPreload]);

  const showPlaceholder = currentUrl === null || brokenUrls.has(currentUrl);
  return (
    <div className="group relative aspect-[4/3] overflow-hidden bg-slate-100">
      <a
        href={href}
        target="_blank"
        rel="noopener"
        tabIndex={-1}
        aria-hidden="true"
        className="block size-full"
      >
        {showPlaceholder ? (
          <span
            data-testid="photo-placeholder"
            className="flex size-full flex-col items-center justify-center gap-2 text-slate-400"
          >
            <ImageIcon className="size-10" />
            <span className="text-xs">{t('card.noPhoto')}</span>
          </span>
        ) : (
          <img
            key={currentUrl}
            src={currentUrl}
            alt={alt}
            width={640}
            height={480}
            loading={isPriority ? 'eager' : 'lazy'}
            fetchPriority={isPriority ? 'high' : 'auto'}
            decoding={isPriority ? 'auto' : 'async'}
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
            onLoad={() => setIsFirstPhotoSettled(true)}
            onError={() => {
              setIsFirstPhotoSettled(true);
              setBrokenUrls((urls) => new Set(urls).add(currentUrl));
            }}
          />
        )}
      </a>
      {count > 1 && (
        <>
          <button
            type="button"
            className={`${ARROW} left-2`}
            aria-label={t('card.previousPhoto')}
            onClick={() => setIndex((i) => wrap(i - 1, count))}
          >
            <ChevronLeftIcon className="size-5" />
          </button>
          <button
            type="button"
            className={`${ARROW} right-2`}
            aria-label={t('card.nextPhoto')}
            onClick={() => setIndex((i) => wrap(i + 1, count))}
          >
            <ChevronRightIcon className="size-5" />
          </button>
        </>
      )}
      {count > 0 && (
        <span className="absolute right-2 bottom-2 rounded-full bg-slate-900/70 px-2 py-0.5 text-xs font-medium text-white tabular-nums">
          <span aria-hidden="true">
            {wrap(index, count) + 1}/{count}
          </span>
          <span className="sr-only">
            {t('card.photoPosition', { index: wrap(index, count) + 1, total: count })}
          </span>
        </span>
      )}
    </div>
  );
}
