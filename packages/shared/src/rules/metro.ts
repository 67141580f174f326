import type { City, Language } from '../enums';

/**
 * The 23 stations of the Tbilisi metro (decision 042): the one list of them. The assistant's gazetteer
 * reads their names from here (with its own district for each), listings store the nearest one. Names in
 * the three languages; `otherNames` are the everyday or older names people write ("Freedom Square",
 * "Sadguris moedani"). Coordinates: WGS84, 17 from the Wikipedia station articles and 6 (Sarajishvili,
 * Grmagele, Avlabari, 300 Aragveli, Varketili, Tsereteli) from OpenStreetMap's station nodes; decision 042
 * names the source of each. A corrected coordinate needs a migration that fills the listings again (0026).
 */
export interface MetroStation {
  id: string;
  line: 1 | 2;
  nameKa: string;
  nameEn: string;
  nameRu: string;
  otherNames: readonly string[];
  latitude: number;
  longitude: number;
}

const station = (
  id: string,
  line: 1 | 2,
  [nameEn, nameKa, nameRu]: readonly [string, string, string],
  [latitude, longitude]: readonly [number, number],
  otherNames: readonly string[] = [],
): MetroStation => ({ id, line, nameKa, nameEn, nameRu, otherNames, latitude, longitude });

export const METRO_STATIONS: readonly MetroStation[] = [
  // Akhmeteli–Varketili line, north to south-east.
  station(
    'akhmeteli-theatre',
    1,
    ['Akhmeteli Theatre', 'ახმეტელის თეატრი', 'Театр Ахметели'],
    [41.791762, 44.815913],
    ['Akhmeteli', 'ახმეტელი', 'Ахметели'],
  ),
  station('sarajishvili', 1, ['Sarajishvili', 'სარაჯიშვილი', 'Сараджишвили'], [41.784058, 44.799918]),
  station('guramishvili', 1, ['Guramishvili', 'გურამიშვილი', 'Гурамишвили'], [41.775009, 44.79511]),
  station('grmagele', 1, ['Grmagele', 'ღრმაღელე', 'Грмагеле'], [41.764974, 44.78996], ['Ghrmaghele']),
  station('didube', 1, ['Didube', 'დიდუბე', 'Дидубе'], [41.74987, 44.780047]),
  station(
    'gotsiridze',
    1,
    ['Gotsiridze', 'გოცირიძე', 'Гоциридзе'],
    [41.74285, 44.78414],
    ['Elektrodepo', 'ელექტროდეპო', 'Электродепо'],
  ),
  station('nadzaladevi', 1, ['Nadzaladevi', 'ნაძალადევი', 'Надзаладеви'], [41.730094, 44.796222]),
  station(
    'station-square-1',
    1,
    ['Station Square', 'სადგურის მოედანი', 'Вокзальная площадь'],
    [41.722627, 44.797493],
    ['Sadguris moedani'],
  ),
  station('marjanishvili', 1, ['Marjanishvili', 'მარჯანიშვილი', 'Марджанишвили'], [41.709625, 44.797981]),
  station('rustaveli', 1, ['Rustaveli', 'რუსთაველი', 'Руставели'], [41.70361, 44.79]),
  station(
    'liberty-square',
    1,
    ['Liberty Square', 'თავისუფლების მოედანი', 'площадь Свободы'],
    [41.69472, 44.79972],
    ['Tavisupleba', 'Tavisuplebis moedani', 'Freedom Square'],
  ),
  station('avlabari', 1, ['Avlabari', 'ავლაბარი', 'Авлабари'], [41.692259, 44.815841]),
  station(
    '300-aragveli',
    1,
    ['300 Aragveli', '300 არაგველი', '300 Арагвели'],
    [41.687995, 44.826233],
    ['Aragveli', 'არაგველი', 'Арагвинцев', 'Арагвели'],
  ),
  station('isani', 1, ['Isani', 'ისანი', 'Исани'], [41.68655, 44.840929]),
  station('samgori', 1, ['Samgori', 'სამგორი', 'Самгори'], [41.6857, 44.8545]),
  station('varketili', 1, ['Varketili', 'ვარკეთილი', 'Варкетили'], [41.691897, 44.870885]),
  // Saburtalo line, from the interchange west.
  station(
    'station-square-2',
    2,
    ['Station Square 2', 'სადგურის მოედანი 2', 'Вокзальная площадь 2'],
    [41.722627, 44.797493],
  ),
  station('tsereteli', 2, ['Tsereteli', 'წერეთელი', 'Церетели'], [41.726412, 44.787661]),
  station(
    'technical-university',
    2,
    ['Technical University', 'ტექნიკური უნივერსიტეტი', 'Технический университет'],
    [41.718335, 44.778138],
    ['Politekhnikuri', 'პოლიტექნიკური', 'Политехнический', 'Техуниверситет'],
  ),
  station(
    'medical-university',
    2,
    ['Medical University', 'სამედიცინო უნივერსიტეტი', 'Медицинский университет'],
    [41.72722, 44.7625],
    ['Медуниверситет', 'Мединститут'],
  ),
  station('delisi', 2, ['Delisi', 'დელისი', 'Делиси'], [41.7254, 44.74624]),
  station('vazha-pshavela', 2, ['Vazha-Pshavela', 'ვაჟა-ფშაველა', 'Важа-Пшавела'], [41.72425, 44.730722]),
  station(
    'state-university',
    2,
    ['State University', 'სახელმწიფო უნივერსიტეტი', 'Государственный университет'],
    [41.72278, 44.7175],
  ),
];

export const METRO_STATION_IDS = METRO_STATIONS.map((metro) => metro.id) as [string, ...string[]];

/** The cities with a metro: only Tbilisi (Batumi has none). */
export const METRO_CITIES: readonly City[] = ['Tbilisi'];

/** The "within N minutes' walk" choices of the filter (decision 042). */
export const METRO_WALK_MINUTES = [5, 10, 15, 20] as const;
export type MetroWalkMinutes = (typeof METRO_WALK_MINUTES)[number];
/**
 * The AI Score's plain "near the metro" wish (no distance named) is met by a stored walk of at most this
 * many minutes (decision 044): the loosest of the filter's common choices, since a soft wish must not lose a
 * listing 11 minutes away that a visitor hoping for "near" would still take.
 */
export const NEAR_METRO_WALK_MINUTES = 15;

/** Streets are not straight lines: the straight-line distance times this is the walk (decision 042). */
export const WALK_DETOUR_FACTOR = 1.3;
/** An unhurried adult's pace, metres a minute. */
export const WALK_METRES_PER_MINUTE = 80;
/** Beyond this a station is no longer "near": the listing stores no station (about 2.5 km straight). */
export const MAX_STORED_WALK_MINUTES = 40;

const EARTH_RADIUS_METRES = 6_371_000;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle (haversine) distance in metres. */
export function distanceMetres(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Whole minutes of walking for a straight-line distance, rounded up (never 0: a walk takes a minute). */
export function walkMinutesOf(straightMetres: number): number {
  return Math.max(1, Math.ceil((straightMetres * WALK_DETOUR_FACTOR) / WALK_METRES_PER_MINUTE));
}

export interface NearestMetro {
  metroStationId: string | null;
  metroWalkMinutes: number | null;
}

/**
 * The station nearest to a listing and the walk to it; both null outside a metro city or when the nearest
 * is further than MAX_STORED_WALK_MINUTES. Written wherever a listing's coordinates are written.
 */
export function nearestMetroOf(city: City, latitude: number, longitude: number): NearestMetro {
  if (!METRO_CITIES.includes(city)) return { metroStationId: null, metroWalkMinutes: null };
  let best: MetroStation | undefined;
  let bestMetres = Infinity;
  for (const metro of METRO_STATIONS) {
    const metres = distanceMetres({ latitude, longitude }, metro);
    if (metres < bestMetres) [best, bestMetres] = [metro, metres];
  }
  const minutes = walkMinutesOf(bestMetres);
  return best && minutes <= MAX_STORED_WALK_MINUTES
    ? { metroStationId: best.id, metroWalkMinutes: minutes }
    : { metroStationId: null, metroWalkMinutes: null };
}

export function metroStationById(id: string | null | undefined): MetroStation | undefined {
  return METRO_STATIONS.find((metro) => metro.id === id);
}

/** A station's name in the reader's language. */
export function metroStationName(metro: MetroStation, language: Language): string {
  if (language === 'ka') return metro.nameKa;
  return language === 'ru' ? metro.nameRu : metro.nameEn;
}
