import type { Random } from '../random';
import { assemble, chair, lamp, plant, table } from './furniture';
import { roomShot } from './interior-kit';
import { drawOpening } from './room';

/** A commercial space: an open office or shop floor with a glazed wall, desks and screens. */
export function officeSpace(random: Random): string {
  const width = random.between(7, 10);
  const depth = random.between(7, 9);
  const height = random.between(3, 3.6);
  const shot = roomShot(random, {
    size: [width, depth, height],
    floor: {
      kind: random.chance(0.5) ? 'stone' : 'tile',
      color: random.pick(['#b8b4ad', '#9c9892', '#c9c4bb', '#8d8a86']),
    },
    wallColor: random.pick(['#efefec', '#e6e4df', '#dfe3e5']),
    view: 'city',
    cameraAt: random.between(0.2, 0.35),
    fieldOfView: random.between(78, 86),
  });
  const { scene, room, sky } = shot;
  const panes = Math.floor((width - 0.6) / 1.6);
  for (let pane = 0; pane < panes; pane += 1) {
    drawOpening(
      scene,
      room,
      { wall: 'back', from: 0.3 + pane * 1.6, width: 1.5, sill: 0.3, top: height - 0.25, view: 'city' },
      sky,
      random,
    );
  }
  const desk = random.pick(['#f2f2f0', '#c9a57a', '#e0dcd4']);
  const seat = random.pick(['#2f2f2f', '#3e5566', '#7d6b5d']);
  for (let row = 0; row < 2; row += 1) {
    for (let column = 0; column < 3; column += 1) {
      const x = shot.span(1.2 + column * 2, 1.6);
      const z = depth - 2 - row * 2.2;
      table(scene, { x, z, facing: 'camera' }, 1.6, 0.8, 0.74, desk, '#8a8a8a');
      assemble(
        scene,
        { x: x + 0.5, z: z - 0.1, facing: 'camera' },
        0.6,
        0.2,
        [
          [[0, 0.74, 0.08], [0.6, 1.12, 0.12], '#1d1f22'],
          [[0.27, 0.74, 0.12], [0.33, 0.78, 0.2], '#3a3a3a'],
        ],
        false,
      );
      chair(scene, { x: x + 0.55, z: z - 1.05, facing: 'camera' }, seat);
    }
  }
  for (let index = 0; index < 3; index += 1)
    lamp(scene, [shot.x(1.5 + index * 2.5), height - 0.9, depth - 3], '#2d2d2d');
  plant(scene, [shot.x(width - 0.5), 0, depth - 0.5], random.between(1, 1.5), random);
  plant(scene, [shot.x(0.5), 0, depth - 0.5], random.between(0.8, 1.3), random);
  return shot.finish([width / 2, 1.6, depth]);
}
