import { useEffect, useRef, useState } from 'react';
import type { Map as LeafletMap } from 'leaflet';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { boxOfCells, cellsCovering, type Box } from '@sakhli/shared/rules/map-grid';
import type { MapPoints } from '@sakhli/shared/schemas/property';
import { mapPointsQueryOptions, type MapArea, type MapSearch } from '../api/get-map-points';

/** An answer covers the view and a quarter of it on each side, so a short pan needs no new request. */
const VIEW_MARGIN = 0.25;

function boxOf(bounds: ReturnType<LeafletMap['getBounds']>): Box {
  return {
    west: Math.max(bounds.getWest(), -180),
    south: Math.max(bounds.getSouth(), -85),
    east: Math.min(bounds.getEast(), 180),
    north: Math.min(bounds.getNorth(), 85),
  };
}

const contains = (outer: Box, inner: Box) =>
  outer.west <= inner.west &&
  outer.east >= inner.east &&
  outer.south <= inner.south &&
  outer.north >= inner.north;

/**
 * Whether an answer still serves the map at `zoom` showing `viewport`: every listing of the search serves
 * any view; the listings of a view serve what lies inside it at any zoom; clusters serve their own zoom only.
 */
export function covers({ area, answer }: { area: MapArea; answer: MapPoints }, zoom: number, viewport: Box) {
  if (!answer.clusters && !answer.view) return true;
  const isInside = !answer.view || contains(answer.view, viewport);
  return answer.clusters ? isInside && area.zoom === zoom : isInside;
}

/** The area to ask for at the map's zoom and view: the view with its margin, widened to whole tiles. */
function areaOf(map: LeafletMap): MapArea {
  const zoom = Math.round(map.getZoom());
  return { zoom, view: boxOfCells(cellsCovering(boxOf(map.getBounds().pad(VIEW_MARGIN)), zoom)) };
}

/**
 * The map's listings for a search (decision 025). A new search is asked for as a whole at the map's zoom:
 * its listings when they are few (then nothing more is asked until the search changes), else the server's
 * clusters. After each move the view is asked for unless the last answer still serves it. `whole` is the
 * answer for the search as a whole (its total and extent); `current` the one to draw, the previous one
 * staying while the next loads.
 */
export function useMapPoints(map: LeafletMap | null, search: MapSearch, startZoom: number) {
  const searchKey = JSON.stringify(search);
  const [request, setRequest] = useState<{ searchKey: string; whole: MapArea; area: MapArea } | null>(null);
  let current = request;
  if (current?.searchKey !== searchKey) {
    const whole = { zoom: map ? Math.round(map.getZoom()) : startZoom, view: null };
    current = { searchKey, whole, area: whole };
    setRequest(current);
  }
  const { whole, area } = current;

  const points = useQuery({ ...mapPointsQueryOptions(search, area), placeholderData: keepPreviousData });
  const wholeSearch = useQuery({ ...mapPointsQueryOptions(search, whole), enabled: false });

  // The last answer drawn for this search and what it was asked for, read when the map moves.
  const answered = useRef<{ area: MapArea; answer: MapPoints } | null>(null);
  const answer = points.isPlaceholderData ? undefined : points.data;
  useEffect(() => {
    answered.current = answer ? { area, answer } : null;
  }, [area, answer]);

  useEffect(() => {
    if (!map) return;
    const onMoveEnd = () => {
      const zoom = Math.round(map.getZoom());
      if (answered.current && covers(answered.current, zoom, boxOf(map.getBounds()))) return;
      setRequest((latest) => latest && { ...latest, area: areaOf(map) });
    };
    map.on('moveend', onMoveEnd);
    return () => {
      map.off('moveend', onMoveEnd);
    };
  }, [map]);

  return {
    /** What to draw: the latest answer, or the one before while it loads. */
    current: points.data,
    /** The search as a whole: its total and extent, once answered. */
    whole: wholeSearch.data,
    isLoading: wholeSearch.data === undefined || (area === whole && points.isFetching),
    isError: points.isError && !points.data,
    retry: () => void points.refetch(),
  };
}
