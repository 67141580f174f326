import type { OtherScope } from '@sakhli/shared/schemas/assistant';
import type { AssistantScope, InterpretInput, InterpretResult } from './assistant.types';
import { describeChanges } from './changes';
import type { Findings } from './extract/findings';
import { mergeFilters, mergeWishes } from './merge';
import { composeReply } from './reply/compose';
import { understandMessage } from './understand';

function otherScopeOf(findings: Findings, scope: AssistantScope): OtherScope | undefined {
  const listingType = findings.askedListingType ?? scope.listingType;
  const propertyType = findings.askedPropertyType ?? scope.propertyType;
  if (listingType === scope.listingType && propertyType === scope.propertyType) return undefined;
  return { listingType, propertyType };
}

/**
 * The built-in assistant's turn: what the message asks, merged into the conversation's filters and
 * wishes, and the reply that says what was understood. Pure: no database, no network.
 */
export function interpretMessage(input: InterpretInput): InterpretResult {
  const { message, language, scope, state, districts } = input;
  const findings = understandMessage(message, scope, districts);
  const filters = mergeFilters(state, findings, scope, language, districts);
  const wishes = mergeWishes(state, findings);
  const changes = describeChanges(state, { filters, wishes }, findings.isReset);
  const otherScope = otherScopeOf(findings, scope);
  return {
    filters,
    wishes,
    changes,
    ...(otherScope ? { otherScope } : {}),
    isChanged: changes.length > 0,
    reply: (matchCount) =>
      composeReply({ language, scope, filters, changes, otherScope, findings, matchCount, districts }),
  };
}
