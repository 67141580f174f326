import type { ProcessReportSection } from '@sakhli/shared/constants';
import type { Language } from '@sakhli/shared/enums';
import { BUILTIN_PHRASES } from './builtin-phrases';
import { COLOUR_NAMES } from './colour-names';
import {
  brightnessOf,
  colourfulnessOf,
  evennessOf,
  toneOf,
  vibeOf,
  type ListingPhotoFacts,
} from './photo-facts';

/**
 * The sections pixel statistics honestly support (decision 012): how bright the photos are (natural
 * light, with the photo-quality note: blown-out windows, blur, resolution) and what their colours are
 * (style and vibe). Nothing about rooms, furniture, bathrooms, views or surroundings can be told from
 * averages of pixels, so those sections stay not processed.
 */
export const BUILTIN_SECTIONS = [
  'naturalLightAndWindows',
  'styleAndVibe',
] as const satisfies readonly ProcessReportSection[];
export type BuiltinSection = (typeof BUILTIN_SECTIONS)[number];

function naturalLight(facts: ListingPhotoFacts, language: Language): string {
  const phrases = BUILTIN_PHRASES[language];
  const n = facts.photoCount;
  const sentences = [
    phrases.light(
      brightnessOf(facts.luminance),
      Math.round(facts.luminance * 100),
      evennessOf(facts.contrast),
    ),
  ];
  if (facts.overexposedCount > 0) sentences.push(phrases.overexposed(facts.overexposedCount, n));
  if (facts.underexposedCount > 0) sentences.push(phrases.underexposed(facts.underexposedCount, n));
  sentences.push(facts.blurredCount > 0 ? phrases.blurred(facts.blurredCount, n) : phrases.sharp);
  if (facts.typicalSize)
    sentences.push(phrases.resolution(facts.typicalSize.width, facts.typicalSize.height));
  if (facts.smallCount > 0) sentences.push(phrases.small(facts.smallCount, n));
  sentences.push(phrases.lightCaveat(n));
  return sentences.join(' ');
}

function styleAndVibe(facts: ListingPhotoFacts, language: Language): string {
  const phrases = BUILTIN_PHRASES[language];
  const tone = toneOf(facts.warmth);
  const colourfulness = colourfulnessOf(facts.saturation);
  const colours = facts.palette.map((colour) => COLOUR_NAMES[language][colour]).join(', ');
  return [
    phrases.palette(tone, colourfulness, colours),
    phrases.vibe[vibeOf(tone, colourfulness, brightnessOf(facts.luminance))],
    phrases.styleCaveat(facts.photoCount),
  ].join(' ');
}

/** The built-in report's texts in one language. */
export function builtinTexts(facts: ListingPhotoFacts, language: Language): Record<BuiltinSection, string> {
  return {
    naturalLightAndWindows: naturalLight(facts, language),
    styleAndVibe: styleAndVibe(facts, language),
  };
}
