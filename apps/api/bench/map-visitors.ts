/**
 * The map bench's visitors: each with a filter of their own, looking at the city or zoomed to a district,
 * on a desktop or a phone screen; their requests as the web sends them (features/map/api).
 */
import { BUILDING_STATUSES, RENOVATION_STATUSES } from '@sakhli/shared/enums';
import {
  boxOfCells,
  cellsCovering,
  latitudeToY,
  longitudeToX,
  xToLongitude,
  yToLatitude,
} from '@sakhli/shared/rules/map-grid';
import type { Random } from '../src/db/seed/random';

export interface District {
  id: number;
  latitude: number;
  longitude: number;
  /** Its Tbilisi apartments for sale: popular districts are chosen more often. */
  listings: number;
}

const SCOPE = 'city=Tbilisi&listingType=Sale&propertyType=Apartment';
/** Screens, and the zoom at which each shows the whole city. */
const SCREENS = [
  { name: 'desktop', width: 1440, height: 900, cityZoom: 12 },
  { name: 'phone', width: 390, height: 844, cityZoom: 11 },
] as const;
/** The web asks for the view and a quarter of it on each side (features/map/hooks/use-map-points.ts). */
const VIEW_MARGIN = 0.25;
const TILE_PX = 256;
const USD_GEL = 2.7;

/** Query parameters of one visitor's filter; `district` when it names one. */
function visitorFilter(random: Random, districts: District[]) {
  const filter = new URLSearchParams();
  if (random.chance(0.85)) {
    const isGel = random.chance(0.15);
    const factor = isGel ? USD_GEL : 1;
    const min = random.pick([null, 30_000, 40_000, 50_000, 60_000, 80_000, 100_000, 150_000]);
    const max =
      random.chance(0.85) || min === null
        ? (min ?? 20_000) + random.pick([40_000, 60_000, 100_000, 150_000, 250_000])
        : null;
    if (min !== null) filter.set('minPrice', String(min * factor));
    if (max !== null) filter.set('maxPrice', String(max * factor));
    if (isGel) filter.set('currency', 'GEL');
  }
  if (random.chance(0.6)) {
    const minRooms = random.int(1, 3);
    filter.set('minRooms', String(minRooms));
    if (random.chance(0.6)) filter.set('maxRooms', String(minRooms + random.int(0, 1)));
  }
  const district = random.chance(0.5)
    ? random.weighted(districts.map((candidate) => [candidate, candidate.listings] as const))
    : undefined;
  if (district) filter.set('districtId', String(district.id));
  if (random.chance(0.15)) filter.set('minSize', String(random.pick([40, 50, 60, 80])));
  if (random.chance(0.1)) filter.set('buildingStatus', random.pick(BUILDING_STATUSES));
  if (random.chance(0.1)) filter.set('renovationStatus', random.pick(RENOVATION_STATUSES));
  return { filter, district };
}

/** The view of a screen centred on a place at a zoom, with the web's margin, widened to whole tiles. */
function viewAround(
  center: { latitude: number; longitude: number },
  zoom: number,
  screen: (typeof SCREENS)[number],
) {
  const worldPx = TILE_PX * 2 ** zoom;
  const halfWidth = ((screen.width / 2) * (1 + 2 * VIEW_MARGIN)) / worldPx;
  const halfHeight = ((screen.height / 2) * (1 + 2 * VIEW_MARGIN)) / worldPx;
  const x = longitudeToX(center.longitude);
  const y = latitudeToY(center.latitude);
  const tiles = cellsCovering(
    {
      west: xToLongitude(x - halfWidth),
      east: xToLongitude(x + halfWidth),
      north: yToLatitude(y - halfHeight),
      south: yToLatitude(y + halfHeight),
    },
    zoom,
  );
  const box = boxOfCells(tiles);
  return [box.west, box.south, box.east, box.north].map((degrees) => degrees.toFixed(7)).join(',');
}

export interface MapRequest {
  path: string;
  view: string;
}

/**
 * Each visitor's requests in the order a visitor makes them: the city view (as the web asks when a search
 * opens: the zoom, no view), then a district view (zoom 14 or 15 around their district, or any district;
 * with the view). `asPoints`: as the web asked before decision 025, every point of the search, once.
 */
export function visitorSessions(random: Random, districts: District[], visitors: number, asPoints: boolean) {
  const sessions: MapRequest[][] = [];
  for (let visitor = 0; visitor < visitors; visitor += 1) {
    const { filter, district } = visitorFilter(random, districts);
    const path = (extra: string) => `/api/Property/map-points?${SCOPE}&${filter.toString()}${extra}`;
    if (asPoints) {
      sessions.push([{ path: path(''), view: 'every point' }]);
      continue;
    }
    const screen = random.pick(SCREENS);
    const zoom = random.int(14, 15);
    const place =
      district ?? random.weighted(districts.map((candidate) => [candidate, candidate.listings] as const));
    sessions.push([
      { path: path(`&zoom=${screen.cityZoom}`), view: `city view (${screen.name})` },
      {
        path: path(`&zoom=${zoom}&view=${viewAround(place, zoom, screen)}`),
        view: `district view (${screen.name})`,
      },
    ]);
  }
  return sessions;
}
