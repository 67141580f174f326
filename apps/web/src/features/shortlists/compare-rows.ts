import type { Property } from '@sakhli/shared/schemas/property';
import type { SellerBlock } from '@sakhli/shared/schemas/seller';

/** What a row compares: a number, a text, a yes/no or who sells; null where the listing has no value. */
export type CompareValue = number | string | boolean | SellerBlock | null;

/** The rows of the comparison, in the order shown; `kind` says how a value is written. */
export const COMPARE_ROWS = [
  { key: 'priceUsd', kind: 'usd', valueOf: (p: Property) => p.priceUsd },
  { key: 'priceGel', kind: 'gel', valueOf: (p: Property) => p.priceGel },
  { key: 'pricePerSqm', kind: 'usd', valueOf: (p: Property) => p.pricePerSqmUsd },
  { key: 'size', kind: 'area', valueOf: (p: Property) => p.size },
  { key: 'landArea', kind: 'area', valueOf: (p: Property) => p.landArea ?? null },
  { key: 'rooms', kind: 'number', valueOf: (p: Property) => p.rooms },
  { key: 'bedrooms', kind: 'number', valueOf: (p: Property) => p.bedrooms },
  { key: 'bathrooms', kind: 'number', valueOf: (p: Property) => p.bathrooms },
  {
    key: 'floor',
    kind: 'text',
    valueOf: (p: Property) =>
      p.floor === null
        ? null
        : p.totalFloorsBuilding
          ? `${p.floor} / ${p.totalFloorsBuilding}`
          : `${p.floor}`,
  },
  { key: 'district', kind: 'text', valueOf: (p: Property) => p.districtName },
  { key: 'renovation', kind: 'text', valueOf: (p: Property) => p.renovationStatusText },
  { key: 'buildingStatus', kind: 'text', valueOf: (p: Property) => p.buildingStatusText },
  { key: 'buildingYear', kind: 'year', valueOf: (p: Property) => p.buildingYear },
  { key: 'furnished', kind: 'yesNo', valueOf: (p: Property) => p.isFurnished },
  { key: 'heating', kind: 'label', valueOf: (p: Property) => p.heating && `common:heating.${p.heating}` },
  { key: 'hasBalcony', kind: 'yesNo', valueOf: (p: Property) => p.hasBalcony },
  { key: 'hasLift', kind: 'yesNo', valueOf: (p: Property) => p.hasLift },
  { key: 'hasParking', kind: 'yesNo', valueOf: (p: Property) => p.hasParking },
  { key: 'hasAirConditioning', kind: 'yesNo', valueOf: (p: Property) => p.hasAirConditioning },
  { key: 'petsAllowed', kind: 'yesNo', valueOf: (p: Property) => p.petsAllowed },
  { key: 'seller', kind: 'seller', valueOf: (p: Property) => p.seller },
] as const satisfies readonly {
  key: string;
  /** `label`: the value is a translation key (an enum's name in the reader's language). */
  kind: 'usd' | 'gel' | 'area' | 'number' | 'text' | 'year' | 'yesNo' | 'label' | 'seller';
  valueOf: (property: Property) => CompareValue | undefined;
}[];
export type CompareRow = (typeof COMPARE_ROWS)[number];

/**
 * Whether a row is worth a reader's eye: with two listings or more, true when they do not all have the same
 * value (a missing value differs from any value; texts compare without regard to case and outer spaces;
 * sellers as a reader sees them: two private owners are alike, two agencies differ by name or badge).
 */
export function valuesDiffer(values: readonly CompareValue[]): boolean {
  if (values.length < 2) return false;
  const normal = (value: CompareValue) => {
    if (typeof value === 'string') return value.trim().toLowerCase();
    if (value !== null && typeof value === 'object')
      return value.accountType === 'Owner'
        ? value.accountType
        : `${value.accountType}/${value.agencyName ?? ''}/${value.isVerified}`;
    return value;
  };
  const first = normal(values[0]!);
  return values.some((value) => normal(value) !== first);
}

/** The rows to show for these listings: a row no listing has a value for is left out. */
export function compareTable(listings: readonly Property[]) {
  return COMPARE_ROWS.flatMap((row) => {
    const values: CompareValue[] = listings.map((listing) => row.valueOf(listing) ?? null);
    if (values.every((value) => value === null)) return [];
    return [{ row, values, differs: valuesDiffer(values) }];
  });
}
