import { useEffect, useRef } from 'react';
import type { LatLngBoundsExpression, Map as LeafletMap } from 'leaflet';
import type { BoundingBox, MapPoints } from '@sakhli/shared/schemas/property';
import { CLUSTER_MAX_ZOOM } from '../cluster/cluster-index';
import type { BoundsTuple } from '../cluster/map-feature';
import { answerBounds, findPoint } from '../cluster/map-points';
import { useListingPreview } from '../api/get-listing-preview';

/** Fitting to a handful of nearby listings should not zoom to street level. */
const FIT_MAX_ZOOM = 15;
/** A focused listing shows as its own pin, never inside a bubble. */
const FOCUS_ZOOM = CLUSTER_MAX_ZOOM + 1;

type MoveProgrammatically = (move: () => void) => void;
export interface SelectedListing {
  id: number;
  lat: number;
  lng: number;
}

/**
 * Once per result set (scope and filter), the view fits the searched area, or else all of its listings
 * (the answer for the whole search: its points and clusters). Changing only the area ("Search this area",
 * "Clear area") keeps the view where the user put it.
 */
export function useFitToResults(
  map: LeafletMap | null,
  moveProgrammatically: MoveProgrammatically,
  result: {
    key: string;
    whole: MapPoints | undefined;
    bbox: BoundingBox | null;
  },
  isFocusing: boolean,
) {
  const fittedKey = useRef<string | null>(null);
  const { key, whole, bbox } = result;
  useEffect(() => {
    if (!map || !whole || fittedKey.current === key) return;
    fittedKey.current = key;
    if (isFocusing) return;
    const box: BoundsTuple | null = bbox
      ? [bbox.west, bbox.south, bbox.east, bbox.north]
      : answerBounds(whole);
    if (!box) return;
    const [west, south, east, north] = box;
    const bounds: LatLngBoundsExpression = [
      [south, west],
      [north, east],
    ];
    moveProgrammatically(() =>
      map.fitBounds(bounds, { padding: [40, 40], maxZoom: FIT_MAX_ZOOM, animate: false }),
    );
  }, [map, moveProgrammatically, key, whole, bbox, isFocusing]);
}

/**
 * "View on map": centres the listing at pin zoom and selects it. Its position comes from the map points,
 * or from the listing itself when the current result does not hold it. `isUnavailable`: it has no position.
 */
export function useFocusListing(
  map: LeafletMap | null,
  moveProgrammatically: MoveProgrammatically,
  focusPropertyId: number | null,
  points: MapPoints['points'] | undefined,
  onSelect: (listing: SelectedListing) => void,
) {
  const listing = useListingPreview(focusPropertyId);
  const focusedId = useRef<number | null>(null);
  const point = focusPropertyId === null || !points ? undefined : findPoint(points, focusPropertyId);
  const hasPosition = Boolean(listing.data && (listing.data.latitude !== 0 || listing.data.longitude !== 0));
  const position = point
    ? { lat: point[1], lng: point[2] }
    : listing.data && hasPosition
      ? { lat: listing.data.latitude, lng: listing.data.longitude }
      : null;
  const { lat, lng } = position ?? {};

  useEffect(() => {
    if (focusPropertyId === null) focusedId.current = null;
    if (!map || focusPropertyId === null || focusedId.current === focusPropertyId) return;
    if (lat === undefined || lng === undefined) return;
    focusedId.current = focusPropertyId;
    moveProgrammatically(() =>
      map.setView([lat, lng], Math.max(map.getZoom(), FOCUS_ZOOM), { animate: false }),
    );
    onSelect({ id: focusPropertyId, lat, lng });
  }, [map, moveProgrammatically, focusPropertyId, lat, lng, onSelect]);

  return {
    isUnavailable:
      focusPropertyId !== null && !point && (listing.isError || (listing.isSuccess && !hasPosition)),
  };
}
