/**
 * Day rollover: archive today, compute the new target from the updated history, raise the ratchet
 * floor, update lifetime stats and the streak.
 */
import type { ScoreState } from '../model.js';
/**
 * Moves `state` to calendar day `date` (`YYYY-MM-DD`).
 * - Same day: unchanged. An earlier day (a clock or timezone going backwards): unchanged too,
 *   because history only moves forward.
 * - Later day: today is archived; each calendar day skipped in between is archived as a
 *   zero-score day with the target then in force (zero is not positive, so it stays out of the
 *   average; it did not reach its target, so it breaks the streak; it counts in daysTracked).
 */
export declare function rolloverScoreState(state: ScoreState, date: string): ScoreState;
