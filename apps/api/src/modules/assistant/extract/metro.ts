import { METRO_WALK_MINUTES, type MetroWalkMinutes } from '@sakhli/shared/rules/metro';
import { WISH_WORDS } from '../lexicon/wish-words';
import { isAnyUnit, isWalkTime, minutesPerUnit } from '../lexicon/units';
import { readAllQuantities } from '../quantity';
import { findPhrases, phrasePattern, type PhraseHit } from '../text/phrases';
import type { Token } from '../text/token';
import type { Findings } from './findings';

const METRO = phrasePattern(WISH_WORDS.metro);
/** "Walking distance to the metro" without minutes: the 10-minute choice (decision 042). */
const WALKING_DISTANCE = phrasePattern(String.raw`walking distance | within walking distance |
  в шаговой доступности | шаговой доступности | пешей доступности | ფეხით სავალ\p{L}* | ფეხით მისასვლელ\p{L}*`);
const WALKING_DISTANCE_MINUTES: MetroWalkMinutes = 10;
/**
 * "7 minutes on foot to the station", "до станции пешком минуты четыре", "სადგურამდე ფეხით 8 წუთი": a walk to a
 * station is to the metro's (a train or bus station is named as one).
 */
const NOT_METRO = String.raw`train|railway|bus|ж/д|железнодорожн\p{L}*|автобусн\p{L}*|სარკინიგზო|ავტობუსის`;
const STATION = phrasePattern(String.raw`(?<!(?:${NOT_METRO}) )(?:stations?|станци\p{L}*|სადგურ\p{L}*)`);

/** The filter's choice that keeps a walk of `minutes`: the smallest at least as long; none beyond 20. */
function choiceFor(minutes: number): MetroWalkMinutes | undefined {
  return METRO_WALK_MINUTES.find((choice) => choice >= minutes);
}

/**
 * "5 minutes from the metro", "в 10 минутах от метро", "მეტრომდე 5 წუთი", "walking distance to the metro":
 * the maxMetroWalkMinutes filter (decision 042). Minutes are taken first in any case, so no other reader
 * takes "5 minutes" for a price; they ask for the metro only with a metro word in the message. Plain "near
 * the metro" stays the soft `metro` wish (settleMetroWish leaves it).
 */
export function readMetroWalk(tokens: Token[], text: string, findings: Findings): PhraseHit[] {
  // "минут 10" (about ten minutes, the Russian inversion) as well as "10 минут"; an hour's fraction in minutes.
  const minutes = readAllQuantities(tokens, {
    unit: isWalkTime,
    isAnyUnit,
    maxValue: 120,
    allowsUnitBefore: true,
  }).map((walk) => {
    const perUnit = minutesPerUnit(tokens[walk.unitIndex]);
    return {
      ...walk,
      low: walk.low * perUnit,
      high: walk.high === undefined ? undefined : walk.high * perUnit,
    };
  });
  const metro = findPhrases(text, METRO);
  if (metro.length === 0) {
    const bare = minutes[0] && choiceFor(minutes[0].high ?? minutes[0].low);
    if (bare === undefined) return [];
    if (findPhrases(text, STATION).some((hit) => !hit.isNegated)) findings.metroWalkMinutes = bare;
    else findings.bareWalkMinutes = bare;
    return [];
  }
  if (metro.every((hit) => hit.isNegated)) {
    findings.metroWalkMinutes = null;
    return metro;
  }
  const walk = minutes[0];
  const choice = walk
    ? choiceFor(walk.high ?? walk.low)
    : findPhrases(text, WALKING_DISTANCE).length > 0
      ? WALKING_DISTANCE_MINUTES
      : undefined;
  if (choice !== undefined) findings.metroWalkMinutes = choice;
  return [];
}

/**
 * A metro walk set as a filter settles the soft metro wish (as an amenity filter settles its wish). A station named
 * asks for the metro too ("near Delisi station, 5-min walk max"): the minutes said beside it are the walk. Runs after
 * the districts, which read the stations.
 */
export function settleMetroWish(findings: Findings): void {
  const isStationNamed = findings.wishes.some((wish) => wish.key === 'metro');
  if (findings.metroWalkMinutes === undefined && isStationNamed)
    findings.metroWalkMinutes = findings.bareWalkMinutes;
  if (!findings.metroWalkMinutes) return;
  findings.wishes = findings.wishes.filter((wish) => wish.key !== 'metro');
  findings.removedWishes.add('metro');
}
