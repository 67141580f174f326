import type { Language } from '@sakhli/shared/enums';

export type Localized = Readonly<Record<Language, string>>;

/** What most of a district's housing is: it decides building years, storeys and the new-build share. */
export type HousingStock = 'historic' | 'soviet' | 'mixed' | 'modern' | 'suburban';

export interface DistrictMarket {
  /** The district's share of the city's listings (relative to the other districts). */
  weight: number;
  /** Share of houses among its listings. */
  houseShare: number;
  stock: HousingStock;
  /** Asking price of a renovated flat per m², in USD: typical low and high (2025 listings). */
  salePerSqm: readonly [number, number];
  /** The nearest metro station, when one is within walking distance. */
  metro?: Localized;
}

const station = (ka: string, en: string, ru: string): Localized => ({ ka, en, ru });
const LIBERTY_SQUARE = station('თავისუფლების მოედანი', 'Liberty Square', 'Площадь Свободы');
const RUSTAVELI = station('რუსთაველი', 'Rustaveli', 'Руставели');

type Row = [
  weight: number,
  houseShare: number,
  stock: HousingStock,
  low: number,
  high: number,
  metro?: Localized,
];

const rows: Record<string, Row> = {
  // Tbilisi
  'Old Tbilisi': [3, 0.05, 'historic', 1300, 2400, LIBERTY_SQUARE],
  Sololaki: [1.5, 0.04, 'historic', 1300, 2300, LIBERTY_SQUARE],
  Mtatsminda: [3, 0.08, 'historic', 1600, 2800, RUSTAVELI],
  Vera: [2.5, 0.04, 'historic', 1500, 2400, RUSTAVELI],
  Vake: [9, 0.06, 'mixed', 1650, 2900],
  Bagebi: [2, 0.12, 'modern', 1150, 1750],
  Vashlijvari: [2, 0.08, 'modern', 1200, 1900],
  Saburtalo: [
    12,
    0.03,
    'mixed',
    1100,
    1750,
    station('სამედიცინო უნივერსიტეტი', 'Medical University', 'Медицинский университет'),
  ],
  'Nutsubidze Plateau': [
    3,
    0.02,
    'soviet',
    950,
    1450,
    station('სახელმწიფო უნივერსიტეტი', 'State University', 'Государственный университет'),
  ],
  'Lisi Lake': [2.5, 0.35, 'modern', 1200, 2000],
  Dighomi: [3, 0.2, 'mixed', 900, 1400],
  'Dighomi Massive': [4, 0.03, 'soviet', 800, 1200],
  'Didi Dighomi': [4, 0.05, 'modern', 800, 1300],
  Didube: [4, 0.04, 'mixed', 900, 1400, station('დიდუბე', 'Didube', 'Дидубе')],
  Chughureti: [3, 0.06, 'historic', 1000, 1600, station('მარჯანიშვილი', 'Marjanishvili', 'Марджанишвили')],
  Nadzaladevi: [5, 0.06, 'soviet', 750, 1150, station('ნაძალადევი', 'Nadzaladevi', 'Надзаладеви')],
  Temka: [2, 0.05, 'soviet', 650, 1000],
  Gldani: [6, 0.04, 'soviet', 600, 950, station('ახმეტელის თეატრი', 'Akhmeteli Theatre', 'Театр Ахметели')],
  Mukhiani: [2, 0.05, 'soviet', 600, 950],
  Zahesi: [1.5, 0.55, 'suburban', 550, 900],
  Avchala: [1.5, 0.45, 'suburban', 550, 900],
  Avlabari: [2, 0.08, 'historic', 1100, 1700, station('ავლაბარი', 'Avlabari', 'Авлабари')],
  Isani: [5, 0.04, 'mixed', 750, 1200, station('ისანი', 'Isani', 'Исани')],
  Navtlughi: [2, 0.06, 'soviet', 650, 1000, station('300 არაგველი', '300 Aragveli', '300 Арагвели')],
  Samgori: [3, 0.05, 'soviet', 700, 1050, station('სამგორი', 'Samgori', 'Самгори')],
  Vazisubani: [2, 0.08, 'soviet', 650, 1000],
  Varketili: [4, 0.04, 'soviet', 600, 950, station('ვარკეთილი', 'Varketili', 'Варкетили')],
  Lilo: [1.5, 0.6, 'suburban', 450, 800],
  Ortachala: [1.5, 0.1, 'mixed', 900, 1500],
  Krtsanisi: [2.5, 0.45, 'suburban', 900, 1800],
  Okrokana: [1.5, 0.6, 'suburban', 800, 1400],
  Tsavkisi: [1.5, 0.65, 'suburban', 800, 1500],
  Tskneti: [2, 0.65, 'suburban', 900, 1700],
  Kojori: [1, 0.7, 'suburban', 600, 1200],
  // Batumi
  'Old Batumi': [4, 0.04, 'historic', 1200, 2000],
  Rustaveli: [3, 0.03, 'mixed', 1100, 1800],
  Bagrationi: [3, 0.04, 'mixed', 800, 1200],
  Khimshiashvili: [5, 0.02, 'modern', 800, 1300],
  'New Boulevard': [6, 0.02, 'modern', 900, 1600],
  Aghmashenebeli: [2, 0.06, 'soviet', 700, 1100],
  Javakhishvili: [2, 0.08, 'soviet', 650, 1000],
  Tamari: [2, 0.08, 'soviet', 600, 950],
  'Boni-Gorodoki': [1.5, 0.1, 'mixed', 650, 1050],
  Airport: [2, 0.08, 'modern', 600, 950],
  Kakhaberi: [1, 0.3, 'suburban', 550, 900],
  Makhinjauri: [1.5, 0.35, 'suburban', 700, 1200],
  'Green Cape': [1, 0.45, 'suburban', 800, 1400],
  Gonio: [1.5, 0.45, 'suburban', 700, 1200],
};

/** Market profile of each district, by its English name. */
export const DISTRICT_MARKETS: Readonly<Record<string, DistrictMarket>> = Object.fromEntries(
  Object.entries(rows).map(([name, [weight, houseShare, stock, low, high, metro]]) => [
    name,
    { weight, houseShare, stock, salePerSqm: [low, high] as const, metro },
  ]),
);
