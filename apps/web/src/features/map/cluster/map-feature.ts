/** What the map draws at one zoom: a round count bubble for a group, or a price pin for one listing. */
export type MapFeature =
  | { kind: 'cluster'; id: number; lat: number; lng: number; count: number }
  | { kind: 'listing'; id: number; lat: number; lng: number; priceUsd: number; priceGel: number };

/** west, south, east, north in degrees (supercluster's order). */
export type BoundsTuple = [number, number, number, number];

/**
 * Map points travel to the clustering worker as one flat, transferable Float64Array of
 * [id, latitude, longitude, priceUsd, priceGel] per listing: no per-point copying between threads.
 */
export const POINT_STRIDE = 5;
