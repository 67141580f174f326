import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER } from '../schemas/filter';
import { BoundingBox } from '../schemas/property';
import {
  DEFAULT_SEARCH_ADDRESS,
  parseBoundingBox,
  parseSearchAddress,
  searchAddressToParams,
  type SearchAddress,
} from './filter-url';

const parse = (query: string) => parseSearchAddress(new URLSearchParams(query));
const roundTrip = (address: SearchAddress) => parseSearchAddress(searchAddressToParams(address));

describe('parseSearchAddress', () => {
  it('falls back to Sale and Apartment when the scope is missing or invalid', () => {
    expect(parse('')).toEqual(DEFAULT_SEARCH_ADDRESS);
    expect(parse('listingType=Auction&propertyType=Land')).toEqual(DEFAULT_SEARCH_ADDRESS);
  });

  it('accepts the scope in any letter case', () => {
    expect(parse('listingType=dailyrent&propertyType=HOUSE')).toMatchObject({
      listingType: 'DailyRent',
      propertyType: 'House',
    });
  });

  it('reads filter fields as numbers, booleans and enumerations', () => {
    const { filter } = parse(
      'minPrice=100000&maxPrice=250000.5&currency=GEL&minRooms=2&isFurnished=true&buildingStatus=New&districtId=3&districtName=Vake',
    );
    expect(filter).toEqual({
      ...EMPTY_FILTER,
      minPrice: 100000,
      maxPrice: 250000.5,
      currency: 'GEL',
      minRooms: 2,
      isFurnished: true,
      buildingStatus: 'New',
      districtId: 3,
      districtName: 'Vake',
    });
  });

  it('reads and writes the amenities (decision 040): a heating type, and flags only as "must have"', () => {
    const { filter } = parse('heating=Central&hasLift=true&hasBalcony=false&petsAllowed=yes');
    expect(filter).toEqual({ ...EMPTY_FILTER, heating: 'Central', hasLift: true });
    const written = searchAddressToParams({ ...DEFAULT_SEARCH_ADDRESS, filter }).toString();
    expect(written).toContain('heating=Central');
    expect(written).toContain('hasLift=true');
    expect(parse(written).filter).toEqual(filter);
  });

  it('carries several districts as one comma-separated field, and drops a bad list whole', () => {
    const { filter } = parse('districtIds=3,5,3');
    expect(filter).toEqual({ ...EMPTY_FILTER, districtIds: [3, 5] });
    expect(searchAddressToParams({ ...DEFAULT_SEARCH_ADDRESS, filter }).get('districtIds')).toBe('3,5');
    expect(parse('districtIds=3,x').filter.districtIds).toBeNull();
    expect(parse('districtIds=1,2,3,4,5,6,7,8,9,10,11').filter.districtIds).toBeNull();
  });

  it('drops invalid values, inverted ranges, orphan companions and fields outside the scope', () => {
    const { filter } = parse(
      'minRooms=two&minSize=90&maxSize=40&buildingStatus=Ruined&currency=GEL&districtName=Vake&minNumberOfFloors=2&minRentDuration=30&minFloor=3',
    );
    expect(filter).toEqual({ ...EMPTY_FILTER, minFloor: 3 });
  });

  it('reads sort, page, view, area and focus, with safe defaults', () => {
    expect(
      parse('sortBy=price&sortDirection=ascending&page=3&view=map&bbox=44.7,41.6,44.9,41.8&focus=12'),
    ).toMatchObject({
      sort: { sortBy: 'Price', sortDirection: 'Ascending' },
      page: 3,
      view: 'map',
      bbox: { west: 44.7, south: 41.6, east: 44.9, north: 41.8 },
      focusPropertyId: 12,
    });
    expect(parse('sortBy=Price')).toMatchObject({ sort: { sortBy: 'Price', sortDirection: 'Descending' } });
    expect(parse('sortBy=Random&page=-2&view=globe&bbox=1,2,3&focus=x')).toEqual(DEFAULT_SEARCH_ADDRESS);
  });
});

describe('searchAddressToParams', () => {
  it('always carries the scope and leaves defaults out', () => {
    expect(searchAddressToParams(DEFAULT_SEARCH_ADDRESS).toString()).toBe(
      'listingType=Sale&propertyType=Apartment',
    );
  });

  it('writes every applied field in a canonical order', () => {
    const address: SearchAddress = {
      ...DEFAULT_SEARCH_ADDRESS,
      listingType: 'Rent',
      filter: {
        ...EMPTY_FILTER,
        maxPrice: 900,
        minPrice: 500,
        currency: 'USD',
        isFurnished: false,
        maxRentDuration: 365,
      },
      sort: { sortBy: 'PricePerSqm', sortDirection: 'Ascending' },
      page: 2,
    };
    expect(searchAddressToParams(address).toString()).toBe(
      'listingType=Rent&propertyType=Apartment&minPrice=500&maxPrice=900&currency=USD&isFurnished=false&maxRentDuration=365&sortBy=PricePerSqm&sortDirection=Ascending&page=2',
    );
  });
});

describe('round trip', () => {
  it('reproduces a full search address', () => {
    const address: SearchAddress = {
      listingType: 'DailyRent',
      propertyType: 'House',
      filter: {
        ...EMPTY_FILTER,
        cadastralCode: '01.10.13.010.016',
        buildingYear: 2015,
        minPrice: 40,
        maxPrice: 120,
        currency: 'GEL',
        minSize: 80,
        maxBedrooms: 4,
        minBathrooms: 2,
        renovationStatus: 'WhiteFrame',
        isFurnished: true,
        districtId: 7,
        districtName: 'Mtatsminda',
        minRentDuration: 1,
        maxRentDuration: 14,
        minNumberOfFloors: 2,
        maxNumberOfFloors: 3,
      },
      sort: { sortBy: 'SemanticScore', sortDirection: 'Descending' },
      page: 11,
      view: 'map',
      bbox: { west: 44.71234, south: 41.65, east: 44.9, north: 41.80001 },
      focusPropertyId: 42,
    };
    expect(roundTrip(address)).toEqual(address);
  });

  it('is stable: writing a parsed address gives the same address back', () => {
    const query =
      'listingType=Sale&propertyType=Apartment&minFloor=2&maxFloor=9&sortBy=CreatedAt&sortDirection=Ascending';
    expect(searchAddressToParams(parse(query)).toString()).toBe(query);
  });

  it('rounds the map area to 5 decimals', () => {
    const address = {
      ...DEFAULT_SEARCH_ADDRESS,
      bbox: { west: 44.123456789, south: 41.1, east: 44.2, north: 41.2 },
    };
    expect(roundTrip(address).bbox).toEqual({ west: 44.12346, south: 41.1, east: 44.2, north: 41.2 });
  });
});

describe('parseBoundingBox', () => {
  it('reads an area exactly as the BoundingBox schema does', () => {
    const samples = [
      '44.7,41.6,44.9,41.8',
      '-180,-90,180,90',
      '1,2,3',
      '1,2,3,4,5',
      'a,b,c,d',
      '1,5,2,4',
      '0,91,1,92',
      '181,0,182,1',
      '',
      ' 1, 2, 3, 4',
    ];
    for (const sample of samples) {
      const parsed = BoundingBox.safeParse(sample);
      expect([sample, parseBoundingBox(sample)]).toEqual([sample, parsed.success ? parsed.data : null]);
    }
  });
});
