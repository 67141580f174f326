import type { WishKey } from '@sakhli/shared/schemas/assistant';
import { VIEW_KEYS, WISH_WORDS } from '../lexicon/wish-words';
import { alternation } from '../text/word-list';
import type { ScorableListing } from './scorable-listing';

/** Whether a listing has what a wish asks; `text` is its description and processed report, lower case. */
export type WishMatcher = (listing: ScorableListing, text: string) => boolean;

/** "no lift", "без лифта", "лифта нет", "ლიფტის გარეშე", "pets not allowed": the text says it has not. */
const NEGATED_BEFORE = /(?:^|[^\p{L}])(?:no|without|not|без|нет|არ(?:ის)?)\s+(?:\p{L}+\s+)?$/u;
const NEGATED_AFTER =
  /^\s*(?:(?:is |are )?not (?:allowed|permitted|available)|нет|не допуска\p{L}*|запрещ\p{L}*|გარეშე|არ (?:არის|აქვს|დაიშვება)|აკრძალულია)/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

function textMatcher(key: WishKey): WishMatcher {
  // The listing side: its own words ("view of Old Tbilisi") and, for a plain view, any kind of view.
  const words =
    key === 'view'
      ? [key, ...VIEW_KEYS].map((view) => alternation(WISH_WORDS[view])).join('|')
      : alternation(WISH_WORDS[key]);
  // No look-behind for the word start: it makes the scan of long texts several times slower, so the
  // character before a match is checked by hand.
  const pattern = new RegExp(`(?:${words})(?![\\p{L}\\p{N}])`, 'gu');
  return (_listing, text) => {
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
const isHighFloor: WishMatcher = ({ floor, totalFloorsBuilding }) =>
  floor !== null &&
  totalFloorsBuilding !== null &&
  floor >= Math.max(4, Math.ceil(totalFloorsBuilding * 0.6));
const isLowFloor: WishMatcher = ({ floor }) => floor !== null && floor >= 1 && floor <= 3;
const isNotLastFloor: WishMatcher = ({ floor, totalFloorsBuilding }) =>
  floor !== null && totalFloorsBuilding !== null && floor < totalFloorsBuilding;

const either =
  (...matchers: WishMatcher[]): WishMatcher =>
  (listing, text) =>
    matchers.some((matcher) => matcher(listing, text));

const MATCHERS = new Map<WishKey, WishMatcher>();

/** The matcher of a wish, compiled once. House fields (garden, garage, parking spots) count as well. */
export function wishMatcher(key: WishKey): WishMatcher {
  let matcher = MATCHERS.get(key);
  if (matcher) return matcher;
  switch (key) {
    case 'highFloor':
      matcher = isHighFloor;
      break;
    case 'lowFloor':
      matcher = isLowFloor;
      break;
    case 'notLastFloor':
      matcher = isNotLastFloor;
      break;
    case 'garden':
      matcher = either((listing) => listing.hasGarden === true, textMatcher(key));
      break;
    case 'garage':
      matcher = either((listing) => listing.hasGarage === true, textMatcher(key));
      break;
    case 'parking':
      matcher = either(
        (listing) => (listing.parkingSpots ?? 0) > 0 || listing.hasGarage === true,
        textMatcher('parking'),
        textMatcher('garage'),
      );
      break;
    default:
      matcher = textMatcher(key);
  }
  MATCHERS.set(key, matcher);
  return matcher;
}
