import { createClusterIndex, type ClusterIndex } from './cluster-index';
import type { ClusterRequest, ClusterResponse, ClusterResults } from './cluster-protocol';

/**
 * Builds and queries the clustering index off the main thread: indexing 100,000 listings takes a few
 * hundred milliseconds, which on the main thread would freeze scrolling and typing.
 */
const worker = self as unknown as {
  onmessage: ((event: MessageEvent<ClusterRequest>) => void) | null;
  postMessage(message: ClusterResponse): void;
};

let index: ClusterIndex | null = null;

function answer(request: ClusterRequest): ClusterResults[keyof ClusterResults] {
  switch (request.type) {
    case 'load':
      index = createClusterIndex(request.points, request.groups);
      return null;
    case 'query':
      return index ? index.query(request.bounds, request.zoom) : [];
    case 'expand':
      if (!index) throw new Error('No points loaded');
      return index.expansionZoom(request.clusterId);
  }
}

worker.onmessage = ({ data: request }) => {
  try {
    worker.postMessage({ id: request.id, result: answer(request) });
  } catch (error) {
    worker.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) });
  }
};
