import { shade } from './color';

/**
 * A tiny 3-D sketcher for the generated photos: a pinhole camera, polygons clipped at the near plane,
 * boxes with light-dependent shading, drawn back to front (painter's algorithm) into one SVG.
 * Axes: x to the right, y up, z away from the camera's start; units are metres.
 */
export type Vec3 = readonly [number, number, number];

export interface Camera {
  position: Vec3;
  /** Turn to the right around the vertical axis, in radians. */
  yaw: number;
  /** Focal length in pixels. */
  focal: number;
  width: number;
  height: number;
  /** Where the horizon sits on the image (pixels from the top): a shifted lens keeps verticals vertical. */
  horizonY: number;
}

/** Draw order: the room shell first, then flat things on it, then objects by distance, then light. */
export type Layer = 'shell' | 'surface' | 'object' | 'overlay';
const LAYER_ORDER: Record<Layer, number> = { shell: 0, surface: 1, object: 2, overlay: 3 };

interface Item {
  order: number;
  depth: number;
  sequence: number;
  parts: string[];
}

const NEAR = 0.05;
const round = (value: number) => Math.round(value * 10) / 10;

export class Scene {
  readonly width: number;
  readonly height: number;
  private readonly items: Item[] = [];
  private readonly defs: string[] = [];
  private current: Item | undefined;
  private readonly cos: number;
  private readonly sin: number;

  private readonly light: Vec3;

  constructor(
    readonly camera: Camera,
    /** Direction the light comes from (towards the light), normalised by the constructor. */
    light: Vec3 = [-0.5, 0.7, -0.4],
  ) {
    this.width = camera.width;
    this.height = camera.height;
    this.cos = Math.cos(camera.yaw);
    this.sin = Math.sin(camera.yaw);
    const length = Math.hypot(...light);
    this.light = [light[0] / length, light[1] / length, light[2] / length];
  }

  /** World point to camera space (x right, y up, z forward). */
  toCamera(point: Vec3): Vec3 {
    const dx = point[0] - this.camera.position[0];
    const dy = point[1] - this.camera.position[1];
    const dz = point[2] - this.camera.position[2];
    return [dx * this.cos - dz * this.sin, dy, dx * this.sin + dz * this.cos];
  }

  /** Screen position of a world point, or undefined when it is behind the camera. */
  project(point: Vec3): [number, number] | undefined {
    const [x, y, z] = this.toCamera(point);
    if (z < NEAR) return undefined;
    return this.screen([x, y, z]);
  }

  /** Pixels per metre at the distance of `point` (for sprites such as leaves and lamps). */
  scaleAt(point: Vec3): number {
    return this.camera.focal / Math.max(NEAR, this.toCamera(point)[2]);
  }

  private screen([x, y, z]: Vec3): [number, number] {
    return [
      this.camera.width / 2 + (this.camera.focal * x) / z,
      this.camera.horizonY - (this.camera.focal * y) / z,
    ];
  }

  /** A gradient or pattern definition; returns `url(#id)`. */
  define(id: string, body: (id: string) => string): string {
    const unique = `${id}${this.defs.length}`;
    this.defs.push(body(unique));
    return `url(#${unique})`;
  }

  /** Everything drawn inside `draw` becomes one item, ordered by layer and then by distance of `at`. */
  group(layer: Layer, at: Vec3 | number, draw: () => void): void {
    const depth = typeof at === 'number' ? at : Math.hypot(...this.toCamera(at));
    const item: Item = { order: LAYER_ORDER[layer], depth, sequence: this.items.length, parts: [] };
    this.items.push(item);
    const previous = this.current;
    this.current = item;
    try {
      draw();
    } finally {
      this.current = previous;
    }
  }

  /** Raw SVG in screen space, added to the current group (or the overlay layer). */
  raw(svg: string): void {
    if (this.current) this.current.parts.push(svg);
    else this.group('overlay', 0, () => this.raw(svg));
  }

  /**
   * Screen points of a world polygon clipped at the near plane (empty when wholly behind). Huge planes
   * (the ground) clip farther out: the renderer cannot draw coordinates of millions of pixels.
   */
  screenPolygon(points: readonly Vec3[], near = NEAR): [number, number][] {
    const clipped: Vec3[] = [];
    const camera = points.map((point) => this.toCamera(point));
    camera.forEach((point, index) => {
      const next = camera[(index + 1) % camera.length] as Vec3;
      const isInside = point[2] >= near;
      if (isInside) clipped.push(point);
      if (isInside !== next[2] >= near) {
        const t = (near - point[2]) / (next[2] - point[2]);
        clipped.push([point[0] + (next[0] - point[0]) * t, point[1] + (next[1] - point[1]) * t, near]);
      }
    });
    return clipped.map((point) => this.screen(point));
  }

  polygon(points: readonly Vec3[], fill: string, attributes = '', near = NEAR): void {
    const screen = this.screenPolygon(points, near);
    if (screen.length < 3) return;
    const list = screen.map(([x, y]) => `${round(x)},${round(y)}`).join(' ');
    const svg = `<polygon points="${list}" fill="${fill}" ${attributes}/>`;
    if (this.current) this.current.parts.push(svg);
    else this.group('object', centroid(points), () => this.raw(svg));
  }

  line(from: Vec3, to: Vec3, stroke: string, width = 1, opacity = 1): void {
    let near = this.toCamera(from);
    let far = this.toCamera(to);
    if (near[2] > far[2]) [near, far] = [far, near];
    if (far[2] < NEAR) return;
    if (near[2] < NEAR) {
      const t = (NEAR - near[2]) / (far[2] - near[2]);
      near = [near[0] + (far[0] - near[0]) * t, near[1] + (far[1] - near[1]) * t, NEAR];
    }
    const a = this.screen(near);
    const b = this.screen(far);
    this.raw(
      `<line x1="${round(a[0])}" y1="${round(a[1])}" x2="${round(b[0])}" y2="${round(b[1])}" stroke="${stroke}" stroke-width="${width}" stroke-opacity="${opacity}"/>`,
    );
  }

  /** Shading factor of a surface facing `normal` under the scene light. */
  lightOn(normal: Vec3): number {
    const dot = normal[0] * this.light[0] + normal[1] * this.light[1] + normal[2] * this.light[2];
    return 0.8 + 0.3 * dot;
  }

  /**
   * A face coloured by its orientation to the light (`contrast` 0 = flat colour), skipped when it faces
   * away from the camera.
   */
  face(points: readonly Vec3[], normal: Vec3, color: string, attributes = '', contrast = 1): void {
    const [px, py, pz] = points[0] as Vec3;
    const [cx, cy, cz] = this.camera.position;
    if (normal[0] * (cx - px) + normal[1] * (cy - py) + normal[2] * (cz - pz) <= 0) return;
    this.polygon(points, shade(color, 1 + (this.lightOn(normal) - 1) * contrast), attributes);
  }

  /** An axis-aligned box between two corners; `top` optionally colours its upper face differently. */
  box(min: Vec3, max: Vec3, color: string, options: { top?: string; layer?: Layer } = {}): void {
    const [x0, y0, z0] = min;
    const [x1, y1, z1] = max;
    const draw = () => {
      this.face(
        [
          [x0, y0, z0],
          [x1, y0, z0],
          [x1, y1, z0],
          [x0, y1, z0],
        ],
        [0, 0, -1],
        color,
      );
      this.face(
        [
          [x0, y0, z1],
          [x0, y1, z1],
          [x1, y1, z1],
          [x1, y0, z1],
        ],
        [0, 0, 1],
        color,
      );
      this.face(
        [
          [x0, y0, z0],
          [x0, y1, z0],
          [x0, y1, z1],
          [x0, y0, z1],
        ],
        [-1, 0, 0],
        color,
      );
      this.face(
        [
          [x1, y0, z0],
          [x1, y0, z1],
          [x1, y1, z1],
          [x1, y1, z0],
        ],
        [1, 0, 0],
        color,
      );
      this.face(
        [
          [x0, y1, z0],
          [x1, y1, z0],
          [x1, y1, z1],
          [x0, y1, z1],
        ],
        [0, 1, 0],
        options.top ?? color,
      );
      this.face(
        [
          [x0, y0, z0],
          [x0, y0, z1],
          [x1, y0, z1],
          [x1, y0, z0],
        ],
        [0, -1, 0],
        color,
      );
    };
    if (this.current) draw();
    else this.group(options.layer ?? 'object', [(x0 + x1) / 2, (y0 + y1) / 2, (z0 + z1) / 2], draw);
  }

  render(background: string): string {
    const body = [...this.items]
      .sort((a, b) => a.order - b.order || b.depth - a.depth || a.sequence - b.sequence)
      .map((item) => item.parts.join(''))
      .join('');
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}">` +
      `<defs>${this.defs.join('')}</defs><rect width="100%" height="100%" fill="${background}"/>${body}</svg>`
    );
  }
}

export function centroid(points: readonly Vec3[]): Vec3 {
  const sum = points.reduce<[number, number, number]>(
    (total, p) => [total[0] + p[0], total[1] + p[1], total[2] + p[2]],
    [0, 0, 0],
  );
  return [sum[0] / points.length, sum[1] / points.length, sum[2] / points.length];
}

/** A camera of `fieldOfView` degrees horizontally on the usual 3:2 photo frame. */
export function photoCamera(
  position: Vec3,
  yaw: number,
  fieldOfView: number,
  horizon = 0.5,
  width = 1280,
  height = 853,
): Camera {
  const focal = width / 2 / Math.tan((fieldOfView * Math.PI) / 360);
  return { position, yaw, focal, width, height, horizonY: height * horizon };
}
