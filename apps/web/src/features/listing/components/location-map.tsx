import 'leaflet/dist/leaflet.css';
import { divIcon } from 'leaflet';
import { MapContainer, Marker } from 'react-leaflet';
import { MapTileLayer } from '@/components/ui/map-tile-layer';

// A drawn pin: no marker image files to resolve through the bundler.
const PIN = divIcon({
  className: '',
  iconSize: [32, 42],
  iconAnchor: [16, 42],
  html: '<svg viewBox="0 0 32 42" width="32" height="42" aria-hidden="true"><path d="M16 41c-1-1.2-14-15.3-14-25a14 14 0 0 1 28 0c0 9.7-13 23.8-14 25Z" fill="#0f766e" stroke="#fff" stroke-width="2"/><circle cx="16" cy="16" r="5.5" fill="#fff"/></svg>',
});

/** Leaflet map of one listing (its own chunk). Without a position it shows the city and no pin. */
export function LocationMap({
  center,
  zoom,
  hasPin,
  label,
}: {
  center: [number, number];
  zoom: number;
  hasPin: boolean;
  label: string;
}) {
  return (
    <div role="region" aria-label={label} className="size-full">
      <MapContainer center={center} zoom={zoom} scrollWheelZoom={false} className="size-full">
        <MapTileLayer />
        {hasPin && <Marker position={center} icon={PIN} keyboard={false} />}
      </MapContainer>
    </div>
  );
}
