import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER, FILTER_KEYS, FILTER_RANGES, FilterFields } from '../schemas/filter';
import { emptyFilter, FILTER_FIELD_KEYS, FILTER_FIELD_RANGES, parseFilterField } from './filter-fields';

const SAMPLES = [
  '',
  ' ',
  '0',
  '3',
  ' 12 ',
  '-1',
  '2.5',
  '1e3',
  'abc',
  'NaN',
  'Infinity',
  '1799',
  '1800',
  '2100',
  '2101',
  '2147483647',
  '2147483648',
  'true',
  'false',
  'TRUE',
  'USD',
  'GEL',
  'usd',
  'New',
  'Old',
  'Ongoing',
  'NewRenovated',
  'BlackFrame',
  'Vake',
  '01.10.13.010.016',
  'x'.repeat(64),
  'x'.repeat(65),
  'y'.repeat(101),
];

describe('filter fields without zod', () => {
  it('has the keys of FilterSchema, in its order, and the same empty filter', () => {
    expect(FILTER_FIELD_KEYS).toEqual(FILTER_KEYS);
    expect(emptyFilter()).toEqual(EMPTY_FILTER);
    expect(FILTER_FIELD_RANGES).toEqual(FILTER_RANGES);
  });

  it('reads every field exactly as FilterSchema does', () => {
    for (const key of FILTER_KEYS) {
      for (const sample of SAMPLES) {
        const parsed = FilterFields.shape[key].safeParse(sample);
        const expected = parsed.success ? parsed.data : undefined;
        expect([key, sample, parseFilterField(key, sample)]).toEqual([key, sample, expected]);
      }
    }
  });
});
