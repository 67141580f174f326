import type { Random } from '../random';
import { shade } from './color';
import { GRASS, outdoorShot, tree } from './exterior-kit';
import type { Vec3 } from './scene';

/** A plot of land: grass, a boundary fence receding to the trees, hills behind. */
export function landPlot(random: Random): string {
  const shot = outdoorShot(random, {
    position: [0, 1.7, 0],
    yawDegrees: random.between(-20, 20),
    fieldOfView: 76,
    horizon: random.between(0.52, 0.6),
    ground: random.pick(['#8fa35a', '#9aa866', '#a4a06a', ...GRASS]),
  });
  const { scene } = shot;
  const fenceX = random.pick([-1, 1]) * random.between(4, 8);
  for (let z = 3; z < 90; z += 3) {
    scene.group('object', [fenceX, 0.7, z], () => {
      scene.box([fenceX, 0, z], [fenceX + 0.1, 1.3, z + 0.1], '#6b5440');
      scene.line([fenceX, 1.1, z], [fenceX, 1.1, z + 3], '#4a4a4a', 1.2);
      scene.line([fenceX, 0.6, z], [fenceX, 0.6, z + 3], '#4a4a4a', 1.2);
    });
  }
  for (let index = random.int(4, 9); index > 0; index -= 1) {
    const at: Vec3 = [random.between(-40, 40), 0, random.between(25, 90)];
    tree(scene, at, random.between(5, 11), random, random.chance(0.25));
  }
  scene.group('surface', 1e6, () => {
    for (let patch = 0; patch < 30; patch += 1) {
      const x = random.between(-25, 25);
      const z = random.between(3, 60);
      scene.polygon(
        [
          [x, 0.01, z],
          [x + random.between(1, 3), 0.01, z],
          [x + 1, 0.01, z + random.between(1, 3)],
        ],
        shade('#8fa35a', random.between(0.8, 1.15)),
        'opacity="0.6"',
      );
    }
  });
  return shot.finish();
}
