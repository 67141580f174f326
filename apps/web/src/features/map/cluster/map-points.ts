import type { MapPoints } from '@sakhli/shared/schemas/property';
import { POINT_STRIDE, type BoundsTuple } from './map-feature';

type MapPoint = MapPoints['points'][number];

/** The flat array the clustering worker takes (see POINT_STRIDE). */
export function flattenPoints(points: readonly MapPoint[]): Float64Array {
  const flat = new Float64Array(points.length * POINT_STRIDE);
  points.forEach((point, index) => flat.set(point, index * POINT_STRIDE));
  return flat;
}

/** The smallest box holding every point, null without points. */
export function pointBounds(points: readonly MapPoint[]): BoundsTuple | null {
  if (points.length === 0) return null;
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [, lat, lng] of points) {
    if (lng < west) west = lng;
    if (lng > east) east = lng;
    if (lat < south) south = lat;
    if (lat > north) north = lat;
  }
  return [west, south, east, north];
}

export function findPoint(points: readonly MapPoint[], propertyId: number): MapPoint | undefined {
  return points.find(([id]) => id === propertyId);
}
