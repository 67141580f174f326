import type { LeafletEventHandlerFnMap } from 'leaflet';
import { TileLayer } from 'react-leaflet';
import { useMapTiles } from '@/lib/map-tiles';

/**
 * The background of every map: the tiles and attribution the server is configured with (MAP_TILE_URL),
 * drawn once they are known. `eventHandlers` can follow the tiles' loading (lib/use-tile-status.ts).
 */
export function MapTileLayer({ eventHandlers }: { eventHandlers?: LeafletEventHandlerFnMap }) {
  const tiles = useMapTiles();
  if (!tiles) return null;
  return (
    <TileLayer
      url={tiles.mapTileUrl}
      attribution={tiles.mapAttribution}
      maxZoom={19}
      eventHandlers={eventHandlers}
    />
  );
}
