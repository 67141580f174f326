import type { Random } from '../random';
import { shade } from './color';
import { assemble, plant } from './furniture';
import { roomShot, WOODS } from './interior-kit';
import { drawOpening, onWall, wallNormal } from './room';
import { drawTiles } from './room-details';

const TILES = ['#f2f2f0', '#e6e2da', '#d7dde0', '#cfd6cf', '#e9e4dc', '#bfc7cc', '#2f3a40', '#d9cbb8'];

/** A bathroom: tiled walls, a bath or a glass shower, a vanity under a mirror, a WC. */
export function bathroom(random: Random): string {
  const width = random.between(2.4, 3.2);
  const depth = random.between(2.8, 3.6);
  const height = random.between(2.6, 2.9);
  const tile = random.pick(TILES);
  const shot = roomShot(random, {
    size: [width, depth, height],
    floor: { kind: 'tile', color: random.pick(['#bdb6ab', '#8e8a85', '#d4cec4', '#5f5f5f', '#c9c2b8']) },
    wallColor: random.pick(['#efece6', '#e6e3dd']),
    view: 'trees',
    cameraAt: random.between(0.3, 0.45),
    // Shot from the doorway.
    cameraDepth: 0.05,
    yawDegrees: random.between(6, 14),
    fieldOfView: random.between(86, 94),
  });
  const { scene, room, sky } = shot;
  const tileHeight = random.chance(0.6) ? height : random.between(1.3, 2.1);
  const tileSize = random.pick<[number, number]>([
    [0.3, 0.6],
    [0.6, 0.6],
    [0.2, 0.2],
    [0.6, 0.3],
  ]);
  drawTiles(scene, room, 'back', [0, width], [0, tileHeight], tile, tileSize);
  drawTiles(scene, room, 'left', [0, depth], [0, tileHeight], tile, tileSize);
  drawTiles(scene, room, 'right', [0, depth], [0, tileHeight], tile, tileSize);
  if (random.chance(0.5)) {
    drawOpening(
      scene,
      room,
      { wall: shot.wall('left'), from: depth - 1.2, width: 0.6, sill: 1.6, top: 2.2, view: 'trees' },
      sky,
      random,
    );
  }

  const white = '#f7f7f5';
  if (random.chance(0.55)) {
    // Bath along the back wall, with its inner basin and a tap.
    const length = Math.min(1.7, width - 0.1);
    assemble(scene, { x: shot.span(0.02, length), z: depth, facing: 'camera' }, length, 0.75, [
      [[0, 0, 0], [length, 0.55, 0.75], white],
      [[0.08, 0.5, 0.08], [length - 0.08, 0.56, 0.67], '#dfe9ee'],
      [[length / 2 - 0.05, 0.55, 0.68], [length / 2 + 0.05, 0.75, 0.75], '#c0c4c6'],
    ]);
  } else {
    // Walk-in shower: a tray, a glass screen and a rain head.
    const x = shot.span(0.02, 1);
    assemble(
      scene,
      { x, z: depth, facing: 'camera' },
      1,
      1,
      [
        [[0, 0, 0], [1, 0.05, 1], '#e9e9e7'],
        [[0.45, 2.05, 0.7], [0.55, 2.08, 1], '#bfc3c5'],
      ],
      false,
    );
    scene.group('object', [x + 0.5, 1, depth - 1], () => {
      const glassX = shot.x(1.02);
      scene.polygon(
        [
          [glassX, 0.05, depth - 1],
          [glassX, 0.05, depth],
          [glassX, 2, depth],
          [glassX, 2, depth - 1],
        ],
        '#d8eef5',
        'opacity="0.35" stroke="#c9d3d6" stroke-width="2"',
      );
    });
  }

  // Vanity against the right wall with a basin and a mirror above it.
  const vanityLength = random.between(0.8, 1.2);
  const vanityStart = depth - 0.82 - vanityLength;
  const vanityColor = random.pick([...WOODS, white, '#3a3a3a', '#8f9aa3']);
  assemble(
    scene,
    { x: shot.wallX('right'), z: vanityStart, facing: shot.facing('left') },
    vanityLength,
    0.5,
    [
      [[0, 0.25, 0], [vanityLength, 0.82, 0.5], vanityColor],
      [[0.02, 0.3, -0.01], [vanityLength - 0.02, 0.8, 0], shade(vanityColor, 1.05)],
      [[0, 0.82, 0], [vanityLength, 0.86, 0.5], white],
      [[vanityLength / 2 - 0.22, 0.86, 0.08], [vanityLength / 2 + 0.22, 0.98, 0.42], white],
      [[vanityLength / 2 - 0.02, 0.86, 0.42], [vanityLength / 2 + 0.02, 1.1, 0.48], '#c0c4c6'],
    ],
  );
  const mirrorWall = shot.wall('right');
  scene.group('surface', 1e3, () => {
    const quad = [
      onWall(room, mirrorWall, vanityStart + 0.05, 1.15, 0.02),
      onWall(room, mirrorWall, vanityStart + vanityLength - 0.05, 1.15, 0.02),
      onWall(room, mirrorWall, vanityStart + vanityLength - 0.05, 1.95, 0.02),
      onWall(room, mirrorWall, vanityStart + 0.05, 1.95, 0.02),
    ];
    const mirror = scene.define(
      'mirror',
      (id) =>
        `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f4f8fa"/><stop offset="0.5" stop-color="#c9d5db"/><stop offset="1" stop-color="#e9f0f3"/></linearGradient>`,
    );
    scene.face(quad, wallNormal(mirrorWall), '#9aa0a3');
    scene.polygon(
      quad.map(([x, y, z]): [number, number, number] => [x, y, z]),
      mirror,
      'opacity="0.85"',
    );
  });
  // WC beside the vanity, towel on a rail.
  assemble(
    scene,
    { x: shot.wallX('right'), z: Math.max(0.2, vanityStart - 0.6), facing: shot.facing('left') },
    0.4,
    0.68,
    [
      [[0.08, 0, 0.2], [0.32, 0.38, 0.6], white],
      [[0.02, 0.38, 0.05], [0.38, 0.42, 0.6], white],
      [[0, 0.4, 0.5], [0.4, 0.8, 0.68], white],
    ],
  );
  const towel = random.pick(['#e9e4da', '#8fa3b0', '#c46b4e', '#f2f2f2', '#5c7d5a']);
  assemble(
    scene,
    { x: shot.wallX('left'), z: random.between(0.6, 1.2), facing: shot.facing('right') },
    0.55,
    0.06,
    [[[0, 0.9, 0], [0.55, 1.45, 0.05], towel]],
    false,
  );
  if (random.chance(0.4)) plant(scene, [shot.x(width - 0.3), 0, depth - 0.3], 0.5, random);
  return shot.finish([shot.x(width / 2), height - 0.2, depth / 2]);
}
