/**
 * The calendar day (`YYYY-MM-DD`) that `instant` (ISO-8601) falls on in `timeZone` (an IANA name
 * such as `UTC` or `Europe/Berlin`). Throws InputError naming the bad field.
 */
export declare function calendarDay(instant: string, timeZone: string): string;
/** Days since 1970-01-01 for a `YYYY-MM-DD` string; throws InputError when it is not one. */
export declare function dayNumber(date: string): number;
/** The `YYYY-MM-DD` string of a day number (see `dayNumber`). */
export declare function dateFromDayNumber(day: number): string;
/** The calendar day `days` after `date` (negative goes back). */
export declare function addDays(date: string, days: number): string;
