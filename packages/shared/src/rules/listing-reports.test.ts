import { describe, expect, it } from 'vitest';
import { expiryAfterHold, isHeldAfterReport, REPORTS_TO_HOLD } from './listing-reports';

describe('listing reports', () => {
  it('holds a live listing from the third open report on', () => {
    expect(REPORTS_TO_HOLD).toBe(3);
    expect(isHeldAfterReport({ publishStatus: 'Active', openReportCount: 2 })).toBe(false);
    expect(isHeldAfterReport({ publishStatus: 'Active', openReportCount: 3 })).toBe(true);
    expect(isHeldAfterReport({ publishStatus: 'Active', openReportCount: 4 })).toBe(true);
  });

  it('never holds a listing that is not live', () => {
    for (const publishStatus of ['Pending', 'Inactive', 'Archived'] as const) {
      expect(isHeldAfterReport({ publishStatus, openReportCount: 5 })).toBe(false);
    }
  });

  it('gives back the days a listing was held', () => {
    const expiry = new Date('2026-12-01T00:00:00Z');
    const heldAt = new Date('2026-11-20T00:00:00Z');
    const restoredAt = new Date('2026-11-23T12:00:00Z');
    expect(expiryAfterHold(expiry, heldAt, restoredAt)).toEqual(new Date('2026-12-04T12:00:00Z'));
    expect(expiryAfterHold(null, heldAt, restoredAt)).toBeNull();
    // A clock that went back never shortens the lifetime.
    expect(expiryAfterHold(expiry, restoredAt, heldAt)).toEqual(expiry);
  });
});
