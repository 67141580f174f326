import { describe, expect, it } from 'vitest';
import { secondsUntilNextTbilisiDay, tbilisiDay } from './tbilisi-day';

describe('Tbilisi days (UTC+4)', () => {
  it.each([
    ['2026-03-10T12:00:00.000Z', '2026-03-10', 8 * 3600],
    ['2026-03-10T19:59:59.000Z', '2026-03-10', 1],
    ['2026-03-10T19:59:59.400Z', '2026-03-10', 1],
    ['2026-03-10T20:00:00.000Z', '2026-03-11', 24 * 3600],
    ['2026-03-10T20:00:00.250Z', '2026-03-11', 24 * 3600],
    ['2026-12-31T21:30:00.000Z', '2027-01-01', 22.5 * 3600],
    ['2026-07-01T03:59:00.000Z', '2026-07-01', 16 * 3600 + 60],
  ])('at %s it is %s, the next day %d s away', (instant, day, seconds) => {
    expect(tbilisiDay(new Date(instant))).toBe(day);
    expect(secondsUntilNextTbilisiDay(new Date(instant))).toBe(seconds);
  });
});
