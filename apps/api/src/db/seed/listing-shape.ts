import type { BuildingStatus, City, ListingType, PropertyType, RenovationStatus } from '@sakhli/shared/enums';
import type { HousingStock } from './data/market';
import type { Random } from './random';

/** The physical side of a listing: what it is, how big, which building, in what state. */
export interface ListingShape {
  propertyType: PropertyType;
  listingType: ListingType;
  rooms: number;
  bedrooms: number;
  bathrooms: number;
  size: number;
  floor: number | null;
  totalFloorsBuilding: number | null;
  landArea: number | null;
  numberOfFloors: number | null;
  parkingSpots: number | null;
  hasGarden: boolean | null;
  hasGarage: boolean | null;
  buildingStatus: BuildingStatus;
  renovationStatus: RenovationStatus;
  buildingYear: number | null;
  isFurnished: boolean;
  rentDuration: number | null;
}

export function pickPropertyType(random: Random, houseShare: number): PropertyType {
  return random.weighted<PropertyType>([
    ['Apartment', 0.94 - houseShare],
    ['House', houseShare],
    ['CommercialSpace', 0.04],
    ['Land', houseShare > 0.25 ? 0.04 : 0.01],
  ]);
}

export function pickListingType(random: Random, propertyType: PropertyType, city: City): ListingType {
  if (propertyType === 'Land') return 'Sale';
  if (propertyType === 'CommercialSpace') return random.chance(0.5) ? 'Sale' : 'Rent';
  // Batumi is a seaside resort: far more daily rentals.
  return city === 'Batumi'
    ? random.weighted<ListingType>([
        ['Sale', 0.45],
        ['Rent', 0.2],
        ['DailyRent', 0.35],
      ])
    : random.weighted<ListingType>([
        ['Sale', 0.55],
        ['Rent', 0.3],
        ['DailyRent', 0.15],
      ]);
}

const NEW_SHARE: Record<HousingStock, number> = {
  historic: 0.35,
  soviet: 0.3,
  mixed: 0.55,
  modern: 0.85,
  suburban: 0.5,
};
const OLD_YEARS: Record<HousingStock, [number, number]> = {
  historic: [1880, 1955],
  soviet: [1962, 1990],
  mixed: [1955, 2005],
  modern: [1975, 2008],
  suburban: [1970, 2010],
};

function building(random: Random, stock: HousingStock, listingType: ListingType, currentYear: number) {
  const isNew = random.chance(NEW_SHARE[stock]);
  if (isNew && listingType === 'Sale' && random.chance(0.18)) {
    const renovationStatus = random.weighted<RenovationStatus>([
      ['BlackFrame', 0.45],
      ['WhiteFrame', 0.35],
      ['GreenFrame', 0.2],
    ]);
    return {
      buildingStatus: 'Ongoing' as const,
      buildingYear: currentYear + random.int(1, 3),
      renovationStatus,
    };
  }
  if (isNew) {
    const renovationStatus =
      listingType === 'Sale'
        ? random.weighted<RenovationStatus>([
            ['NewRenovated', 0.45],
            ['WhiteFrame', 0.2],
            ['GreenFrame', 0.15],
            ['BlackFrame', 0.2],
          ])
        : 'NewRenovated';
    return { buildingStatus: 'New' as const, buildingYear: random.int(2012, currentYear), renovationStatus };
  }
  const [from, to] = OLD_YEARS[stock];
  const renovationStatus = random.weighted<RenovationStatus>([
    ['NewRenovated', 0.45],
    ['OldRenovated', listingType === 'Sale' ? 0.45 : 0.35],
    ['WhiteFrame', listingType === 'Sale' ? 0.1 : 0],
  ]);
  return { buildingStatus: 'Old' as const, buildingYear: random.int(from, to), renovationStatus };
}

function totalFloors(
  random: Random,
  stock: HousingStock,
  buildingStatus: BuildingStatus,
  city: City,
): number {
  if (buildingStatus !== 'Old') return city === 'Batumi' ? random.int(12, 40) : random.int(8, 22);
  if (stock === 'historic') return random.int(2, 5);
  if (stock === 'soviet') return random.pick([5, 9, 9, 12, 14, 16]);
  return random.int(4, 12);
}

const ROOM_SIZES: Record<number, [number, number]> = {
  1: [28, 48],
  2: [45, 75],
  3: [68, 110],
  4: [95, 150],
  5: [130, 220],
};

const RENT_DURATIONS: readonly (readonly [number, number])[] = [
  [30, 0.15],
  [90, 0.2],
  [180, 0.25],
  [365, 0.4],
];
const DAILY_DURATIONS: readonly (readonly [number, number])[] = [
  [1, 0.45],
  [2, 0.25],
  [3, 0.15],
  [5, 0.08],
  [7, 0.07],
];

/** A consistent listing: sizes fit the rooms, building year fits the status, frames are unfurnished. */
export function shapeListing(
  random: Random,
  options: {
    propertyType: PropertyType;
    listingType: ListingType;
    stock: HousingStock;
    city: City;
    currentYear: number;
  },
): ListingShape {
  const { propertyType, listingType, stock, city } = options;
  const isRental = listingType !== 'Sale';
  const built = building(random, stock, listingType, options.currentYear);
  const rentDuration =
    listingType === 'Rent'
      ? random.weighted(RENT_DURATIONS)
      : listingType === 'DailyRent'
        ? random.weighted(DAILY_DURATIONS)
        : null;
  const isFrame = ['WhiteFrame', 'GreenFrame', 'BlackFrame'].includes(built.renovationStatus);
  const isFurnished =
    !isFrame &&
    (listingType === 'DailyRent' || (listingType === 'Rent' ? random.chance(0.85) : random.chance(0.35)));
  const none = {
    floor: null,
    totalFloorsBuilding: null,
    landArea: null,
    numberOfFloors: null,
    parkingSpots: null,
    hasGarden: null,
    hasGarage: null,
  };

  if (propertyType === 'Land') {
    const size = random.int(3, 60) * 50;
    return {
      ...none,
      propertyType,
      listingType,
      rooms: 0,
      bedrooms: 0,
      bathrooms: 0,
      size,
      landArea: size,
      buildingStatus: 'New',
      renovationStatus: 'BlackFrame',
      buildingYear: null,
      isFurnished: false,
      rentDuration,
    };
  }
  if (propertyType === 'House') {
    const rooms = random.int(3, 8);
    const numberOfFloors = rooms >= 6 ? random.int(2, 3) : random.int(1, 2);
    const size = Math.round(rooms * random.between(28, 45) + 20);
    const isSuburban = stock === 'suburban' || stock === 'modern';
    return {
      ...none,
      propertyType,
      listingType,
      rooms,
      bedrooms: Math.max(1, rooms - random.int(1, 2)),
      bathrooms: Math.min(4, Math.max(1, Math.round(rooms / 2.5))),
      size,
      landArea: random.int(isSuburban ? 6 : 2, isSuburban ? 40 : 12) * 50,
      numberOfFloors,
      parkingSpots: random.int(0, 4),
      hasGarden: random.chance(0.85),
      hasGarage: random.chance(0.45),
      ...built,
      buildingStatus: built.buildingStatus === 'Ongoing' ? 'New' : built.buildingStatus,
      renovationStatus: built.buildingStatus === 'Ongoing' ? 'WhiteFrame' : built.renovationStatus,
      buildingYear: Math.min(built.buildingYear, options.currentYear),
      isFurnished: isFrame ? false : isFurnished || (isRental && random.chance(0.5)),
      rentDuration,
    };
  }
  const total = totalFloors(random, stock, built.buildingStatus, city);
  const floor = random.int(1, total);
  if (propertyType === 'CommercialSpace') {
    const size = random.int(3, 80) * 5;
    return {
      ...none,
      propertyType,
      listingType,
      rooms: random.int(1, 6),
      bedrooms: 0,
      bathrooms: random.int(1, 2),
      size,
      floor: random.chance(0.6) ? 1 : floor,
      totalFloorsBuilding: total,
      ...built,
      isFurnished: false,
      rentDuration: listingType === 'Rent' ? 365 : null,
    };
  }
  const rooms = random.weighted<number>([
    [1, 0.12],
    [2, 0.33],
    [3, 0.35],
    [4, 0.15],
    [5, 0.05],
  ]);
  const [minSize, maxSize] = ROOM_SIZES[rooms] ?? [40, 80];
  const size = Math.round(random.between(minSize, maxSize) * (stock === 'soviet' ? 0.92 : 1) * 10) / 10;
  return {
    ...none,
    propertyType,
    listingType,
    rooms,
    bedrooms: rooms === 1 ? 0 : rooms >= 4 && random.chance(0.25) ? rooms - 2 : rooms - 1,
    bathrooms: rooms <= 2 ? 1 : rooms === 3 ? random.int(1, 2) : random.int(2, 3),
    size,
    floor,
    totalFloorsBuilding: total,
    ...built,
    isFurnished,
    rentDuration,
  };
}
