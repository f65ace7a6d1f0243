/**
 * The score summary's zod schema, for the library (`ScoreSummarySchema`) and the tests that read
 * `score --json`: apart from summary.ts, so a command that prints a summary loads no zod.
 */
import { z } from 'zod';
import { LifetimeStatsSchema, PenaltyTierSchema, RewardTierSchema } from '../model.js';

/** The score summary, as `heartbeat-gate score --json` prints it. */
export const ScoreSummarySchema = z.object({
  /** The calendar day the summary describes. */
  date: z.string(),
  score: z.number().int(),
  target: z.number().int(),
  /** The ratchet floor. */
  floor: z.number().int(),
  /** Points still missing to reach today's target (0 once reached). */
  pointsNeeded: z.number().int().nonnegative(),
  /** Today's `verified` verdicts (an operator's 👍 is in thumbsUp, not here). */
  verifiedCount: z.number().int().nonnegative(),
  /** Today's `not_verified` verdicts, the failed verifications (a 👎 is in thumbsDown). */
  failedCount: z.number().int().nonnegative(),
  /** Today's operator 👍 and 👎. */
  thumbsUp: z.number().int().nonnegative(),
  thumbsDown: z.number().int().nonnegative(),
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
  /** As stored: totalVerified and totalFailed include the operators' 👍 and 👎. */
  lifetime: LifetimeStatsSchema,
});
export type ScoreSummary = z.infer<typeof ScoreSummarySchema>;
