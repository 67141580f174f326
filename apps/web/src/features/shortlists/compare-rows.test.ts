import { describe, expect, it } from 'vitest';
import type { SellerBlock } from '@sakhli/shared/schemas/seller';
import { testListing } from '@/lib/listing-test-data';
import { compareTable, valuesDiffer } from './compare-rows';

describe('valuesDiffer', () => {
  it('marks a row where any listing differs, including a missing value', () => {
    expect(valuesDiffer([100, 100, 100])).toBe(false);
    expect(valuesDiffer([100, 100, 120])).toBe(true);
    expect(valuesDiffer([2, null])).toBe(true);
    expect(valuesDiffer([null, null])).toBe(false);
    expect(valuesDiffer([true, false])).toBe(true);
  });

  it('compares texts without case or outer spaces, and never marks a single listing', () => {
    expect(valuesDiffer(['Vake', ' vake '])).toBe(false);
    expect(valuesDiffer(['Vake', 'Saburtalo'])).toBe(true);
    expect(valuesDiffer([5])).toBe(false);
  });
});

describe('compareTable', () => {
  it('leaves out rows no listing has and marks the rows that differ', () => {
    const table = compareTable([
      testListing({ id: 1, priceUsd: 100_000, rooms: 2, landArea: null, buildingYear: null }),
      testListing({ id: 2, priceUsd: 120_000, rooms: 2, landArea: null, buildingYear: null }),
    ]);
    const keys = table.map((entry) => entry.row.key);
    expect(keys).not.toContain('landArea');
    expect(keys).not.toContain('buildingYear');
    expect(table.find((entry) => entry.row.key === 'priceUsd')).toMatchObject({
      values: [100_000, 120_000],
      differs: true,
    });
    expect(table.find((entry) => entry.row.key === 'rooms')?.differs).toBe(false);
  });

  it('compares amenities by the label of each value', () => {
    const table = compareTable([
      testListing({ id: 1, heating: 'Central', hasLift: true }),
      testListing({ id: 2, heating: null, hasLift: true }),
    ]);
    expect(table.find((entry) => entry.row.key === 'heating')).toMatchObject({
      values: ['common:heating.Central', null],
      differs: true,
    });
    expect(table.find((entry) => entry.row.key === 'hasLift')?.differs).toBe(false);
  });

  it('compares who sells as a reader sees them: owners alike, agencies by name and badge', () => {
    const owner = (id: string): SellerBlock => ({
      id,
      accountType: 'Owner',
      agencyName: null,
      logoUrl: null,
      isVerified: false,
    });
    const agency = (id: string, agencyName: string, isVerified = false): SellerBlock => ({
      id,
      accountType: 'Agency',
      agencyName,
      logoUrl: null,
      isVerified,
    });
    const sellerRow = (...sellers: SellerBlock[]) =>
      compareTable(sellers.map((seller, index) => testListing({ id: index + 1, seller }))).find(
        (entry) => entry.row.key === 'seller',
      );
    expect(sellerRow(owner('a'), owner('b'))).toMatchObject({ differs: false });
    expect(sellerRow(owner('a'), agency('c', 'Tbilisi Home Realty'))?.values[1]).toMatchObject({
      agencyName: 'Tbilisi Home Realty',
    });
    expect(sellerRow(agency('c', 'Tbilisi Home Realty'), agency('d', 'Vake Estates'))?.differs).toBe(true);
    expect(sellerRow(agency('c', 'Home', true), agency('c', 'Home', true))?.differs).toBe(false);
    expect(sellerRow(agency('c', 'Home', true), agency('e', 'Home', false))?.differs).toBe(true);
  });
});
