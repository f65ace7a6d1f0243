/**
 * The words of the model as plain lists: the zod schemas in model.ts are built from them, and the
 * paths that must start without zod (`log`) check against them, so each list has one home.
 */

/** A verification sidecar's verdict on one task (docs/verification.md). */
export const VERDICTS = ['verified', 'not_verified', 'unclear'] as const;

/** Penalty levels (docs/score.md), mildest first. */
export const PENALTY_TIERS = ['none', 'warning', 'tightened', 'escalated', 'lockdown'] as const;

/** Reward levels (docs/score.md), lowest first. */
export const REWARD_TIERS = ['none', 'good', 'excellent', 'outstanding'] as const;
