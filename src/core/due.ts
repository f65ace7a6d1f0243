/**
 * When the next heartbeat cycle is due, from the recorded state alone: the last cycle's start plus
 * the interval of the tier in force at that instant. The tier can change between cycles (operator
 * feedback, the day's rollover), so the due time is the first instant at which the interval then
 * in force has passed. No clock: a run at any later time finds the same instant, which is what
 * makes a cycle's outcome independent of when a job happened to start.
 */
import type { ReplayState } from './ledger.js';
import type { LedgerEvent } from './model.js';
import { applyLedgerEvent, emptyWindow, rollReplayStateTo, type ReplayOptions } from './replay.js';
import { calendarDay } from './score/calendar.js';
import { summarizeScore } from './score/summary.js';

/**
 * How far back a run catches up, cycle by cycle: 7 days (the score's window, about 700 cycles at
 * the 8-20 minute intervals). A last cycle older than that is followed by one catch-up cycle at the
 * run's own time, which says so (`catchUpFrom` on its event).
 */
export const CATCH_UP_DAYS = 7;
export const CATCH_UP_MS = CATCH_UP_DAYS * 86_400_000;

const MINUTE = 60_000;

/** The tier's interval in force in `state` at `instant` (the day rolled over first). */
function intervalAt(
  state: ReplayState,
  instant: number,
  options: ReplayOptions & { defaultIntervalMinutes: number },
): number {
  const rolled = rollReplayStateTo(state, new Date(instant).toISOString(), options);
  return summarizeScore(rolled.score, options).intervalMinutes;
}

/** The first instant in (from, to] whose calendar day differs from `from`'s (to's day differs). */
function dayStartBetween(from: number, to: number, timeZone: string): number {
  const day = calendarDay(new Date(from).toISOString(), timeZone);
  let lo = from;
  let hi = to;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (calendarDay(new Date(mid).toISOString(), timeZone) === day) lo = mid;
    else hi = mid;
  }
  return hi;
}

/**
 * The instant the cycle after `state.lastCycle` is due. `later`: events not in `state` yet (this
 * run's polled feedback), any order; each changes the tier from its own instant on. Undefined when no cycle ran yet (the first cycle is due whenever a run asks).
 */
export function nextCycleDueAt(
  state: ReplayState | undefined,
  later: readonly LedgerEvent[],
  options: ReplayOptions & { defaultIntervalMinutes: number },
): string | undefined {
  const last = state?.lastCycle;
  if (!state || !last) return undefined;
  const start = Date.parse(last.at);
  const { base, recorded } = atLastCycle(state, options.timeZone);
  const changes = [...recorded, ...later]
    .map((event) => ({ event, time: Date.parse(event.at) }))
    .sort((a, b) => a.time - b.time || (a.event.id < b.event.id ? -1 : 1));
  let current = base;
  let t = start;
  let next = 0;
  // Feedback at or before the last cycle (a late reaction is recorded at it) is in force already.
  while (changes[next] !== undefined && changes[next]!.time <= start) {
    current = applyLedgerEvent(current, changes[next]!.event, options);
    next += 1;
  }
  const dayOf = (ms: number) => calendarDay(new Date(ms).toISOString(), options.timeZone);
  for (;;) {
    const due = Math.max(t, start + intervalAt(current, t, options) * MINUTE);
    const change = changes[next]?.time ?? Number.POSITIVE_INFINITY;
    const horizon = Math.min(due, change);
    // A new calendar day first: the rollover can change the tier (and so the interval).
    if (dayOf(horizon) !== dayOf(t)) {
      t = dayStartBetween(t, horizon, options.timeZone);
      continue;
    }
    // A cycle at the same instant as feedback sorts first (its id), so the feedback waits.
    if (due <= change) return new Date(due).toISOString();
    while (changes[next] !== undefined && changes[next]!.time === change) {
      current = applyLedgerEvent(current, changes[next]!.event, options);
      next += 1;
    }
    t = change;
  }
}

/**
 * The state as the last cycle left it, and the events recorded since (which count from their own
 * instants, like this run's): the score moved by each is taken back. When the day rolled over since
 * the last cycle that cannot be undone by subtraction, and the state stands as recorded.
 */
function atLastCycle(
  state: ReplayState,
  timeZone: string,
): { base: ReplayState; recorded: LedgerEvent[] } {
  const window = state.sinceLastCycle;
  const recorded: LedgerEvent[] = [...window.verdicts, ...window.feedback];
  const last = state.lastCycle;
  if (
    recorded.length === 0 ||
    !last ||
    calendarDay(last.at, timeZone) !== state.score.today.date ||
    recorded.some((event) => calendarDay(event.at, timeZone) !== state.score.today.date)
  ) {
    return { base: state, recorded: [] };
  }
  const today = { ...state.score.today, score: state.score.today.score - window.points };
  return {
    base: { ...state, score: { ...state.score, today }, sinceLastCycle: emptyWindow() },
    recorded,
  };
}
