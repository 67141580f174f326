import type { Random } from '../random';
import { mix, shade } from './color';
import { pickSky, skyGradient, skyline, type Sky } from './outdoor';
import { photoCamera, Scene, type Vec3 } from './scene';

export const GRASS = ['#6f9a4a', '#7aa552', '#628f43'];

/** An outdoor shot: sky, distant ridges and a ground plane, with the sun as the light. */
export interface OutdoorShot {
  scene: Scene;
  sky: Sky;
  finish(): string;
}

export function outdoorShot(
  random: Random,
  options: {
    position: Vec3;
    yawDegrees: number;
    fieldOfView: number;
    horizon: number;
    ground: string;
    withTown?: boolean;
  },
): OutdoorShot {
  const camera = photoCamera(
    options.position,
    (options.yawDegrees * Math.PI) / 180,
    options.fieldOfView,
    options.horizon,
  );
  const scene = new Scene(camera, [random.pick([-0.7, 0.7]), 0.8, -0.5]);
  const sky = pickSky(random);
  const horizon = camera.horizonY;
  const area = { x: 0, y: 0, width: camera.width, height: camera.height };
  scene.group('shell', Infinity, () => {
    scene.raw(`<rect width="100%" height="100%" fill="${skyGradient(scene, sky)}"/>`);
    for (let cloud = random.int(2, 5); cloud > 0; cloud -= 1) {
      const cx = random.between(0, camera.width);
      const cy = random.between(horizon * 0.1, horizon * 0.6);
      const size = random.between(40, 110);
      scene.raw(
        `<ellipse cx="${Math.round(cx)}" cy="${Math.round(cy)}" rx="${Math.round(size * 1.8)}" ry="${Math.round(size * 0.45)}" fill="#ffffff" opacity="0.7"/>`,
      );
    }
    scene.raw(mountains(area, horizon, random, sky.bottom));
    if (options.withTown) scene.raw(skyline(area, horizon + 4, 0.35, random, sky.bottom, 0.5));
  });
  scene.group('shell', 1e9, () => {
    scene.polygon(
      [
        [-800, 0, -800],
        [800, 0, -800],
        [800, 0, 800],
        [-800, 0, 800],
      ],
      options.ground,
      '',
      1,
    );
  });
  return {
    scene,
    sky,
    finish() {
      const vignette = scene.define(
        'vignette',
        (id) =>
          `<radialGradient id="${id}" cx="0.5" cy="0.5" r="0.8"><stop offset="0.65" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.25"/></radialGradient>`,
      );
      scene.group('overlay', 0, () => scene.raw(`<rect width="100%" height="100%" fill="${vignette}"/>`));
      return scene.render(sky.bottom);
    },
  };
}

function mountains(
  area: { width: number; height: number },
  horizon: number,
  random: Random,
  haze: string,
): string {
  let svg = '';
  for (const [height, color] of [
    [random.between(90, 170), mix('#6f8578', haze, 0.55)],
    [random.between(40, 90), mix('#5f7d52', haze, 0.35)],
  ] as const) {
    const points: string[] = [`0,${Math.round(horizon + 2)}`];
    let level = random.between(0.3, 1);
    for (let x = 0; x <= area.width; x += area.width / 16) {
      level = Math.max(0.1, Math.min(1, level + random.between(-0.3, 0.3)));
      points.push(`${Math.round(x)},${Math.round(horizon - height * level)}`);
    }
    points.push(`${area.width},${Math.round(horizon + 2)}`);
    svg += `<polygon points="${points.join(' ')}" fill="${color}"/>`;
  }
  return svg;
}

/** A deciduous or cypress tree: a trunk box and a crown of overlapping ellipses sized for the distance. */
export function tree(scene: Scene, at: Vec3, height: number, random: Random, isCypress = false): void {
  const [x, , z] = at;
  scene.group('object', [x, height / 2, z], () => {
    scene.box([x - 0.12, 0, z - 0.12], [x + 0.12, height * 0.45, z + 0.12], '#5a4634');
    const crown: Vec3 = [x, height * (isCypress ? 0.6 : 0.68), z];
    const point = scene.project(crown);
    if (!point) return;
    const scale = scene.scaleAt(crown);
    const base = random.pick(['#4f7a3a', '#5d8a45', '#3f6b33', '#6b944f']);
    let svg = '';
    const width = (isCypress ? 0.18 : 0.38) * height * scale;
    const tall = (isCypress ? 0.55 : 0.36) * height * scale;
    for (let blob = 0; blob < 9; blob += 1) {
      const dx = random.between(-0.6, 0.6) * width;
      const dy = random.between(-0.6, 0.6) * tall;
      svg += `<ellipse cx="${Math.round(point[0] + dx)}" cy="${Math.round(point[1] + dy)}" rx="${Math.round(width * random.between(0.45, 0.7))}" ry="${Math.round(tall * random.between(0.4, 0.6))}" fill="${shade(base, random.between(0.85, 1.2))}"/>`;
    }
    scene.raw(svg);
  });
}

/** A parked car: body, cabin and dark windows. */
export function car(scene: Scene, at: Vec3, alongX: boolean, color: string): void {
  const [x, , z] = at;
  const [length, width] = [4.3, 1.8];
  const [dx, dz] = alongX ? [length, width] : [width, length];
  scene.group('object', [x + dx / 2, 0.7, z + dz / 2], () => {
    scene.box([x, 0.25, z], [x + dx, 0.85, z + dz], color);
    const [cx, cz] = alongX ? [length * 0.2, 0.1] : [0.1, length * 0.2];
    scene.box(
      [x + cx, 0.85, z + cz],
      [x + dx - cx * (alongX ? 1.4 : 1), 1.35, z + dz - cz * (alongX ? 1 : 1.4)],
      '#2c3338',
    );
    for (const [wx, wz] of [
      [0.5, 0.3],
      [dx - 0.9, 0.3],
      [0.5, dz - 0.5],
      [dx - 0.9, dz - 0.5],
    ] as const) {
      scene.box(
        [x + Math.min(wx, dx - 0.4), 0, z + Math.min(wz, dz - 0.2)],
        [x + Math.min(wx, dx - 0.4) + 0.4, 0.4, z + Math.min(wz, dz - 0.2) + 0.2],
        '#1b1b1b',
      );
    }
  });
}
