import type { Language } from '@sakhli/shared/enums';

/** The colour words a report uses: broad names people use for rooms (walls, floors, furniture). */
export const COLOUR_KEYS = [
  'white',
  'lightGrey',
  'grey',
  'black',
  'beige',
  'brown',
  'red',
  'orange',
  'yellow',
  'green',
  'teal',
  'blue',
  'purple',
  'pink',
] as const;
export type ColourKey = (typeof COLOUR_KEYS)[number];

/** Hue bands (degrees) of the saturated colours, by their upper bound. */
const HUES: [upTo: number, colour: ColourKey][] = [
  [15, 'red'],
  [45, 'orange'],
  [68, 'yellow'],
  [165, 'green'],
  [195, 'teal'],
  [255, 'blue'],
  [290, 'purple'],
  [340, 'pink'],
  [360, 'red'],
];

/**
 * The colour name of one pixel (r, g, b from 0 to 1). Dark pixels are black, unsaturated ones white to
 * grey; the orange-to-yellow hues at low saturation are what interiors are full of (wood, sand, cream),
 * so they are beige when light and brown when darker rather than 'orange'.
 */
export function classifyColour(r: number, g: number, b: number): ColourKey {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const saturation = max === 0 ? 0 : (max - min) / max;
  if (max < 0.18) return 'black';
  if (saturation < 0.12) {
    if (max > 0.78) return 'white';
    if (max > 0.55) return 'lightGrey';
    return max > 0.3 ? 'grey' : 'black';
  }
  const delta = max - min;
  let hue: number;
  if (max === r) hue = (((g - b) / delta) % 6) * 60;
  else if (max === g) hue = ((b - r) / delta + 2) * 60;
  else hue = ((r - g) / delta + 4) * 60;
  if (hue < 0) hue += 360;
  if (hue >= 15 && hue < 55 && saturation < 0.6) return max >= 0.8 ? 'beige' : 'brown';
  if (hue >= 15 && hue < 45 && max < 0.6) return 'brown';
  return HUES.find(([upTo]) => hue < upTo)?.[1] ?? 'red';
}

/** Colour names as a list in a sentence ("main colours: white, beige, brown"). */
export const COLOUR_NAMES: Record<Language, Record<ColourKey, string>> = {
  en: {
    white: 'white',
    lightGrey: 'light grey',
    grey: 'grey',
    black: 'black',
    beige: 'beige',
    brown: 'brown',
    red: 'red',
    orange: 'orange',
    yellow: 'yellow',
    green: 'green',
    teal: 'turquoise',
    blue: 'blue',
    purple: 'purple',
    pink: 'pink',
  },
  ka: {
    white: 'თეთრი',
    lightGrey: 'ღია ნაცრისფერი',
    grey: 'ნაცრისფერი',
    black: 'შავი',
    beige: 'კრემისფერი',
    brown: 'ყავისფერი',
    red: 'წითელი',
    orange: 'ნარინჯისფერი',
    yellow: 'ყვითელი',
    green: 'მწვანე',
    teal: 'ფირუზისფერი',
    blue: 'ლურჯი',
    purple: 'იისფერი',
    pink: 'ვარდისფერი',
  },
  ru: {
    white: 'белый',
    lightGrey: 'светло-серый',
    grey: 'серый',
    black: 'чёрный',
    beige: 'бежевый',
    brown: 'коричневый',
    red: 'красный',
    orange: 'оранжевый',
    yellow: 'жёлтый',
    green: 'зелёный',
    teal: 'бирюзовый',
    blue: 'синий',
    purple: 'фиолетовый',
    pink: 'розовый',
  },
};
