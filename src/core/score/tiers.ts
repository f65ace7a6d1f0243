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
export function penaltyTier(score: number, target: number): PenaltyTier {
  if (score < -percentOf(target, 20)) return 'lockdown';
  if (score < 0) return 'escalated';
  if (score < percentOf(target, 15)) return 'tightened';
  if (score < percentOf(target, 25)) return 'warning';
  return 'none';
}

/** `percent`% of `target`, rounded half up, in integer arithmetic (0.15·70 is not exact in floats). */
export function percentOf(target: number, percent: number): number {
  return Math.floor((percent * target + 50) / 100);
}

/**
 * The reward tier of `score` against `target` (`>=` on score/target, compared in whole numbers):
 * outstanding at 90 %, or at 70 % with a streak of 3 or more days; excellent at 70 %; good at 50 %.
 */
export function rewardTier(score: number, target: number, streak: number): RewardTier {
  const atLeast = (percent: number): boolean => 100 * score >= percent * target;
  if (atLeast(90) || (atLeast(70) && streak >= 3)) return 'outstanding';
  if (atLeast(70)) return 'excellent';
  if (atLeast(50)) return 'good';
  return 'none';
}

/** Escalated and lockdown force every task of the cycle to count as required. */
export function forcesAllRequired(penalty: PenaltyTier): boolean {
  return penalty === 'escalated' || penalty === 'lockdown';
}
