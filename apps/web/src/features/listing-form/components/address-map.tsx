import 'leaflet/dist/leaflet.css';
import './address-map.css';
import { divIcon, type LatLng } from 'leaflet';
import { useEffect } from 'react';
import { MapContainer, Marker, useMap, useMapEvents } from 'react-leaflet';
import { MAP } from '@sakhli/shared/constants';
import type { City } from '@sakhli/shared/enums';
import type { Coordinates } from '@sakhli/shared/schemas/geo';
import { MapTileLayer } from '@/components/ui/map-tile-layer';
import { useTileStatus } from '@/lib/use-tile-status';

// Drawn with CSS (address-map.css): no marker image files to resolve through the bundler. The anchor is
// the tip of the rotated square, 36 px below the top left of its 30 px box.
const PIN = divIcon({
  className: '',
  html: '<div class="address-pin"></div>',
  iconSize: [30, 30],
  iconAnchor: [15, 36],
});

/** Moves the view to a newly picked address, at least to the street zoom (SPEC.md section 9: 16). */
function FollowPin({ position }: { position: Coordinates | null }) {
  const map = useMap();
  const lat = position?.lat;
  const lng = position?.lng;
  useEffect(() => {
    if (lat === undefined || lng === undefined) return;
    map.setView([lat, lng], Math.max(map.getZoom(), MAP.zoomWithCoordinates));
  }, [map, lat, lng]);
  return null;
}

/** A click on the map drops the pin there. */
function DropOnClick({ onDrop }: { onDrop: (point: Coordinates) => void }) {
  useMapEvents({ click: (event) => onDrop(event.latlng) });
  return null;
}

export interface AddressMapProps {
  city: City;
  position: Coordinates | null;
  onDrop: (point: Coordinates) => void;
  labels: { region: string; pin: string; tilesFailed: string };
}

/**
 * The address picker's map (its own chunk, loaded with the form): the city at zoom 12, or the picked
 * address at zoom 16 with a pin that can be dragged (or a click that drops it) to the exact spot.
 */
export default function AddressMap({ city, position, onDrop, labels }: AddressMapProps) {
  const tileStatus = useTileStatus();
  const start = position ?? (city === 'Batumi' ? MAP.batumiCenter : MAP.tbilisiCenter);
  return (
    <div role="region" aria-label={labels.region} className="relative isolate size-full">
      <MapContainer
        center={[start.lat, start.lng]}
        zoom={position ? MAP.zoomWithCoordinates : MAP.zoomPickerWithout}
        scrollWheelZoom={false}
        className="size-full"
      >
        <MapTileLayer eventHandlers={tileStatus.eventHandlers} />
        <FollowPin position={position} />
        <DropOnClick onDrop={onDrop} />
        {position && (
          <Marker
            position={[position.lat, position.lng]}
            icon={PIN}
            draggable
            // The search box is the keyboard's way to an address; the pin is for the mouse and touch.
            keyboard={false}
            title={labels.pin}
            eventHandlers={{
              dragend: (event) => onDrop((event.target as { getLatLng(): LatLng }).getLatLng()),
            }}
          />
        )}
      </MapContainer>
      {tileStatus.hasFailed && (
        <p className="pointer-events-none absolute top-2 right-2 z-[500] max-w-[65%] rounded-lg bg-white/95 px-3 py-1 text-xs text-slate-700 shadow">
          {labels.tilesFailed}
        </p>
      )}
    </div>
  );
}
