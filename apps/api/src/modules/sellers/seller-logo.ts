import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { DECODE_OPTIONS } from '../photos/image-formats';
import { cleanOriginal } from '../photos/original-image';

/** A logo is shown at 40–96 px: a 256 px square is sharp on any screen and a few kilobytes. */
export const LOGO_SIDE = 256;
/** Far above any logo, far below a photo: the upload is held in memory, so it stays small. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

/**
 * The stored logo: the upload checked as every photo is (recognised by its bytes, pixel limit, fully
 * decodable, upright, no metadata), then cropped to a centred square WebP.
 */
export async function renderLogo(upload: Buffer): Promise<Buffer> {
  const clean = await cleanOriginal(upload);
  return sharp(clean.body, DECODE_OPTIONS)
    .resize(LOGO_SIDE, LOGO_SIDE, { fit: 'cover' })
    .webp({ quality: 82, effort: 2 })
    .toBuffer();
}

/** A new key per upload, so that a logo's URL can be cached for ever (seller-read-model.ts). */
export function newLogoKey(userId: string): string {
  return `logos/${userId.slice(0, 2)}/${userId}-${randomUUID().slice(0, 8)}.webp`;
}
