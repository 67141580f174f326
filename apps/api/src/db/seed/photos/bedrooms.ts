import type { Random } from '../random';
import { shade } from './color';
import { assemble, cabinet, lamp, plant, rug, type LocalBox, type Placement } from './furniture';
import { ACCENT_WALLS, ACCENTS, FABRICS, roomShot, WOODS } from './interior-kit';
import { drawOpening } from './room';
import { drawArt } from './room-details';
import type { Scene } from './scene';

function bed(
  scene: Scene,
  place: Placement,
  width: number,
  frame: string,
  linen: string,
  cover: string,
  random: Random,
): void {
  const depth = 2.1;
  const boxes: LocalBox[] = [
    [[0, 0, 0], [width, 0.3, depth], frame],
    [[0.03, 0.3, 0.03], [width - 0.03, 0.52, depth - 0.05], linen],
    [[-0.02, 0.3, 0], [width + 0.02, 0.58, depth * 0.62], cover],
    [[0.05, 0.58, 0.1], [width - 0.05, 0.6, 0.5], shade(cover, 0.85)],
    [[0, 0, depth - 0.08], [width, 1.15, depth], shade(frame, 0.92)],
  ];
  const pillows = width > 1.3 ? 2 : 1;
  const pillowWidth = (width - 0.2) / pillows;
  for (let index = 0; index < pillows; index += 1) {
    const x = 0.1 + index * pillowWidth;
    boxes.push([[x + 0.03, 0.52, depth - 0.5], [x + pillowWidth - 0.03, 0.68, depth - 0.12], '#f7f5f0']);
  }
  if (random.chance(0.6))
    boxes.push([[width * 0.35, 0.52, depth - 0.62], [width * 0.65, 0.74, depth - 0.5], random.pick(ACCENTS)]);
  assemble(scene, place, width, depth, boxes);
}

function nightstand(scene: Scene, place: Placement, color: string, random: Random): void {
  const boxes: LocalBox[] = [
    [[0, 0.08, 0], [0.45, 0.55, 0.4], color],
    [[0.02, 0.32, -0.01], [0.43, 0.52, 0], shade(color, 1.05)],
    [[0.03, 0, 0.03], [0.06, 0.08, 0.06], '#333'],
    [[0.39, 0, 0.03], [0.42, 0.08, 0.06], '#333'],
    [[0.17, 0.55, 0.14], [0.28, 0.75, 0.25], random.pick(['#e8e2d6', '#2f2f2f', '#c9a66b'])],
    [[0.1, 0.75, 0.08], [0.35, 0.95, 0.32], '#f3ead6'],
  ];
  assemble(scene, place, 0.45, 0.4, boxes, false);
}

/** A bedroom: bed against the back wall, nightstands, wardrobe, a curtained window at the side. */
export function bedroom(random: Random): string {
  const width = random.between(3.6, 4.8);
  const depth = random.between(4, 5.2);
  const height = random.between(2.7, 3.1);
  const shot = roomShot(random, {
    size: [width, depth, height],
    floor: { kind: 'wood', color: random.pick(WOODS) },
    accent: random.chance(0.5) ? { wall: 'back', color: random.pick(ACCENT_WALLS) } : undefined,
    view: random.pick(['city', 'hills', 'trees'] as const),
    cameraAt: random.between(0.25, 0.4),
    yawDegrees: random.between(8, 20),
  });
  const { scene, room, sky } = shot;
  const wood = random.pick(WOODS);
  const bedWidth = random.pick([1.4, 1.6, 1.8]);
  const bedLeft = (width - bedWidth) / 2 + random.between(0, 0.4);

  drawOpening(
    scene,
    room,
    {
      wall: shot.wall('right'),
      from: depth * random.between(0.3, 0.45),
      width: random.between(1.2, 1.7),
      sill: 0.85,
      top: height - 0.3,
      view: shot.view,
      curtain: random.pick(['#efe8dc', '#d7cfc2', '#b9c4c9', '#e9e4da']),
    },
    sky,
    random,
  );
  drawArt(
    scene,
    room,
    'back',
    shot.x(bedLeft + bedWidth / 2),
    1.35,
    [random.between(0.9, 1.4), random.between(0.5, 0.75)],
    random,
  );
  rug(
    scene,
    [shot.span(bedLeft - 0.5, bedWidth + 1), depth - 2.6],
    [shot.span(bedLeft - 0.5, bedWidth + 1) + bedWidth + 1, depth - 1.2],
    random.pick(['#d9d0c1', '#b7aea0', '#9aa3a8']),
    '#cfc6b6',
  );
  bed(
    scene,
    { x: shot.span(bedLeft, bedWidth), z: depth, facing: 'camera' },
    bedWidth,
    random.pick([wood, '#d8d2c8', '#5b5550', '#8f9aa3']),
    '#f4f2ee',
    random.pick(['#ffffff', '#ece4d6', '#d9d0c1', '#c8bfae', '#b8c4c9', '#e9e4da', ...FABRICS]),
    random,
  );
  nightstand(scene, { x: shot.span(bedLeft - 0.55, 0.45), z: depth, facing: 'camera' }, wood, random);
  nightstand(
    scene,
    { x: shot.span(bedLeft + bedWidth + 0.1, 0.45), z: depth, facing: 'camera' },
    wood,
    random,
  );
  const wardrobeWidth = random.between(1.2, 1.8);
  if (bedLeft > 1.25) {
    cabinet(
      scene,
      { x: shot.wallX('left'), z: depth - 0.05 - wardrobeWidth, facing: shot.facing('right') },
      wardrobeWidth,
      0.6,
      2.2,
      random.pick(['#f1eee8', '#d9d3c9', wood]),
      2,
    );
  }
  if (random.chance(0.6)) plant(scene, [shot.x(width - 0.4), 0, depth - 0.4], random.between(0.6, 1), random);
  lamp(scene, [shot.x(width / 2), height - 0.55, depth / 2], random.pick(['#f2f2f2', '#d6c7a8']));
  return shot.finish([shot.x(width), 1.5, depth * 0.45]);
}
