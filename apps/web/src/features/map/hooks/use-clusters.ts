import { useCallback, useEffect, useRef, useState } from 'react';
import type { Map as LeafletMap } from 'leaflet';
import type { MapPoints } from '@sakhli/shared/schemas/property';
import { createClusterClient, type ClusterClient } from '../cluster/cluster-client';
import { GROUP_STRIDE, POINT_STRIDE, type MapFeature } from '../cluster/map-feature';
import { flattenTuples } from '../cluster/map-points';

/** Markers just outside the view are drawn too, so a short pan shows no empty edge while re-clustering. */
const VIEW_PADDING = 0.25;

/**
 * The clusters and pins of the current view: an answer's points and clusters are indexed in a worker, and
 * the view is re-clustered after every move or zoom. `isIndexing` is true while a new answer is being indexed.
 */
export function useClusters(map: LeafletMap | null, answer: MapPoints | undefined) {
  const client = useRef<ClusterClient | null>(null);
  const [indexed, setIndexed] = useState<MapPoints | null>(null);
  const [features, setFeatures] = useState<MapFeature[]>([]);

  useEffect(() => {
    const created = createClusterClient();
    client.current = created;
    return () => {
      created.dispose();
      client.current = null;
    };
  }, []);

  useEffect(() => {
    if (!answer || !client.current) return;
    let isCurrent = true;
    client.current
      .load(flattenTuples(answer.points, POINT_STRIDE), flattenTuples(answer.clusters ?? [], GROUP_STRIDE))
      .then(
        () => isCurrent && setIndexed(answer),
        () => undefined, // the worker was stopped: the map is gone
      );
    return () => {
      isCurrent = false;
    };
  }, [answer]);

  useEffect(() => {
    if (!map || !indexed) return;
    let latestRequest = 0;
    const refresh = () => {
      if (!client.current) return;
      const request = ++latestRequest;
      const bounds = map.getBounds().pad(VIEW_PADDING);
      client.current
        .query([bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()], map.getZoom())
        .then(
          (next) => request === latestRequest && setFeatures(next),
          () => undefined,
        );
    };
    refresh();
    map.on('moveend', refresh);
    return () => {
      latestRequest = -1;
      map.off('moveend', refresh);
    };
  }, [map, indexed]);

  const expansionZoom = useCallback(
    (clusterId: number) => client.current?.expansionZoom(clusterId) ?? Promise.reject(new Error('No map')),
    [],
  );

  return { features, expansionZoom, isIndexing: answer !== undefined && answer !== indexed };
}
