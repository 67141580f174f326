import type { ColourKey } from './colour-names';
import type { PhotoStatistics } from './photo-statistics';

/** One analysed photo of a listing: its statistics and the size it was uploaded at. */
export interface MeasuredPhoto {
  statistics: PhotoStatistics;
  width: number | null;
  height: number | null;
}

/** What the pixel statistics of a listing's photos say, language-neutral (numbers and keys). */
export interface ListingPhotoFacts {
  photoCount: number;
  luminance: number;
  contrast: number;
  saturation: number;
  warmth: number;
  /** Photos with blown-out highlights over 5 % of the frame (usually windows against daylight). */
  overexposedCount: number;
  /** Photos with crushed shadows over 10 % of the frame. */
  underexposedCount: number;
  blurredCount: number;
  /** Photos under 1000 pixels on their long side. */
  smallCount: number;
  /** The median upload size, when known. */
  typicalSize: { width: number; height: number } | null;
  /** The three colours covering most of the photos, largest first. */
  palette: ColourKey[];
}

/**
 * Thresholds, from the demo pool and degraded copies of it (decision 012): sharp photos measure
 * 0.13–0.33 on the blur scale, a 1-pixel Gaussian blur 0.23–0.45, 2 pixels 0.44–0.63.
 */
const LIMITS = { highlights: 0.05, shadows: 0.1, blur: 0.45, smallSide: 1000 } as const;

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round = (value: number) => Number(value.toFixed(3));

export function combineStatistics(photos: readonly MeasuredPhoto[]): ListingPhotoFacts | undefined {
  if (photos.length === 0) return undefined;
  const all = photos.map((photo) => photo.statistics);
  const shares = new Map<ColourKey, number>();
  for (const statistics of all) {
    for (const { colour, share } of statistics.palette) shares.set(colour, (shares.get(colour) ?? 0) + share);
  }
  const sized = photos.filter((photo) => photo.width !== null && photo.height !== null);
  return {
    photoCount: photos.length,
    luminance: round(mean(all.map((s) => s.luminance))),
    contrast: round(mean(all.map((s) => s.contrast))),
    saturation: round(mean(all.map((s) => s.saturation))),
    warmth: round(mean(all.map((s) => s.warmth))),
    overexposedCount: all.filter((s) => s.highlights > LIMITS.highlights).length,
    underexposedCount: all.filter((s) => s.shadows > LIMITS.shadows).length,
    blurredCount: all.filter((s) => s.blur > LIMITS.blur).length,
    smallCount: sized.filter((photo) => Math.max(photo.width!, photo.height!) < LIMITS.smallSide).length,
    typicalSize:
      sized.length === 0
        ? null
        : {
            width: median(sized.map((photo) => photo.width!)),
            height: median(sized.map((photo) => photo.height!)),
          },
    palette: [...shares.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([colour]) => colour),
  };
}

export type BrightnessLevel = 'dark' | 'dim' | 'moderate' | 'bright' | 'veryBright';
export type Evenness = 'even' | 'varied' | 'contrasty';
export type Tone = 'warm' | 'neutral' | 'cool';
export type Colourfulness = 'muted' | 'balanced' | 'vivid';
export type Vibe = 'cosy' | 'understated' | 'crisp' | 'inviting' | 'balanced' | 'fresh' | 'lively' | 'moody';

export function brightnessOf(luminance: number): BrightnessLevel {
  if (luminance < 0.25) return 'dark';
  if (luminance < 0.4) return 'dim';
  if (luminance < 0.55) return 'moderate';
  return luminance < 0.7 ? 'bright' : 'veryBright';
}

export const evennessOf = (contrast: number): Evenness =>
  contrast < 0.16 ? 'even' : contrast < 0.26 ? 'varied' : 'contrasty';

export const toneOf = (warmth: number): Tone =>
  warmth > 0.04 ? 'warm' : warmth < -0.04 ? 'cool' : 'neutral';

export const colourfulnessOf = (saturation: number): Colourfulness =>
  saturation < 0.12 ? 'muted' : saturation < 0.28 ? 'balanced' : 'vivid';

/**
 * The impression a palette gives, by its tone and saturation: dark photos read moody and vivid colours
 * lively whatever the tone.
 */
export function vibeOf(tone: Tone, colourfulness: Colourfulness, brightness: BrightnessLevel): Vibe {
  if (brightness === 'dark') return 'moody';
  if (colourfulness === 'vivid') return 'lively';
  const vibes: Record<Tone, [muted: Vibe, balanced: Vibe]> = {
    warm: ['cosy', 'inviting'],
    neutral: ['understated', 'balanced'],
    cool: ['crisp', 'fresh'],
  };
  return vibes[tone][colourfulness === 'muted' ? 0 : 1];
}
