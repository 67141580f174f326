import type { Random } from '../random';
import { shade } from './color';
import { car, outdoorShot, tree } from './exterior-kit';
import type { Scene, Vec3 } from './scene';

type Style = 'modern' | 'soviet' | 'historic';

interface Block {
  x: number;
  z: number;
  width: number;
  depth: number;
  floors: number;
  floorHeight: number;
  wall: string;
  glass: string;
  balcony: 'glass' | 'metal' | 'wood';
  /** Share of window bays that carry a balcony. */
  balconyShare: number;
  windowsPerBay: number;
}

/** One building: its body, a window grid on every visible face, balconies on the front, a parapet. */
function block(scene: Scene, b: Block, random: Random): void {
  const height = b.floors * b.floorHeight;
  const bays = Math.max(2, Math.round(b.width / 3.2));
  const bay = b.width / bays;
  const sideBays = Math.max(1, Math.round(b.depth / 3.2));
  const parts: { at: Vec3; draw: () => void }[] = [];
  scene.group('object', [b.x + b.width / 2, height / 2, b.z + b.depth / 2], () => {
    scene.box([b.x, 0, b.z], [b.x + b.width, height, b.z + b.depth], b.wall);
    scene.box(
      [b.x - 0.1, height, b.z - 0.1],
      [b.x + b.width + 0.1, height + 0.5, b.z + b.depth + 0.1],
      shade(b.wall, 0.9),
    );
    const frame = b.balcony === 'wood' ? '#f1ede4' : shade(b.wall, 1.15);
    for (let floor = b.balcony === 'wood' ? 0 : 1; floor < b.floors; floor += 1) {
      const y0 = floor * b.floorHeight + 0.9;
      const y1 = floor * b.floorHeight + b.floorHeight - 0.45;
      for (let index = 0; index < bays; index += 1) {
        const x0 = b.x + index * bay + bay * 0.22;
        const x1 = b.x + (index + 1) * bay - bay * 0.22;
        const isLit = random.chance(0.12);
        scene.face(
          [
            [x0 - 0.08, y0 - 0.08, b.z - 0.01],
            [x1 + 0.08, y0 - 0.08, b.z - 0.01],
            [x1 + 0.08, y1 + 0.08, b.z - 0.01],
            [x0 - 0.08, y1 + 0.08, b.z - 0.01],
          ],
          [0, 0, -1],
          frame,
        );
        scene.face(
          [
            [x0, y0, b.z - 0.02],
            [x1, y0, b.z - 0.02],
            [x1, y1, b.z - 0.02],
            [x0, y1, b.z - 0.02],
          ],
          [0, 0, -1],
          isLit ? '#e8d9a8' : b.glass,
        );
        if (b.windowsPerBay > 1)
          scene.face(
            [
              [(x0 + x1) / 2 - 0.04, y0, b.z - 0.03],
              [(x0 + x1) / 2 + 0.04, y0, b.z - 0.03],
              [(x0 + x1) / 2 + 0.04, y1, b.z - 0.03],
              [(x0 + x1) / 2 - 0.04, y1, b.z - 0.03],
            ],
            [0, 0, -1],
            frame,
          );
        if (floor > 0 && random.chance(b.balconyShare))
          parts.push(balcony(scene, b, index * bay, bay, floor * b.floorHeight, random));
      }
      for (let index = 0; index < sideBays; index += 1) {
        const z0 = b.z + index * (b.depth / sideBays) + 0.8;
        const z1 = b.z + (index + 1) * (b.depth / sideBays) - 0.8;
        for (const [x, normal] of [
          [b.x - 0.02, -1],
          [b.x + b.width + 0.02, 1],
        ] as const) {
          scene.face(
            [
              [x, y0, z0],
              [x, y0, z1],
              [x, y1, z1],
              [x, y1, z0],
            ],
            [normal, 0, 0],
            b.glass,
          );
        }
      }
    }
    // Nearer balconies last.
    parts
      .sort((p, q) => Math.hypot(...scene.toCamera(q.at)) - Math.hypot(...scene.toCamera(p.at)))
      .forEach((part) => part.draw());
  });
}

function balcony(
  scene: Scene,
  b: Block,
  offset: number,
  bay: number,
  y: number,
  random: Random,
): { at: Vec3; draw: () => void } {
  const x0 = b.x + offset + bay * 0.08;
  const x1 = b.x + offset + bay * 0.92;
  const out = b.balcony === 'wood' ? 1.2 : 1.4;
  const z = b.z;
  return {
    at: [(x0 + x1) / 2, y, z - out],
    draw: () => {
      scene.box([x0, y - 0.15, z - out], [x1, y, z], shade(b.wall, 0.95));
      if (b.balcony === 'glass') {
        scene.polygon(
          [
            [x0, y, z - out],
            [x1, y, z - out],
            [x1, y + 1.05, z - out],
            [x0, y + 1.05, z - out],
          ],
          '#cfe3ea',
          'opacity="0.55" stroke="#9fb3ba" stroke-width="1.5"',
        );
      } else {
        const rail = b.balcony === 'wood' ? random.pick(['#7a4b2a', '#8a5a36', '#5e3b22']) : '#3b3b3b';
        if (b.balcony === 'wood') {
          // A glazed wooden balcony: solid lower panel, posts and a roof beam.
          scene.box([x0, y, z - out], [x1, y + 0.95, z - out + 0.05], rail);
          for (let x = x0; x <= x1 + 0.01; x += (x1 - x0) / 4)
            scene.box([x - 0.04, y + 0.95, z - out], [x + 0.04, y + 2.75, z - out + 0.06], shade(rail, 1.1));
          scene.box([x0, y + 2.7, z - out], [x1, y + 2.85, z], shade(rail, 0.9));
          return;
        }
        scene.box([x0, y + 0.95, z - out - 0.04], [x1, y + 1.02, z - out], rail);
        for (let x = x0; x <= x1; x += 0.12)
          scene.box([x, y, z - out - 0.03], [x + 0.03, y + 0.95, z - out], rail);
      }
    },
  };
}

const STYLES: Record<Style, (random: Random) => Omit<Block, 'x' | 'z'>> = {
  modern: (random) => ({
    width: random.between(22, 32),
    depth: random.between(14, 18),
    floors: random.int(10, 18),
    floorHeight: 3.1,
    wall: random.pick(['#e9e4da', '#d8cfc2', '#c9b8a3', '#efefec', '#b7a58f']),
    glass: random.pick(['#5f7f94', '#4c6a7d', '#6f8da0']),
    balcony: 'glass',
    balconyShare: random.between(0.4, 0.8),
    windowsPerBay: 1,
  }),
  soviet: (random) => ({
    width: random.between(30, 45),
    depth: random.between(12, 14),
    floors: random.pick([5, 9, 9, 12, 14]),
    floorHeight: 2.8,
    wall: random.pick(['#bdbab4', '#c9c2b5', '#aeb2b4', '#d4c9b5']),
    glass: random.pick(['#4d5b63', '#56656d']),
    balcony: 'metal',
    balconyShare: random.between(0.25, 0.5),
    windowsPerBay: 2,
  }),
  historic: (random) => ({
    width: random.between(11, 15),
    depth: random.between(10, 13),
    floors: random.int(2, 4),
    floorHeight: 3.6,
    wall: random.pick(['#d9b77e', '#c98f6f', '#b8c7c9', '#e0c9a6', '#c7a4a4', '#d2c29a']),
    glass: random.pick(['#3f4f58', '#4a5a62']),
    balcony: 'wood',
    balconyShare: 0.9,
    windowsPerBay: 2,
  }),
};

/** The building a listing is in, photographed from across the street. */
export function apartmentFacade(random: Random): string {
  const style = random.pick(['modern', 'modern', 'soviet', 'historic'] as const);
  const building = STYLES[style](random);
  const distance = style === 'historic' ? random.between(13, 17) : random.between(30, 42);
  const yawDegrees = random.pick([-1, 1]) * random.between(12, 25);
  const shot = outdoorShot(random, {
    position: [0, 1.6, 0],
    yawDegrees,
    fieldOfView: style === 'historic' ? 78 : 72,
    horizon: style === 'historic' ? 0.64 : 0.76,
    ground: '#b3aea5',
    withTown: style !== 'historic',
  });
  const { scene } = shot;
  // Turned towards the building, which stands a little off the middle of the frame.
  const center =
    Math.tan((yawDegrees * Math.PI) / 180) * (distance + building.depth / 2) * 0.8 - building.width / 2;
  block(scene, { ...building, x: center, z: distance }, random);
  if (style === 'historic') {
    // Terraced neighbours on both sides, as in the old town.
    for (const side of [-1, 1]) {
      const neighbour = STYLES.historic(random);
      block(
        scene,
        {
          ...neighbour,
          x: side < 0 ? center - neighbour.width - 0.2 : center + building.width + 0.2,
          z: distance + random.between(-0.3, 0.6),
        },
        random,
      );
    }
  }
  // Pavement, road, street trees and parked cars between the camera and the building.
  scene.group('surface', 1e6, () => {
    scene.polygon(
      [
        [-300, 0.01, distance - 5],
        [300, 0.01, distance - 5],
        [300, 0.01, distance],
        [-300, 0.01, distance],
      ],
      '#b9b4aa',
      '',
      1,
    );
    scene.polygon(
      [
        [-300, 0.005, 4],
        [300, 0.005, 4],
        [300, 0.005, distance - 5],
        [-300, 0.005, distance - 5],
      ],
      '#5d5f61',
      '',
      1,
    );
    scene.polygon(
      [
        [-300, 0.012, 3.8],
        [300, 0.012, 3.8],
        [300, 0.012, 4],
        [-300, 0.012, 4],
      ],
      '#d7d3cb',
      '',
      1,
    );
    for (let x = -60; x < 60; x += 6)
      scene.polygon(
        [
          [x, 0.012, distance * 0.5 - 0.1],
          [x + 3, 0.012, distance * 0.5 - 0.1],
          [x + 3, 0.012, distance * 0.5 + 0.1],
          [x, 0.012, distance * 0.5 + 0.1],
        ],
        '#e9e9e4',
      );
  });
  for (let x = -40; x < 40; x += random.between(7, 11))
    tree(scene, [x, 0, distance - 2.5], random.between(5, 8), random, random.chance(0.15));
  for (let index = random.int(1, 4); index > 0; index -= 1) {
    car(
      scene,
      [random.between(-25, 20), 0, distance - 7.5],
      true,
      random.pick(['#c7c9cc', '#2b2d31', '#8a1f24', '#f2f2f2', '#34506b', '#6b6f73']),
    );
  }
  return shot.finish();
}
