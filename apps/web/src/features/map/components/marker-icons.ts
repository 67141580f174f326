import { divIcon, type DivIcon } from 'leaflet';
import { escapeHtml } from '@sakhli/shared/rules/escape-html';

// Leaflet renders each icon as a button-like element (role="button", tabindex 0); its accessible name is
// the visually hidden text, the visible text is the short label. Icons are cached so that re-clustering
// on every move reuses them instead of rebuilding every marker.
const cache = new Map<string, DivIcon>();

function cached(key: string, build: () => DivIcon): DivIcon {
  let icon = cache.get(key);
  if (!icon) {
    icon = build();
    cache.set(key, icon);
  }
  return icon;
}

const content = (shortLabel: string, accessibleLabel: string) =>
  `<span class="sr-only">${escapeHtml(accessibleLabel)}</span><span aria-hidden="true">${escapeHtml(shortLabel)}</span>`;

/** A price pin for one listing, its tip on the listing's position (see results-map.css). */
export function pinIcon(shortLabel: string, accessibleLabel: string, isActive: boolean): DivIcon {
  return cached(`pin|${shortLabel}|${accessibleLabel}|${isActive}`, () =>
    divIcon({
      className: isActive ? 'map-pin map-pin--active' : 'map-pin',
      iconSize: undefined,
      html: content(shortLabel, accessibleLabel),
    }),
  );
}

/** Bubble diameters grow with the count so dense areas read as dense at a glance. */
function bubbleSize(count: number): number {
  if (count < 10) return 34;
  if (count < 100) return 40;
  if (count < 1000) return 48;
  return 56;
}

/** A round count bubble for a group of listings, centred on the group. */
export function clusterIcon(count: number, shortLabel: string, accessibleLabel: string): DivIcon {
  const size = bubbleSize(count);
  return cached(`cluster|${size}|${shortLabel}|${accessibleLabel}`, () =>
    divIcon({ className: 'map-cluster', iconSize: [size, size], html: content(shortLabel, accessibleLabel) }),
  );
}
