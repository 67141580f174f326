import { PHOTOS } from '@sakhli/shared/constants';
import type { SharpOptions } from 'sharp';

/** Image families accepted (CONTRACT.md section 4), told apart by their first bytes, never by name or type. */
export type ImageFamily = 'jpeg' | 'png' | 'webp' | 'heif';

/** ISO base media brands of HEIC and AVIF still images and sequences. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis']);

/** How many first bytes tell the families apart. */
export const SNIFF_BYTES = 12;

export function sniffImageFamily(bytes: Buffer): ImageFamily | undefined {
  if (bytes.length < SNIFF_BYTES) return undefined;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (bytes.toString('latin1', 4, 8) === 'ftyp' && HEIF_BRANDS.has(bytes.toString('latin1', 8, 12)))
    return 'heif';
  return undefined;
}

/**
 * Every decode goes through these options: libvips refuses an input over 50 megapixels before it
 * allocates anything, and a truncated file is an error rather than a half-grey photo.
 */
export const DECODE_OPTIONS: SharpOptions = {
  limitInputPixels: PHOTOS.maxPixels,
  failOn: 'truncated',
};

/** How the cleaned original is stored: the upload's own format, except HEIF (browsers cannot show HEIC). */
export const ORIGINAL_OUTPUT = {
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
  png: { extension: 'png', contentType: 'image/png' },
  webp: { extension: 'webp', contentType: 'image/webp' },
  heif: { extension: 'jpg', contentType: 'image/jpeg' },
} as const satisfies Record<ImageFamily, { extension: string; contentType: string }>;

/** Rendition sizes: the display size fits the detail page and lightbox; thumbnails match the cards. */
export const DISPLAY_MAX_SIDE = 1600;
export const THUMBNAIL_SIZE = { width: 480, height: 320 } as const;
/** Below this long side a photo looks soft on the detail page: accepted with a warning. */
export const LOW_RESOLUTION_LONG_SIDE = 1000;
