/**
 * What the map draws at one zoom: a round count bubble for a group of listings, or a price pin for one
 * listing. A group is either formed on the client (`clusterId`: it can tell the zoom at which it splits) or
 * one cell of the server's clusters (`clusterId` null).
 */
export type MapFeature =
  | {
      kind: 'cluster';
      key: string;
      clusterId: number | null;
      lat: number;
      lng: number;
      count: number;
      minPriceUsd: number;
      maxPriceUsd: number;
    }
  | { kind: 'listing'; id: number; lat: number; lng: number; priceUsd: number; priceGel: number };

/** west, south, east, north in degrees (supercluster's order). */
export type BoundsTuple = [number, number, number, number];

/**
 * Map points travel to the clustering worker as one flat, transferable Float64Array of
 * [id, latitude, longitude, priceUsd, priceGel] per listing, the server's clusters as one of
 * [count, latitude, longitude, minPriceUsd, maxPriceUsd] per cell: no per-item copying between threads.
 */
export const POINT_STRIDE = 5;
export const GROUP_STRIDE = 5;
