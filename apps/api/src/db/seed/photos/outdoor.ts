import type { Random } from '../random';
import { mix, shade } from './color';
import type { Scene } from './scene';

/** What is outside a window or behind a building: flat layers drawn in screen space. */
export type View = 'city' | 'hills' | 'sea' | 'trees';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Sky {
  top: string;
  bottom: string;
  /** A warm evening glow instead of daylight. */
  isEvening: boolean;
}

export function pickSky(random: Random): Sky {
  return random.chance(0.2)
    ? {
        top: random.pick(['#6f8fc4', '#7a97c8']),
        bottom: random.pick(['#f5c79a', '#f2b98c']),
        isEvening: true,
      }
    : {
        top: random.pick(['#5b9ae0', '#6aa6e6', '#4f8fd8', '#7db3ea']),
        bottom: random.pick(['#d8ecfa', '#e4f1fb', '#cfe6f7']),
        isEvening: false,
      };
}

export function skyGradient(scene: Scene, sky: Sky): string {
  return scene.define(
    'sky',
    (id) =>
      `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/><stop offset="1" stop-color="${sky.bottom}"/></linearGradient>`,
  );
}

const points = (list: [number, number][]) =>
  list.map(([x, y]) => `${Math.round(x)},${Math.round(y)}`).join(' ');

function clouds(area: Rect, horizon: number, random: Random): string {
  let svg = '';
  for (let index = random.int(1, 4); index > 0; index -= 1) {
    const cx = random.between(area.x, area.x + area.width);
    const cy = random.between(area.y, Math.max(area.y + 1, horizon - area.height * 0.25));
    const size = random.between(30, 90) * (area.width / 600);
    for (let puff = 0; puff < 4; puff += 1) {
      svg += `<ellipse cx="${Math.round(cx + (puff - 1.5) * size * 0.6)}" cy="${Math.round(cy + random.between(-0.2, 0.2) * size)}" rx="${Math.round(size * 0.7)}" ry="${Math.round(size * 0.35)}" fill="#ffffff" opacity="0.75"/>`;
    }
  }
  return svg;
}

/** A ridge line across the area: `height` above the horizon, roughness as a share of it. */
function ridge(
  area: Rect,
  base: number,
  height: number,
  color: string,
  random: Random,
  roughness = 0.35,
): string {
  const steps = 14;
  const list: [number, number][] = [[area.x, area.y + area.height]];
  let level = random.between(0.4, 1);
  for (let step = 0; step <= steps; step += 1) {
    level = Math.max(0.15, Math.min(1, level + random.between(-roughness, roughness)));
    list.push([area.x + (area.width * step) / steps, base - height * level]);
  }
  list.push([area.x + area.width, area.y + area.height]);
  return `<polygon points="${points(list)}" fill="${color}"/>`;
}

/** Blocks of buildings with lit and dark windows, farther ones paler (aerial perspective). */
export function skyline(
  area: Rect,
  base: number,
  scale: number,
  random: Random,
  haze: string,
  hazeAmount = 0.35,
): string {
  let svg = '';
  let x = area.x - random.between(0, 40) * scale;
  while (x < area.x + area.width) {
    const width = random.between(40, 110) * scale;
    const height = random.between(50, 190) * scale;
    const body = mix(
      random.pick(['#d9d2c5', '#c9c3b8', '#e6dccb', '#bfc6cc', '#d8c2a8', '#a9b4bd', '#c98f6f']),
      haze,
      Math.max(0, hazeAmount),
    );
    svg += `<rect x="${Math.round(x)}" y="${Math.round(base - height)}" width="${Math.round(width)}" height="${Math.round(height + 2)}" fill="${body}"/>`;
    const window = shade(body, 0.72);
    const gap = 14 * scale;
    for (let row = base - height + gap; row < base - gap; row += gap * 1.6) {
      for (let column = x + gap * 0.7; column < x + width - gap; column += gap * 1.3) {
        svg += `<rect x="${Math.round(column)}" y="${Math.round(row)}" width="${Math.max(1, Math.round(gap * 0.6))}" height="${Math.max(1, Math.round(gap * 0.8))}" fill="${window}"/>`;
      }
    }
    x += width + random.between(-8, 16) * scale;
  }
  return svg;
}

function treeClumps(area: Rect, base: number, scale: number, random: Random): string {
  let svg = '';
  for (let x = area.x; x < area.x + area.width; x += random.between(25, 60) * scale) {
    const radius = random.between(18, 40) * scale;
    const green = random.pick(['#4f7a3a', '#5d8a45', '#3f6b33', '#6b944f']);
    svg += `<ellipse cx="${Math.round(x)}" cy="${Math.round(base - radius * 0.6)}" rx="${Math.round(radius)}" ry="${Math.round(radius * 0.8)}" fill="${green}"/>`;
    svg += `<ellipse cx="${Math.round(x - radius * 0.3)}" cy="${Math.round(base - radius * 0.9)}" rx="${Math.round(radius * 0.5)}" ry="${Math.round(radius * 0.4)}" fill="${shade(green, 1.15)}"/>`;
  }
  return svg;
}

/** The outside seen through an opening whose screen bounds are `area`; the horizon at `horizon`. */
export function drawView(
  scene: Scene,
  view: View,
  area: Rect,
  horizon: number,
  sky: Sky,
  random: Random,
): string {
  const scale = Math.max(0.25, area.width / 700);
  const haze = sky.bottom;
  let svg = `<rect x="${area.x}" y="${area.y}" width="${area.width}" height="${area.height}" fill="${skyGradient(scene, sky)}"/>`;
  svg += clouds(area, horizon, random);
  const ground: Rect = { ...area, height: Math.max(area.height, horizon + 400 * scale - area.y) };
  if (view === 'sea') {
    svg += `<rect x="${area.x}" y="${Math.round(horizon)}" width="${area.width}" height="${Math.round(area.y + area.height - horizon + 2)}" fill="${random.pick(['#3d7fa8', '#2f6f98', '#4a8bb0'])}"/>`;
    svg += `<rect x="${area.x}" y="${Math.round(horizon)}" width="${area.width}" height="${Math.round(6 * scale)}" fill="${mix('#3d7fa8', haze, 0.5)}"/>`;
    // A headland sloping down into the sea on one side.
    const headland = 60 * scale;
    const side = random.chance(0.5) ? 0 : 1;
    const edge = area.x + side * area.width;
    const reach = area.width * random.between(0.25, 0.45) * (side === 0 ? 1 : -1);
    svg += `<polygon points="${points([
      [edge, horizon + 2],
      [edge, horizon - headland],
      [edge + reach * 0.5, horizon - headland * 0.6],
      [edge + reach, horizon + 2],
    ])}" fill="${mix('#5f7d5a', haze, 0.45)}"/>`;
    return svg;
  }
  svg += ridge(ground, horizon, 120 * scale, mix('#7d8f86', haze, 0.55), random, 0.2);
  svg += ridge(ground, horizon + 10 * scale, 70 * scale, mix('#6b8a5a', haze, 0.3), random);
  // Seen from an upper floor, the town fills the view below the horizon: rows of roofs, nearer ones larger.
  const rows = view === 'city' ? 4 : 2;
  for (let row = 0; row < rows; row += 1) {
    const rowScale = scale * (view === 'city' ? 0.7 : 0.4) * (1 + row * 0.8);
    const base = horizon + (30 + row * row * 45 + row * 40) * scale;
    svg += skyline(ground, base, rowScale, random, mix(haze, '#ffffff', 0), 0.4 - row * 0.1);
    svg += treeClumps(ground, base + 12 * rowScale, rowScale * (view === 'city' ? 0.8 : 1.4), random);
  }
  if (view === 'trees') svg += treeClumps(ground, horizon + 220 * scale, scale * 3.5, random);
  return svg;
}
