import { open } from 'node:fs/promises';
import { PHOTOS } from '@sakhli/shared/constants';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import {
  DECODE_OPTIONS,
  LOW_RESOLUTION_LONG_SIDE,
  ORIGINAL_OUTPUT,
  SNIFF_BYTES,
  sniffImageFamily,
  type ImageFamily,
} from './image-formats';
import type { PhotoMessage, PhotoMessageCode } from './photo-messages';

/** An upload refused, with the HTTP status of its class (decision 008). */
export class PhotoRejection extends Error {
  constructor(
    readonly code: PhotoMessageCode,
    readonly statusCode: 400 | 413 | 415 | 429,
    readonly retryAfterSeconds?: number,
  ) {
    super(code);
  }
}

export interface CleanOriginal {
  body: Buffer;
  extension: string;
  contentType: string;
  width: number;
  height: number;
  warnings: PhotoMessage[];
}

/** An upload as a file path (bodies are never held in memory) or, for a benchmark, its bytes. */
export type ImageSource = string | Buffer;

async function sizeAndHead(source: ImageSource): Promise<{ size: number; head: Buffer }> {
  if (Buffer.isBuffer(source)) return { size: source.length, head: source.subarray(0, SNIFF_BYTES) };
  const file = await open(source);
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(SNIFF_BYTES), 0, SNIFF_BYTES, 0);
    return { size: (await file.stat()).size, head: buffer.subarray(0, bytesRead) };
  } finally {
    await file.close();
  }
}

async function readHeader(source: ImageSource): Promise<Metadata> {
  try {
    // Header only: libvips opens images lazily, so this allocates nothing for the pixels, whatever
    // size the header claims (the pixel limit is checked by hand just below, with its own answer).
    return await sharp(source, { ...DECODE_OPTIONS, limitInputPixels: false }).metadata();
  } catch {
    throw new PhotoRejection('IMAGE_CORRUPT', 400);
  }
}

function encodeOriginal(family: ImageFamily, pipeline: Sharp): Sharp {
  switch (family) {
    case 'png':
      return pipeline.png({ compressionLevel: 6 });
    case 'webp':
      return pipeline.webp({ quality: 90 });
    default:
      return pipeline.jpeg({ quality: 90 });
  }
}

/** libheif without the HEVC decoder (sharp's prebuilt binaries) reads HEIC headers but not their pixels. */
const isMissingCodec = (error: unknown) =>
  /plugin|codec|unsupported|not supported/i.test(error instanceof Error ? error.message : '');

/**
 * Checks an upload and returns the original to store: recognised by its bytes, within 20 MB and
 * 50 megapixels (both checked before any pixel is decoded), fully decodable, turned upright by its
 * EXIF orientation and re-encoded without any metadata (no GPS position, camera or EXIF of any kind).
 */
export async function cleanOriginal(source: ImageSource): Promise<CleanOriginal> {
  const { size, head } = await sizeAndHead(source);
  if (size > PHOTOS.maxBytes) throw new PhotoRejection('IMAGE_TOO_LARGE', 413);
  const family = sniffImageFamily(head);
  if (!family) throw new PhotoRejection('NOT_AN_IMAGE', 415);
  const header = await readHeader(source);
  if (!header.width || !header.height) throw new PhotoRejection('IMAGE_CORRUPT', 400);
  if (header.width * (header.pageHeight ?? header.height) > PHOTOS.maxPixels) {
    throw new PhotoRejection('IMAGE_TOO_MANY_PIXELS', 413);
  }
  let output: { data: Buffer; info: OutputInfo };
  try {
    // sharp writes no metadata unless asked to (keepMetadata/withExif), and converts to sRGB.
    output = await encodeOriginal(family, sharp(source, DECODE_OPTIONS).autoOrient()).toBuffer({
      resolveWithObject: true,
    });
  } catch (error) {
    if (family === 'heif' && isMissingCodec(error)) throw new PhotoRejection('IMAGE_FORMAT_UNSUPPORTED', 415);
    throw new PhotoRejection('IMAGE_CORRUPT', 400);
  }
  const { width, height } = output.info;
  const warnings: PhotoMessage[] = [];
  if (Math.max(width, height) < LOW_RESOLUTION_LONG_SIDE) {
    warnings.push({ code: 'LOW_RESOLUTION', values: { size: `${width}×${height}` } });
  }
  if ((header.pages ?? 1) > 1) warnings.push({ code: 'FIRST_FRAME_ONLY' });
  return { body: output.data, ...ORIGINAL_OUTPUT[family], width, height, warnings };
}
