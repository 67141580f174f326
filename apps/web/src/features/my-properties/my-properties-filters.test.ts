import { describe, expect, it } from 'vitest';
import { filtersToQuery, hasAnyFilter, isSameFilters, NO_FILTERS, onlyDigits } from './my-properties-filters';

describe('my-properties filters (SPEC.md section 3)', () => {
  it('keeps only the digits of a typed or pasted code', () => {
    expect(onlyDigits('A-12 34b')).toBe('1234');
    expect(onlyDigits('１２')).toBe('');
    expect(onlyDigits('123456789012')).toBe('1234567890');
  });

  it("sends 'all' for every unset filter and the code as digits", () => {
    expect(filtersToQuery(NO_FILTERS)).toEqual({
      publishStatus: 'all',
      propertyType: 'all',
      listingType: 'all',
      code: 'all',
    });
    expect(filtersToQuery({ status: 'Inactive', listingType: 'DailyRent', code: '1007' })).toEqual({
      publishStatus: 'Inactive',
      propertyType: 'all',
      listingType: 'DailyRent',
      code: '1007',
    });
  });

  it('compares drafts with the applied filters field by field', () => {
    expect(isSameFilters(NO_FILTERS, { ...NO_FILTERS })).toBe(true);
    expect(isSameFilters(NO_FILTERS, { ...NO_FILTERS, code: '1' })).toBe(false);
    expect(hasAnyFilter(NO_FILTERS)).toBe(false);
    expect(hasAnyFilter({ ...NO_FILTERS, status: 'Active' })).toBe(true);
  });
});
