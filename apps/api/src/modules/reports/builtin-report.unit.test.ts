import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { builtinTexts } from './builtin-report';
import { classifyColour } from './colour-names';
import { combineStatistics, vibeOf, type MeasuredPhoto } from './photo-facts';
import { measurePhoto, type PhotoStatistics } from './photo-statistics';
import { brightWarmRoom, darkRoom } from './testing/report-test-kit';

const hex = (value: string) =>
  [1, 3, 5].map((start) => parseInt(value.slice(start, start + 2), 16) / 255) as [number, number, number];

const statistics = (overrides: Partial<PhotoStatistics> = {}): PhotoStatistics => ({
  version: 1,
  luminance: 0.6,
  contrast: 0.12,
  highlights: 0,
  shadows: 0,
  saturation: 0.1,
  warmth: 0.06,
  blur: 0.25,
  palette: [{ colour: 'white', share: 0.6 }],
  ...overrides,
});
const photo = (overrides: Partial<PhotoStatistics> = {}, width = 1600, height = 1067): MeasuredPhoto => ({
  statistics: statistics(overrides),
  width,
  height,
});

describe('pixel statistics of a photo', () => {
  it('measure light and shadow: a bright room, a dark one', async () => {
    const bright = await measurePhoto(await brightWarmRoom());
    const dark = await measurePhoto(await darkRoom());
    expect(bright.luminance).toBeGreaterThan(0.7);
    expect(dark.luminance).toBeLessThan(0.25);
    // The pure white window: blown-out highlights over 5 % of the frame.
    expect(bright.highlights).toBeGreaterThan(0.05);
    expect(dark.highlights).toBe(0);
    expect(bright.warmth).toBeGreaterThan(0.04);
  });

  it('tell a blurred photo from a sharp one, whatever its brightness', async () => {
    for (const scene of [await brightWarmRoom(), await darkRoom()]) {
      const blurred = await sharp(scene).blur(2).jpeg().toBuffer();
      expect((await measurePhoto(scene)).blur).toBeLessThan(0.3);
      expect((await measurePhoto(blurred)).blur).toBeGreaterThan(0.45);
    }
  });

  it('name colours as people name them in rooms', () => {
    expect(classifyColour(...hex('#f3e9d8'))).toBe('white');
    expect(classifyColour(...hex('#b98b5e'))).toBe('brown');
    expect(classifyColour(...hex('#e8cfa0'))).toBe('beige');
    expect(classifyColour(...hex('#3e6f8e'))).toBe('blue');
    expect(classifyColour(...hex('#6f9a4a'))).toBe('green');
    expect(classifyColour(...hex('#1d1b19'))).toBe('black');
    expect(classifyColour(...hex('#707070'))).toBe('grey');
  });
});

describe("a listing's photo facts", () => {
  it('count the photos with problems and take the typical size', () => {
    const facts = combineStatistics([
      photo({ highlights: 0.2, blur: 0.6 }),
      photo({ shadows: 0.3 }, 800, 600),
      photo({ palette: [{ colour: 'brown', share: 0.9 }] }),
    ])!;
    expect(facts).toMatchObject({
      photoCount: 3,
      overexposedCount: 1,
      underexposedCount: 1,
      blurredCount: 1,
      smallCount: 1,
      typicalSize: { width: 1600, height: 1067 },
      palette: ['white', 'brown'],
    });
    expect(combineStatistics([])).toBeUndefined();
  });

  it('read dark photos as moody and vivid ones as lively, whatever the tone', () => {
    expect(vibeOf('warm', 'muted', 'dark')).toBe('moody');
    expect(vibeOf('cool', 'vivid', 'bright')).toBe('lively');
    expect(vibeOf('warm', 'muted', 'bright')).toBe('cosy');
    expect(vibeOf('neutral', 'balanced', 'moderate')).toBe('balanced');
  });
});

describe('built-in report texts', () => {
  it('say every problem found, and what was not assessed', () => {
    const facts = combineStatistics([photo({ highlights: 0.2, blur: 0.7 }, 640, 480)])!;
    const { naturalLightAndWindows } = builtinTexts(facts, 'en');
    expect(naturalLightAndWindows).toContain(
      'Overexposed bright areas (often windows against daylight): 1 of 1 photo.',
    );
    expect(naturalLightAndWindows).toContain('Photo quality: blurred photos — 1 of 1.');
    expect(naturalLightAndWindows).toContain('Smaller than 1000 px on the long side: 1 of 1 photo.');
    expect(naturalLightAndWindows).toContain('the size and orientation of the windows are not assessed');
  });

  it('decline Russian nouns after the number and keep Georgian nouns singular', () => {
    const one = combineStatistics([photo({ highlights: 0.2 })])!;
    const five = combineStatistics(Array.from({ length: 5 }, () => photo({ highlights: 0.2 })))!;
    expect(builtinTexts(one, 'ru').naturalLightAndWindows).toContain('1 из 1 фотографии.');
    expect(builtinTexts(five, 'ru').naturalLightAndWindows).toContain('5 из 5 фотографий.');
    expect(builtinTexts(five, 'ru').styleAndVibe).toContain('только по цветам 5 фотографий');
    expect(builtinTexts(five, 'ka').naturalLightAndWindows).toContain('5 ფოტოდან 5 ფოტოზე.');
    expect(builtinTexts(five, 'ka').styleAndVibe).toContain('მხოლოდ 5 ფოტოს ფერების მიხედვით');
  });
});
