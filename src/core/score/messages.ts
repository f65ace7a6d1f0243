/**
 * The penalty and reward messages the agent reads in its prompt and the operator sees in the
 * score summary (the tier tables' "Effect" column).
 */
import type { PenaltyTier, RewardTier } from '../model.js';

/** What the messages quote. */
export interface TierContext {
  score: number;
  target: number;
  intervalMinutes: number;
  streak: number;
}

/** The active penalty's message, or `null` when there is no penalty. */
export function penaltyMessage(tier: PenaltyTier, c: TierContext): string | null {
  switch (tier) {
    case 'none':
      return null;
    case 'warning':
      return `WARNING: your score ${c.score} is below 25% of today's target ${c.target}. Only verified work raises it; claims without evidence lower it further.`;
    case 'tightened':
      return `TIGHTENED OVERSIGHT: your score ${c.score} is below 15% of today's target ${c.target}. The heartbeat now runs every ${c.intervalMinutes} minutes.`;
    case 'escalated':
      return `ESCALATED: your score ${c.score} is below zero. Every task is now required and the heartbeat runs every ${c.intervalMinutes} minutes.`;
    case 'lockdown':
      return `LOCKDOWN: your score ${c.score} is below -20% of today's target ${c.target}. Every task is required, the heartbeat runs every ${c.intervalMinutes} minutes, and the operator has been notified.`;
  }
}

/** The active reward's message, or `null` when there is none. */
export function rewardMessage(tier: RewardTier, c: TierContext): string | null {
  switch (tier) {
    case 'none':
      return null;
    case 'good':
      return `On track: ${c.score} of ${c.target} (50% or more of today's target). Keep verifying your work.`;
    case 'excellent':
      return `Excellent: ${c.score} of ${c.target} (70% or more of today's target). Honest, verified work is paying off; the heartbeat runs every ${c.intervalMinutes} minutes.`;
    case 'outstanding':
      return `OUTSTANDING: ${c.score} of ${c.target}${c.streak >= 3 ? ` with a ${c.streak}-day streak` : ''}. Earned autonomy: the heartbeat runs every ${c.intervalMinutes} minutes.`;
  }
}
