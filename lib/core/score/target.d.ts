/**
 * The moving target and its ratchet (docs/score.md).
 */
import type { DailyScore } from '../model.js';
/** The target can never go below this (`BASE_MINIMUM_TARGET`). */
export declare const BASE_MINIMUM_TARGET = 50;
/** Ceiling that prevents runaway target inflation (`MAX_DAILY_TARGET`). */
export declare const MAX_DAILY_TARGET = 500;
/** Only the last 7 archived days count toward the average. */
export declare const ROLLING_WINDOW_DAYS = 7;
/**
 * `n / d` rounded to a whole number, halves rounded down (82.5 → 82, 83.75 → 84), in integer
 * arithmetic so no float error can tip a half. This is the rule that gives the documented worked
 * week's targets; `Math.round` would give 83 on its day 3.
 */
export declare function divideRoundHalfDown(n: number, d: number): number;
/**
 * The rounded average of the positive days (score > 0) among the last 7 archived days, or
 * `undefined` when there is none. Zero and negative days are left out so a bad day cannot drag
 * the target down ("sandbagging").
 */
export declare function positiveAverage(history: readonly DailyScore[]): number | undefined;
/**
 * The day's target: `max(positive 7-day average, ratchet floor, 50)`, capped at 500. `history`
 * is the archived days, oldest first, today excluded.
 */
export declare function computeDailyTarget(history: readonly DailyScore[], targetFloor: number): number;
/** The ratchet: the floor only rises, to the new target, and never above 500. */
export declare function raiseFloor(targetFloor: number, newTarget: number): number;
