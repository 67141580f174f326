import { useRef } from 'react';
import type { Marker as LeafletMarker } from 'leaflet';
import { useTranslation } from 'react-i18next';
import { Marker, Rectangle } from 'react-leaflet';
import type { Language } from '@sakhli/shared/enums';
import { formatPriceLabel } from '@sakhli/shared/rules/price-label';
import type { BoundingBox } from '@sakhli/shared/schemas/property';
import { formatNumber, formatPrice } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import type { MapFeature } from '../cluster/map-feature';
import type { SelectedListing } from '../hooks/use-map-positioning';
import { ListingPopup } from './listing-popup';
import { clusterIcon, pinIcon } from './marker-icons';

type Listing = Extract<MapFeature, { kind: 'listing' }>;
type Cluster = Extract<MapFeature, { kind: 'cluster' }>;

const AREA_STYLE = { color: '#0f766e', weight: 2, dashArray: '6 6', fill: false, interactive: false };

/** USD as the spec's K/M label; GEL when a listing has no USD price. */
function shortPrice(listing: Listing): string {
  return listing.priceUsd > 0
    ? `$${formatPriceLabel(listing.priceUsd)}`
    : `${formatPriceLabel(listing.priceGel)} ₾`;
}

/** A bubble's prices in USD: "$45,000 – $320,000", or one price when all are the same. */
function priceRange({ minPriceUsd, maxPriceUsd }: Cluster, language: Language): string {
  const from = formatPrice(minPriceUsd, 'USD', language);
  return minPriceUsd === maxPriceUsd ? from : `${from} – ${formatPrice(maxPriceUsd, 'USD', language)}`;
}

/** Everything drawn on the map itself: count bubbles, price pins, the selected listing's popup and the searched area. */
export function ResultsLayers({
  features,
  selected,
  bbox,
  onClusterClick,
  onListingClick,
  onPopupClose,
}: {
  features: MapFeature[];
  selected: SelectedListing | null;
  bbox: BoundingBox | null;
  onClusterClick: (cluster: Cluster) => void;
  onListingClick: (listing: Listing) => void;
  onPopupClose: (id: number) => void;
}) {
  const { t } = useTranslation('map');
  const language = useLanguage();
  // The pin whose popup is open, to give focus back to when the popup closes from the keyboard.
  const opener = useRef<HTMLElement | null>(null);

  return (
    <>
      {bbox && (
        <Rectangle
          bounds={[
            [bbox.south, bbox.west],
            [bbox.north, bbox.east],
          ]}
          pathOptions={AREA_STYLE}
        />
      )}
      {features.map((feature) =>
        feature.kind === 'cluster' ? (
          <Marker
            key={feature.key}
            position={[feature.lat, feature.lng]}
            icon={clusterIcon(
              feature.count,
              formatPriceLabel(feature.count),
              t('cluster.label', {
                count: feature.count,
                formatted: formatNumber(feature.count, language),
                prices: priceRange(feature, language),
              }),
            )}
            eventHandlers={{ click: () => onClusterClick(feature) }}
          />
        ) : (
          <Marker
            key={`listing-${feature.id}`}
            position={[feature.lat, feature.lng]}
            icon={pinIcon(
              shortPrice(feature),
              t('pin.label', {
                usd: formatPrice(feature.priceUsd, 'USD', language),
                gel: formatPrice(feature.priceGel, 'GEL', language),
              }),
              feature.id === selected?.id,
            )}
            riseOnHover
            eventHandlers={{
              click: (event) => {
                opener.current = (event.target as LeafletMarker).getElement() ?? null;
                onListingClick(feature);
              },
            }}
          />
        ),
      )}
      {selected && (
        <ListingPopup key={selected.id} selected={selected} opener={opener} onClose={onPopupClose} />
      )}
    </>
  );
}
