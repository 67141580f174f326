import { useMemo, useState } from 'react';

/**
 * Whether the map background failed: some tiles failed and none loaded. The markers and controls keep
 * working without tiles; the map only says so.
 */
export function useTileStatus() {
  const [counts, setCounts] = useState({ loaded: 0, failed: 0 });
  const eventHandlers = useMemo(
    () => ({
      tileload: () => setCounts((current) => (current.loaded > 0 ? current : { ...current, loaded: 1 })),
      tileerror: () => setCounts((current) => (current.failed > 0 ? current : { ...current, failed: 1 })),
    }),
    [],
  );
  return { hasFailed: counts.failed > 0 && counts.loaded === 0, eventHandlers };
}
