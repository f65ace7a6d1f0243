/**
 * The one parser for the instants users type (`--now`, `--since`) and library callers pass (`now`):
 * validated once at the edge, then passed down as a canonical UTC ISO-8601 string. A date-time
 * must say its offset (`Z`, `+09:00`): a bare local time would mean a different instant on each
 * machine (`TZ`). A bare calendar day is that day's start in UTC.
 */
import { dayNumber } from '../core/score/calendar.js';
import { InputError } from '../errors.js';

// A calendar day, or a date-time that says its offset.
const ISO_INSTANT =
  /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2}))?$/i;
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

function isCalendarDay(date: string): boolean {
  try {
    dayNumber(date);
    return true;
  } catch {
    return false;
  }
}

function instantMs(value: string): number | undefined {
  const ms = Date.parse(value);
  if (!ISO_INSTANT.test(value) || Number.isNaN(ms) || !isCalendarDay(value.slice(0, 10))) {
    return undefined;
  }
  return ms;
}

/** How far past the clock a recorded instant may be: clock skew between machines, not more. */
export const FUTURE_SKEW_MINUTES = 5;

/**
 * Whether `at` is more than the skew past `clock` (milliseconds since the epoch): a record of what
 * has not happened yet, which would freeze "today" for every reader of the ledger.
 */
export function pastTheClock(at: string, clock: number): boolean {
  return Date.parse(at) > clock + FUTURE_SKEW_MINUTES * 60_000;
}

/** `now` as a canonical UTC ISO-8601 instant; anything else is an input error naming `field`. */
export function parseNow(now: string, field = '--now'): string {
  const ms = instantMs(now);
  if (ms === undefined) {
    throw new InputError(
      `${field}: not an ISO-8601 instant with a timezone: ${JSON.stringify(now)} (e.g. 2026-03-07T09:30:00Z or 2026-03-07T18:30:00+09:00)`,
    );
  }
  return new Date(ms).toISOString();
}

/** `--now` when given, else the clock (read here, at the edge, never in core). */
export function resolveNow(
  value: string | undefined,
  clock: () => Date = () => new Date(),
): string {
  return value === undefined ? clock().toISOString() : parseNow(value);
}

/** A `--since` value: a calendar day `YYYY-MM-DD` or an ISO-8601 instant with a timezone. */
export type Since = { day: string } | { instant: number };

export function parseSince(value: string): Since {
  if (CALENDAR_DAY.test(value)) {
    if (!isCalendarDay(value)) {
      throw new InputError(`--since: not a calendar day: ${JSON.stringify(value)}`);
    }
    return { day: value };
  }
  const ms = instantMs(value);
  if (ms === undefined) {
    throw new InputError(
      `--since: not a date (YYYY-MM-DD) or an ISO-8601 instant with a timezone: ${JSON.stringify(value)}`,
    );
  }
  return { instant: ms };
}
