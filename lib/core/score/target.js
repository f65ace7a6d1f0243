/** The target can never go below this (`BASE_MINIMUM_TARGET`). */
export const BASE_MINIMUM_TARGET = 50;
/** Ceiling that prevents runaway target inflation (`MAX_DAILY_TARGET`). */
export const MAX_DAILY_TARGET = 500;
/** Only the last 7 archived days count toward the average. */
export const ROLLING_WINDOW_DAYS = 7;
/**
 * `n / d` rounded to a whole number, halves rounded down (82.5 → 82, 83.75 → 84), in integer
 * arithmetic so no float error can tip a half. This is the rule that gives the documented worked
 * week's targets; `Math.round` would give 83 on its day 3.
 */
export function divideRoundHalfDown(n, d) {
    const q = Math.floor(n / d);
    const r = n - q * d;
    return 2 * r > d ? q + 1 : q;
}
/**
 * The rounded average of the positive days (score > 0) among the last 7 archived days, or
 * `undefined` when there is none. Zero and negative days are left out so a bad day cannot drag
 * the target down ("sandbagging").
 */
export function positiveAverage(history) {
    const positive = history
        .slice(-ROLLING_WINDOW_DAYS)
        .map((day) => day.score)
        .filter((score) => score > 0);
    if (positive.length === 0)
        return undefined;
    const sum = positive.reduce((a, b) => a + b, 0);
    return divideRoundHalfDown(sum, positive.length);
}
/**
 * The day's target: `max(positive 7-day average, ratchet floor, 50)`, capped at 500. `history`
 * is the archived days, oldest first, today excluded.
 */
export function computeDailyTarget(history, targetFloor) {
    const average = positiveAverage(history) ?? 0;
    return Math.min(MAX_DAILY_TARGET, Math.max(average, targetFloor, BASE_MINIMUM_TARGET));
}
/** The ratchet: the floor only rises, to the new target, and never above 500. */
export function raiseFloor(targetFloor, newTarget) {
    return Math.min(MAX_DAILY_TARGET, Math.max(targetFloor, newTarget));
}
