import 'leaflet/dist/leaflet.css';
import { divIcon } from 'leaflet';
import { MapContainer, Marker, TileLayer } from 'react-leaflet';

// A drawn pin: no marker image files to resolve through the bundler.
const PIN = divIcon({
  className: '',
  iconSize: [32, 42],
  iconAnchor: [16, 42],
  html: '<svg viewBox="0 0 32 42" width="32" height="42" aria-hidden="true"><path d="M16 41c-1-1.2-14-15.3-14-25a14 14 0 0 1 28 0c0 9.7-13 23.8-14 25Z" fill="#0f766e" stroke="#fff" stroke-width="2"/><circle cx="16" cy="16" r="5.5" fill="#fff"/></svg>',
});

const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

/** Leaflet map of one listing (its own chunk). Without a position it shows the city and no pin. */
export function LocationMap({
  center,
  zoom,
  hasPin,
  tileUrl,
  label,
}: {
  center: [number, number];
  zoom: number;
  hasPin: boolean;
  tileUrl: string;
  label: string;
}) {
  return (
    <div role="region" aria-label={label} className="size-full">
      <MapContainer center={center} zoom={zoom} scrollWheelZoom={false} className="size-full">
        <TileLayer
          url={tileUrl}
          attribution={tileUrl.includes('openstreetmap') ? OSM_ATTRIBUTION : undefined}
        />
        {hasPin && <Marker position={center} icon={PIN} keyboard={false} />}
      </MapContainer>
    </div>
  );
}
