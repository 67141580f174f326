import type { Language } from '@sakhli/shared/enums';
import { formatPrice } from '@sakhli/shared/rules/price-format';
import type { OtherScope } from '@sakhli/shared/schemas/assistant';
import type { Filter, FilterKey } from '@sakhli/shared/schemas/filter';
import { AMENITY_KEYS } from '@sakhli/shared/schemas/property-payload-amenities';
import type { AssistantScope, Change, DistrictOption } from '../assistant.types';
import type { Findings, RangeField } from '../extract/findings';
import { RANGE_KEYS } from '../merge';
import type { ReplyPhrasebook } from './phrasebook';
import { ENGLISH_REPLY } from './phrases-en';
import { GEORGIAN_REPLY } from './phrases-ka';
import { RUSSIAN_REPLY } from './phrases-ru';

const PHRASEBOOKS: Record<Language, ReplyPhrasebook> = {
  ka: GEORGIAN_REPLY,
  en: ENGLISH_REPLY,
  ru: RUSSIAN_REPLY,
};

const SCALARS = [
  'districtId',
  'buildingStatus',
  'renovationStatus',
  'isFurnished',
  'buildingYear',
  'cadastralCode',
  'sellerType',
  ...AMENITY_KEYS,
  'maxMetroWalkMinutes',
] as const;

/** What the reply says about one changed field (or range of two fields). */
function describeField(
  book: ReplyPhrasebook,
  filter: Filter,
  language: Language,
  field: RangeField | (typeof SCALARS)[number],
  otherDistricts?: string[],
): string {
  if (field in RANGE_KEYS) {
    const [minKey, maxKey] = RANGE_KEYS[field as RangeField];
    const span = { min: filter[minKey], max: filter[maxKey] };
    if (span.min === null && span.max === null) return book.cleared[field as RangeField];
    if (field !== 'price') return book.range(field as Exclude<RangeField, 'price'>, span);
    const currency = filter.currency ?? 'USD';
    return book.price(span, (amount) => formatPrice(amount, currency, language));
  }
  switch (field) {
    case 'districtId':
      return filter.districtName === null
        ? book.cleared.district
        : book.either([filter.districtName, ...(otherDistricts ?? [])]);
    case 'buildingStatus':
      return filter.buildingStatus ? book.buildingStatus[filter.buildingStatus] : book.cleared.buildingStatus;
    case 'renovationStatus':
      return filter.renovationStatus
        ? book.renovationStatus[filter.renovationStatus]
        : book.cleared.renovationStatus;
    case 'isFurnished':
      return filter.isFurnished === null ? book.cleared.isFurnished : book.furnished(filter.isFurnished);
    case 'sellerType':
      return filter.sellerType ? book.sellerType[filter.sellerType] : book.cleared.sellerType;
    case 'heating':
      return filter.heating === null ? book.cleared.heating : book.heating[filter.heating];
    case 'hasAirConditioning':
    case 'hasBalcony':
    case 'hasLift':
    case 'hasParking':
    case 'petsAllowed':
      return filter[field] === true ? book.amenity[field] : book.cleared[field];
    case 'maxMetroWalkMinutes':
      return filter.maxMetroWalkMinutes === null
        ? book.cleared.maxMetroWalkMinutes
        : book.metroWalk(filter.maxMetroWalkMinutes);
    case 'buildingYear':
      return filter.buildingYear === null
        ? book.cleared.buildingYear
        : book.buildingYear(filter.buildingYear);
    default:
      return filter.cadastralCode === null
        ? book.cleared.cadastralCode
        : book.cadastralCode(filter.cadastralCode);
  }
}

/** The changed filter keys grouped as the reply tells them: a price range once, not min and max apart. */
function changedFields(changes: readonly Change[]): (RangeField | (typeof SCALARS)[number])[] {
  const keys = new Set(changes.flatMap((change) => (change.kind === 'filter' ? [change.key] : [])));
  const ranges = (Object.entries(RANGE_KEYS) as [RangeField, readonly FilterKey[]][])
    .filter(
      ([field, pair]) => pair.some((key) => keys.has(key)) || (field === 'price' && keys.has('currency')),
    )
    .map(([field]) => field);
  const scalars = SCALARS.filter(
    (key) => keys.has(key) || (key === 'districtId' && (keys.has('districtName') || keys.has('districtIds'))),
  );
  return [
    ...scalars.filter((key) => key === 'districtId'),
    ...ranges,
    ...scalars.filter((key) => key !== 'districtId'),
  ];
}

export interface ReplyInput {
  language: Language;
  scope: AssistantScope;
  filters: Filter;
  changes: readonly Change[];
  otherScope: OtherScope | undefined;
  findings: Findings;
  matchCount: number;
  /** The page's city's districts, to name several districts. */
  districts?: readonly DistrictOption[];
}

/** The assistant's answer: what it understood, the wishes it ranks by, another page if asked, the count. */
export function composeReply({
  language,
  scope,
  filters,
  changes,
  otherScope,
  findings,
  matchCount,
  districts = [],
}: ReplyInput): string {
  const book = PHRASEBOOKS[language];
  const sentences: string[] = [];
  if (changes.some((change) => change.kind === 'reset')) sentences.push(book.reset);
  // The districts besides the first, by name (decision 040).
  const otherDistricts = (filters.districtIds ?? []).map((id) => {
    const option = districts.find((candidate) => candidate.id === id);
    if (!option) return String(id);
    return language === 'ka' ? option.nameGeo : language === 'ru' ? option.nameRus : option.nameEng;
  });
  const parts = changedFields(changes).map((field) =>
    describeField(book, filters, language, field, otherDistricts),
  );
  if (parts.length > 0) sentences.push(book.understood(parts));
  const wishChanges = changes.filter((change) => change.kind === 'wish');
  const added = wishChanges
    .filter((change) => change.action === 'added')
    .map((change) => book.wish[change.key]);
  const removed = wishChanges
    .filter((change) => change.action === 'removed')
    .map((change) => book.wish[change.key]);
  if (added.length > 0) sentences.push(book.wishesAdded(added));
  if (removed.length > 0) sentences.push(book.wishesRemoved(removed));
  const wantsCheaper = findings.adjustments.has('cheaper') || findings.adjustments.has('pricier');
  if (wantsCheaper && filters.minPrice === null && filters.maxPrice === null)
    sentences.push(book.needsBudget);
  if (otherScope) sentences.push(book.otherScope(book.scope(scope), book.scope(otherScope)));
  if (sentences.length === 0) sentences.push(book.nothingUnderstood);
  sentences.push(book.matches(matchCount));
  return sentences.join(' ');
}
