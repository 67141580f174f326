import type { MapPoints } from '@sakhli/shared/schemas/property';
import type { BoundsTuple } from './map-feature';

type MapPoint = MapPoints['points'][number];
type Tuple = readonly number[];

/** The flat array the clustering worker takes (see POINT_STRIDE and GROUP_STRIDE). */
export function flattenTuples(tuples: readonly Tuple[], stride: number): Float64Array {
  const flat = new Float64Array(tuples.length * stride);
  tuples.forEach((tuple, index) => flat.set(tuple, index * stride));
  return flat;
}

/** The smallest box holding every point and cluster of an answer, null when it has none. */
export function answerBounds({ points, clusters = [] }: Pick<MapPoints, 'points' | 'clusters'>) {
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  // Both tuples hold the latitude and longitude second and third.
  for (const [, lat, lng] of [...points, ...clusters]) {
    if (lng < west) west = lng;
    if (lng > east) east = lng;
    if (lat < south) south = lat;
    if (lat > north) north = lat;
  }
  return west === Infinity ? null : ([west, south, east, north] satisfies BoundsTuple);
}

export function findPoint(points: readonly MapPoint[], propertyId: number): MapPoint | undefined {
  return points.find(([id]) => id === propertyId);
}
