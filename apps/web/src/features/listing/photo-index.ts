import type { PropertyPhoto } from '@sakhli/shared/schemas/property';

/** SPEC.md: photos sorted by sortOrder, only those with a thumbnail. */
export function galleryPhotos(photos: PropertyPhoto[]): PropertyPhoto[] {
  return photos.filter((photo) => Boolean(photo.thumbnailUrl)).sort((a, b) => a.sortOrder - b.sortOrder);
}

/** `index` moved into 0..count-1, wrapping around at both ends (0 when there is nothing). */
export function wrapIndex(index: number, count: number): number {
  return count > 0 ? ((index % count) + count) % count : 0;
}

/** Indexes within `distance` of `index` on both sides (wrapping), without `index` itself: photos worth preloading. */
export function neighbourIndexes(index: number, count: number, distance: number): number[] {
  const result = new Set<number>();
  for (let step = 1; step <= distance; step += 1) {
    result.add(wrapIndex(index + step, count));
    result.add(wrapIndex(index - step, count));
  }
  result.delete(index);
  return [...result];
}
