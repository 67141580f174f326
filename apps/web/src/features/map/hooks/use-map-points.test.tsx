import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { map as createLeafletMap, type Map as LeafletMap } from 'leaflet';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_FILTER } from '@sakhli/shared/schemas/filter';
import type { MapPoints } from '@sakhli/shared/schemas/property';
import type { MapSearch } from '../api/get-map-points';
import { useMapPoints } from './use-map-points';

const SEARCH: MapSearch = {
  city: 'Tbilisi',
  listingType: 'Sale',
  propertyType: 'Apartment',
  filter: EMPTY_FILTER,
  bbox: null,
  chatId: null,
};
const VAKE = { lat: 41.71, lng: 44.75 };
const POINT: MapPoints['points'][number] = [1, 41.71, 44.75, 185_000, 499_500];
const CLUSTER: NonNullable<MapPoints['clusters']>[number] = [9_000, 41.72, 44.76, 30_000, 900_000];

/** A map-points server answering with `answer` for the asked zoom and view; it keeps what was asked. */
function stubServer(answer: (asked: URLSearchParams) => MapPoints) {
  const asked: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const params = new URL(url, 'http://localhost').searchParams;
      asked.push(params);
      return Response.json(answer(params));
    }),
  );
  return asked;
}

/** A view answer: what the server sends back as `view` is the view it was asked for. */
const viewOf = (params: URLSearchParams) => {
  const [west, south, east, north] = (params.get('view') ?? '').split(',').map(Number);
  return { west: west!, south: south!, east: east!, north: north! };
};

let map: LeafletMap;
beforeEach(() => {
  const container = document.createElement('div');
  // happy-dom lays nothing out: the map's size is given.
  Object.defineProperty(container, 'clientWidth', { value: 800 });
  Object.defineProperty(container, 'clientHeight', { value: 600 });
  document.body.append(container);
  map = createLeafletMap(container, { zoomAnimation: false, fadeAnimation: false }).setView(VAKE, 12);
});
afterEach(() => {
  cleanup();
  map.remove();
  vi.unstubAllGlobals();
});

function renderMapPoints(search = SEARCH) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(({ current }: { current: MapSearch }) => useMapPoints(map, current, 12), {
    wrapper,
    initialProps: { current: search },
  });
}

/** A move of the map, its effects and updates flushed. */
const move = (action: () => void) =>
  act(async () => {
    action();
  });

describe('useMapPoints', () => {
  it('asks for the whole search at the zoom; a complete answer is not asked again as the map moves', async () => {
    const asked = stubServer(() => ({ points: [POINT], totalCount: 1 }));
    const { result } = renderMapPoints();
    await waitFor(() => expect(result.current.whole?.totalCount).toBe(1));
    expect(asked).toHaveLength(1);
    expect(asked[0]?.get('zoom')).toBe('12');
    expect(asked[0]?.has('view')).toBe(false);
    await move(() => map.setView({ lat: 41.8, lng: 44.9 }, 15));
    await move(() => map.setZoom(9));
    expect(asked).toHaveLength(1);
    expect(result.current.current?.points).toEqual([POINT]);
  });

  it('switches to the view with clusters of its zoom, and asks again only past what the answer covers', async () => {
    const asked = stubServer((params) =>
      params.has('view')
        ? {
            points: [],
            clusters: [CLUSTER],
            clusterZoom: Number(params.get('zoom')),
            totalCount: 9_000,
            view: viewOf(params),
          }
        : { points: [], clusters: [CLUSTER], clusterZoom: 12, totalCount: 20_000 },
    );
    const { result } = renderMapPoints();
    await waitFor(() => expect(result.current.whole?.totalCount).toBe(20_000));
    // The whole search's clusters are of zoom 12: they serve any view at that zoom.
    await move(() => map.panBy([300, 0]));
    expect(asked).toHaveLength(1);

    await move(() => map.setZoom(14));
    await waitFor(() => expect(result.current.current?.view).toBeDefined());
    expect(asked).toHaveLength(2);
    expect(asked[1]?.get('zoom')).toBe('14');
    const view = viewOf(asked[1]!);
    const bounds = map.getBounds();
    // The view and a margin around it, on whole tiles.
    expect(view.west).toBeLessThan(bounds.getWest());
    expect(view.east).toBeGreaterThan(bounds.getEast());
    expect(view.south).toBeLessThan(bounds.getSouth());
    expect(view.north).toBeGreaterThan(bounds.getNorth());
    // The status keeps the whole search's total while the view's clusters are drawn.
    expect(result.current.whole?.totalCount).toBe(20_000);
    expect(result.current.current?.totalCount).toBe(9_000);

    // A short pan stays inside the margin; a long one leaves it.
    await move(() => map.panBy([40, 0]));
    expect(asked).toHaveLength(2);
    await move(() => map.panBy([3_000, 0]));
    await waitFor(() => expect(asked).toHaveLength(3));
    // Clusters are of one zoom: another zoom asks again even inside the view.
    await waitFor(() => expect(result.current.current?.view).toEqual(viewOf(asked[2]!)));
    await move(() => map.setZoom(15));
    await waitFor(() => expect(asked).toHaveLength(4));
    expect(asked[3]?.get('zoom')).toBe('15');
  });

  it("draws a view's listings at any zoom inside it, and asks again when zoomed out past it", async () => {
    const asked = stubServer((params) =>
      params.has('view')
        ? { points: [POINT], totalCount: 1, view: viewOf(params) }
        : { points: [], clusters: [CLUSTER], clusterZoom: 12, totalCount: 20_000 },
    );
    const { result } = renderMapPoints();
    await waitFor(() => expect(result.current.whole).toBeDefined());
    await move(() => map.setView(VAKE, 16));
    await waitFor(() => expect(result.current.current?.points).toEqual([POINT]));
    expect(asked).toHaveLength(2);
    await move(() => map.setZoom(18));
    expect(asked).toHaveLength(2);
    await move(() => map.setZoom(14));
    await waitFor(() => expect(asked).toHaveLength(3));
  });

  it('starts a new search over: the whole search at the current zoom', async () => {
    const asked = stubServer((params) =>
      params.has('view')
        ? { points: [], clusters: [CLUSTER], clusterZoom: 14, totalCount: 9_000, view: viewOf(params) }
        : { points: [], clusters: [CLUSTER], clusterZoom: Number(params.get('zoom')), totalCount: 20_000 },
    );
    const { result, rerender } = renderMapPoints();
    await waitFor(() => expect(result.current.whole).toBeDefined());
    await move(() => map.setZoom(14));
    await waitFor(() => expect(asked).toHaveLength(2));
    rerender({ current: { ...SEARCH, filter: { ...EMPTY_FILTER, minRooms: 3 } } });
    await waitFor(() => expect(asked).toHaveLength(3));
    expect(asked[2]?.get('minRooms')).toBe('3');
    expect(asked[2]?.get('zoom')).toBe('14');
    expect(asked[2]?.has('view')).toBe(false);
  });
});
