import type { Random } from '../random';
import { shade } from './color';
import { assemble, chair, lamp, plant, table, type LocalBox, type Placement } from './furniture';
import { roomShot, WOODS } from './interior-kit';
import { drawOpening } from './room';
import { drawTiles } from './room-details';
import type { Scene } from './scene';

const FRONTS = ['#f3f1ec', '#e7e2d8', '#2f3b45', '#6d7b6a', '#c9b79c', '#3c3c3c', '#b8c4c8', '#8a6a4f'];
const COUNTERS = ['#e9e6df', '#2b2b2b', '#d8d2c4', '#bfb6a6', '#f4f4f2'];

/** A run of base cabinets with a worktop, optionally a sink and a hob, against a wall. */
function counterRun(
  scene: Scene,
  place: Placement,
  length: number,
  front: string,
  counter: string,
  withSink: boolean,
  withHob: boolean,
): void {
  const depth = 0.62;
  const doors = Math.max(1, Math.round(length / 0.6));
  const boxes: LocalBox[] = [
    [[0, 0, 0.05], [length, 0.1, depth], '#2a2a2a'],
    [[0, 0.1, 0.02], [length, 0.86, depth], shade(front, 0.97)],
  ];
  for (let door = 0; door < doors; door += 1) {
    const x = (length * door) / doors;
    boxes.push([[x + 0.01, 0.12, 0], [x + length / doors - 0.01, 0.84, 0.02], front]);
    boxes.push([[x + 0.05, 0.78, -0.02], [x + length / doors - 0.05, 0.8, 0], '#a7a7a7']);
  }
  boxes.push([[-0.02, 0.86, -0.02], [length + 0.02, 0.9, depth], counter]);
  if (withSink)
    boxes.push(
      [[length * 0.3, 0.9, 0.12], [length * 0.3 + 0.55, 0.905, 0.5], '#9ea3a6'],
      [[length * 0.3 + 0.25, 0.9, 0.5], [length * 0.3 + 0.3, 1.2, 0.55], '#c0c4c6'],
    );
  if (withHob) boxes.push([[length * 0.68, 0.9, 0.08], [length * 0.68 + 0.6, 0.905, 0.55], '#151515']);
  assemble(scene, place, length, depth, boxes, false);
}

/** A kitchen: an L of cabinets with wall units, a window over the worktop, a table or island. */
export function kitchen(random: Random): string {
  const width = random.between(3.4, 4.6);
  const depth = random.between(3.8, 5);
  const height = random.between(2.7, 3);
  const shot = roomShot(random, {
    size: [width, depth, height],
    floor: {
      kind: random.chance(0.6) ? 'tile' : 'wood',
      color: random.pick(['#d9d4cb', '#c8c1b5', '#e4e0d8', '#9c9a96', ...WOODS]),
    },
    view: random.pick(['city', 'hills', 'trees'] as const),
    cameraAt: random.between(0.3, 0.45),
    cameraDepth: 0.1,
    fieldOfView: random.between(80, 86),
    yawDegrees: random.between(10, 22),
  });
  const { scene, room, sky } = shot;
  const front = random.pick(FRONTS);
  const counter = random.pick(COUNTERS);
  const backLength = width - 0.05;
  const sideLength = random.between(1.6, depth - 1.6);

  drawTiles(
    scene,
    room,
    'back',
    [0, width],
    [0.9, 1.5],
    random.pick(['#f2f2f0', '#dfe6e8', '#e8e0d2', '#cfd8d3', '#ffffff']),
    [0.2, 0.1],
  );
  drawOpening(
    scene,
    room,
    {
      wall: 'back',
      from: shot.span(width * 0.3, 1.2),
      width: 1.2,
      sill: 1.05,
      top: height - 0.45,
      view: shot.view,
    },
    sky,
    random,
  );
  counterRun(
    scene,
    { x: shot.span(0.02, backLength), z: depth, facing: 'camera' },
    backLength,
    front,
    counter,
    true,
    false,
  );
  counterRun(
    scene,
    { x: shot.wallX('right'), z: depth - 0.65 - sideLength, facing: shot.facing('left') },
    sideLength,
    front,
    counter,
    false,
    true,
  );
  // Wall units over the side run and beside the window, a tall fridge at the near end of the side run.
  const unitX = shot.wallX('right') === width ? width - 0.35 : 0;
  scene.box([unitX, 1.45, depth - 0.65 - sideLength], [unitX + 0.35, 2.2, depth - 0.05], shade(front, 1.02));
  const besideWindow = shot.span(width * 0.3 + 1.35, width * 0.7 - 1.4);
  scene.box(
    [besideWindow, 1.45, depth - 0.35],
    [besideWindow + width * 0.7 - 1.4, 2.2, depth],
    shade(front, 1.02),
  );
  assemble(
    scene,
    { x: shot.wallX('right'), z: depth - 0.7 - sideLength - 0.75, facing: shot.facing('left') },
    0.72,
    0.68,
    [
      [[0, 0, 0], [0.72, 1.9, 0.68], random.pick(['#d9dcde', '#f2f2f2', '#2b2b2b'])],
      [[0.05, 1.1, -0.01], [0.08, 1.5, 0], '#9a9a9a'],
    ],
  );
  if (random.chance(0.55)) {
    const tableWidth = random.between(1, 1.3);
    const tableX = shot.span(width * 0.3, 0.8);
    table(scene, { x: tableX, z: depth - 1.15, facing: 'camera' }, 0.8, tableWidth, 0.75, random.pick(WOODS));
    const chairColor = random.pick(['#2f2f2f', '#e8e4dc', '#8c6240']);
    chair(scene, { x: tableX - 0.5, z: depth - 1.15 - tableWidth * 0.5 - 0.24, facing: 'right' }, chairColor);
    chair(scene, { x: tableX + 1.3, z: depth - 1.15 - tableWidth * 0.5 - 0.24, facing: 'left' }, chairColor);
  } else {
    const islandX = shot.span(width * 0.25, 1.6);
    assemble(scene, { x: islandX, z: depth - 1.3, facing: 'camera' }, 1.6, 0.8, [
      [[0, 0, 0], [1.6, 0.86, 0.8], shade(front, 0.95)],
      [[-0.05, 0.86, -0.05], [1.65, 0.9, 0.85], counter],
    ]);
    lamp(scene, [islandX + 0.5, 1.85, depth - 1.7], '#2d2d2d');
    lamp(scene, [islandX + 1.1, 1.85, depth - 1.7], '#2d2d2d');
  }
  if (random.chance(0.5)) plant(scene, [shot.x(0.3), 0.9, depth - 0.3], 0.35, random);
  return shot.finish([shot.x(width * 0.3 + 0.6), 1.6, depth]);
}
