import sharp from 'sharp';
import { DECODE_OPTIONS, DISPLAY_MAX_SIDE, THUMBNAIL_SIZE } from './image-formats';
import { perceptualHash } from './perceptual-hash';

export interface Renditions {
  display: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
  /** The perceptual hash (decision 038), null for a photo without detail. */
  phash: bigint | null;
}

/**
 * The display size (fits 1600 px, never enlarged) and the card thumbnail (480×320, cropped to fill) as
 * WebP, from a cleaned original, and its perceptual hash from the same decode. Orientation is applied again
 * in case an original predates the cleaning; no metadata is written.
 */
export async function renderRenditions(original: Buffer): Promise<Renditions> {
  const source = sharp(original, DECODE_OPTIONS).autoOrient();
  const [display, thumbnail, phash] = await Promise.all([
    source
      .clone()
      .resize(DISPLAY_MAX_SIDE, DISPLAY_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80, effort: 2 })
      .toBuffer({ resolveWithObject: true }),
    source
      .clone()
      .resize(THUMBNAIL_SIZE.width, THUMBNAIL_SIZE.height, { fit: 'cover' })
      .webp({ quality: 74, effort: 2 })
      .toBuffer(),
    perceptualHash(source),
  ]);
  return {
    display: display.data,
    thumbnail,
    width: display.info.width,
    height: display.info.height,
    phash,
  };
}

/** Rendition keys next to the original's: `photos/ab/<id>.jpg` → `photos/ab/<id>-display.webp`. */
export function renditionKeys(originalKey: string) {
  const base = originalKey.replace(/\.[a-z0-9]+$/i, '');
  return { displayKey: `${base}-display.webp`, thumbnailKey: `${base}-thumb.webp` };
}
