/** CONTRACT.md section 6: a day is a calendar day in Asia/Tbilisi. */
const TBILISI_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tbilisi' });

/** The Tbilisi calendar day of an instant, as a `YYYY-MM-DD` date. */
export function tbilisiDayOf(instant: Date): string {
  return TBILISI_DAY.format(instant);
}
