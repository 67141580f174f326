import { describe, expect, it } from 'vitest';
import type { MapPoints } from '@sakhli/shared/schemas/property';
import { CLUSTER_MAX_ZOOM, createClusterIndex } from './cluster-index';
import { answerBounds, findPoint, flattenTuples } from './map-points';
import { GROUP_STRIDE, POINT_STRIDE, type BoundsTuple, type MapFeature } from './map-feature';

const WORLD: BoundsTuple = [-180, -85, 180, 85];

// Two listings a few metres apart in Vake and one across town in Gldani.
const POINTS: MapPoints['points'] = [
  [1, 41.7105, 44.7701, 185_000, 499_500],
  [2, 41.7106, 44.7702, 92_000, 248_400],
  [3, 41.7905, 44.8201, 1_250_000, 3_375_000],
];
// Server clusters: 1,200 listings in Saburtalo, 40 a few metres from them, 300 in Isani.
const CLUSTERS: NonNullable<MapPoints['clusters']> = [
  [1_200, 41.7251, 44.7505, 40_000, 900_000],
  [40, 41.7252, 44.7506, 55_000, 120_000],
  [300, 41.6901, 44.8302, 30_000, 250_000],
];

const clustersOf = (features: MapFeature[]) =>
  features.filter(
    (feature): feature is Extract<MapFeature, { kind: 'cluster' }> => feature.kind === 'cluster',
  );

describe('map points', () => {
  it('packs every point into one flat array', () => {
    const flat = flattenTuples(POINTS, POINT_STRIDE);
    expect(flat).toHaveLength(15);
    expect(Array.from(flat.subarray(5, 10))).toEqual([2, 41.7106, 44.7702, 92_000, 248_400]);
  });

  it('measures the bounds of the points and clusters, none without either', () => {
    expect(answerBounds({ points: POINTS })).toEqual([44.7701, 41.7105, 44.8201, 41.7905]);
    expect(answerBounds({ points: POINTS, clusters: CLUSTERS })).toEqual([
      44.7505, 41.6901, 44.8302, 41.7905,
    ]);
    expect(answerBounds({ points: [] })).toBeNull();
  });

  it('finds a listing by id', () => {
    expect(findPoint(POINTS, 3)?.[3]).toBe(1_250_000);
    expect(findPoint(POINTS, 99)).toBeUndefined();
  });
});

describe('createClusterIndex', () => {
  const index = createClusterIndex(flattenTuples(POINTS, POINT_STRIDE));

  it('groups nearby listings into one counted cluster at city zoom, with their price range', () => {
    const features = index.query(WORLD, 12);
    expect(features).toHaveLength(2);
    expect(features).toContainEqual(
      expect.objectContaining({ kind: 'cluster', count: 2, minPriceUsd: 92_000, maxPriceUsd: 185_000 }),
    );
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
    const [cluster] = clustersOf(index.query(WORLD, 12));
    if (cluster?.clusterId == null) throw new Error('expected a cluster of the client');
    const zoom = index.expansionZoom(cluster.clusterId);
    expect(zoom).toBeGreaterThan(12);
    expect(zoom).toBeLessThanOrEqual(CLUSTER_MAX_ZOOM + 1);
    const pins = index.query(WORLD, zoom).filter((feature) => feature.kind === 'listing');
    expect(pins.map((pin) => pin.id).sort()).toEqual([1, 2, 3]);
  });

  it('answers only for the requested area', () => {
    const gldani: BoundsTuple = [44.8, 41.78, 44.84, 41.8];
    expect(index.query(gldani, 14)).toEqual([expect.objectContaining({ kind: 'listing', id: 3 })]);
  });
});

describe('createClusterIndex with the server’s clusters', () => {
  const index = createClusterIndex(
    flattenTuples(POINTS, POINT_STRIDE),
    flattenTuples(CLUSTERS, GROUP_STRIDE),
  );

  it('shows a server cluster as a bubble of its count, never as a pin', () => {
    const isani: BoundsTuple = [44.82, 41.68, 44.84, 41.7];
    expect(index.query(isani, 16)).toEqual([
      {
        kind: 'cluster',
        key: 'group-2',
        clusterId: null,
        lat: 41.6901,
        lng: 44.8302,
        count: 300,
        minPriceUsd: 30_000,
        maxPriceUsd: 250_000,
      },
    ]);
  });

  it('merges nearby server clusters and listings by their counts and price ranges', () => {
    const clusters = clustersOf(index.query(WORLD, 12));
    const saburtalo = clusters.find((cluster) => cluster.count === 1_240);
    expect(saburtalo).toMatchObject({ minPriceUsd: 40_000, maxPriceUsd: 900_000 });
    expect(saburtalo?.clusterId).not.toBeNull();
    // Every listing is counted once, whatever merged.
    const features = index.query(WORLD, 12);
    const total = features.reduce(
      (sum, feature) => sum + (feature.kind === 'cluster' ? feature.count : 1),
      0,
    );
    expect(total).toBe(3 + 1_200 + 40 + 300);
  });
});
