import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** CONTRACT.md: MAP_TILE_URL defaults to OpenStreetMap's standard tiles. */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/**
 * The tile template the server is configured with (`GET /api/client-config`), the default when unavailable;
 * asked for once `enabled` (the map is about to show).
 */
export function useMapTileUrl(enabled = true): string | undefined {
  const { data, isError } = useQuery({
    enabled,
    queryKey: ['client-config'],
    queryFn: ({ signal }) => apiRequest<{ mapTileUrl: string }>('/api/client-config', { signal }),
    staleTime: Infinity,
    retry: 1,
  });
  if (isError) return DEFAULT_TILE_URL;
  return data?.mapTileUrl;
}
