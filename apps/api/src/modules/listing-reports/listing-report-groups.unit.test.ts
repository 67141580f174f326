import { describe, expect, it } from 'vitest';
import { groupReports } from './listing-report-groups';
import type { OpenReportRow } from './listing-reports.repository';

const row = (
  id: number,
  reason: OpenReportRow['reason'],
  displayName: string | null = null,
): OpenReportRow => ({
  id,
  propertyId: 7,
  reason,
  details: null,
  createdAt: `2026-11-2${id}T10:00:00.000Z`,
  reporterId: `user-${id}`,
  reporterEmail: `reporter${id}@example.ge`,
  reporterDisplayName: displayName,
});

describe('groupReports', () => {
  it('counts each reason, the most frequent first (ties by name), and keeps the reports in order', () => {
    const group = groupReports(
      [row(4, 'Other'), row(3, 'Fraud', 'Nino'), row(2, 'Duplicate'), row(1, 'Fraud')],
      true,
    );
    expect(group).toMatchObject({ count: 4, isHeld: true });
    expect(group.reasons).toEqual([
      { reason: 'Fraud', count: 2 },
      { reason: 'Duplicate', count: 1 },
      { reason: 'Other', count: 1 },
    ]);
    expect(group.entries.map((entry) => entry.id)).toEqual([4, 3, 2, 1]);
    // A reporter without a display name is named by the local part of the address.
    expect(group.entries[0]!.reporter).toEqual({
      id: 'user-4',
      email: 'reporter4@example.ge',
      displayName: 'reporter4',
    });
    expect(group.entries[1]!.reporter.displayName).toBe('Nino');
  });
});
