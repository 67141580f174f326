import { FILTER_KEYS } from '@sakhli/shared/schemas/filter';
import type { Change, ConversationState } from './assistant.types';

/** What differs between the conversation before and after a message, field by field. */
export function describeChanges(
  before: ConversationState,
  after: ConversationState,
  isReset: boolean,
): Change[] {
  const changes: Change[] = isReset ? [{ kind: 'reset' }] : [];
  for (const key of FILTER_KEYS) {
    const from = before.filters[key] ?? null;
    const to = after.filters[key];
    // districtIds is a list: compared by its ids, not by reference.
    if (JSON.stringify(from) !== JSON.stringify(to)) changes.push({ kind: 'filter', key, from, to });
  }
  const beforeKeys = new Map(before.wishes.map((wish) => [wish.key, wish.weight]));
  const afterKeys = new Map(after.wishes.map((wish) => [wish.key, wish.weight]));
  for (const [key, weight] of afterKeys)
    if (beforeKeys.get(key) !== weight) changes.push({ kind: 'wish', key, action: 'added' });
  for (const key of beforeKeys.keys())
    if (!afterKeys.has(key)) changes.push({ kind: 'wish', key, action: 'removed' });
  return changes;
}
