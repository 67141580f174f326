import type { Random } from '../random';
import { shade } from './color';
import type { Scene, Vec3 } from './scene';

/**
 * Furniture built from boxes in its own frame: x across its width, z from its front (0) to its back,
 * then turned so that its back stands against a wall. `facing` is where its front looks.
 */
export type Facing = 'camera' | 'right' | 'left';

export interface Placement {
  /** Where its back stands: x for pieces facing the camera, the wall's x for pieces facing sideways. */
  x: number;
  /** Where its back stands: z for pieces facing the camera, where its span starts for sideways ones. */
  z: number;
  facing: Facing;
}

/** A box in the piece's own frame. */
export type LocalBox = [min: Vec3, max: Vec3, color: string];

/** Maps a local box to world space (axis-aligned rotations only). */
function toWorld(place: Placement, [min, max]: LocalBox, width: number, depth: number): [Vec3, Vec3] {
  const corners = [min, max].map(([lx, ly, lz]): Vec3 => {
    if (place.facing === 'camera') return [place.x + lx, ly, place.z - depth + lz];
    if (place.facing === 'right') return [place.x + depth - lz, ly, place.z + width - lx];
    return [place.x - depth + lz, ly, place.z + lx];
  });
  const [a, b] = corners as [Vec3, Vec3];
  return [
    [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.min(a[2], b[2])],
    [Math.max(a[0], b[0]), Math.max(a[1], b[1]), Math.max(a[2], b[2])],
  ];
}

/** Draws a piece's boxes as one object, plus a soft contact shadow on the floor. */
export function assemble(
  scene: Scene,
  place: Placement,
  width: number,
  depth: number,
  boxes: LocalBox[],
  shadow = true,
): void {
  const world = boxes.map((box) => [...toWorld(place, box, width, depth), box[2]] as const);
  const [footMin, footMax] = toWorld(
    place,
    [[-0.06, 0, -0.06], [width + 0.06, 0, depth + 0.06], ''],
    width,
    depth,
  );
  if (shadow) {
    scene.group('surface', 10, () => {
      scene.polygon(
        [
          [footMin[0], 0.004, footMin[2]],
          [footMax[0], 0.004, footMin[2]],
          [footMax[0], 0.004, footMax[2]],
          [footMin[0], 0.004, footMax[2]],
        ],
        '#000',
        'opacity="0.14"',
      );
    });
  }
  const center: Vec3 = [(footMin[0] + footMax[0]) / 2, 0.5, (footMin[2] + footMax[2]) / 2];
  // Inside one object, draw the parts far from the camera first.
  const ordered = [...world].sort((a, b) => distance(scene, b) - distance(scene, a));
  scene.group('object', center, () => {
    for (const [min, max, color] of ordered) scene.box(min, max, color, { top: shade(color, 1.06) });
  });
}

const distance = (scene: Scene, [min, max]: readonly [Vec3, Vec3, string]) =>
  Math.hypot(...scene.toCamera([(min[0] + max[0]) / 2, (min[1] + max[1]) / 2, (min[2] + max[2]) / 2]));

export function sofa(scene: Scene, place: Placement, width: number, color: string, accent: string): void {
  const depth = 0.92;
  const seats = width > 2.1 ? 3 : 2;
  const seatWidth = (width - 0.4) / seats;
  const boxes: LocalBox[] = [
    [[0, 0, 0.05], [width, 0.1, depth - 0.05], '#3b3129'],
    [[0, 0.1, 0], [width, 0.4, depth], color],
    [[0, 0.1, depth - 0.24], [width, 0.84, depth], shade(color, 0.95)],
    [[0, 0.1, 0], [0.2, 0.62, depth], color],
    [[width - 0.2, 0.1, 0], [width, 0.62, depth], color],
  ];
  for (let seat = 0; seat < seats; seat += 1) {
    const x = 0.2 + seat * seatWidth;
    boxes.push([[x + 0.01, 0.4, 0.04], [x + seatWidth - 0.01, 0.5, depth - 0.24], shade(color, 1.08)]);
    boxes.push([
      [x + 0.03, 0.5, depth - 0.38],
      [x + seatWidth - 0.03, 0.8, depth - 0.24],
      shade(color, 1.04),
    ]);
  }
  boxes.push([[0.28, 0.5, depth - 0.5], [0.68, 0.86, depth - 0.38], accent]);
  boxes.push([[width - 0.68, 0.5, depth - 0.5], [width - 0.28, 0.86, depth - 0.38], shade(accent, 0.85)]);
  assemble(scene, place, width, depth, boxes);
}

export function armchair(scene: Scene, place: Placement, color: string): void {
  const boxes: LocalBox[] = [
    [[0.05, 0, 0.05], [0.85, 0.12, 0.8], '#3b3129'],
    [[0, 0.12, 0], [0.9, 0.42, 0.85], color],
    [[0, 0.12, 0.62], [0.9, 0.9, 0.85], shade(color, 0.95)],
    [[0, 0.12, 0], [0.16, 0.62, 0.85], color],
    [[0.74, 0.12, 0], [0.9, 0.62, 0.85], color],
    [[0.16, 0.42, 0.04], [0.74, 0.52, 0.62], shade(color, 1.08)],
  ];
  assemble(scene, place, 0.9, 0.85, boxes);
}

export function table(
  scene: Scene,
  place: Placement,
  width: number,
  depth: number,
  height: number,
  color: string,
  legColor = shade(color, 0.7),
): void {
  const leg = 0.05;
  const boxes: LocalBox[] = [[[0, height - 0.04, 0], [width, height, depth], color]];
  for (const [x, z] of [
    [0.04, 0.04],
    [width - leg - 0.04, 0.04],
    [0.04, depth - leg - 0.04],
    [width - leg - 0.04, depth - leg - 0.04],
  ] as const) {
    boxes.push([[x, 0, z], [x + leg, height - 0.04, z + leg], legColor]);
  }
  assemble(scene, place, width, depth, boxes, height < 0.6);
}

export function chair(scene: Scene, place: Placement, color: string, seat = shade(color, 1.15)): void {
  const boxes: LocalBox[] = [
    [[0.04, 0, 0.04], [0.08, 0.45, 0.08], color],
    [[0.4, 0, 0.04], [0.44, 0.45, 0.08], color],
    [[0.04, 0, 0.4], [0.08, 0.9, 0.44], color],
    [[0.4, 0, 0.4], [0.44, 0.9, 0.44], color],
    [[0.02, 0.45, 0.02], [0.46, 0.5, 0.46], seat],
    [[0.04, 0.62, 0.4], [0.44, 0.88, 0.44], seat],
  ];
  assemble(scene, place, 0.48, 0.48, boxes, false);
}

export function cabinet(
  scene: Scene,
  place: Placement,
  width: number,
  depth: number,
  height: number,
  color: string,
  doors = Math.max(1, Math.round(width / 0.5)),
): void {
  const boxes: LocalBox[] = [[[0, 0, 0.02], [width, height, depth], color]];
  for (let door = 0; door < doors; door += 1) {
    const x = (width * door) / doors;
    boxes.push([[x + 0.01, 0.06, 0], [x + width / doors - 0.01, height - 0.02, 0.02], shade(color, 1.03)]);
    const handle = door % 2 === 0 ? x + width / doors - 0.06 : x + 0.04;
    boxes.push([[handle, height * 0.55, -0.02], [handle + 0.02, height * 0.55 + 0.14, 0], '#9a9a9a']);
  }
  assemble(scene, place, width, depth, boxes, false);
}

export function bookshelf(
  scene: Scene,
  place: Placement,
  width: number,
  height: number,
  color: string,
  random: Random,
): void {
  const depth = 0.32;
  const boxes: LocalBox[] = [[[0, 0, 0.3], [width, height, depth], shade(color, 0.8)]];
  boxes.push([[0, 0, 0], [0.03, height, 0.3], color], [[width - 0.03, 0, 0], [width, height, 0.3], color]);
  const shelves = Math.max(3, Math.round(height / 0.38));
  for (let shelf = 0; shelf <= shelves; shelf += 1) {
    const y = (height * shelf) / shelves;
    boxes.push([[0.03, y, 0], [width - 0.03, y + 0.025, 0.3], color]);
    if (shelf === shelves) continue;
    let x = 0.05;
    while (x < width - 0.12 && random.chance(0.93)) {
      const thick = random.between(0.025, 0.06);
      const tall = random.between(0.18, 0.3);
      boxes.push([
        [x, y + 0.025, 0.05],
        [x + thick, y + 0.025 + tall, 0.27],
        random.pick(['#8c3b2f', '#2f4f6f', '#d9c9a3', '#3f5e3a', '#6b4a7a', '#c2a14a', '#e8e2d6']),
      ]);
      x += thick + (random.chance(0.12) ? random.between(0.1, 0.25) : 0.004);
    }
  }
  assemble(scene, place, width, depth, boxes, false);
}

/** A potted plant: a box pot and layered leaves drawn as ellipses at the right size for the distance. */
export function plant(scene: Scene, at: Vec3, size: number, random: Random): void {
  const [x, , z] = at;
  const pot = random.pick(['#d9d4cc', '#b9694a', '#2f2f2f', '#e8e4dc']);
  scene.group('object', [x, 0.4, z], () => {
    scene.box([x - 0.14, 0, z - 0.14], [x + 0.14, 0.32, z + 0.14], pot);
    const crown: Vec3 = [x, 0.32 + size * 0.55, z];
    const point = scene.project(crown);
    if (!point) return;
    const scale = scene.scaleAt(crown);
    let leaves = '';
    for (let leaf = 0; leaf < 16; leaf += 1) {
      const angle = random.between(0, Math.PI * 2);
      const reach = random.between(0.1, 0.45) * size * scale;
      const green = random.pick(['#3f6e35', '#4d8040', '#5f9149', '#37602f', '#6da055']);
      leaves += `<ellipse cx="${Math.round(point[0] + Math.cos(angle) * reach)}" cy="${Math.round(point[1] + Math.sin(angle) * reach * 0.8)}" rx="${Math.round(size * scale * 0.2)}" ry="${Math.round(size * scale * 0.09)}" transform="rotate(${Math.round((angle * 180) / Math.PI)} ${Math.round(point[0] + Math.cos(angle) * reach)} ${Math.round(point[1] + Math.sin(angle) * reach * 0.8)})" fill="${green}"/>`;
    }
    scene.raw(leaves);
  });
}

/** A lamp hanging from the ceiling, or standing when `standHeight` is given. */
export function lamp(scene: Scene, at: Vec3, color: string, standHeight?: number): void {
  const [x, y, z] = at;
  scene.group('object', at, () => {
    if (standHeight !== undefined)
      scene.box([x - 0.015, 0, z - 0.015], [x + 0.015, standHeight, z + 0.015], '#2e2e2e');
    else scene.line([x, y + 2, z], [x, y + 0.2, z], '#2e2e2e', 1.5);
    const point = scene.project([x, y, z]);
    if (!point) return;
    const scale = scene.scaleAt([x, y, z]);
    const radius = Math.round(0.15 * scale);
    scene.raw(
      `<path d="M${Math.round(point[0] - radius * 0.55)},${Math.round(point[1] - radius * 0.6)} L${Math.round(point[0] + radius * 0.55)},${Math.round(point[1] - radius * 0.6)} L${Math.round(point[0] + radius)},${Math.round(point[1] + radius * 0.4)} L${Math.round(point[0] - radius)},${Math.round(point[1] + radius * 0.4)} Z" fill="${color}"/>`,
    );
  });
}

/** A rug lying on the floor between two corners. */
export function rug(
  scene: Scene,
  min: [number, number],
  max: [number, number],
  color: string,
  border: string,
): void {
  scene.group('surface', 100, () => {
    scene.polygon(
      [
        [min[0], 0.006, min[1]],
        [max[0], 0.006, min[1]],
        [max[0], 0.006, max[1]],
        [min[0], 0.006, max[1]],
      ],
      border,
    );
    const inset = 0.12;
    scene.polygon(
      [
        [min[0] + inset, 0.007, min[1] + inset],
        [max[0] - inset, 0.007, min[1] + inset],
        [max[0] - inset, 0.007, max[1] - inset],
        [min[0] + inset, 0.007, max[1] - inset],
      ],
      color,
    );
  });
}
