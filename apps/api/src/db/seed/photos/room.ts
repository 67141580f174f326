import type { Random } from '../random';
import { shade } from './color';
import { drawView, type Sky, type View } from './outdoor';
import type { Scene, Vec3 } from './scene';

/** The walls of a room: back at z = depth, left at x = 0, right at x = width. */
export type Wall = 'back' | 'left' | 'right';

export interface RoomSpec {
  width: number;
  depth: number;
  height: number;
  wall: string;
  /** One wall painted or papered differently. */
  accent?: { wall: Wall; color: string };
  floor: { kind: 'wood' | 'tile' | 'stone'; color: string };
  ceiling: string;
}

export interface Opening {
  wall: Wall;
  /** Position of the left edge along the wall (x for the back wall, z for side walls). */
  from: number;
  width: number;
  sill: number;
  top: number;
  view: View;
  curtain?: string;
  /** A balcony door: glass down to the floor with a door frame. */
  isDoor?: boolean;
}

/** A point on a wall, `along` it (x or z) at `height`, `offset` into the room. */
export function onWall(room: RoomSpec, wall: Wall, along: number, height: number, offset = 0): Vec3 {
  if (wall === 'back') return [along, height, room.depth - offset];
  if (wall === 'left') return [offset, height, along];
  return [room.width - offset, height, along];
}

export const wallNormal = (wall: Wall): Vec3 =>
  wall === 'back' ? [0, 0, -1] : wall === 'left' ? [1, 0, 0] : [-1, 0, 0];

export function quadOnWall(
  room: RoomSpec,
  wall: Wall,
  from: number,
  to: number,
  bottom: number,
  top: number,
  offset = 0,
): Vec3[] {
  return [
    onWall(room, wall, from, bottom, offset),
    onWall(room, wall, to, bottom, offset),
    onWall(room, wall, to, top, offset),
    onWall(room, wall, from, top, offset),
  ];
}

export function drawShell(scene: Scene, room: RoomSpec): void {
  const { width: w, depth: d, height: h } = room;
  const wallColor = (wall: Wall) => (room.accent?.wall === wall ? room.accent.color : room.wall);
  scene.group('shell', Infinity, () => {
    // Walls and ceiling take light bounced around the room: less contrast than objects.
    scene.face(
      [
        [0, h, 0],
        [w, h, 0],
        [w, h, d],
        [0, h, d],
      ],
      [0, -1, 0],
      shade(room.ceiling, 0.97),
      '',
      0.15,
    );
    scene.face(
      [
        [0, 0, 0],
        [0, 0, d],
        [w, 0, d],
        [w, 0, 0],
      ],
      [0, 1, 0],
      room.floor.color,
      '',
      0.4,
    );
    scene.face(
      [
        [0, 0, d],
        [0, h, d],
        [w, h, d],
        [w, 0, d],
      ],
      [0, 0, -1],
      wallColor('back'),
      '',
      0.5,
    );
    scene.face(
      [
        [0, 0, 0],
        [0, h, 0],
        [0, h, d],
        [0, 0, d],
      ],
      [1, 0, 0],
      wallColor('left'),
      '',
      0.5,
    );
    scene.face(
      [
        [w, 0, 0],
        [w, 0, d],
        [w, h, d],
        [w, h, 0],
      ],
      [-1, 0, 0],
      wallColor('right'),
      '',
      0.5,
    );
  });
  drawFalloff(scene, room);
  scene.group('surface', 1e6, () => {
    drawFloorPattern(scene, room);
    for (const wall of ['back', 'left', 'right'] as const) {
      const length = wall === 'back' ? w : d;
      const skirting = quadOnWall(room, wall, 0, length, 0, 0.08, 0.01);
      scene.face(skirting, wallNormal(wall), shade(wallColor(wall), 1.08));
      scene.line(
        onWall(room, wall, 0, h - 0.01),
        onWall(room, wall, length, h - 0.01),
        shade(wallColor(wall), 0.85),
        2,
        0.6,
      );
    }
  });
}

/**
 * Light falls off with depth: side walls and the ceiling darken towards the back of the room, as they
 * do in a photograph lit from its windows and the camera side.
 */
function drawFalloff(scene: Scene, room: RoomSpec): void {
  const { width: w, depth: d, height: h } = room;
  const near = Math.min(d, scene.camera.position[2] + 0.6);
  const surfaces: [Vec3[], Vec3, Vec3][] = [
    [
      [
        [0, 0, near],
        [0, h, near],
        [0, h, d],
        [0, 0, d],
      ],
      [0, h / 2, near],
      [0, h / 2, d],
    ],
    [
      [
        [w, 0, near],
        [w, 0, d],
        [w, h, d],
        [w, h, near],
      ],
      [w, h / 2, near],
      [w, h / 2, d],
    ],
    [
      [
        [0, h, near],
        [w, h, near],
        [w, h, d],
        [0, h, d],
      ],
      [w / 2, h, near],
      [w / 2, h, d],
    ],
  ];
  scene.group('shell', 1e9, () => {
    for (const [points, from, to] of surfaces) {
      const a = scene.project(from);
      const b = scene.project(to);
      if (!a || !b) continue;
      const gradient = scene.define(
        'falloff',
        (id) =>
          `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${Math.round(a[0])}" y1="${Math.round(a[1])}" x2="${Math.round(b[0])}" y2="${Math.round(b[1])}"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.16"/></linearGradient>`,
      );
      scene.polygon(points, gradient);
    }
  });
}

function drawFloorPattern(scene: Scene, room: RoomSpec): void {
  const { width: w, depth: d, floor } = room;
  const seam = shade(floor.color, 0.78);
  if (floor.kind === 'wood') {
    const plank = 0.19;
    for (let x = plank; x < w; x += plank) scene.line([x, 0.002, 0], [x, 0.002, d], seam, 1.2, 0.55);
    // Butt joints staggered per plank row, deterministic from the position.
    for (let x = 0, row = 0; x < w; x += plank, row += 1) {
      for (let z = ((row * 0.73) % 1.2) + 0.3; z < d; z += 1.2)
        scene.line([x, 0.002, z], [x + plank, 0.002, z], seam, 1, 0.45);
    }
    return;
  }
  const tile = floor.kind === 'tile' ? 0.6 : 0.9;
  for (let x = tile; x < w; x += tile) scene.line([x, 0.002, 0], [x, 0.002, d], seam, 1.4, 0.6);
  for (let z = tile; z < d; z += tile) scene.line([0, 0.002, z], [w, 0.002, z], seam, 1.4, 0.6);
}

/** A window or balcony door with the outside in it, a frame, a sill, optional curtains and sunlight. */
export function drawOpening(scene: Scene, room: RoomSpec, opening: Opening, sky: Sky, random: Random): void {
  const { wall, from, width, sill, top } = opening;
  const to = from + width;
  const normal = wallNormal(wall);
  const glass = quadOnWall(room, wall, from, to, sill, top, 0.005);
  const screen = scene.screenPolygon(glass);
  if (screen.length < 3) return;
  scene.group('surface', 1e5, () => {
    const xs = screen.map(([x]) => x);
    const ys = screen.map(([, y]) => y);
    const area = {
      x: Math.min(...xs),
      y: Math.min(...ys),
      width: Math.max(...xs) - Math.min(...xs),
      height: Math.max(...ys) - Math.min(...ys),
    };
    const clip = scene.define(
      'clip',
      (id) =>
        `<clipPath id="${id}"><polygon points="${screen.map(([x, y]) => `${Math.round(x)},${Math.round(y)}`).join(' ')}"/></clipPath>`,
    );
    scene.raw(
      `<g clip-path="${clip}">${drawView(scene, opening.view, area, scene.camera.horizonY, sky, random)}</g>`,
    );
    scene.polygon(glass, '#ffffff', 'opacity="0.12"');
    const frame = '#f4f4f2';
    const bar = 0.05;
    for (const [a, b, c, e] of [
      [from - bar, from, sill, top],
      [to, to + bar, sill, top],
      [from - bar, to + bar, top, top + bar],
      [from - bar, to + bar, sill - bar, sill],
    ] as const) {
      scene.face(quadOnWall(room, wall, a, b, c, e, 0.01), normal, frame);
    }
    const mullions = Math.max(1, Math.round(width / (opening.isDoor ? 0.9 : 0.75)));
    for (let index = 1; index < mullions; index += 1) {
      const at = from + (width * index) / mullions;
      scene.face(quadOnWall(room, wall, at - 0.025, at + 0.025, sill, top, 0.012), normal, frame);
    }
    if (!opening.isDoor) {
      scene.face(quadOnWall(room, wall, from - 0.1, to + 0.1, sill - 0.06, sill, 0.06), [0, 1, 0], '#efefec');
    }
    if (opening.curtain) drawCurtains(scene, room, opening, random);
  });
  drawSunlight(scene, room, opening, sky);
}

function drawCurtains(scene: Scene, room: RoomSpec, opening: Opening, random: Random): void {
  const color = opening.curtain as string;
  const normal = wallNormal(opening.wall);
  const panel = random.between(0.35, 0.55);
  for (const start of [opening.from - panel * 0.6, opening.from + opening.width - panel * 0.4]) {
    const folds = 5;
    for (let fold = 0; fold < folds; fold += 1) {
      const a = start + (panel * fold) / folds;
      const quad = quadOnWall(room, opening.wall, a, a + panel / folds, 0.05, room.height - 0.08, 0.12);
      scene.face(quad, normal, shade(color, fold % 2 === 0 ? 1 : 0.9), 'opacity="0.93"');
    }
  }
}

/** The patch of sun a window throws on the floor. */
function drawSunlight(scene: Scene, room: RoomSpec, opening: Opening, sky: Sky): void {
  const inward = wallNormal(opening.wall);
  const slope = 1.1;
  const corners = [
    onWall(room, opening.wall, opening.from, opening.isDoor ? 0.01 : opening.sill),
    onWall(room, opening.wall, opening.from + opening.width, opening.isDoor ? 0.01 : opening.sill),
    onWall(room, opening.wall, opening.from + opening.width, opening.top),
    onWall(room, opening.wall, opening.from, opening.top),
  ].map(([x, y, z]): Vec3 => [x + inward[0] * y * slope + y * 0.25, 0.003, z + inward[2] * y * slope]);
  const clipped = corners.map(([x, y, z]): Vec3 => [
    Math.max(0, Math.min(room.width, x)),
    y,
    Math.max(0, Math.min(room.depth, z)),
  ]);
  const tint = sky.isEvening ? '#ffd9a8' : '#fffbe8';
  scene.group('surface', 1e4, () => scene.polygon(clipped, tint, 'opacity="0.22"'));
}
