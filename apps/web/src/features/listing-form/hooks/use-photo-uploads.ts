import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PHOTOS } from '@sakhli/shared/constants';
import { clientConfigQuery } from '@/lib/client-config';
import { uploadImage } from '../api/upload-image';
import { photoListReducer, type PhotoItem } from './photo-list';
import { createTaskQueue } from './task-queue';

/** What adding files did besides adding them: files left out, for the picker to say so. */
export interface AddOutcome {
  /** Over the limit of 30 photos a listing. */
  overLimit: number;
  /** Names of files that are not images. */
  notImages: string[];
}

// HEIC and AVIF files come without a type from some systems; the server reads their bytes anyway.
const IMAGE_EXTENSION = /\.(jpe?g|png|webp|gif|heic|heif|avif)$/i;
const isImageFile = (file: File) =>
  file.type ? file.type.startsWith('image/') : IMAGE_EXTENSION.test(file.name);

let sequence = 0;
const newKey = () => `new-${Date.now().toString(36)}-${(sequence += 1)}`;

/** Progress is shown in whole percents: finer steps would only re-render the form. */
const PROGRESS_STEP = 0.01;

/** Uploads at a time until the server has said how many of one user's it takes (client config). */
const UPLOADS_AT_ONCE_UNTIL_KNOWN = 2;

/** Refusals that mean "not now" rather than "not this photo": sending it again later may work. */
const LATER_CODES = new Set(['UPLOADS_IN_PROGRESS', 'RATE_LIMITED']);

/**
 * The photos of the form (SPEC.md section 4 'Photo item'): new files are uploaded at once, as many in
 * parallel as the server takes from one user (the others wait their turn), each with its own progress and
 * the server's errors and warnings; photos can be removed, retried when the upload got no answer or was
 * refused for now, and reordered. The order is the listing's photo order.
 */
export function usePhotoUploads(initial: readonly PhotoItem[] = []) {
  const [items, dispatch] = useReducer(photoListReducer, [...initial]);
  // The handlers read the latest list without being made anew on every change.
  const itemsRef = useRef(items);
  useEffect(() => {
    itemsRef.current = items;
  }, [items]);
  const files = useRef(new Map<string, File>());
  const uploads = useRef(new Map<string, AbortController>());
  const queue = useRef(createTaskQueue(UPLOADS_AT_ONCE_UNTIL_KNOWN));
  const { data: clientConfig } = useQuery(clientConfigQuery);
  const uploadsAtOnce = clientConfig?.photoUploadsAtOnce;
  useEffect(() => {
    if (uploadsAtOnce) queue.current.setLimit(uploadsAtOnce);
  }, [uploadsAtOnce]);

  const send = useCallback((key: string, file: File) => {
    const controller = new AbortController();
    uploads.current.set(key, controller);
    let shown = 0;
    const onProgress = (fraction: number) => {
      if (fraction - shown < PROGRESS_STEP) return;
      shown = fraction;
      dispatch({ type: 'progress', key, progress: fraction });
    };
    return uploadImage(file, { onProgress, signal: controller.signal })
      .then((result) => {
        if (result.success && result.imageId !== null) {
          dispatch({ type: 'uploaded', key, imageId: result.imageId, warnings: result.warnings });
        } else {
          const canRetry = LATER_CODES.has(result.code ?? '');
          dispatch({ type: 'refused', key, errors: result.errors, warnings: result.warnings, canRetry });
        }
      })
      .catch(() => {
        if (!controller.signal.aborted) dispatch({ type: 'failed', key, errorKey: 'photos.uploadFailed' });
      })
      .finally(() => {
        if (uploads.current.get(key) === controller) uploads.current.delete(key);
      });
  }, []);

  const upload = useCallback(
    (key: string, file: File) => queue.current.add(key, () => send(key, file)),
    [send],
  );

  const addFiles = useCallback(
    (chosen: Iterable<File>): AddOutcome => {
      const all = [...chosen];
      const images = all.filter(isImageFile);
      const room = Math.max(0, PHOTOS.maxPerListing - itemsRef.current.length);
      const accepted = images.slice(0, room);
      const added = accepted.map((file): PhotoItem => {
        const isTooLarge = file.size > PHOTOS.maxBytes;
        return {
          key: newKey(),
          previewUrl: URL.createObjectURL(file),
          name: file.name,
          state: isTooLarge ? 'error' : 'uploading',
          progress: 0,
          imageId: null,
          errors: [],
          errorKey: isTooLarge ? 'photos.tooLarge' : null,
          warnings: [],
          isExisting: false,
          canRetry: false,
        };
      });
      dispatch({ type: 'add', items: added });
      added.forEach((item, index) => {
        const file = accepted[index]!;
        files.current.set(item.key, file);
        if (item.state === 'uploading') upload(item.key, file);
      });
      return {
        overLimit: images.length - accepted.length,
        notImages: all.filter((file) => !isImageFile(file)).map((file) => file.name),
      };
    },
    [upload],
  );

  const remove = useCallback((key: string) => {
    queue.current.drop(key);
    uploads.current.get(key)?.abort();
    const item = itemsRef.current.find((photo) => photo.key === key);
    if (item && !item.isExisting) URL.revokeObjectURL(item.previewUrl);
    files.current.delete(key);
    dispatch({ type: 'remove', key });
  }, []);

  const retry = useCallback(
    (key: string) => {
      const file = files.current.get(key);
      if (!file) return;
      dispatch({ type: 'retry', key });
      upload(key, file);
    },
    [upload],
  );

  const move = useCallback((key: string, to: number) => dispatch({ type: 'move', key, to }), []);

  // Leaving the form stops what is still being sent and frees the previews.
  useEffect(() => {
    const running = uploads.current;
    const pending = queue.current;
    return () => {
      // Photos still waiting never start, and the ones under way stop.
      itemsRef.current.forEach((item) => pending.drop(item.key));
      running.forEach((controller) => controller.abort());
      itemsRef.current.forEach((item) => !item.isExisting && URL.revokeObjectURL(item.previewUrl));
    };
  }, []);

  return { items, addFiles, remove, retry, move };
}

export type PhotoUploads = ReturnType<typeof usePhotoUploads>;
