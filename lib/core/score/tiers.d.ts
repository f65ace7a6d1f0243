/**
 * Penalty and reward tiers (docs/score.md), relative to the day's target.
 */
import type { PenaltyTier, RewardTier } from '../model.js';
/**
 * The penalty tier of `score` against `target`. Bounds are strict `<` against the target's
 * fractions rounded to whole points (`Math.round`, halves up, so `score < 12.5` and
 * `score < 13` agree for whole scores): lockdown `< -round(0.2·target)`, escalated `< 0`,
 * tightened `< round(0.15·target)`, warning `< round(0.25·target)`.
 */
export declare function penaltyTier(score: number, target: number): PenaltyTier;
/** `percent`% of `target`, rounded half up, in integer arithmetic (0.15·70 is not exact in floats). */
export declare function percentOf(target: number, percent: number): number;
/**
 * The reward tier of `score` against `target` (`>=` on score/target, compared in whole numbers):
 * outstanding at 90 %, or at 70 % with a streak of 3 or more days; excellent at 70 %; good at 50 %.
 */
export declare function rewardTier(score: number, target: number, streak: number): RewardTier;
/** Escalated and lockdown force every task of the cycle to count as required. */
export declare function forcesAllRequired(penalty: PenaltyTier): boolean;
