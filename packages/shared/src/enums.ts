/** Enumerations of SPEC.md section 3, as the strings the API carries. */
export const CITIES = ['Tbilisi', 'Batumi'] as const;
export type City = (typeof CITIES)[number];
/** Cities a visitor can pick today; the others show 'Coming Soon'. */
export const ENABLED_CITIES: readonly City[] = ['Tbilisi'];

export const LISTING_TYPES = ['Sale', 'Rent', 'DailyRent'] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

export const PROPERTY_TYPES = ['Apartment', 'House', 'CommercialSpace', 'Land'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
/** Property types with a quick link, a search page and a hard-filter form. */
export const SEARCHABLE_PROPERTY_TYPES = ['Apartment', 'House'] as const satisfies readonly PropertyType[];

export const BUILDING_STATUSES = ['New', 'Old', 'Ongoing'] as const;
export type BuildingStatus = (typeof BUILDING_STATUSES)[number];

export const RENOVATION_STATUSES = [
  'NewRenovated',
  'OldRenovated',
  'GreenFrame',
  'WhiteFrame',
  'BlackFrame',
] as const;
export type RenovationStatus = (typeof RENOVATION_STATUSES)[number];

/** How a listing is heated (decision 040); a listing that does not say has null. */
export const HEATING_TYPES = ['Central', 'IndividualGasBoiler', 'Electric', 'None'] as const;
export type HeatingType = (typeof HEATING_TYPES)[number];

export const CURRENCIES = ['USD', 'GEL'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const PUBLISH_STATUSES = ['Active', 'Inactive', 'Pending', 'Archived'] as const;
export type PublishStatus = (typeof PUBLISH_STATUSES)[number];

export const ROLES = ['User', 'Moderator', 'Admin'] as const;
export type Role = (typeof ROLES)[number];

/** Who sells (issue 16): every account is one of these; its listings carry it as their `sellerType`. */
export const ACCOUNT_TYPES = ['Owner', 'Agency', 'Developer'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const SORT_FIELDS = ['SemanticScore', 'Price', 'CreatedAt', 'PricePerSqm'] as const;
export type SortField = (typeof SORT_FIELDS)[number];

export const SORT_DIRECTIONS = ['Ascending', 'Descending'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export const LANGUAGES = ['ka', 'en', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
