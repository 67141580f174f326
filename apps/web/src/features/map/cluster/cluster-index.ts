import Supercluster from 'supercluster';
import { POINT_STRIDE, type BoundsTuple, type MapFeature } from './map-feature';

interface ListingProperties {
  id: number;
  priceUsd: number;
  priceGel: number;
}

/** Screen pixels within which listings merge into one bubble; groups split up to this zoom, single pins beyond. */
const CLUSTER_RADIUS_PX = 60;
/** Leaflet's tiles are 256 px; supercluster measures the radius against this tile size. */
const TILE_SIZE_PX = 256;
export const CLUSTER_MAX_ZOOM = 17;

export interface ClusterIndex {
  query(bounds: BoundsTuple, zoom: number): MapFeature[];
  expansionZoom(clusterId: number): number;
}

/** Builds the clustering index of the flat point array (see POINT_STRIDE). */
export function createClusterIndex(points: Float64Array): ClusterIndex {
  const features: Supercluster.PointFeature<ListingProperties>[] = [];
  for (let offset = 0; offset + POINT_STRIDE <= points.length; offset += POINT_STRIDE) {
    features.push({
      type: 'Feature',
      properties: { id: points[offset]!, priceUsd: points[offset + 3]!, priceGel: points[offset + 4]! },
      geometry: { type: 'Point', coordinates: [points[offset + 2]!, points[offset + 1]!] },
    });
  }
  const index = new Supercluster<ListingProperties>({
    radius: CLUSTER_RADIUS_PX,
    extent: TILE_SIZE_PX,
    maxZoom: CLUSTER_MAX_ZOOM,
  });
  index.load(features);

  return {
    query(bounds, zoom) {
      return index.getClusters(bounds, Math.round(zoom)).map((feature): MapFeature => {
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        const { properties } = feature;
        return 'cluster' in properties && properties.cluster
          ? { kind: 'cluster', id: properties.cluster_id, lat, lng, count: properties.point_count }
          : { kind: 'listing', lat, lng, ...(properties as ListingProperties) };
      });
    },
    expansionZoom(clusterId) {
      return index.getClusterExpansionZoom(clusterId);
    },
  };
}
