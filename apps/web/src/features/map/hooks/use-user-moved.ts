import { useCallback, useEffect, useRef, useState } from 'react';
import type { Map as LeafletMap } from 'leaflet';

/**
 * Whether the user moved the map (drag, zoom, keyboard) since the last reset. Moves made through
 * `moveProgrammatically`, a popup panning itself into view and the map being resized do not count.
 */
export function useUserMoved(map: LeafletMap | null) {
  const [hasMoved, setHasMoved] = useState(false);
  const isProgrammatic = useRef(false);

  useEffect(() => {
    if (!map) return;
    let size = map.getSize();
    let isAutoPanning = false;
    // Leaflet fires `autopanstart` right before a popup pans the map to fit.
    const onAutoPanStart = () => {
      isAutoPanning = true;
    };
    const onMoveStart = () => {
      const current = map.getSize();
      const isResize = !current.equals(size);
      size = current;
      if (!isResize && !isAutoPanning && !isProgrammatic.current) setHasMoved(true);
      isAutoPanning = false;
    };
    map.on('autopanstart', onAutoPanStart);
    map.on('movestart', onMoveStart);
    return () => {
      map.off('autopanstart', onAutoPanStart);
      map.off('movestart', onMoveStart);
    };
  }, [map]);

  // Leaflet fires `movestart` synchronously inside setView/fitBounds, animated or not.
  const moveProgrammatically = useCallback((move: () => void) => {
    isProgrammatic.current = true;
    try {
      move();
    } finally {
      isProgrammatic.current = false;
    }
  }, []);

  const resetMoved = useCallback(() => setHasMoved(false), []);
  return { hasMoved, resetMoved, moveProgrammatically };
}
