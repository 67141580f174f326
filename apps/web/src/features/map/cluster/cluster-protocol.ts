import type { BoundsTuple, MapFeature } from './map-feature';

/** Messages to the clustering worker; each carries an id its answer repeats. */
export type ClusterRequest =
  | { id: number; type: 'load'; points: Float64Array; groups: Float64Array }
  | { id: number; type: 'query'; bounds: BoundsTuple; zoom: number }
  | { id: number; type: 'expand'; clusterId: number };

export interface ClusterResults {
  load: null;
  query: MapFeature[];
  expand: number;
}

export type ClusterResponse =
  { id: number; result: ClusterResults[keyof ClusterResults] } | { id: number; error: string };
