import { useState, type ComponentType, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { CheckIcon, ChevronLeftIcon, ChevronRightIcon, ImageIcon } from '@/components/ui/icons';
import { classNames } from '@/lib/class-names';
import type { PhotoItem } from '../hooks/photo-list';
import { RetryIcon, TrashIcon } from './form-icons';

/** The drag data of a photo being reordered (files dragged in from outside carry 'Files' instead). */
export const PHOTO_DRAG_TYPE = 'application/x-sakhli-photo';

interface PhotoCardProps {
  photo: PhotoItem;
  index: number;
  total: number;
  onMove: (key: string, to: number) => void;
  onRemove: (key: string) => void;
  onRetry: (key: string) => void;
}

interface PhotoAction {
  label: string;
  Icon: ComponentType<{ className?: string }>;
  onClick: () => void;
  isDisabled?: boolean;
  isDanger?: boolean;
}

/** Small icon buttons, each named for the photo it acts on. */
function PhotoActions({ actions }: { actions: PhotoAction[] }) {
  return (
    <div className="flex gap-1">
      {actions.map(({ label, Icon, onClick, isDisabled, isDanger }) => (
        <Button
          key={label}
          variant="ghost"
          size="icon-sm"
          aria-label={label}
          disabled={isDisabled}
          onClick={onClick}
          className={isDanger ? 'text-red-700 hover:bg-red-50' : undefined}
        >
          <Icon className="size-4" />
        </Button>
      ))}
    </div>
  );
}

function UploadProgress({ progress, index }: { progress: number; index: number }) {
  const { t } = useTranslation('listingForm');
  const percent = Math.round(progress * 100);
  return (
    <div className="absolute inset-x-0 bottom-0 bg-slate-900/70 px-2 py-1.5 text-xs text-white">
      <p>{percent < 100 ? t('photos.uploading', { percent }) : t('photos.checking')}</p>
      <div
        role="progressbar"
        aria-label={t('photos.progressLabel', { index: index + 1 })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-1 h-1.5 overflow-hidden rounded-full bg-white/30"
      >
        <div className="h-full bg-white transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/**
 * One photo (SPEC.md section 4 'Photo item'): its preview, upload progress, the server's errors and
 * warnings, 'Existing photo' on an edited listing's own. Buttons move it earlier or later and remove it;
 * with a mouse it can also be dragged to its place.
 */
export function PhotoCard({ photo, index, total, onMove, onRemove, onRetry }: PhotoCardProps) {
  const { t } = useTranslation('listingForm');
  const [isBroken, setBroken] = useState(false);
  const [isDropTarget, setDropTarget] = useState(false);
  const number = index + 1;
  const isReorder = (event: DragEvent) => event.dataTransfer.types.includes(PHOTO_DRAG_TYPE);

  return (
    <li
      draggable
      onDragStart={(event) => {
        event.dataTransfer.setData(PHOTO_DRAG_TYPE, photo.key);
        event.dataTransfer.effectAllowed = 'move';
      }}
      onDragOver={(event) => {
        if (!isReorder(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setDropTarget(true);
      }}
      onDragLeave={() => setDropTarget(false)}
      onDrop={(event) => {
        if (!isReorder(event)) return;
        event.preventDefault();
        event.stopPropagation();
        setDropTarget(false);
        onMove(event.dataTransfer.getData(PHOTO_DRAG_TYPE), index);
      }}
      aria-label={t('photos.itemLabel', { index: number, total })}
      className={classNames(
        'flex flex-col overflow-hidden rounded-xl border bg-white',
        photo.state === 'error' ? 'border-red-300' : 'border-slate-200',
        isDropTarget && 'ring-2 ring-brand-600',
      )}
    >
      <div className="relative aspect-[4/3] cursor-grab bg-slate-100">
        {isBroken ? (
          <div className="flex size-full items-center justify-center text-slate-400">
            <ImageIcon className="size-8" />
          </div>
        ) : (
          <img
            src={photo.previewUrl}
            alt={t('photos.alt', { index: number })}
            draggable={false}
            onError={() => setBroken(true)}
            className="size-full object-cover"
          />
        )}
        <div className="absolute top-2 left-2 flex flex-wrap gap-1">
          <span className="rounded-full bg-slate-900/75 px-2 py-0.5 text-xs font-medium text-white">
            {number}
          </span>
          {photo.isExisting && (
            <span className="rounded-full bg-white/95 px-2 py-0.5 text-xs font-medium text-slate-800">
              {t('photos.existing')}
            </span>
          )}
        </div>
        {photo.state === 'uploading' && <UploadProgress progress={photo.progress} index={index} />}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-2">
        {photo.state === 'ok' && !photo.isExisting && (
          <p className="inline-flex items-center gap-1 text-xs font-medium text-emerald-800">
            <CheckIcon className="size-3.5 shrink-0" />
            {t('photos.uploaded')}
          </p>
        )}
        {photo.state === 'error' && (
          <ul role="alert" className="flex flex-col gap-1 text-xs text-red-700">
            {photo.errorKey && <li>{t(photo.errorKey)}</li>}
            {photo.errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        )}
        {photo.warnings.length > 0 && (
          <ul className="flex flex-col gap-1 rounded-md bg-amber-50 p-1.5 text-xs text-amber-900">
            {photo.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        )}
        <div className="mt-auto flex items-center justify-between gap-1">
          <PhotoActions
            actions={[
              {
                label: t('photos.moveEarlier', { index: number }),
                Icon: ChevronLeftIcon,
                isDisabled: index === 0,
                onClick: () => onMove(photo.key, index - 1),
              },
              {
                label: t('photos.moveLater', { index: number }),
                Icon: ChevronRightIcon,
                isDisabled: index === total - 1,
                onClick: () => onMove(photo.key, index + 1),
              },
            ]}
          />
          <PhotoActions
            actions={[
              ...(photo.canRetry
                ? [
                    {
                      label: t('photos.retry', { index: number }),
                      Icon: RetryIcon,
                      onClick: () => onRetry(photo.key),
                    },
                  ]
                : []),
              {
                label: t('photos.remove', { index: number }),
                Icon: TrashIcon,
                isDanger: true,
                onClick: () => onRemove(photo.key),
              },
            ]}
          />
        </div>
      </div>
    </li>
  );
}
