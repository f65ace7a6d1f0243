/**
 * Per-task progress across heartbeat cycles: what a new cycle carries over from the previous one,
 * and how a verdict moves a task.
 */
import type { CycleProgress, HeartbeatTask, TaskProgress, Verdict } from './model.js';
/** A contract task as a cycle needs it (the ledger's cycle events store tasks without lines). */
export type CycleTask = Omit<HeartbeatTask, 'line'>;
/** What identifies the cycle being opened. */
export interface CycleOptions {
    /** The cycle's number. */
    cycle: number;
    /** ISO-8601 instant the cycle starts. */
    startedAt: string;
    /** Escalated and lockdown penalty tiers force every task required (`forcesAllRequired`). */
    forceAllRequired: boolean;
    /**
     * The cycle opens on a later calendar day than the previous one: HEARTBEAT.md tasks recur
     * daily, so attempts start again and a task abandoned yesterday is judged again today.
     */
    newDay?: boolean;
}
/**
 * Opens a cycle for `tasks`, carrying state from `previous`:
 * a task pre-marked `[x]` starts verified with 0 attempts; one that failed with its attempts used
 * up stays failed; one that failed with retries left starts pending with its attempts kept;
 * verified and skipped tasks start pending afresh; new tasks start pending; tasks no longer in the
 * contract drop out. A task still pending from the previous cycle keeps its attempts, so a
 * retry that was never judged is not a fresh start.
 */
export declare function initCycleProgress(tasks: readonly CycleTask[], previous: CycleProgress | undefined, options: CycleOptions): CycleProgress;
/**
 * Records a verdict on `taskId`: every verdict is an attempt; `verified` marks the task verified,
 * `not_verified` and `unclear` mark it failed (retried next cycle while attempts remain).
 * A verdict on a task the cycle does not hold leaves the progress unchanged.
 */
export declare function applyVerdictToProgress(progress: CycleProgress, taskId: string, verdict: Verdict, abandoned?: boolean): CycleProgress;
/** A task that failed and has no attempts left: it is not retried until the contract changes. */
export declare function isAbandoned(task: TaskProgress): boolean;
