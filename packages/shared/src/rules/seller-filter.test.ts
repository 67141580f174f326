import { describe, expect, it } from 'vitest';
import { countAppliedFilters, EMPTY_FILTER, FilterSchema } from '../schemas/filter';
import { filterChips, filterWithoutChip } from './filter-chips';
import { DEFAULT_SEARCH_ADDRESS, parseSearchAddress, searchAddressToParams } from './filter-url';

/** "Owners only" (issue 16): one seller type in the filter object, its address, its chip and its count. */
describe('the seller type filter', () => {
  it('takes one of Owner, Agency, Developer; empty is any seller; anything else is refused', () => {
    expect(FilterSchema.parse({ sellerType: 'Owner' }).sellerType).toBe('Owner');
    expect(FilterSchema.parse({ sellerType: '' }).sellerType).toBeNull();
    const refused = FilterSchema.safeParse({ sellerType: 'Agent' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(['sellerType']);
  });

  it('travels in the address and back; an unknown value is dropped', () => {
    const address = { ...DEFAULT_SEARCH_ADDRESS, filter: { ...EMPTY_FILTER, sellerType: 'Owner' as const } };
    const params = searchAddressToParams(address);
    expect(params.get('sellerType')).toBe('Owner');
    expect(parseSearchAddress(params).filter.sellerType).toBe('Owner');
    expect(parseSearchAddress(new URLSearchParams('sellerType=Broker')).filter.sellerType).toBeNull();
  });

  it('is one chip and one applied filter; deleting the chip clears it', () => {
    const filter = { ...EMPTY_FILTER, sellerType: 'Developer' as const, minRooms: 2 };
    expect(countAppliedFilters(filter)).toBe(2);
    const chip = filterChips(filter).find((candidate) => candidate.key === 'sellerType');
    expect(chip).toMatchObject({ value: 'Developer', clears: ['sellerType'] });
    expect(filterWithoutChip(filter, 'sellerType')).toEqual({ ...EMPTY_FILTER, minRooms: 2 });
  });
});
