import type { Random } from '../random';
import { shade } from './color';
import { chair, plant, table } from './furniture';
import { drawView, pickSky, type View } from './outdoor';
import { photoCamera, Scene } from './scene';

/** The view from a balcony: its floor and railing in front, the town, hills or sea beyond. */
export function balconyView(
  random: Random,
  view: View = random.pick(['city', 'city', 'hills', 'sea'] as const),
): string {
  const width = random.between(3, 4.5);
  const depth = random.between(1.3, 1.9);
  const camera = photoCamera(
    [width / 2 + random.between(-0.4, 0.4), 1.4, -1.3],
    (random.between(-12, 12) * Math.PI) / 180,
    random.between(78, 86),
    random.between(0.38, 0.44),
  );
  const scene = new Scene(camera, [0.4, 0.8, 0.5]);
  const sky = pickSky(random);
  scene.group('shell', Infinity, () => {
    scene.raw(
      drawView(
        scene,
        view,
        { x: 0, y: 0, width: camera.width, height: camera.height },
        camera.horizonY,
        sky,
        random,
      ),
    );
  });
  const tile = random.pick(['#c9c2b8', '#b8afa3', '#d8d2c8', '#a39c93', '#8f8a84']);
  const wall = random.pick(['#e9e4da', '#d8cfc2', '#cfc8bc', '#efece6']);
  scene.group('shell', 1e8, () => {
    scene.face(
      [
        [0, 0, -1.5],
        [width, 0, -1.5],
        [width, 0, depth],
        [0, 0, depth],
      ],
      [0, 1, 0],
      tile,
      '',
      0.3,
    );
    for (let x = 0.45; x < width; x += 0.45)
      scene.line([x, 0.002, -1.5], [x, 0.002, depth], shade(tile, 0.8), 1.2, 0.6);
    for (let z = -1.35; z < depth; z += 0.45)
      scene.line([0, 0.002, z], [width, 0.002, z], shade(tile, 0.8), 1.2, 0.6);
    // The side walls of the loggia and the slab of the balcony above.
    scene.face(
      [
        [0, 0, -1.5],
        [0, 2.8, -1.5],
        [0, 2.8, depth],
        [0, 0, depth],
      ],
      [1, 0, 0],
      wall,
      '',
      0.5,
    );
    scene.face(
      [
        [width, 0, -1.5],
        [width, 0, depth],
        [width, 2.8, depth],
        [width, 2.8, -1.5],
      ],
      [-1, 0, 0],
      wall,
      '',
      0.5,
    );
    scene.face(
      [
        [0, 2.8, -1.5],
        [width, 2.8, -1.5],
        [width, 2.8, depth],
        [0, 2.8, depth],
      ],
      [0, -1, 0],
      shade(wall, 0.95),
      '',
      0.3,
    );
  });
  scene.group('object', [width / 2, 0.5, depth], () => {
    scene.box([0, 0, depth], [width, 0.12, depth + 0.15], shade(wall, 0.9));
    if (random.chance(0.5)) {
      scene.polygon(
        [
          [0, 0.12, depth],
          [width, 0.12, depth],
          [width, 1.1, depth],
          [0, 1.1, depth],
        ],
        '#d5e8ef',
        'opacity="0.35"',
      );
      scene.box([0, 1.08, depth - 0.03], [width, 1.12, depth + 0.03], '#b9bdbf');
    } else {
      const rail = random.pick(['#2f2f2f', '#5a5a5a', '#e9e9e6']);
      scene.box([0, 1.05, depth - 0.03], [width, 1.1, depth + 0.03], rail);
      for (let x = 0.06; x < width; x += 0.13)
        scene.box([x, 0.12, depth], [x + 0.025, 1.05, depth + 0.025], rail);
    }
  });
  if (random.chance(0.6)) {
    table(
      scene,
      { x: width * 0.55, z: depth - 0.25, facing: 'camera' },
      0.6,
      0.6,
      0.7,
      random.pick(['#2f2f2f', '#8c6240', '#e9e6df']),
    );
    chair(
      scene,
      { x: width * 0.55 - 0.55, z: depth - 0.3, facing: 'right' },
      random.pick(['#2f2f2f', '#8c6240', '#e9e6df']),
    );
  }
  plant(scene, [0.35, 0, depth - 0.35], random.between(0.6, 1.1), random);
  if (random.chance(0.6)) plant(scene, [width - 0.35, 0, depth - 0.35], random.between(0.5, 0.9), random);
  return scene.render(sky.bottom);
}
