/**
 * The words of the model as plain lists: the zod schemas in model.ts are built from them, and the
 * paths that must start without zod (`log`) check against them, so each list has one home.
 */
/** A verification sidecar's verdict on one task (docs/verification.md). */
export declare const VERDICTS: readonly ["verified", "not_verified", "unclear"];
/** Penalty levels (docs/score.md), mildest first. */
export declare const PENALTY_TIERS: readonly ["none", "warning", "tightened", "escalated", "lockdown"];
/** Reward levels (docs/score.md), lowest first. */
export declare const REWARD_TIERS: readonly ["none", "good", "excellent", "outstanding"];
