/** Tbilisi's wall clock (CONTRACT.md section 6: a day is a calendar day in Asia/Tbilisi). */
const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Tbilisi',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function partsOf(date: Date) {
  const parts = Object.fromEntries(wallClock.formatToParts(date).map((part) => [part.type, part.value]));
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    secondsIntoDay: Number(parts.hour) * 3600 + Number(parts.minute) * 60 + Number(parts.second),
  };
}

/** The calendar day in Tbilisi at `date`, as YYYY-MM-DD. */
export const tbilisiDay = (date: Date): string => partsOf(date).day;

/**
 * Seconds from `date` until the next day begins in Tbilisi, rounded up (at least 1): a `Retry-After` that
 * is never shorter than the wait. Georgia keeps UTC+4 all year, so every day there is 24 hours long.
 */
export function secondsUntilNextTbilisiDay(date: Date): number {
  const elapsed = partsOf(date).secondsIntoDay + date.getUTCMilliseconds() / 1000;
  return Math.max(1, Math.ceil(24 * 3600 - elapsed));
}
