/**
 * The score at a glance (the seed's `GET /api/score`): what `heartbeat-gate score --json`, the
 * Action's outputs and the check run report.
 */
import { z } from 'zod';
import { LifetimeStatsSchema, PenaltyTierSchema, RewardTierSchema, } from '../model.js';
import { heartbeatIntervalMinutes } from './interval.js';
import { penaltyMessage, rewardMessage } from './messages.js';
import { forcesAllRequired, penaltyTier, rewardTier } from './tiers.js';
/** The score summary (seed 001 "Score API Endpoints", `GET /api/score`). */
export const ScoreSummarySchema = z.object({
    /** The calendar day the summary describes. */
    date: z.string(),
    score: z.number().int(),
    target: z.number().int(),
    /** The ratchet floor. */
    floor: z.number().int(),
    /** Points still missing to reach today's target (0 once reached). */
    pointsNeeded: z.number().int().nonnegative(),
    verifiedCount: z.number().int().nonnegative(),
    failedCount: z.number().int().nonnegative(),
    penalty: PenaltyTierSchema,
    reward: RewardTierSchema,
    /** Minutes until the next heartbeat under the active tiers. */
    intervalMinutes: z.number().int().positive(),
    /** Consecutive archived days that reached their target. */
    streak: z.number().int().nonnegative(),
    /** Escalated and lockdown force every task required. */
    forcedRequired: z.boolean(),
    penaltyMessage: z.string().nullable(),
    rewardMessage: z.string().nullable(),
    lifetime: LifetimeStatsSchema,
});
/** Summarizes `state` for reporting: tiers, interval, messages and lifetime stats. */
export function summarizeScore(state, options) {
    const { score, target } = state.today;
    const streak = state.lifetime.streak;
    const penalty = penaltyTier(score, target);
    const reward = rewardTier(score, target, streak);
    const intervalMinutes = heartbeatIntervalMinutes({ penalty, reward }, options.defaultIntervalMinutes);
    const context = { score, target, intervalMinutes, streak };
    return {
        date: state.today.date,
        score,
        target,
        floor: state.lifetime.targetFloor,
        pointsNeeded: Math.max(0, target - score),
        verifiedCount: state.today.verifiedCount,
        failedCount: state.today.failedCount,
        penalty,
        reward,
        intervalMinutes,
        streak,
        forcedRequired: forcesAllRequired(penalty),
        penaltyMessage: penaltyMessage(penalty, context),
        rewardMessage: rewardMessage(reward, context),
        lifetime: state.lifetime,
    };
}
