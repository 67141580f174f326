import type { HeatingType } from '@sakhli/shared/enums';
import { NEAR_METRO_WALK_MINUTES } from '@sakhli/shared/rules/metro';
import type { WishKey } from '@sakhli/shared/schemas/assistant';
import { VIEW_KEYS, WISH_WORDS } from '../lexicon/wish-words';
import { alternation } from '../text/word-list';

/** The fields of a listing some wishes are judged from (floor numbers, house fields, amenities). */
export interface WishFields {
  floor: number | null;
  totalFloorsBuilding: number | null;
  hasGarden?: boolean | null;
  hasGarage?: boolean | null;
  parkingSpots?: number | null;
  /** Amenities (decision 040): null or absent when the owner did not say. */
  heating?: HeatingType | null;
  hasAirConditioning?: boolean | null;
  hasBalcony?: boolean | null;
  hasLift?: boolean | null;
  hasParking?: boolean | null;
  petsAllowed?: boolean | null;
  /** The stored walk to the nearest station (decision 042): null or absent when there is none near. */
  metroWalkMinutes?: number | null;
}

/** Whether a text (lower case) says the listing has what a wish asks. */
export type TextMatcher = (text: string) => boolean;
/**
 * Whether a listing's fields meet a wish: true or false when they say (and then they win over any text of
 * the description, decision 040), null when they do not (the text decides).
 */
export type FieldMatcher = (listing: WishFields) => boolean | null;

/** How one wish is judged: from the listing's fields, from what a text says, or either. */
export interface WishTest {
  fields?: FieldMatcher;
  text?: TextMatcher;
}

/** "no lift", "без лифта", "лифта нет", "ლიფტის გარეშე", "pets not allowed": the text says it has not. */
const NEGATED_BEFORE = /(?:^|[^\p{L}])(?:no|without|not|без|нет|არ(?:ის)?)\s+(?:\p{L}+\s+)?$/u;
const NEGATED_AFTER =
  /^\s*(?:(?:is |are )?not (?:allowed|permitted|available)|нет|не допуска\p{L}*|запрещ\p{L}*|გარეშე|არ (?:არის|აქვს|დაიშვება)|აკრძალულია)/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

function textMatcher(key: WishKey): TextMatcher {
  // The listing side: its own words ("view of Old Tbilisi") and, for a plain view, any kind of view.
  const words =
    key === 'view'
      ? [key, ...VIEW_KEYS].map((view) => alternation(WISH_WORDS[view])).join('|')
      : alternation(WISH_WORDS[key]);
  // No look-behind for the word start: it makes the scan of long texts several times slower, so the
  // character before a match is checked by hand.
  const pattern = new RegExp(`(?:${words})(?![\\p{L}\\p{N}])`, 'gu');
  return (text) => {
    pattern.lastIndex = 0;
    for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
      if (match.index > 0 && LETTER_OR_DIGIT.test(text[match.index - 1] ?? '')) {
        pattern.lastIndex = match.index + 1;
        continue;
      }
      const end = match.index + match[0].length;
      const before = text.slice(Math.max(0, match.index - 20), match.index);
      if (!NEGATED_BEFORE.test(before) && !NEGATED_AFTER.test(text.slice(end, end + 28))) return true;
    }
    return false;
  };
}

/** A high floor is in the upper part of the building, from the fourth floor up. */
const isHighFloor: FieldMatcher = ({ floor, totalFloorsBuilding }) =>
  floor !== null &&
  totalFloorsBuilding !== null &&
  floor >= Math.max(4, Math.ceil(totalFloorsBuilding * 0.6));
const isLowFloor: FieldMatcher = ({ floor }) => floor !== null && floor >= 1 && floor <= 3;
const isNotLastFloor: FieldMatcher = ({ floor, totalFloorsBuilding }) =>
  floor !== null && totalFloorsBuilding !== null && floor < totalFloorsBuilding;

function createTest(key: WishKey): WishTest {
  switch (key) {
    case 'highFloor':
      return { fields: isHighFloor };
    case 'lowFloor':
      return { fields: isLowFloor };
    case 'notLastFloor':
      return { fields: isNotLastFloor };
    // A house's unticked garden or garage box is no "no": only a ticked one says something.
    case 'garden':
      return { fields: (listing) => (listing.hasGarden === true ? true : null), text: textMatcher(key) };
    case 'garage':
      return { fields: (listing) => (listing.hasGarage === true ? true : null), text: textMatcher(key) };
    case 'parking':
      return {
        fields: (listing) =>
          (listing.parkingSpots ?? 0) > 0 || listing.hasGarage === true ? true : (listing.hasParking ?? null),
        text: either(textMatcher('parking'), textMatcher('garage')),
      };
    case 'heating':
      return {
        fields: ({ heating }) => (heating === null || heating === undefined ? null : heating !== 'None'),
        text: textMatcher(key),
      };
    case 'balcony':
      return { fields: (listing) => listing.hasBalcony ?? null, text: textMatcher(key) };
    case 'elevator':
      return { fields: (listing) => listing.hasLift ?? null, text: textMatcher(key) };
    case 'airConditioning':
      return { fields: (listing) => listing.hasAirConditioning ?? null, text: textMatcher(key) };
    case 'pets':
      return { fields: (listing) => listing.petsAllowed ?? null, text: textMatcher(key) };
    // The stored walk says how near the metro is (decision 044); without one the description decides.
    case 'metro':
      return {
        fields: ({ metroWalkMinutes }) =>
          metroWalkMinutes === null || metroWalkMinutes === undefined
            ? null
            : metroWalkMinutes <= NEAR_METRO_WALK_MINUTES,
        text: textMatcher(key),
      };
    default:
      return { text: textMatcher(key) };
  }
}

function either(first: TextMatcher, second: TextMatcher): TextMatcher {
  return (text) => first(text) || second(text);
}

const TESTS = new Map<WishKey, WishTest>();

/** How a wish is judged, compiled once. Fields that say (house fields, amenities) win over words. */
export function wishTest(key: WishKey): WishTest {
  let test = TESTS.get(key);
  if (!test) {
    test = createTest(key);
    TESTS.set(key, test);
  }
  return test;
}
