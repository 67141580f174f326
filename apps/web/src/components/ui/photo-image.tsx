import { useState } from 'react';
import { ImageIcon } from './icons';
import { classNames } from '@/lib/class-names';

/** A photo (of a listing) that turns into a neutral placeholder when the file cannot be loaded. */
export function PhotoImage({
  src,
  alt,
  className,
  loading = 'lazy',
  fit = 'cover',
}: {
  src: string;
  alt: string;
  className?: string;
  /** 'priority': the page's main image, fetched ahead of everything else. */
  loading?: 'lazy' | 'eager' | 'priority';
  fit?: 'cover' | 'contain';
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) {
    return (
      <div
        role="img"
        aria-label={alt}
        className={classNames('flex items-center justify-center bg-slate-200 text-slate-400', className)}
      >
        <ImageIcon className="size-10" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading={loading === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={loading === 'priority' ? 'high' : 'auto'}
      decoding={loading === 'priority' ? 'auto' : 'async'}
      draggable={false}
      onError={() => setFailedSrc(src)}
      className={classNames(fit === 'cover' ? 'object-cover' : 'object-contain', className)}
    />
  );
}
