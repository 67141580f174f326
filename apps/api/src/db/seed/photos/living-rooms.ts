import type { Random } from '../random';
import { shade } from './color';
import { armchair, bookshelf, cabinet, lamp, plant, rug, sofa, table } from './furniture';
import { ACCENT_WALLS, ACCENTS, FABRICS, roomShot, WOODS } from './interior-kit';
import { drawOpening } from './room';
import { drawArt } from './room-details';

/** A living room: sofa, coffee table, rug, TV or shelves, plants, a big window or balcony door. */
export function livingRoom(random: Random): string {
  const width = random.between(4.6, 6);
  const depth = random.between(5.2, 6.8);
  const height = random.between(2.8, 3.2);
  const shot = roomShot(random, {
    size: [width, depth, height],
    floor: { kind: random.chance(0.8) ? 'wood' : 'stone', color: random.pick(WOODS) },
    accent: random.chance(0.35) ? { wall: 'right', color: random.pick(ACCENT_WALLS) } : undefined,
    view: random.pick(['city', 'city', 'hills', 'trees'] as const),
  });
  const { scene, room, sky } = shot;
  const fabric = random.pick(FABRICS);
  const accent = random.pick(ACCENTS);
  const wood = random.pick(WOODS);

  // Balcony door or wide window on the back wall, a second window on the left wall.
  const isDoor = random.chance(0.5);
  const openingWidth = random.between(1.6, 2.4);
  const openingFrom = random.between(0.5, 1.1);
  drawOpening(
    scene,
    room,
    {
      wall: 'back',
      from: shot.span(openingFrom, openingWidth),
      width: openingWidth,
      sill: isDoor ? 0.02 : random.between(0.55, 0.85),
      top: height - random.between(0.25, 0.4),
      view: shot.view,
      isDoor,
      curtain: random.chance(0.6) ? random.pick(['#f3efe6', '#e2d9c8', '#cfd6d9']) : undefined,
    },
    sky,
    random,
  );
  if (random.chance(0.6)) {
    drawOpening(
      scene,
      room,
      {
        wall: shot.wall('left'),
        from: depth * 0.45,
        width: random.between(1.1, 1.5),
        sill: 0.8,
        top: height - 0.35,
        view: shot.view,
      },
      sky,
      random,
    );
  }

  // Sofa against the right wall facing the room, art above it, coffee table and rug in front.
  const sofaLength = random.between(2, 2.6);
  const sofaStart = random.between(1.4, depth - sofaLength - 0.5);
  sofa(
    scene,
    { x: shot.wallX('right'), z: sofaStart, facing: shot.facing('left') },
    sofaLength,
    fabric,
    accent,
  );
  drawArt(
    scene,
    room,
    shot.wall('right'),
    sofaStart + sofaLength / 2,
    1.25,
    [random.between(0.8, 1.3), random.between(0.6, 0.9)],
    random,
  );
  const rugColor = random.pick(['#d8cfc0', '#b9b3a8', '#c4b49a', '#9aa3a8', '#e4ddd0']);
  const rugX = shot.span(width - 2.8, 2.4);
  rug(
    scene,
    [rugX, sofaStart - 0.3],
    [rugX + 2.4, sofaStart + sofaLength + 0.3],
    rugColor,
    shade(rugColor, 0.82),
  );
  const tableWidth = random.between(0.9, 1.3);
  table(
    scene,
    { x: shot.span(width - 2.05, 0.65), z: sofaStart + sofaLength / 2 + tableWidth / 2, facing: 'camera' },
    0.65,
    tableWidth,
    0.42,
    random.pick(WOODS),
    '#2f2f2f',
  );

  // Armchair or TV unit towards the back, shelves or plant in the corners.
  if (random.chance(0.6)) {
    armchair(
      scene,
      { x: shot.span(width - 1.3 - random.between(0.6, 1.4), 0.9), z: depth - 0.35, facing: 'camera' },
      random.pick(FABRICS),
    );
  } else {
    cabinet(scene, { x: shot.span(width * 0.55, 1.6), z: depth, facing: 'camera' }, 1.6, 0.42, 0.5, wood, 3);
  }
  if (random.chance(0.55)) {
    bookshelf(
      scene,
      { x: shot.wallX('left'), z: random.between(1.2, 1.8), facing: shot.facing('right') },
      random.between(0.9, 1.4),
      random.between(1.8, 2.2),
      random.pick(['#f2f0eb', '#3a3a3a', ...WOODS]),
      random,
    );
  }
  plant(scene, [shot.x(width - 0.35), 0, depth - 0.35], random.between(0.8, 1.3), random);
  if (random.chance(0.5))
    plant(scene, [shot.x(openingFrom - 0.25), 0, depth - 0.3], random.between(0.6, 1), random);
  if (random.chance(0.5)) lamp(scene, [shot.x(width - 0.45), 1.6, sofaStart - 0.35], '#efe6d2', 1.5);
  lamp(
    scene,
    [shot.x(width * 0.55), height - 0.7, depth * 0.55],
    random.pick(['#2d2d2d', '#d6c7a8', '#f2f2f2']),
  );
  return shot.finish([shot.x(openingFrom + openingWidth / 2), 1.4, depth]);
}
