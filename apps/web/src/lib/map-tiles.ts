import { useQuery } from '@tanstack/react-query';
import { clientConfigQuery } from './client-config';

/** CONTRACT.md: MAP_TILE_URL defaults to OpenStreetMap's standard tiles. */
const DEFAULT_TILES = {
  mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  mapAttribution: '© OpenStreetMap contributors',
};

/**
 * The tile template and attribution of `GET /api/client-config`; OpenStreetMap's when it cannot be read.
 * Every map of the app (results, address picker) draws its tiles with these.
 */
export function useMapTiles(): { mapTileUrl: string; mapAttribution: string } | undefined {
  const { data, isError } = useQuery(clientConfigQuery);
  if (isError) return DEFAULT_TILES;
  return data;
}
