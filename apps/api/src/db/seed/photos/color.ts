/** Colour arithmetic for the generated photos: hex in, `rgb()` out. */
type Rgb = [number, number, number];

function parse(hex: string): Rgb {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((digit) => digit + digit).join('') : value;
  return [0, 2, 4].map((offset) => parseInt(full.slice(offset, offset + 2), 16)) as Rgb;
}

const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));
const format = ([r, g, b]: Rgb) =>
  `#${[r, g, b].map((part) => clamp(part).toString(16).padStart(2, '0')).join('')}`;

/** Brightness scaled by `factor` (below 1 darker, above 1 lighter, towards white). */
export function shade(hex: string, factor: number): string {
  const rgb = parse(hex);
  if (factor <= 1) return format(rgb.map((part) => part * factor) as Rgb);
  const lift = factor - 1;
  return format(rgb.map((part) => part + (255 - part) * lift) as Rgb);
}

/** `a` blended towards `b` by `amount` (0 = a, 1 = b). */
export function mix(a: string, b: string, amount: number): string {
  const from = parse(a);
  const to = parse(b);
  return format(from.map((part, index) => part + ((to[index] as number) - part) * amount) as Rgb);
}
