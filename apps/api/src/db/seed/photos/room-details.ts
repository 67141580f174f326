import type { Random } from '../random';
import { mix, shade } from './color';
import type { Sky } from './outdoor';
import { onWall, quadOnWall, wallNormal, type RoomSpec, type Wall } from './room';
import type { Scene } from './scene';

/** Tiles on part of a wall: a slightly raised surface with grout lines. */
export function drawTiles(
  scene: Scene,
  room: RoomSpec,
  wall: Wall,
  span: [number, number],
  heights: [number, number],
  color: string,
  size: [number, number],
): void {
  const [from, to] = span;
  const [bottom, top] = heights;
  const grout = shade(color, 0.72);
  scene.group('surface', 2e3, () => {
    scene.face(quadOnWall(room, wall, from, to, bottom, top, 0.004), wallNormal(wall), color, '', 0.5);
    for (let y = bottom + size[1]; y < top; y += size[1])
      scene.line(onWall(room, wall, from, y, 0.005), onWall(room, wall, to, y, 0.005), grout, 1.5, 0.7);
    for (let x = from + size[0]; x < to; x += size[0])
      scene.line(onWall(room, wall, x, bottom, 0.005), onWall(room, wall, x, top, 0.005), grout, 1.5, 0.7);
  });
}

/** A framed picture on a wall. */
export function drawArt(
  scene: Scene,
  room: RoomSpec,
  wall: Wall,
  center: number,
  bottom: number,
  size: [number, number],
  random: Random,
): void {
  const [width, height] = size;
  const normal = wallNormal(wall);
  scene.group('surface', 1e3, () => {
    scene.face(
      quadOnWall(room, wall, center - width / 2, center + width / 2, bottom, bottom + height, 0.02),
      normal,
      random.pick(['#2b2b2b', '#c9a66b', '#f2f2f2']),
    );
    const inset = 0.05;
    const canvas = random.pick(['#e9e1d3', '#d8e3e8', '#f1e6da']);
    scene.face(
      quadOnWall(
        room,
        wall,
        center - width / 2 + inset,
        center + width / 2 - inset,
        bottom + inset,
        bottom + height - inset,
        0.025,
      ),
      normal,
      canvas,
    );
    for (let shape = 0; shape < 3; shape += 1) {
      const a = random.between(center - width / 2 + inset, center);
      const b = random.between(bottom + inset, bottom + height / 2);
      const color = random.pick(['#c46b4e', '#3e6f8e', '#d9b45a', '#5c7d5a', '#8a5a83', '#1f3b4d']);
      scene.face(
        quadOnWall(
          room,
          wall,
          a,
          Math.min(center + width / 2 - inset, a + width * 0.4),
          b,
          Math.min(bottom + height - inset, b + height * 0.4),
          0.03,
        ),
        normal,
        mix(color, canvas, 0.15),
      );
    }
  });
}

/** Soft light from the windows and a gentle vignette, as a camera would record them. */
export function drawAtmosphere(scene: Scene, glowAt: [number, number], sky: Sky): void {
  const glow = scene.define(
    'glow',
    (id) =>
      `<radialGradient id="${id}" cx="${glowAt[0] / scene.width}" cy="${glowAt[1] / scene.height}" r="0.7"><stop offset="0" stop-color="${sky.isEvening ? '#ffd7a0' : '#ffffff'}" stop-opacity="0.28"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`,
  );
  const vignette = scene.define(
    'vignette',
    (id) =>
      `<radialGradient id="${id}" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.32"/></radialGradient>`,
  );
  scene.group('overlay', 0, () => {
    scene.raw(`<rect width="100%" height="100%" fill="${glow}"/>`);
    scene.raw(`<rect width="100%" height="100%" fill="${vignette}"/>`);
  });
}
