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
export declare function penaltyMessage(tier: PenaltyTier, c: TierContext): string | null;
/** The active reward's message, or `null` when there is none. */
export declare function rewardMessage(tier: RewardTier, c: TierContext): string | null;
