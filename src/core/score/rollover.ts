/**
 * Day rollover: archive today, compute the new target from the updated history, raise the ratchet
 * floor, update lifetime stats and the streak.
 */
import type { DailyScore, ScoreState } from '../model.js';
import { dateFromDayNumber, dayNumber } from './calendar.js';
import { emptyDay } from './state.js';
import { computeDailyTarget, raiseFloor, ROLLING_WINDOW_DAYS } from './target.js';

/** Archives `today` and returns the state of the next calendar day, which starts at 0. */
function archiveDay(state: ScoreState, nextDate: string): ScoreState {
  const day: DailyScore = state.today;
  const history = [...state.history, day].slice(-ROLLING_WINDOW_DAYS);
  const l = state.lifetime;
  const target = computeDailyTarget(history, l.targetFloor);
  return {
    today: emptyDay(nextDate, target),
    history,
    lifetime: {
      ...l,
      targetFloor: raiseFloor(l.targetFloor, target),
      daysTracked: l.daysTracked + 1,
      bestDayScore: l.daysTracked === 0 ? day.score : Math.max(l.bestDayScore, day.score),
      // A streak day reached its own target at some moment; any other day breaks the streak.
      streak: day.targetReached ? l.streak + 1 : 0,
    },
  };
}

/**
 * Moves `state` to calendar day `date` (`YYYY-MM-DD`).
 * - Same day: unchanged. An earlier day (a clock or timezone going backwards): unchanged too,
 *   because history only moves forward.
 * - Later day: today is archived; each calendar day skipped in between is archived as a
 *   zero-score day with the target then in force (zero is not positive, so it stays out of the
 *   average; it did not reach its target, so it breaks the streak; it counts in daysTracked).
 */
export function rolloverScoreState(state: ScoreState, date: string): ScoreState {
  // The common case by far (every event of a day): nothing to archive, nothing to validate again.
  if (date === state.today.date) return state;
  const from = dayNumber(state.today.date);
  const to = dayNumber(date);
  let next = state;
  // Each step archives `today` (calendar day `day - 1`) and opens calendar day `day`.
  for (let day = from + 1; day <= to; day += 1) {
    // Once a full window of empty days is archived, the target equals the floor and each further
    // empty day changes only dates and daysTracked: a long gap jumps ahead, keeping the last 7.
    const emptyArchived = day - from - 2;
    const jump = to - day - (ROLLING_WINDOW_DAYS - 1);
    if (emptyArchived >= ROLLING_WINDOW_DAYS && jump > 0) {
      day += jump;
      next = {
        ...next,
        today: { ...next.today, date: dateFromDayNumber(day - 1) },
        lifetime: { ...next.lifetime, daysTracked: next.lifetime.daysTracked + jump },
      };
    }
    next = archiveDay(next, dateFromDayNumber(day));
  }
  return next;
}
