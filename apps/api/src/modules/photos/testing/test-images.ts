import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Random-looking pixels, so compressed files are big and a cut falls inside the image data. */
function noisePixels(width: number, height: number): Buffer {
  const pixels = Buffer.alloc(width * height * 3);
  let state = 12345;
  for (let index = 0; index < pixels.length; index += 1) {
    state = (state * 1103515245 + 12345) >>> 0;
    pixels[index] = (state >>> 16) & 0xff;
  }
  return pixels;
}

export const noise = (width: number, height: number) =>
  sharp(noisePixels(width, height), { raw: { width, height, channels: 3 } });

export const solid = (width: number, height: number, color = { r: 40, g: 120, b: 200 }) =>
  sharp({ create: { width, height, channels: 3, background: color } });

export const jpeg = (width = 1200, height = 800) => noise(width, height).jpeg({ quality: 80 }).toBuffer();
export const png = (width = 1200, height = 800) => solid(width, height).png().toBuffer();
export const webp = (width = 1200, height = 800) => solid(width, height).webp().toBuffer();
export const avif = (width = 1200, height = 800) => solid(width, height).avif({ effort: 0 }).toBuffer();

/** A phone photo: camera make and a GPS position (Tbilisi) in its EXIF. */
export const jpegWithGps = () =>
  solid(1200, 800)
    .jpeg()
    .withExif({
      IFD0: { Make: 'SakhliTestCam', Model: 'Pocket 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '41/1 42/1 3600/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '44/1 47/1 2400/100',
      },
    })
    .toBuffer();

/**
 * Stored sideways as phones do: 1200×800 pixels, red on the left and blue on the right, with EXIF
 * orientation 6 (turn 90° clockwise to view). Upright it is 800×1200, red on top, blue below.
 */
export async function sidewaysJpeg(): Promise<Buffer> {
  const blue = await solid(600, 800, { r: 0, g: 0, b: 255 }).png().toBuffer();
  return solid(1200, 800, { r: 255, g: 0, b: 0 })
    .composite([{ input: blue, left: 600, top: 0 }])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a PNG of a few hundred bytes whose header claims width × height grey pixels
 * (20000×20000 is 400 megapixels, 400 MB once decoded).
 */
export function pngBomb(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  // The first rows of zeros; a decoder would go on allocating for the rest the header promises.
  const data = deflateSync(Buffer.alloc((width + 1) * 4));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', data),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A tiny real JPEG whose frame header is rewritten to claim width × height pixels. */
export async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const bytes = Buffer.from(await solid(16, 16).jpeg().toBuffer());
  const frame = bytes.indexOf(Buffer.from([0xff, 0xc0]));
  bytes.writeUInt16BE(height, frame + 5);
  bytes.writeUInt16BE(width, frame + 7);
  return bytes;
}
