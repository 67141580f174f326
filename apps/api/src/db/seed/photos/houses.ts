import type { Random } from '../random';
import { shade } from './color';
import { GRASS, outdoorShot, tree } from './exterior-kit';
import { chair, table } from './furniture';
import type { Scene } from './scene';

const PLASTER = ['#efe9dd', '#e6dccb', '#d9c7a7', '#f3f1ec', '#cfc6b8', '#e2cdb2', '#b9b2a6'];
const ROOFS = ['#8c3b2a', '#a24a32', '#4a4d52', '#5b3a2e', '#6e2f25', '#3d4147'];

interface HouseSpec {
  x: number;
  z: number;
  width: number;
  depth: number;
  floors: number;
  wall: string;
  roof: string;
}

/** A family house: walls, windows with shutters, a door, a pitched roof with a chimney. */
function house(scene: Scene, h: HouseSpec, random: Random): void {
  const top = h.floors * 3;
  const rise = random.between(1.8, 2.8);
  const eave = 0.5;
  const [x0, x1, z0, z1] = [h.x, h.x + h.width, h.z, h.z + h.depth];
  const zMid = (z0 + z1) / 2;
  const shutters = random.pick(['#4f6b5a', '#7a4b2a', '#3e5566', '#f4f4f2', '#5a5a5a']);
  scene.group('object', [(x0 + x1) / 2, top / 2, zMid], () => {
    scene.box([x0 - 0.1, 0, z0 - 0.1], [x1 + 0.1, 0.5, z1 + 0.1], shade(h.wall, 0.8));
    scene.box([x0, 0.5, z0], [x1, top, z1], h.wall);
    const columns = Math.max(2, Math.round(h.width / 2.6));
    for (let floor = 0; floor < h.floors; floor += 1) {
      for (let column = 0; column < columns; column += 1) {
        const center = x0 + ((column + 0.5) * h.width) / columns;
        const isDoor = floor === 0 && column === Math.floor(columns / 2);
        const [bottom, upper, half] = isDoor ? [0.5, 2.7, 0.55] : [floor * 3 + 1.1, floor * 3 + 2.5, 0.6];
        scene.face(
          [
            [center - half, bottom, z0 - 0.02],
            [center + half, bottom, z0 - 0.02],
            [center + half, upper, z0 - 0.02],
            [center - half, upper, z0 - 0.02],
          ],
          [0, 0, -1],
          isDoor ? random.pick(['#5a3b26', '#2f3b45', '#7a4b2a']) : '#3f5560',
        );
        if (!isDoor) {
          scene.face(
            [
              [center - half - 0.1, bottom - 0.1, z0 - 0.01],
              [center + half + 0.1, bottom - 0.1, z0 - 0.01],
              [center + half + 0.1, bottom, z0 - 0.01],
              [center - half - 0.1, bottom, z0 - 0.01],
            ],
            [0, 0, -1],
            '#f2f0ea',
          );
          for (const side of [-1, 1]) {
            const a = center + side * (half + 0.05);
            const b = center + side * (half + 0.5);
            scene.face(
              [
                [Math.min(a, b), bottom, z0 - 0.03],
                [Math.max(a, b), bottom, z0 - 0.03],
                [Math.max(a, b), upper, z0 - 0.03],
                [Math.min(a, b), upper, z0 - 0.03],
              ],
              [0, 0, -1],
              shutters,
            );
          }
        }
      }
      for (let index = 0; index < 2; index += 1) {
        const zc = z0 + ((index + 0.5) * h.depth) / 2;
        for (const [x, normal] of [
          [x0 - 0.02, -1],
          [x1 + 0.02, 1],
        ] as const) {
          scene.face(
            [
              [x, floor * 3 + 1.1, zc - 0.6],
              [x, floor * 3 + 1.1, zc + 0.6],
              [x, floor * 3 + 2.5, zc + 0.6],
              [x, floor * 3 + 2.5, zc - 0.6],
            ],
            [normal, 0, 0],
            '#3f5560',
          );
        }
      }
    }
    // Gables, then the two roof slopes; the one facing away is culled.
    scene.face(
      [
        [x0, top, z0],
        [x0, top + rise, zMid],
        [x0, top, z1],
      ],
      [-1, 0, 0],
      h.wall,
    );
    scene.face(
      [
        [x1, top, z0],
        [x1, top, z1],
        [x1, top + rise, zMid],
      ],
      [1, 0, 0],
      h.wall,
    );
    const slope = Math.hypot(rise, h.depth / 2);
    scene.face(
      [
        [x0 - eave, top - 0.2, z0 - eave],
        [x1 + eave, top - 0.2, z0 - eave],
        [x1 + eave, top + rise, zMid],
        [x0 - eave, top + rise, zMid],
      ],
      [0, h.depth / 2 / slope, -rise / slope],
      h.roof,
    );
    scene.face(
      [
        [x0 - eave, top - 0.2, z1 + eave],
        [x0 - eave, top + rise, zMid],
        [x1 + eave, top + rise, zMid],
        [x1 + eave, top - 0.2, z1 + eave],
      ],
      [0, h.depth / 2 / slope, rise / slope],
      h.roof,
    );
    const chimney = x0 + h.width * random.between(0.2, 0.8);
    scene.box(
      [chimney - 0.35, top + rise * 0.4, zMid - 0.35 - h.depth * 0.18],
      [chimney + 0.35, top + rise + 0.9, zMid + 0.35 - h.depth * 0.18],
      shade(h.wall, 0.85),
    );
  });
}

function fence(
  scene: Scene,
  z: number,
  from: number,
  to: number,
  gate: [number, number],
  color: string,
): void {
  for (let x = from; x < to; x += 2.5) {
    if (x + 2.5 > gate[0] && x < gate[1]) continue;
    scene.group('object', [x + 1.25, 0.6, z], () => {
      scene.box([x, 0, z], [x + 0.12, 1.4, z + 0.12], shade(color, 0.8));
      scene.box([x, 0.4, z], [x + 2.5, 0.5, z + 0.06], color);
      scene.box([x, 1.1, z], [x + 2.5, 1.2, z + 0.06], color);
    });
  }
}

function houseScene(random: Random, isGarden: boolean): string {
  const distance = isGarden ? random.between(12, 16) : random.between(13, 18);
  const side = random.pick([-1, 1]);
  const shot = outdoorShot(random, {
    position: [0, 1.6, 0],
    yawDegrees: side * (isGarden ? random.between(4, 12) : random.between(10, 28)),
    fieldOfView: 74,
    horizon: 0.6,
    ground: random.pick(GRASS),
  });
  const { scene } = shot;
  const spec: HouseSpec = {
    width: random.between(9, 13),
    depth: random.between(8, 11),
    floors: random.pick([1, 2, 2, 2, 3]),
    wall: random.pick(PLASTER),
    roof: random.pick(ROOFS),
    x: 0,
    z: distance,
  };
  spec.x = -spec.width / 2 + (isGarden ? side * random.between(3, 6) : random.between(-2, 2));
  house(scene, spec, random);
  if (random.chance(0.5)) {
    const garageX = spec.x + spec.width + 0.5;
    scene.group('object', [garageX + 2, 1.3, distance + 1], () => {
      scene.box([garageX, 0, distance + 1], [garageX + 4, 2.8, distance + 7], shade(spec.wall, 0.95));
      scene.face(
        [
          [garageX + 0.5, 0, distance + 0.98],
          [garageX + 3.5, 0, distance + 0.98],
          [garageX + 3.5, 2.3, distance + 0.98],
          [garageX + 0.5, 2.3, distance + 0.98],
        ],
        [0, 0, -1],
        '#d9d9d6',
      );
    });
  }
  // A stone path to the door, lawn edges, the front fence with a gate, trees and shrubs.
  const door = spec.x + spec.width / 2;
  scene.group('surface', 1e6, () => {
    scene.polygon(
      [
        [door - 0.7, 0.01, 1],
        [door + 0.7, 0.01, 1],
        [door + 0.7, 0.01, distance],
        [door - 0.7, 0.01, distance],
      ],
      '#c9c2b4',
    );
    if (isGarden)
      scene.polygon(
        [
          [spec.x - 1, 0.012, distance - 4.5],
          [spec.x + spec.width + 1, 0.012, distance - 4.5],
          [spec.x + spec.width + 1, 0.012, distance],
          [spec.x - 1, 0.012, distance],
        ],
        '#b7ab98',
      );
  });
  if (isGarden) {
    table(
      scene,
      { x: spec.x + spec.width / 2 - 1, z: distance - 1.5, facing: 'camera' },
      1.8,
      0.9,
      0.75,
      '#8c6240',
    );
    chair(scene, { x: spec.x + spec.width / 2 - 1.5, z: distance - 2.2, facing: 'right' }, '#e9e4da');
    chair(scene, { x: spec.x + spec.width / 2 + 1.3, z: distance - 1.8, facing: 'left' }, '#e9e4da');
  } else {
    fence(scene, 5, -40, 40, [door - 1.2, door + 1.2], random.pick(['#7a5a3a', '#3b3b3b', '#e9e6df']));
  }
  for (let index = random.int(3, 6); index > 0; index -= 1) {
    const treeSide = random.pick([-1, 1]);
    tree(
      scene,
      [door + treeSide * random.between(spec.width / 2 + 3, 22), 0, distance + random.between(-6, 8)],
      random.between(4, 9),
      random,
      random.chance(0.3),
    );
  }
  for (let index = random.int(3, 7); index > 0; index -= 1)
    tree(
      scene,
      [door + random.between(-12, 12), 0, random.between(6, distance - 2)],
      random.between(0.9, 1.5),
      random,
    );
  return shot.finish();
}

export const houseExterior = (random: Random) => houseScene(random, false);
export const garden = (random: Random) => houseScene(random, true);
