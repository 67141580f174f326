import type { AccountType, BuildingStatus, HeatingType, RenovationStatus } from '@sakhli/shared/enums';
import type { WishKey } from '@sakhli/shared/schemas/assistant';
import type { AmenityFlag, AmenityKey } from '@sakhli/shared/schemas/property-payload-amenities';
import type { AssistantScope } from '../assistant.types';
import type { RangeField } from '../extract/findings';

/** A bound pair as the reply tells it: both, one side, or an exact value (min = max). */
export interface Span {
  min: number | null;
  max: number | null;
}

/** Fields the reply can say were cleared. */
export type ClearedField =
  | RangeField
  | 'district'
  | 'buildingStatus'
  | 'renovationStatus'
  | 'isFurnished'
  | 'buildingYear'
  | 'cadastralCode'
  | 'sellerType'
  | AmenityKey
  | 'maxMetroWalkMinutes';

/** One language's way of saying what the assistant understood. */
export interface ReplyPhrasebook {
  understood(parts: string[]): string;
  /** Several districts: "Vake or Saburtalo". */
  either(names: string[]): string;
  nothingUnderstood: string;
  reset: string;
  needsBudget: string;
  wishesAdded(labels: string[]): string;
  wishesRemoved(labels: string[]): string;
  matches(count: number): string;
  otherScope(current: string, other: string): string;
  scope(scope: Pick<AssistantScope, 'listingType' | 'propertyType'>): string;
  price(span: Span, format: (amount: number) => string): string;
  range(field: Exclude<RangeField, 'price'>, span: Span): string;
  buildingStatus: Record<BuildingStatus, string>;
  renovationStatus: Record<RenovationStatus, string>;
  furnished(isFurnished: boolean): string;
  sellerType: Record<AccountType, string>;
  buildingYear(year: number): string;
  cadastralCode(code: string): string;
  heating: Record<HeatingType, string>;
  /** An amenity a listing must have (decision 040). */
  amenity: Record<AmenityFlag, string>;
  /** Within N minutes' walk of the metro (decision 042). */
  metroWalk(minutes: number): string;
  cleared: Record<ClearedField, string>;
  wish: Record<WishKey, string>;
}

/** "2", "2–3": a span's numbers as the reply prints them. */
export function spanText(span: Span, format: (value: number) => string = String): string {
  if (span.min !== null && span.max !== null && span.min !== span.max)
    return `${format(span.min)}–${format(span.max)}`;
  return format((span.min ?? span.max) as number);
}

export type SpanKind = 'exact' | 'range' | 'min' | 'max';
export function spanKind(span: Span): SpanKind {
  if (span.min !== null && span.max !== null) return span.min === span.max ? 'exact' : 'range';
  return span.min !== null ? 'min' : 'max';
}

/** A span in words: one side with its bound word ("from $100,000", "до 3 этажа"), otherwise the numbers. */
export function bounded(
  span: Span,
  words: { min: (value: string) => string; max: (value: string) => string },
  format: (value: number) => string = String,
): string {
  switch (spanKind(span)) {
    case 'min':
      return words.min(format(span.min as number));
    case 'max':
      return words.max(format(span.max as number));
    default:
      return spanText(span, format);
  }
}
