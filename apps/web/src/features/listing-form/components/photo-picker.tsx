import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PHOTOS } from '@sakhli/shared/constants';
import { classNames } from '@/lib/class-names';
import { UploadIcon } from './form-icons';

const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/**
 * SPEC.md section 5: images only, several at once, by click or by drag and drop. The whole zone is one
 * button; the file input behind it is hidden (display: none still opens the system picker).
 */
export function PhotoPicker({
  buttonId,
  describedBy,
  isFull,
  onFiles,
}: {
  buttonId: string;
  describedBy?: string;
  isFull: boolean;
  onFiles: (files: File[]) => void;
}) {
  const { t } = useTranslation('listingForm');
  const input = useRef<HTMLInputElement>(null);
  const [isOver, setOver] = useState(false);

  const onDrop = (event: DragEvent) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    setOver(false);
    onFiles([...event.dataTransfer.files]);
  };

  return (
    <div
      onDragOver={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = isFull ? 'none' : 'copy';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <button
        id={buttonId}
        type="button"
        disabled={isFull}
        aria-describedby={describedBy}
        onClick={() => input.current?.click()}
        className={classNames(
          'flex w-full cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors focus:ring-2 focus:ring-brand-600/30 focus:outline-none disabled:cursor-not-allowed disabled:opacity-60',
          isOver
            ? 'border-brand-600 bg-brand-50'
            : 'border-slate-300 bg-slate-50 hover:border-brand-500 hover:bg-brand-50/50',
        )}
      >
        <UploadIcon className="size-8 text-brand-700" />
        <span className="text-sm font-semibold text-slate-900">
          {isFull ? t('photos.full', { max: PHOTOS.maxPerListing }) : t('photos.dropTitle')}
        </span>
        <span className="text-xs text-slate-600">{t('photos.dropHint', { max: PHOTOS.maxPerListing })}</span>
      </button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        hidden
        data-testid="photo-input"
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          // The same files can be chosen again after being removed.
          event.target.value = '';
        }}
      />
    </div>
  );
}
