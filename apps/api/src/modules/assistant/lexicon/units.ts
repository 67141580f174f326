import type { UnitMatcher } from '../quantity';
import type { Token } from '../text/token';
import { knownWords } from '../text/vocabulary';

const single =
  (pattern: RegExp): UnitMatcher =>
  (tokens, index) => {
    const token = tokens[index];
    return token && !token.isUsed && pattern.test(token.text) ? 1 : 0;
  };

/** A unit of one or two words: "სველი წერტილი", "ванные комнаты". */
const oneOrTwo =
  (pattern: RegExp, pairs: readonly (readonly [RegExp, RegExp])[]): UnitMatcher =>
  (tokens, index) => {
    const token = tokens[index];
    const next = tokens[index + 1];
    if (!token || token.isUsed) return 0;
    if (next && pairs.some(([first, second]) => first.test(token.text) && second.test(next.text))) return 2;
    return pattern.test(token.text) ? 1 : 0;
  };

export const USD_WORD = knownWords(
  /^(?:\$|usd|dollars?|bucks|доллар\p{L}*|долл|дол|бакс\p{L}*|დოლარ\p{L}*|დოლ)$/u,
);
export const GEL_WORD = knownWords(/^(?:₾|gel|lari|laris|лари|лар|ლარ\p{L}*)$/u);

export const isCurrency: UnitMatcher = (tokens, index) => {
  const token = tokens[index];
  if (!token || token.isUsed) return 0;
  if (USD_WORD.test(token.text) || GEL_WORD.test(token.text)) return 1;
  // "აშშ დოლარი": the country before the dollar.
  return token.text === 'აშშ' && USD_WORD.test(tokens[index + 1]?.text ?? '') ? 2 : 0;
};

const AREA = knownWords(
  /^(?:m2|m|м|მ|²|meters?|metres?|метр\p{L}*|квадрат\p{L}*|кв|კვ|კვადრატ\p{L}*|მეტრ\p{L}*|sqm|sq)$/u,
);
/** "500 meters from the metro", "в 300 метрах", "100 მეტრში": a distance, not a size. */
const DISTANCE_AFTER = /^(?:from|to|away|walk|walking|от|до|пешком|ში)$/u;
const DISTANCE_FORM = /^(?:метрах|მეტრში)$/u;

/** A percentage: no filter of its own, but a shift may be one ("trim the budget by 10%"). */
export const PERCENT = knownWords(/^(?:%|percent|per cent|процент\p{L}*|პროცენტ\p{L}*)$/u);

export const isArea: UnitMatcher = (tokens, index) => {
  const token = tokens[index];
  if (!token || token.isUsed || !AREA.test(token.text) || DISTANCE_FORM.test(token.text)) return 0;
  return DISTANCE_AFTER.test(tokens[index + 1]?.text ?? '') ? 0 : 1;
};

export const isRooms = single(
  knownWords(/^(?:rooms?|roomed|rm|комнат\p{L}*|комн|ком|к|ოთახ\p{L}*|ოტახ\p{L}*|ოთ)$/u),
);
export const isBedrooms = single(
  knownWords(/^(?:bedrooms?|beds?|bedders?|br|bdr|bdrm|bd|спальн\p{L}*|спален|сп|საძინებ\p{L}*|საძ|საძინ)$/u),
);
export const isBathrooms = oneOrTwo(
  knownWords(
    /^(?:bathrooms?|baths?|ba|wc|toilets?|restrooms?|санузл\p{L}*|санузел|ванн\p{L}*|туалет\p{L}*|სააბაზანო\p{L}*|აბაზან\p{L}*|ტუალეტ\p{L}*)$/u,
  ),
  [
    [/^სველ\p{L}*$/u, /^წერტილ\p{L}*$/u],
    [/^(?:full|en-?suite)$/u, /^(?:baths?|bathrooms?)$/u],
    [/^ванн\p{L}*$/u, /^комнат\p{L}*$/u],
    [/^спальн\p{L}*$/u, /^комнат\p{L}*$/u],
  ],
);

/** A storey as a position or a count: "5 этаж", "floor 3", "მე-5 სართული", "3 floors". */
export const FLOOR_WORD = knownWords(/^(?:floors?|fl|levels?|этаж\p{L}*|სართულ\p{L}*)$/u);
/** Storeys as a property of the building: "two-storey", "9-этажный", "ორსართულიანი". */
export const STOREYS_WORD = knownWords(
  /^(?:storey|storeys|story|stories|storied|этажн\p{L}*|уровн\p{L}*|სართულიან\p{L}*)$/u,
);
export const isFloor = single(FLOOR_WORD);
export const isStoreys = single(STOREYS_WORD);

const DAY = knownWords(/^(?:days?|nights?|дн\p{L}*|день|сут\p{L}*|ноч\p{L}*|ночь|დღ\p{L}*|ღამ\p{L}*)$/u);
const WEEK = knownWords(/^(?:weeks?|недел\p{L}*|კვირ\p{L}*)$/u);
const FORTNIGHT = knownWords(/^(?:fortnights?)$/u);
const MONTH = knownWords(/^(?:months?|mo|месяц\p{L}*|мес|თვ\p{L}*)$/u);
const YEAR = knownWords(/^(?:years?|yrs?|год|года|году|лет|წლ\p{L}*|წელ\p{L}*)$/u);
/** "2 წლის ვადით", "на срок": the term a stay is said with; it belongs to the stay (no typo of Vake). */
export const TERM = knownWords(/^(?:ვად\p{L}*|срок\p{L}*)$/u);
/** "თვეში", "დღეში": per month, per day, a price's period. */
const PER_PERIOD = /ში$/u;

/** Days in one of the duration unit `token` names (0: not a duration unit). */
export function daysPerUnit(token: Token | undefined): number {
  if (!token || token.isUsed || PER_PERIOD.test(token.text)) return 0;
  if (DAY.test(token.text)) return 1;
  if (WEEK.test(token.text)) return 7;
  if (FORTNIGHT.test(token.text)) return 14;
  if (MONTH.test(token.text)) return 30;
  return YEAR.test(token.text) ? 365 : 0;
}
export const isDuration: UnitMatcher = (tokens, index) => (daysPerUnit(tokens[index]) > 0 ? 1 : 0);

/**
 * "5 minutes' walk", "a quarter of an hour", "четверть часа", "საათის მეოთხედი": walking time, never a price; a walk
 * said in hours counts in minutes.
 */
const MINUTE = knownWords(/^(?:min|mins|minutes?|минут\p{L}*|мин|წუთ\p{L}*)$/u);
const HOUR = knownWords(/^(?:hours?|hrs?|час|часа|часов|საათ\p{L}*)$/u);
export const isWalkTime = single(new RegExp(`${MINUTE.source}|${HOUR.source}`, 'u'));
/** Minutes in one of the unit `token` names. */
export const minutesPerUnit = (token: Token | undefined) => (token && HOUR.test(token.text) ? 60 : 1);

const ALL_UNITS: readonly UnitMatcher[] = [
  isCurrency,
  isArea,
  isRooms,
  isBedrooms,
  isBathrooms,
  isFloor,
  isStoreys,
  isDuration,
  isWalkTime,
];
export const isAnyUnit: UnitMatcher = (tokens, index) => {
  for (const unit of ALL_UNITS) {
    const length = unit(tokens, index);
    if (length > 0) return length;
  }
  return 0;
};
