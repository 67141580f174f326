import { describe, expect, it } from 'vitest';
import { countAppliedFilters, EMPTY_FILTER, type Filter } from '../schemas/filter';
import { filterChips, filterWithoutChip, hasAppliedFilters, keysClearedByChip } from './filter-chips';

const filter = (fields: Partial<Filter>): Filter => ({ ...EMPTY_FILTER, ...fields });

describe('filterChips', () => {
  it('yields no chip for an empty filter or for companions alone', () => {
    expect(filterChips(EMPTY_FILTER)).toEqual([]);
    expect(filterChips(filter({ currency: 'GEL', districtName: 'Vake' }))).toEqual([]);
    expect(hasAppliedFilters(filter({ currency: 'GEL' }))).toBe(false);
  });

  it('yields one chip per applied field, in field order, matching the applied-filter count', () => {
    const applied = filter({
      maxPrice: 200000,
      minPrice: 100000,
      currency: 'GEL',
      minRooms: 2,
      isFurnished: true,
    });
    const chips = filterChips(applied);
    expect(chips.map((chip) => chip.key)).toEqual(['minPrice', 'maxPrice', 'minRooms', 'isFurnished']);
    expect(chips).toHaveLength(countAppliedFilters(applied));
    expect(chips[0]).toMatchObject({ value: 100000, currency: 'GEL' });
  });

  it('gives each amenity its own removable chip (decision 040)', () => {
    const applied = filter({ heating: 'IndividualGasBoiler', hasLift: true, petsAllowed: true });
    const chips = filterChips(applied);
    expect(chips.map((chip) => [chip.key, chip.value])).toEqual([
      ['heating', 'IndividualGasBoiler'],
      ['hasLift', true],
      ['petsAllowed', true],
    ]);
    expect(chips).toHaveLength(countAppliedFilters(applied));
    expect(filterWithoutChip(applied, 'hasLift')).toEqual({ ...applied, hasLift: null });
  });

  it('gives each of several districts its own chip, removed one at a time (decision 040)', () => {
    const applied = filter({ districtId: 4, districtName: 'Vake', districtIds: [7, 9] });
    const chips = filterChips(applied);
    expect(chips.map((chip) => [chip.key, chip.value])).toEqual([
      ['districtId', 4],
      ['districtIds', 7],
      ['districtIds', 9],
    ]);
    expect(chips).toHaveLength(countAppliedFilters(applied));
    expect(filterWithoutChip(applied, 'districtIds', 7)).toEqual({ ...applied, districtIds: [9] });
    expect(filterWithoutChip(filter({ districtIds: [9] }), 'districtIds', 9)).toEqual(EMPTY_FILTER);
  });

  it('keeps false and zero values as chips', () => {
    const chips = filterChips(filter({ isFurnished: false, minFloor: 0 }));
    expect(chips.map((chip) => [chip.key, chip.value])).toEqual([
      ['isFurnished', false],
      ['minFloor', 0],
    ]);
  });

  it('prices default to USD and the district chip carries its name', () => {
    const chips = filterChips(filter({ maxPrice: 900, districtId: 4, districtName: 'Saburtalo' }));
    expect(chips.find((chip) => chip.key === 'maxPrice')?.currency).toBe('USD');
    expect(chips.find((chip) => chip.key === 'districtId')).toMatchObject({
      value: 4,
      districtName: 'Saburtalo',
    });
  });
});

describe('deleting a chip', () => {
  it('clears the district id together with its name', () => {
    const applied = filter({ districtId: 4, districtName: 'Saburtalo', minRooms: 1 });
    expect(keysClearedByChip(applied, 'districtId')).toEqual(['districtId', 'districtName']);
    expect(filterWithoutChip(applied, 'districtId')).toEqual(filter({ minRooms: 1 }));
  });

  it('keeps the currency while the other price bound remains, and clears it with the last one', () => {
    const both = filter({ minPrice: 1, maxPrice: 2, currency: 'GEL' });
    expect(keysClearedByChip(both, 'minPrice')).toEqual(['minPrice']);
    const onlyMax = filterWithoutChip(both, 'minPrice');
    expect(onlyMax).toEqual(filter({ maxPrice: 2, currency: 'GEL' }));
    expect(keysClearedByChip(onlyMax, 'maxPrice')).toEqual(['maxPrice', 'currency']);
    expect(filterWithoutChip(onlyMax, 'maxPrice')).toEqual(EMPTY_FILTER);
  });

  it('clears only its own field otherwise', () => {
    const applied = filter({ minSize: 50, maxSize: 90 });
    expect(filterWithoutChip(applied, 'minSize')).toEqual(filter({ maxSize: 90 }));
  });
});
