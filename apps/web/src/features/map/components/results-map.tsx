import 'leaflet/dist/leaflet.css';
import './results-map.css';
import { useCallback, useMemo, useState } from 'react';
import type { Map as LeafletMap } from 'leaflet';
import { useTranslation } from 'react-i18next';
import { MapContainer, ZoomControl } from 'react-leaflet';
import { MAP } from '@sakhli/shared/constants';
import type { City, ListingType, PropertyType } from '@sakhli/shared/enums';
import type { Filter } from '@sakhli/shared/schemas/filter';
import type { BoundingBox } from '@sakhli/shared/schemas/property';
import { MapTileLayer } from '@/components/ui/map-tile-layer';
import { useChatId } from '@/lib/chat-id';
import { useLanguage } from '@/lib/use-language';
import type { MapSearch } from '../api/get-map-points';
import { useClusters } from '../hooks/use-clusters';
import { useMapPoints } from '../hooks/use-map-points';
import { useFitToResults, useFocusListing, type SelectedListing } from '../hooks/use-map-positioning';
import { useTileStatus } from '@/lib/use-tile-status';
import { useUserMoved } from '../hooks/use-user-moved';
import { MapOverlay } from './map-overlay';
import { ResultsLayers } from './results-layers';

export interface ResultsMapProps {
  city: City;
  listingType: ListingType;
  propertyType: PropertyType;
  filter: Filter;
  bbox: BoundingBox | null;
  focusPropertyId: number | null;
  onSearchArea: (bbox: BoundingBox | null) => void;
}

/** Zoom of the first view before the results arrive (SPEC.md: the picker's city zoom). */
const START_ZOOM = MAP.zoomPickerWithout;

/**
 * The results on a map (loaded lazily by the search page): every matching listing, grouped into count
 * bubbles and split into price pins as the user zooms; a pin opens a small card of the listing. A large
 * result comes as the server's clusters of the view, asked for again as the map moves (decision 025).
 */
export default function ResultsMap({
  city,
  listingType,
  propertyType,
  filter,
  bbox,
  focusPropertyId,
  onSearchArea,
}: ResultsMapProps) {
  const { t } = useTranslation('map');
  const language = useLanguage();
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [selected, setSelected] = useState<SelectedListing | null>(null);

  const chatId = useChatId({ city, listingType, propertyType }, language);
  const search = useMemo<MapSearch>(
    () => ({ city, listingType, propertyType, filter, bbox, chatId }),
    [city, listingType, propertyType, filter, bbox, chatId],
  );
  const points = useMapPoints(map, search, START_ZOOM);
  const resultKey = JSON.stringify([city, listingType, propertyType, filter, chatId]);

  const { features, expansionZoom, isIndexing } = useClusters(map, points.current);
  const { hasMoved, resetMoved, moveProgrammatically } = useUserMoved(map);
  const tileStatus = useTileStatus();
  useFitToResults(
    map,
    moveProgrammatically,
    { key: resultKey, whole: points.whole, bbox },
    focusPropertyId !== null,
  );
  const focus = useFocusListing(
    map,
    moveProgrammatically,
    focusPropertyId,
    points.current?.points,
    setSelected,
  );

  const searchArea = useCallback(() => {
    if (!map) return;
    const bounds = map.getBounds();
    resetMoved();
    onSearchArea({
      west: Math.max(bounds.getWest(), -180),
      south: Math.max(bounds.getSouth(), -90),
      east: Math.min(bounds.getEast(), 180),
      north: Math.min(bounds.getNorth(), 90),
    });
  }, [map, onSearchArea, resetMoved]);

  const closePopup = useCallback(
    (id: number) => setSelected((current) => (current?.id === id ? null : current)),
    [],
  );
  const cityCenter = city === 'Batumi' ? MAP.batumiCenter : MAP.tbilisiCenter;

  return (
    <div
      role="region"
      aria-label={t('region')}
      className="results-map relative isolate size-full overflow-hidden"
    >
      <MapOverlay
        status={{
          isLoading: points.isLoading || (isIndexing && !points.current?.view),
          isError: points.isError,
          totalCount: points.whole?.totalCount ?? null,
          tilesFailed: tileStatus.hasFailed,
          focusUnavailable: focus.isUnavailable,
        }}
        canSearchArea={hasMoved && map !== null}
        hasArea={bbox !== null}
        onSearchArea={searchArea}
        onClearArea={() => onSearchArea(null)}
        onRetry={points.retry}
      />
      <MapContainer
        ref={setMap}
        center={[cityCenter.lat, cityCenter.lng]}
        zoom={START_ZOOM}
        minZoom={3}
        maxZoom={19}
        zoomControl={false}
        className="size-full"
      >
        <MapTileLayer eventHandlers={tileStatus.eventHandlers} />
        <ZoomControl position="bottomright" zoomInTitle={t('zoomIn')} zoomOutTitle={t('zoomOut')} />
        <ResultsLayers
          features={features}
          selected={selected}
          bbox={bbox}
          onClusterClick={(cluster) => {
            // A cell of the server's clusters, or a bubble from an index that was just replaced, has no
            // expansion zoom: zoom in two steps instead.
            const twoSteps = () => (map?.getZoom() ?? START_ZOOM) + 2;
            const zoom =
              cluster.clusterId === null ? Promise.resolve(twoSteps()) : expansionZoom(cluster.clusterId);
            void zoom.catch(twoSteps).then((next) => map?.setView([cluster.lat, cluster.lng], next));
          }}
          onListingClick={(listing) => setSelected({ id: listing.id, lat: listing.lat, lng: listing.lng })}
          onPopupClose={closePopup}
        />
      </MapContainer>
    </div>
  );
}
