import type { PhotoUploadState } from '@sakhli/shared/schemas/property-payload';

/** SPEC.md section 4 'Photo item': one photo of the form, new (uploading, then ok or error) or existing. */
export interface PhotoItem {
  /** Stable while the photo is in the list (React key, reorder target). */
  key: string;
  previewUrl: string;
  name: string;
  state: PhotoUploadState;
  /** 0 to 1: how much of the file has been sent. */
  progress: number;
  /** The server's imageId once uploaded (an existing photo's id). */
  imageId: number | null;
  /** The server's errors, in the user's language. */
  errors: string[];
  /** A problem found without the server's word (too large, no answer): a translation key. */
  errorKey: string | null;
  warnings: string[];
  isExisting: boolean;
  /** The upload got no answer, or was refused for now (too many at once): sending it again may work. */
  canRetry: boolean;
}

export type PhotoAction =
  | { type: 'add'; items: PhotoItem[] }
  | { type: 'progress'; key: string; progress: number }
  | { type: 'uploaded'; key: string; imageId: number; warnings: string[] }
  | { type: 'refused'; key: string; errors: string[]; warnings: string[]; canRetry: boolean }
  | { type: 'failed'; key: string; errorKey: string }
  | { type: 'retry'; key: string }
  | { type: 'remove'; key: string }
  | { type: 'move'; key: string; to: number };

function update(items: PhotoItem[], key: string, change: Partial<PhotoItem>): PhotoItem[] {
  return items.map((item) => (item.key === key ? { ...item, ...change } : item));
}

/** Moves one photo to position `to` (clamped), the others keeping their order. */
function move(items: PhotoItem[], key: string, to: number): PhotoItem[] {
  const from = items.findIndex((item) => item.key === key);
  if (from < 0) return items;
  const target = Math.max(0, Math.min(items.length - 1, to));
  if (target === from) return items;
  const next = items.filter((item) => item.key !== key);
  next.splice(target, 0, items[from]!);
  return next;
}

export function photoListReducer(items: PhotoItem[], action: PhotoAction): PhotoItem[] {
  switch (action.type) {
    case 'add':
      return [...items, ...action.items];
    case 'progress':
      return update(items, action.key, { progress: action.progress });
    case 'uploaded':
      return update(items, action.key, {
        state: 'ok',
        progress: 1,
        imageId: action.imageId,
        warnings: action.warnings,
      });
    case 'refused':
      return update(items, action.key, {
        state: 'error',
        errors: action.errors,
        warnings: action.warnings,
        canRetry: action.canRetry,
      });
    case 'failed':
      return update(items, action.key, { state: 'error', errorKey: action.errorKey, canRetry: true });
    case 'retry':
      return update(items, action.key, {
        state: 'uploading',
        progress: 0,
        errors: [],
        errorKey: null,
        canRetry: false,
      });
    case 'remove':
      return items.filter((item) => item.key !== action.key);
    case 'move':
      return move(items, action.key, action.to);
  }
}

/** An existing photo of the edited listing, already uploaded. */
export function existingPhotoItem(photo: { id: number; thumbnailUrl: string | null; originalUrl: string }) {
  return {
    key: `existing-${photo.id}`,
    previewUrl: photo.thumbnailUrl ?? photo.originalUrl,
    name: '',
    state: 'ok',
    progress: 1,
    imageId: photo.id,
    errors: [],
    errorKey: null,
    warnings: [],
    isExisting: true,
    canRetry: false,
  } satisfies PhotoItem;
}
