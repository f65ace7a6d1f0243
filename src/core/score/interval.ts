/**
 * The heartbeat interval per tier (docs/score.md): the interval table reconciled with the tier
 * tables.
 */
import type { PenaltyTier, RewardTier } from '../model.js';

/** "Normal ~15 minutes", used when no default is configured. */
export const DEFAULT_INTERVAL_MINUTES = 15;

const PENALTY_MINUTES: Partial<Record<PenaltyTier, number>> = {
  lockdown: 8,
  escalated: 10,
  tightened: 12,
};

const REWARD_MINUTES: Partial<Record<RewardTier, number>> = {
  outstanding: 20,
  excellent: 20,
  good: 17,
};

/**
 * Minutes until the next heartbeat. The tier tables decide where the two tables disagree
 * (tightened is 12, escalated 10: the interval table's "Low (tightened) ~10" names the escalated
 * row); a penalty outranks a reward; warning and no tier use the configured default.
 */
export function heartbeatIntervalMinutes(
  tiers: { penalty: PenaltyTier; reward: RewardTier },
  defaultMinutes: number = DEFAULT_INTERVAL_MINUTES,
): number {
  return PENALTY_MINUTES[tiers.penalty] ?? REWARD_MINUTES[tiers.reward] ?? defaultMinutes;
}
