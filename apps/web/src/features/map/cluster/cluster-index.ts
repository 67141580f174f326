import Supercluster from 'supercluster';
import { GROUP_STRIDE, POINT_STRIDE, type BoundsTuple, type MapFeature } from './map-feature';

/** What a group carries up the hierarchy: how many listings, and their price range. */
interface GroupProperties {
  count: number;
  minPriceUsd: number;
  maxPriceUsd: number;
}

/** A listing (`count` 1, with its id and prices) or one of the server's clusters (`group`: its index). */
interface LeafProperties extends GroupProperties {
  id: number;
  priceUsd: number;
  priceGel: number;
  group: number | null;
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

const leaf = (lat: number, lng: number, properties: LeafProperties) => ({
  type: 'Feature' as const,
  properties,
  geometry: { type: 'Point' as const, coordinates: [lng, lat] },
});

/**
 * Builds the clustering index of the flat point array (see POINT_STRIDE) and of the server's clusters
 * (GROUP_STRIDE), each weighing its count: nearby bubbles of the server merge as nearby listings do, so
 * the map looks the same whichever side grouped them.
 */
export function createClusterIndex(
  points: Float64Array,
  groups: Float64Array = new Float64Array(0),
): ClusterIndex {
  const features: Supercluster.PointFeature<LeafProperties>[] = [];
  for (let offset = 0; offset + POINT_STRIDE <= points.length; offset += POINT_STRIDE) {
    const priceUsd = points[offset + 3]!;
    features.push(
      leaf(points[offset + 1]!, points[offset + 2]!, {
        id: points[offset]!,
        priceUsd,
        priceGel: points[offset + 4]!,
        count: 1,
        minPriceUsd: priceUsd,
        maxPriceUsd: priceUsd,
        group: null,
      }),
    );
  }
  for (let offset = 0; offset + GROUP_STRIDE <= groups.length; offset += GROUP_STRIDE) {
    features.push(
      leaf(groups[offset + 1]!, groups[offset + 2]!, {
        id: 0,
        priceUsd: 0,
        priceGel: 0,
        count: groups[offset]!,
        minPriceUsd: groups[offset + 3]!,
        maxPriceUsd: groups[offset + 4]!,
        group: offset / GROUP_STRIDE,
      }),
    );
  }
  const index = new Supercluster<LeafProperties, GroupProperties>({
    radius: CLUSTER_RADIUS_PX,
    extent: TILE_SIZE_PX,
    maxZoom: CLUSTER_MAX_ZOOM,
    map: ({ count, minPriceUsd, maxPriceUsd }) => ({ count, minPriceUsd, maxPriceUsd }),
    reduce(accumulated, properties) {
      accumulated.count += properties.count;
      accumulated.minPriceUsd = Math.min(accumulated.minPriceUsd, properties.minPriceUsd);
      accumulated.maxPriceUsd = Math.max(accumulated.maxPriceUsd, properties.maxPriceUsd);
    },
  });
  index.load(features);

  return {
    query(bounds, zoom) {
      return index.getClusters(bounds, Math.round(zoom)).map((feature): MapFeature => {
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        const { properties } = feature;
        if ('cluster' in properties && properties.cluster) {
          const { cluster_id: clusterId, count, minPriceUsd, maxPriceUsd } = properties;
          return {
            kind: 'cluster',
            key: `cluster-${clusterId}`,
            clusterId,
            lat,
            lng,
            count,
            minPriceUsd,
            maxPriceUsd,
          };
        }
        const { id, priceUsd, priceGel, count, minPriceUsd, maxPriceUsd, group } =
          properties as LeafProperties;
        return group === null
          ? { kind: 'listing', id, lat, lng, priceUsd, priceGel }
          : {
              kind: 'cluster',
              key: `group-${group}`,
              clusterId: null,
              lat,
              lng,
              count,
              minPriceUsd,
              maxPriceUsd,
            };
      });
    },
    expansionZoom(clusterId) {
      return index.getClusterExpansionZoom(clusterId);
    },
  };
}
