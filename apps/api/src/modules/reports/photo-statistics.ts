import sharp from 'sharp';
import { classifyColour, COLOUR_KEYS, type ColourKey } from './colour-names';

/** Light and colour are measured at this size: plenty for averages, a few milliseconds of work. */
const ANALYSIS_SIZE = 256;
/** Blur is measured on the centre of the photo at full size. */
const BLUR_CROP = { width: 640, height: 480 };

/**
 * Honest pixel statistics of one photo, language-neutral (decision 012). Values are fractions (0–1)
 * unless said otherwise. `version` lets a later change of the measures recompute older rows.
 */
export interface PhotoStatistics {
  version: 1;
  /** Mean luma (Rec. 709 weights on the sRGB values). */
  luminance: number;
  /** Standard deviation of luma: how much light and shadow differ. */
  contrast: number;
  /** Share of pixels at the top of the scale (blown-out highlights). */
  highlights: number;
  /** Share of pixels at the bottom of the scale (crushed shadows). */
  shadows: number;
  /** Mean HSV saturation of the pixels that are not near-black. */
  saturation: number;
  /** Mean (red − blue): above zero warm, below zero cool (−1 to 1). */
  warmth: number;
  /** No-reference blur estimate (Crété-Roffet): about 0.3 for sharp photos, higher when blurred. */
  blur: number;
  /** Named colours covering at least 3 % of the photo, largest first. */
  palette: { colour: ColourKey; share: number }[];
}

export const STATISTICS_VERSION = 1;

const round = (value: number, digits = 3) => Number(value.toFixed(digits));

/**
 * Crété-Roffet et al. (2007), "The blur effect": blur the grey image again with a 9-pixel mean filter
 * and see how much of the neighbour-to-neighbour variation that takes away. A sharp photo loses a lot,
 * a blurred one hardly changes. Unlike the variance of the Laplacian it does not call flat but sharp
 * scenes (white walls) blurred, because it compares the photo with itself.
 */
export function blurEstimate(grey: Uint8Array, width: number, height: number): number {
  const blurred = new Float32Array(grey.length);
  let worst = 0;
  // Plain loops on purpose: this runs on the event loop for every photo, and closures cost 3× here.
  for (const isHorizontal of [true, false]) {
    const lines = isHorizontal ? height : width;
    const length = isHorizontal ? width : height;
    const stride = isHorizontal ? 1 : width;
    const lineStep = isHorizontal ? width : 1;
    for (let line = 0; line < lines; line += 1) {
      const start = line * lineStep;
      const last = start + (length - 1) * stride;
      // Running 9-pixel sum; positions outside the line repeat its border pixel.
      let sum = 0;
      for (let k = -4; k <= 4; k += 1) sum += grey[start + Math.min(length - 1, Math.max(0, k)) * stride]!;
      for (let position = 0; position < length; position += 1) {
        const at = start + position * stride;
        blurred[at] = sum / 9;
        const entering = position + 5 < length ? at + 5 * stride : last;
        const leaving = position - 4 > 0 ? at - 4 * stride : start;
        sum += grey[entering]! - grey[leaving]!;
      }
    }
    let variation = 0;
    let lostVariation = 0;
    for (let line = 0; line < lines; line += 1) {
      for (let position = 1; position < length; position += 1) {
        const at = line * lineStep + position * stride;
        const original = Math.abs(grey[at]! - grey[at - stride]!);
        const smoothed = Math.abs(blurred[at]! - blurred[at - stride]!);
        variation += original;
        if (original > smoothed) lostVariation += original - smoothed;
      }
    }
    worst = Math.max(worst, variation === 0 ? 1 : (variation - lostVariation) / variation);
  }
  return worst;
}

/** Luma, saturation, warmth and colour names of every pixel of a small RGB image. */
export function measureColours(rgb: Uint8Array, pixels: number): Omit<PhotoStatistics, 'version' | 'blur'> {
  const colours = new Map<ColourKey, number>();
  let lumaSum = 0;
  let lumaSquares = 0;
  let highlights = 0;
  let shadows = 0;
  let saturationSum = 0;
  let colouredPixels = 0;
  let warmthSum = 0;
  for (let index = 0; index < pixels; index += 1) {
    const r = rgb[index * 3]! / 255;
    const g = rgb[index * 3 + 1]! / 255;
    const b = rgb[index * 3 + 2]! / 255;
    const luma = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    lumaSum += luma;
    lumaSquares += luma * luma;
    if (luma >= 0.98) highlights += 1;
    if (luma <= 0.02) shadows += 1;
    const max = Math.max(r, g, b);
    // The saturation of near-black pixels is noise (a step of 1 in 30 reads as 12 %): they count as grey.
    if (max >= 0.18) {
      saturationSum += (max - Math.min(r, g, b)) / max;
      colouredPixels += 1;
    }
    warmthSum += r - b;
    const colour = classifyColour(r, g, b);
    colours.set(colour, (colours.get(colour) ?? 0) + 1);
  }
  const mean = lumaSum / pixels;
  const palette = COLOUR_KEYS.map((colour) => ({ colour, share: (colours.get(colour) ?? 0) / pixels }))
    .filter(({ share }) => share >= 0.03)
    .sort((a, b) => b.share - a.share)
    .map(({ colour, share }) => ({ colour, share: round(share) }));
  return {
    luminance: round(mean),
    contrast: round(Math.sqrt(Math.max(0, lumaSquares / pixels - mean * mean))),
    highlights: round(highlights / pixels),
    shadows: round(shadows / pixels),
    saturation: round(colouredPixels === 0 ? 0 : saturationSum / colouredPixels),
    warmth: round(warmthSum / pixels),
    palette,
  };
}

/**
 * Measures a stored photo rendition. sharp decodes it once off the event loop; colours and light are
 * measured on a copy shrunk to about 256 × 171 pixels, blur on the centre of the photo at the size it is
 * shown (shrinking would hide blur). Both take a few milliseconds of JavaScript.
 */
export async function measurePhoto(bytes: Buffer): Promise<PhotoStatistics> {
  const decoded = await sharp(bytes, { limitInputPixels: 50_000_000 })
    .rotate()
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = decoded.info;
  const raw = { raw: { width, height, channels: 3 } } as const;
  const cropWidth = Math.min(width, BLUR_CROP.width);
  const cropHeight = Math.min(height, BLUR_CROP.height);
  const [small, centre] = await Promise.all([
    sharp(decoded.data, raw)
      .resize(ANALYSIS_SIZE, ANALYSIS_SIZE, { fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true }),
    sharp(decoded.data, raw)
      .extract({
        left: Math.floor((width - cropWidth) / 2),
        top: Math.floor((height - cropHeight) / 2),
        width: cropWidth,
        height: cropHeight,
      })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true }),
  ]);
  const bytesOf = (buffer: Buffer) => new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.length);
  return {
    version: STATISTICS_VERSION,
    ...measureColours(bytesOf(small.data), small.info.width * small.info.height),
    blur: round(blurEstimate(bytesOf(centre.data), centre.info.width, centre.info.height)),
  };
}
