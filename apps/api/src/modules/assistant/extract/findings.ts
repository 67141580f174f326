import type {
  AccountType,
  BuildingStatus,
  Currency,
  ListingType,
  RenovationStatus,
} from '@sakhli/shared/enums';
import type { Wish, WishKey } from '@sakhli/shared/schemas/assistant';
import type { Filter } from '@sakhli/shared/schemas/filter';
import type { AmenityKey } from '@sakhli/shared/schemas/property-payload-amenities';
import type { DistrictOption } from '../assistant.types';
import type { Bounds } from '../quantity';

/** Fields the filter holds as a minimum and a maximum. */
export type RangeField =
  'price' | 'size' | 'rooms' | 'bedrooms' | 'bathrooms' | 'floor' | 'rentDuration' | 'numberOfFloors';

/** Fields a follow-up can clear ("forget the price", "любой район", "нижнюю границу по цене убери"). */
export type ClearableField =
  | 'price'
  | 'minPrice'
  | 'maxPrice'
  | 'district'
  | 'floor'
  | 'rooms'
  | 'bedrooms'
  | 'bathrooms'
  | 'size'
  | 'furnished'
  | 'renovation'
  | 'buildingStatus'
  | 'rentDuration'
  | 'metro'
  | 'heating'
  | 'seller';

/** Relative follow-ups: they change what the conversation already has. */
export type Adjustment = 'cheaper' | 'pricier' | 'moreRooms' | 'fewerRooms' | 'bigger' | 'smaller';

/** Everything one message says, before it is merged into the conversation's filters. */
export interface Findings {
  bounds: Partial<Record<RangeField, Bounds>>;
  currency?: Currency;
  buildingYear?: number;
  cadastralCode?: string;
  buildingStatus?: BuildingStatus;
  renovationStatus?: RenovationStatus;
  isFurnished?: boolean;
  /** "от собственника", "no agents", "დეველოპერისგან": who sells (issue 16). */
  sellerType?: AccountType;
  district?: DistrictOption;
  /** Districts named with it in one list ("Vake or Saburtalo"): `districtIds` (decision 040). */
  moreDistricts: DistrictOption[];
  /** "just Gldani", "оставим одно Сабуртало", "მხოლოდ ვაკე": the districts named replace, even in a widening message. */
  isDistrictAlone: boolean;
  /** Districts the message excludes or lets go of ("not Vake", "Vake is not a must"). */
  excludedDistrictIds: Set<number>;
  clears: Set<ClearableField>;
  adjustments: Set<Adjustment>;
  isReset: boolean;
  /** "too", "also", "тоже", "можно и", Georgian "-ც": the values offered widen what the conversation has. */
  isWidening: boolean;
  wishes: Wish[];
  removedWishes: Set<WishKey>;
  /** Amenity filters the message sets (a value) or lets go of (null), decision 040. */
  amenities: Partial<Pick<Filter, AmenityKey>>;
  /** "5 minutes from the metro": the walk asked for (decision 042); null lets it go ("metro not needed"). */
  metroWalkMinutes?: Filter['maxMetroWalkMinutes'];
  /** Minutes said without a metro word ("make it 5 min"): the metro's only when the conversation has one. */
  bareWalkMinutes?: NonNullable<Filter['maxMetroWalkMinutes']>;
  /** A listing type the message asks for ("снять", "посуточно", "buy"). */
  askedListingType?: ListingType;
  /** A property type the message asks for ("дом", "ბინა"). */
  askedPropertyType?: 'Apartment' | 'House';
  /**
   * "lower the budget by 10k": what to add to the conversation's price bounds (negative: lower), to the
   * one bound named ("raise the max by 100") or to both.
   */
  priceShift?: {
    amount: number;
    bound?: 'min' | 'max';
    /** "by 10%": the amount is a percentage. */ isShare: boolean;
  };
  /** "ერთი ოთახით მეტი", "на одну комнату меньше", "one bedroom less": what to add to a count's bounds. */
  countShift?: { field: 'rooms' | 'bedrooms' | 'bathrooms' | 'rentDuration'; amount: number };
  /** A stay in days was given: renting is meant even on the sale page. */
  stayDays?: number;
}

export function emptyFindings(): Findings {
  return {
    bounds: {},
    clears: new Set(),
    excludedDistrictIds: new Set(),
    adjustments: new Set(),
    isReset: false,
    isWidening: false,
    wishes: [],
    removedWishes: new Set(),
    amenities: {},
    moreDistricts: [],
    isDistrictAlone: false,
  };
}
