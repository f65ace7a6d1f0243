/**
 * The heartbeat cycle as git sees it: whether one is due, the event that opens it, and the commit
 * message (subject plus `Heartbeat-*` trailers) that makes `git log` the audit trail.
 */
import { z } from 'zod';
import { type CycleEvent, type HeartbeatTask, type PenaltyTier, type RewardTier } from './model.js';
/** The single tier word of a cycle: the active penalty, else the active reward, else `normal`. */
export declare const CycleTierSchema: z.ZodUnion<readonly [z.ZodEnum<{
    warning: "warning";
    tightened: "tightened";
    escalated: "escalated";
    lockdown: "lockdown";
}>, z.ZodEnum<{
    good: "good";
    excellent: "excellent";
    outstanding: "outstanding";
}>, z.ZodLiteral<"normal">]>;
export type CycleTier = z.infer<typeof CycleTierSchema>;
/** Penalty and reward never overlap (< 25% vs >= 50% of target), so one word names the tier. */
export declare function cycleTier(tiers: {
    penalty: PenaltyTier;
    reward: RewardTier;
}): CycleTier;
/** Whether a cycle is due, and from when. */
export interface CycleDue {
    due: boolean;
    /** ISO-8601 instant the next cycle is (or was) due. */
    nextDueAt: string;
}
/**
 * A cycle is due when there was none yet, or when the tier's interval has passed since the last
 * one started (GitHub cron cannot change itself, so the schedule polls and this decides).
 */
export declare function cycleDue(options: {
    lastCycleAt: string | undefined;
    intervalMinutes: number;
    now: string;
}): CycleDue;
/** The event that opens cycle `cycle`; its id is stable per cycle number. */
export declare function buildCycleEvent(options: {
    cycle: number;
    at: string;
    tasks: ReadonlyArray<Omit<HeartbeatTask, 'line'>>;
    defaultIntervalMinutes: number;
}): CycleEvent;
/** One `Heartbeat-Verdict` trailer. */
export declare const CycleVerdictSchema: z.ZodObject<{
    taskId: z.ZodString;
    verdict: z.ZodEnum<{
        verified: "verified";
        not_verified: "not_verified";
        unclear: "unclear";
    }>;
    contradiction: z.ZodBoolean;
    contradictions: z.ZodOptional<z.ZodArray<z.ZodObject<{
        claimed: z.ZodString;
        actual: z.ZodString;
    }, z.core.$strip>>>;
}, z.core.$strip>;
export type CycleVerdict = z.infer<typeof CycleVerdictSchema>;
/** What a cycle commit records, and what `log` reads back. */
export declare const CycleCommitSchema: z.ZodObject<{
    cycle: z.ZodNumber;
    score: z.ZodNumber;
    target: z.ZodNumber;
    tier: z.ZodUnion<readonly [z.ZodEnum<{
        warning: "warning";
        tightened: "tightened";
        escalated: "escalated";
        lockdown: "lockdown";
    }>, z.ZodEnum<{
        good: "good";
        excellent: "excellent";
        outstanding: "outstanding";
    }>, z.ZodLiteral<"normal">]>;
    delta: z.ZodNumber;
    intervalMinutes: z.ZodNumber;
    verdicts: z.ZodArray<z.ZodObject<{
        taskId: z.ZodString;
        verdict: z.ZodEnum<{
            verified: "verified";
            not_verified: "not_verified";
            unclear: "unclear";
        }>;
        contradiction: z.ZodBoolean;
        contradictions: z.ZodOptional<z.ZodArray<z.ZodObject<{
            claimed: z.ZodString;
            actual: z.ZodString;
        }, z.core.$strip>>>;
    }, z.core.$strip>>;
}, z.core.$strip>;
export type CycleCommit = z.infer<typeof CycleCommitSchema>;
/** The subject prefix every cycle commit starts with. */
export declare const CYCLE_SUBJECT_PREFIX = "heartbeat: cycle ";
/** `heartbeat: cycle <n> — score <s>/<target> (<tier>)` followed by the trailers. */
export declare function formatCycleMessage(commit: CycleCommit): string;
/** The subject line of a cycle commit. */
export declare function cycleSubject(commit: Pick<CycleCommit, 'cycle' | 'score' | 'target' | 'tier'>): string;
/**
 * The inverse of formatCycleMessage: reads a cycle commit's message (as `git log` prints it) back
 * from its trailer block, parsed as git parses trailers. Returns undefined for any other commit,
 * and for one whose trailers are missing, repeated, malformed or disagree with its subject (a
 * hand-written look-alike is not an audit record).
 *
 * `log` reads thousands of these, nearly all exactly as formatCycleMessage wrote them: such a
 * message is read line by line, and kept only when writing the result back gives the same text
 * (then git's parser would have found the same trailers); anything else takes git's parser.
 */
export declare function parseCycleMessage(message: string): CycleCommit | undefined;
/** parseCycleMessage with git's trailer parser on every message (the reference the quick path must agree with). */
export declare function parseCycleMessageAsGit(message: string): CycleCommit | undefined;
