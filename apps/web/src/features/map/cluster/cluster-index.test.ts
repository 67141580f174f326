import { describe, expect, it } from 'vitest';
import type { MapPoints } from '@sakhli/shared/schemas/property';
import { CLUSTER_MAX_ZOOM, createClusterIndex } from './cluster-index';
import { findPoint, flattenPoints, pointBounds } from './map-points';
import type { BoundsTuple } from './map-feature';

const WORLD: BoundsTuple = [-180, -85, 180, 85];

// Two listings a few metres apart in Vake and one across town in Gldani.
const POINTS: MapPoints['points'] = [
  [1, 41.7105, 44.7701, 185_000, 499_500],
  [2, 41.7106, 44.7702, 92_000, 248_400],
  [3, 41.7905, 44.8201, 1_250_000, 3_375_000],
];

describe('map points', () => {
  it('packs every point into one flat array', () => {
    const flat = flattenPoints(POINTS);
    expect(flat).toHaveLength(15);
    expect(Array.from(flat.subarray(5, 10))).toEqual([2, 41.7106, 44.7702, 92_000, 248_400]);
  });

  it('measures the bounds of the points, none without points', () => {
    expect(pointBounds(POINTS)).toEqual([44.7701, 41.7105, 44.8201, 41.7905]);
    expect(pointBounds([])).toBeNull();
  });

  it('finds a listing by id', () => {
    expect(findPoint(POINTS, 3)?.[3]).toBe(1_250_000);
    expect(findPoint(POINTS, 99)).toBeUndefined();
  });
});

describe('createClusterIndex', () => {
  const index = createClusterIndex(flattenPoints(POINTS));

  it('groups nearby listings into one counted cluster at city zoom', () => {
    const features = index.query(WORLD, 12);
    expect(features).toHaveLength(2);
    expect(features).toContainEqual(expect.objectContaining({ kind: 'cluster', count: 2 }));
    expect(features).toContainEqual({
      kind: 'listing',
      id: 3,
      lat: 41.7905,
      lng: 44.8201,
      priceUsd: 1_250_000,
      priceGel: 3_375_000,
    });
  });

  it('tells the zoom at which a cluster splits, where its listings show as pins', () => {
    const cluster = index.query(WORLD, 12).find((feature) => feature.kind === 'cluster');
    if (cluster?.kind !== 'cluster') throw new Error('expected a cluster');
    const zoom = index.expansionZoom(cluster.id);
    expect(zoom).toBeGreaterThan(12);
    expect(zoom).toBeLessThanOrEqual(CLUSTER_MAX_ZOOM + 1);
    const pins = index.query(WORLD, zoom).filter((feature) => feature.kind === 'listing');
    expect(pins.map((pin) => pin.id).sort()).toEqual([1, 2, 3]);
  });

  it('answers only for the requested area', () => {
    const gldani: BoundsTuple = [44.8, 41.78, 44.84, 41.8];
    expect(index.query(gldani, 14).map((feature) => feature.id)).toEqual([3]);
  });
});
