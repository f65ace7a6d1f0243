/** How many consecutive `build.blocked` claims abandon a task (seed 002: "3 times consecutively"). */
export declare const THRASHING_LIMIT = 3;
/** One claim as thrashing detection reads it; a ledger `ClaimEvent` is one. */
export interface ThrashingClaim {
    /** The topic the agent emitted. */
    readonly topic: string;
    /** The topic published after the gate (`build.blocked` for a rejected `build.done`). */
    readonly published: string;
    readonly accepted: boolean;
    /** The tasks the claim is for (`Heartbeat-Task` trailers); a claim naming none counts for none. */
    readonly taskIds: readonly string[];
}
/** A task's current run of consecutive `build.blocked` claims. */
export interface BlockedStreak {
    readonly taskId: string;
    /** Consecutive `build.blocked` claims since the task's last accepted claim (at least 1). */
    readonly blocked: number;
}
/** What a history of claims says about thrashing. */
export interface ThrashingReport {
    /** Tasks blocked {@link THRASHING_LIMIT} or more times in a row, in the order they got there. */
    readonly abandoned: string[];
    /** Every task with a current run of blocked claims, in the order the runs started. */
    readonly streaks: BlockedStreak[];
}
/** The current run of blocks in one stream of claims (oldest first), e.g. one PR's claims of a topic. */
export declare function blockedInARow(claims: Iterable<Omit<ThrashingClaim, 'taskIds'>>): number;
/**
 * Reads claims in order (oldest first). A `build.blocked` claim adds one to each of its tasks'
 * streaks; an accepted claim of a gated topic ends them. Other claims (`review.blocked`,
 * `verify.failed`, custom topics) neither count nor reset, as in the seed.
 */
export declare function detectThrashing(claims: Iterable<ThrashingClaim>, limit?: number): ThrashingReport;
