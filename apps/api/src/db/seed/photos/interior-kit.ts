import type { Random } from '../random';
import type { Facing } from './furniture';
import { pickSky, type Sky, type View } from './outdoor';
import { drawShell, type RoomSpec, type Wall } from './room';
import { drawAtmosphere } from './room-details';
import { photoCamera, Scene, type Vec3 } from './scene';

/** Palettes that read as real interiors: warm whites, greige, muted accents. */
export const WALLS = ['#ece6dc', '#e9e4da', '#f1ede6', '#dfe3e0', '#e6ddd0', '#dcd6cc', '#e8e1d5', '#d9dfe4'];
export const ACCENT_WALLS = ['#5d7a7a', '#7b8f6e', '#3f5567', '#b48a6a', '#8c9aa6', '#a65f4b', '#c7b299'];
export const WOODS = ['#b98b5e', '#a8784c', '#c9a57a', '#8c6240', '#d2b48c', '#9c7352'];
export const FABRICS = [
  '#8f9aa3',
  '#c8bfae',
  '#5e6b73',
  '#a3957f',
  '#3f4f5f',
  '#b8b2a7',
  '#7d6b5d',
  '#55695a',
];
export const ACCENTS = ['#c46b4e', '#d9b45a', '#3e6f8e', '#8a5a83', '#5c7d5a', '#e0a38b'];

/**
 * A room seen from near its front wall: `mirror` swaps left and right, so one layout gives two
 * different-looking photos, and every placement goes through `x()` / `wall()` / `facing()`.
 */
export interface RoomShot {
  scene: Scene;
  room: RoomSpec;
  sky: Sky;
  view: View;
  x(value: number): number;
  /** Left edge of something `length` wide whose left edge was `from` before mirroring. */
  span(from: number, length: number): number;
  wall(wall: Wall): Wall;
  facing(facing: Facing): Facing;
  /** A sideways piece's wall-line x (left wall 0, right wall width) after mirroring. */
  wallX(wall: 'left' | 'right'): number;
  finish(glowAt?: Vec3): string;
}

export interface ShotOptions {
  size: [width: number, depth: number, height: number];
  floor: RoomSpec['floor'];
  wallColor?: string;
  accent?: { wall: Wall; color: string };
  view: View;
  /** Camera x as a share of the width, before mirroring. */
  cameraAt?: number;
  /** Camera distance from the front wall in metres. */
  cameraDepth?: number;
  yawDegrees?: number;
  fieldOfView?: number;
}

export function roomShot(random: Random, options: ShotOptions): RoomShot {
  const [width, depth, height] = options.size;
  const isMirrored = random.chance(0.5);
  const x = (value: number) => (isMirrored ? width - value : value);
  const wall = (value: Wall): Wall =>
    !isMirrored || value === 'back' ? value : value === 'left' ? 'right' : 'left';
  const facing = (value: Facing): Facing =>
    !isMirrored || value === 'camera' ? value : value === 'left' ? 'right' : 'left';
  const room: RoomSpec = {
    width,
    depth,
    height,
    wall: options.wallColor ?? random.pick(WALLS),
    accent: options.accent ? { wall: wall(options.accent.wall), color: options.accent.color } : undefined,
    floor: options.floor,
    ceiling: '#f6f4f0',
  };
  const yaw = ((options.yawDegrees ?? random.between(14, 26)) * Math.PI) / 180;
  const camera = photoCamera(
    [
      x(width * (options.cameraAt ?? random.between(0.22, 0.32))),
      random.between(1.25, 1.45),
      options.cameraDepth ?? random.between(0.25, 0.45),
    ],
    isMirrored ? -yaw : yaw,
    options.fieldOfView ?? random.between(74, 84),
    random.between(0.44, 0.5),
  );
  const light: Vec3 = [isMirrored ? 0.6 : -0.6, 0.7, 0.3];
  const scene = new Scene(camera, light);
  const sky = pickSky(random);
  drawShell(scene, room);
  return {
    scene,
    room,
    sky,
    view: options.view,
    x,
    span: (from, length) => (isMirrored ? width - from - length : from),
    wall,
    facing,
    wallX: (value) => (wall(value) === 'left' ? 0 : width),
    finish(glowAt) {
      const point = glowAt ? scene.project(glowAt) : undefined;
      drawAtmosphere(scene, point ?? [scene.width * 0.3, scene.height * 0.4], sky);
      return scene.render('#d9d4cc');
    },
  };
}
