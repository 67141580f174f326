import type { AssistantScope, DistrictOption } from './assistant.types';
import { readAmenities } from './extract/amenities';
import { readBareSize, readCounts } from './extract/counts';
import { readDistrict } from './extract/districts';
import { readStay } from './extract/duration';
import { emptyFindings, type Findings } from './extract/findings';
import { readFloors } from './extract/floors';
import { readMetroWalk, settleMetroWish } from './extract/metro';
import { claimNonFilterNumbers } from './extract/non-filters';
import { readPrice } from './extract/price';
import { readPriceShift } from './extract/price-shift';
import { readRefinements } from './extract/refinements';
import { readScopeRequest } from './extract/scope-request';
import { readSeller } from './extract/seller';
import { readStatuses } from './extract/statuses';
import { readWishes } from './extract/wishes';
import { readBuildingYear, readCadastralCode } from './extract/year';
import { normalizeMessage } from './text/normalize';
import type { PhraseHit } from './text/phrases';
import type { Token } from './text/token';
import { tokenize } from './text/tokenize';
import { correctTypos } from './text/typo-correction';

function claimPhrases(tokens: Token[], phrases: readonly PhraseHit[]): void {
  for (const token of tokens) {
    if (phrases.some((phrase) => token.start < phrase.index + phrase.length && token.end > phrase.index))
      token.isUsed = true;
  }
}

/**
 * Everything one message says, field by field. The readers run in an order that lets the specific
 * claim a number before the general: a cadastral code, a year, a stay, floors, rooms and sizes, and
 * only then prices, which take what is left.
 */
export function understandMessage(
  message: string,
  scope: AssistantScope,
  districts: readonly DistrictOption[],
): Findings {
  const findings = emptyFindings();
  const text = correctTypos(readCadastralCode(normalizeMessage(message), findings));
  const tokens = tokenize(text);
  claimNonFilterNumbers(tokens);
  const resets = readRefinements(text, findings);
  claimPhrases(tokens, resets);
  readBuildingYear(tokens, findings);
  // Walking time ("5 minutes to the metro") is taken first so nothing reads it as a stay or a price.
  const metro = readMetroWalk(tokens, text, findings);
  readStay(tokens, findings);
  readFloors(tokens, findings, scope);
  readCounts(tokens, findings);
  // "побольше, от 70": when the message is about size, a bare number is a size before it can be a price.
  if (findings.adjustments.has('bigger') || findings.adjustments.has('smaller'))
    readBareSize(tokens, findings);
  readPriceShift(tokens, text, findings);
  readPrice(tokens, findings, scope);
  // Words read as something else ("მზიანი" is sunny) are no district, however close the spelling.
  const phrases = [
    ...resets,
    ...readStatuses(text, findings),
    ...readSeller(text, findings),
    ...readWishes(text, findings),
    ...readAmenities(text, findings),
    ...metro,
    ...readScopeRequest(text, findings, scope),
  ];
  claimPhrases(tokens, phrases);
  readDistrict(tokens, findings, districts);
  settleMetroWish(findings);
  return findings;
}
