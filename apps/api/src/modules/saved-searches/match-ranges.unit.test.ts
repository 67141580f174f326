import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER } from '@sakhli/shared/schemas/filter';
import { matchRangesOf, probeOf, residualFilterOf, scopeKeyOf } from './match-ranges';

const scope = { city: 'Tbilisi', listingType: 'Sale', propertyType: 'Apartment' } as const;

describe('the ranges a saved search is indexed by', () => {
  it('leaves every range unbounded for an empty filter, the scope a single point', () => {
    expect(matchRangesOf(scope, EMPTY_FILTER)).toEqual({
      matchScope: '[0,0]',
      matchDistrict: '(,)',
      matchPriceUsd: '(,)',
      matchPriceGel: '(,)',
      matchSize: '(,)',
      matchRooms: '(,)',
    });
  });

  it("puts price bounds on the range of the filter's currency only (USD when none is named)", () => {
    const usd = matchRangesOf(scope, { ...EMPTY_FILTER, minPrice: 50_000, maxPrice: 120_000 });
    expect([usd.matchPriceUsd, usd.matchPriceGel]).toEqual(['[50000,120000]', '(,)']);
    const gel = matchRangesOf(scope, { ...EMPTY_FILTER, maxPrice: 300_000, currency: 'GEL' });
    expect([gel.matchPriceUsd, gel.matchPriceGel]).toEqual(['(,)', '(,300000]']);
  });

  it('bounds district, size and rooms as the filter does, and narrows no district given by name', () => {
    const ranges = matchRangesOf(scope, {
      ...EMPTY_FILTER,
      districtId: 7,
      minSize: 45.5,
      minRooms: 2,
      maxRooms: 3,
    });
    expect(ranges).toMatchObject({ matchDistrict: '[7,7]', matchSize: '[45.5,)', matchRooms: '[2,3]' });
    expect(matchRangesOf(scope, { ...EMPTY_FILTER, districtName: 'Vake' }).matchDistrict).toBe('(,)');
  });

  it('gives each scope its own key, and probes a listing without a district with 0', () => {
    const keys = new Set(
      (['Tbilisi', 'Batumi'] as const).flatMap((city) =>
        (['Sale', 'Rent', 'DailyRent'] as const).flatMap((listingType) =>
          (['Apartment', 'House', 'CommercialSpace', 'Land'] as const).map((propertyType) =>
            scopeKeyOf({ city, listingType, propertyType }),
          ),
        ),
      ),
    );
    expect(keys.size).toBe(24);
    const probe = probeOf({ ...scope, districtId: null, priceUsd: 1, priceGel: 2.7, size: 30, rooms: 1 });
    expect(probe).toEqual({ scopeKey: 0, districtKey: 0, priceUsd: 1, priceGel: 2.7, size: 30, rooms: 1 });
  });

  it('bounds several districts from the lowest id to the highest and leaves them to the search (decision 040)', () => {
    const several = { ...EMPTY_FILTER, districtId: 9, districtName: 'Vera', districtIds: [4, 12] };
    expect(matchRangesOf(scope, several).matchDistrict).toBe('[4,12]');
    expect(matchRangesOf(scope, { ...EMPTY_FILTER, districtIds: [5] }).matchDistrict).toBe('[5,5]');
    expect(residualFilterOf(scope, several)).toEqual({
      ...EMPTY_FILTER,
      districtId: 9,
      districtIds: [4, 12],
    });
  });

  it('leaves to the search conditions only what the ranges do not decide', () => {
    const indexed = {
      ...EMPTY_FILTER,
      districtId: 7,
      districtName: 'Vake',
      minPrice: 1,
      maxPrice: 9,
      currency: 'GEL' as const,
      minSize: 30,
      maxRooms: 4,
    };
    expect(residualFilterOf(scope, indexed)).toBeNull();
    // Floors do not apply to houses: nothing is left of them either.
    expect(
      residualFilterOf({ ...scope, propertyType: 'House' }, { ...EMPTY_FILTER, minFloor: 3 }),
    ).toBeNull();
    expect(residualFilterOf(scope, { ...indexed, isFurnished: true, minFloor: 3 })).toEqual({
      ...EMPTY_FILTER,
      isFurnished: true,
      minFloor: 3,
    });
    expect(residualFilterOf(scope, { ...EMPTY_FILTER, districtName: 'ваке', maxPrice: 5 })).toEqual({
      ...EMPTY_FILTER,
      districtName: 'ваке',
    });
  });
});
