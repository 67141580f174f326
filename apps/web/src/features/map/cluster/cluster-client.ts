import type { ClusterRequest, ClusterResponse, ClusterResults } from './cluster-protocol';
import type { BoundsTuple, MapFeature } from './map-feature';

type Pending = { resolve: (result: never) => void; reject: (error: Error) => void };

/** A promise-based handle on the clustering worker; the worker answers requests in the order they were sent. */
export interface ClusterClient {
  load(points: Float64Array, groups: Float64Array): Promise<null>;
  query(bounds: BoundsTuple, zoom: number): Promise<MapFeature[]>;
  expansionZoom(clusterId: number): Promise<number>;
  dispose(): void;
}

type RequestBody = ClusterRequest extends infer R
  ? R extends ClusterRequest
    ? Omit<R, 'id'>
    : never
  : never;

export function createClusterClient(): ClusterClient {
  const worker = new Worker(new URL('./cluster.worker.ts', import.meta.url), { type: 'module' });
  const pending = new Map<number, Pending>();
  let nextId = 1;

  worker.onmessage = ({ data }: MessageEvent<ClusterResponse>) => {
    const request = pending.get(data.id);
    if (!request) return;
    pending.delete(data.id);
    if ('error' in data) request.reject(new Error(data.error));
    else request.resolve(data.result as never);
  };

  function send<K extends keyof ClusterResults>(
    body: RequestBody & { type: K },
    transfer: Transferable[] = [],
  ) {
    const id = nextId++;
    return new Promise<ClusterResults[K]>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...body, id }, transfer);
    });
  }

  return {
    // The buffers move to the worker (no copy); the caller must not use the arrays afterwards.
    load: (points, groups) => send({ type: 'load', points, groups }, [points.buffer, groups.buffer]),
    query: (bounds, zoom) => send({ type: 'query', bounds, zoom }),
    expansionZoom: (clusterId) => send({ type: 'expand', clusterId }),
    dispose() {
      worker.terminate();
      for (const request of pending.values()) request.reject(new Error('Clustering stopped'));
      pending.clear();
    },
  };
}
