/**
 * The shapes every part of heartbeat-gate agrees on, each with its zod schema so that any
 * state read from disk or the network is parsed at the boundary, never trusted.
 */
import { z } from 'zod';
import { PENALTY_TIERS, REWARD_TIERS, VERDICTS } from './vocabulary.js';
/** A verification sidecar's verdict on one task (docs/verification.md). */
export const VerdictSchema = z.enum(VERDICTS);
/** One task line of HEARTBEAT.md's `## Tasks` section (docs/contract.md). */
export const HeartbeatTaskSchema = z.object({
    /** Unique slug: lowercased, spaces to underscores. */
    id: z.string().min(1),
    description: z.string(),
    /** `required` unless the line says `optional`. */
    required: z.boolean(),
    /** The verification hint, without the optional `verify:` prefix; default `task_completed`. */
    verify: z.string(),
    /** `max_attempts: N`, default 3. */
    maxAttempts: z.number().int().positive(),
    /** The agent pre-marked the task `[x]` / `[X]`. */
    preMarked: z.boolean(),
    /** 1-based line number in the contract file. */
    line: z.number().int().positive(),
});
/** A problem found in a contract, with its line number: errors for task lines that do not parse. */
export const ContractDiagnosticSchema = z.object({
    /** The contract's path, when the caller named it. */
    file: z.string().optional(),
    /** 1-based; 0 for the file as a whole (e.g. no `## Tasks` section). */
    line: z.number().int().nonnegative(),
    severity: z.enum(['error', 'warning']),
    message: z.string(),
});
/** The parsed HEARTBEAT.md: structured tasks plus the freeform context around them. */
export const HeartbeatContractSchema = z.object({
    tasks: z.array(HeartbeatTaskSchema),
    /** Everything outside `## Tasks` (before and after), passed to the agent as prompt context. */
    context: z.string(),
    diagnostics: z.array(ContractDiagnosticSchema),
});
/** Per-task status within a cycle. */
export const TaskStatusSchema = z.enum(['pending', 'verified', 'failed', 'skipped']);
/** One task's progress within a cycle: status, attempts and the last verdict. */
export const TaskProgressSchema = z.object({
    taskId: z.string().min(1),
    status: TaskStatusSchema,
    attempts: z.number().int().nonnegative(),
    maxAttempts: z.number().int().positive(),
    /** Effective requiredness this cycle: true when the contract says so or a penalty tier forces it. */
    required: z.boolean(),
    /** Carried from the contract so progress alone can render a prompt. */
    preMarked: z.boolean(),
    lastVerdict: VerdictSchema.optional(),
});
/** The progress of one heartbeat cycle, as produced by `initCycleProgress`. */
export const CycleProgressSchema = z.object({
    cycle: z.number().int().nonnegative(),
    /** ISO-8601 instant the cycle started. */
    startedAt: z.string(),
    /** Escalated and lockdown penalty tiers force every task required. */
    forcedRequired: z.boolean(),
    tasks: z.array(TaskProgressSchema),
});
/** Penalty levels (docs/score.md), mildest first. */
export const PenaltyTierSchema = z.enum(PENALTY_TIERS);
/** Reward levels (docs/score.md), lowest first. */
export const RewardTierSchema = z.enum(REWARD_TIERS);
/** One day's score. */
export const DailyScoreSchema = z.object({
    /** Calendar day `YYYY-MM-DD` in the configured rollover timezone. */
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD'),
    score: z.number().int(),
    /** The target in force that day. */
    target: z.number().int(),
    verifiedCount: z.number().int().nonnegative(),
    failedCount: z.number().int().nonnegative(),
    unclearCount: z.number().int().nonnegative(),
    contradictionCount: z.number().int().nonnegative(),
    thumbsUp: z.number().int().nonnegative(),
    thumbsDown: z.number().int().nonnegative(),
    /** The score reached the day's target at some moment (a streak day). */
    targetReached: z.boolean(),
});
/** Lifetime statistics, including the ratchet floor. */
export const LifetimeStatsSchema = z.object({
    /** The ratchet: the highest target ever computed; only rises. */
    targetFloor: z.number().int(),
    totalScore: z.number().int(),
    totalVerified: z.number().int().nonnegative(),
    totalFailed: z.number().int().nonnegative(),
    totalContradictions: z.number().int().nonnegative(),
    daysTracked: z.number().int().nonnegative(),
    bestDayScore: z.number().int(),
    /** Consecutive archived days whose score reached that day's target. */
    streak: z.number().int().nonnegative(),
});
/** The persisted score (score.json): today, up to 7 archived days, lifetime. */
export const ScoreStateSchema = z.object({
    today: DailyScoreSchema,
    /** Archived days, oldest first, at most 7. */
    history: z.array(DailyScoreSchema).max(7),
    lifetime: LifetimeStatsSchema,
});
/**
 * One ledger event. The ledger is append-only and the source of truth; score and progress are
 * derived by replaying it in (at, id) order. `id` is stable per real-world event (reaction id,
 * comment id + topic, commit sha + topic, cycle number), so ingesting it twice changes nothing.
 */
const EventBase = {
    id: z.string().min(1),
    /** ISO-8601 instant the event happened. */
    at: z.string().datetime({ offset: true }),
};
/** A ledger event: a verification verdict on one task (scored by the points table, docs/score.md). */
export const VerdictEventSchema = z.object({
    ...EventBase,
    kind: z.literal('verdict'),
    taskId: z.string().min(1),
    verdict: VerdictSchema,
    /** The agent claimed what the verifier's real source contradicts: -30 on top of -15. */
    groundTruthContradiction: z.boolean(),
    /**
     * Whether the task counted as required when judged (+10 vs +5). Left out (the CLI's `verdict`):
     * as the cycle in force at `at` counts the task, which replay reads from that cycle's progress,
     * so the verdict is scored alike whether that cycle was performed before or after it was recorded.
     */
    required: z.boolean().optional(),
    /** What the verifier looked at, for the audit trail. */
    evidence: z.string().optional(),
    /** Why, in one line (`cmd: exited 1`), as the cycle commit and `log` show it. */
    reason: z.string().optional(),
    /** Thrashing: the task's claims were blocked three times in a row; no retries today. */
    abandoned: z.literal(true).optional(),
    /** Each ground-truth contradiction with its two sides, as the verification sidecar found it. */
    contradictions: z.array(z.object({ claimed: z.string(), actual: z.string() })).optional(),
});
/** A ledger event: an operator's 👍 / 👎 on the agent's work. */
export const FeedbackEventSchema = z.object({
    ...EventBase,
    kind: z.literal('feedback'),
    direction: z.enum(['up', 'down']),
    /** Login of the operator who reacted. */
    by: z.string().optional(),
    /** What was reacted to (comment URL, review id, ...). */
    source: z.string().optional(),
});
/** A ledger event: a completion claim and what the evidence gate published for it (audit only). */
export const ClaimEventSchema = z.object({
    ...EventBase,
    kind: z.literal('claim'),
    /** The topic the agent emitted (`build.done`, ...). */
    topic: z.string(),
    /** The topic published after the gate (`build.blocked` when rejected). */
    published: z.string(),
    accepted: z.boolean(),
    /** Failing dimensions, e.g. `lint`, `coverage`. */
    failed: z.array(z.string()),
    /** Dimensions the agent claimed passed, e.g. `tests` (for ground-truth checks). */
    claimedPassing: z.array(z.string()),
    /** The commit the claim describes, when known. */
    sha: z.string().optional(),
    taskIds: z.array(z.string()),
    /** Where the claim came from: `trailer`, `comment`, `cli`. */
    source: z.string(),
    /**
     * Why what the claim said at the judged due time cannot be proven (a comment's revision deleted
     * from its history): it can never verify a task, and, naming no task, it concerns every one.
     */
    unproven: z.string().optional(),
    /**
     * When the text the claim was read from was last edited, where that text is all the gate has
     * (a deleted comment's, from GitHub's event): judged at an earlier due time, it is not proven.
     */
    editedAt: z.string().datetime({ offset: true }).optional(),
    /**
     * A deleted comment's: when the gate learnt of the deletion (its run; GitHub's event names no
     * instant, and the deletion came before it). A cycle due before it may have seen the comment.
     */
    seenDeletedAt: z.string().datetime({ offset: true }).optional(),
    /** A deleted comment's: who GitHub's `deleted` event names as the deleter (its `sender`). */
    deletedBy: z.string().optional(),
    /**
     * With `unproven`: the judged agent's login, which GitHub names as having destroyed that text
     * itself (src/core/comment-history.ts). The lie it could have hidden is charged as a
     * contradiction of every task it concerns, never the -15 of not proven.
     */
    hiddenBy: z.string().optional(),
});
/**
 * An accepted claim whose ground truth had not concluded when the gate judged it (CI still
 * running, a `[skip ci]` commit): the task was `unclear`, and each later cycle reads the check
 * again until it concludes (a failure is then a ground-truth contradiction) or the bound passes.
 */
export const OpenClaimSchema = z.object({
    taskId: z.string().min(1),
    /** The claim's ledger id (`commit:<sha>:<topic>`, `comment:<id>:<topic>`). */
    claimId: z.string().min(1),
    topic: z.string(),
    /** The commit whose check is read. */
    sha: z.string().min(1),
    /** The dimension the claim said passed, and the check `groundTruth` maps it to. */
    dimension: z.string(),
    check: z.string(),
    /** When the gate first judged the claim with its check not concluded. */
    since: z.string().datetime({ offset: true }),
});
/** A ledger event: a heartbeat cycle started, with the contract's tasks at that moment. */
export const CycleEventSchema = z.object({
    ...EventBase,
    kind: z.literal('cycle'),
    cycle: z.number().int().positive(),
    /** The contract's tasks as they were when the cycle started, so replay needs no old files. */
    tasks: z.array(HeartbeatTaskSchema.omit({ line: true })),
    /** The configured default interval in minutes (the interval in the "none" tiers). */
    defaultIntervalMinutes: z.number().int().positive(),
    /**
     * The instant the cycle was asked for, when it started later (it lost a race to another cycle,
     * or its clock was behind): two such cycles stay two events rather than one.
     */
    requestedAt: z.string().datetime({ offset: true }).optional(),
    /**
     * A catch-up cycle: the last cycle started at this instant, more than CATCH_UP_DAYS before this
     * one, and the cycles due in between were not performed one by one.
     */
    catchUpFrom: z.string().datetime({ offset: true }).optional(),
    /** The work branch's head when the cycle started: the next cycle verifies the commits after it. */
    head: z.string().optional(),
    /** Claims still awaiting their ground truth, which the next cycle's sidecar reads again. */
    openClaims: z.array(OpenClaimSchema).optional(),
    /**
     * What the run that started the cycle read of the agents' PR conversation comments
     * (src/core/comment-memory.ts): the instant GitHub created that run (`before`), the comments
     * its listing added that GitHub created before it (node ids), the logins it read (`agents`),
     * and the pull requests (numbers) whose comments the records now hold up to `before`
     * (`pulls`), every one of them here (`whole`). Later runs list only what was created since,
     * whatever others wrote before. A record without `pulls` (an older one) vouches for nothing.
     */
    agentComments: z
        .object({
        before: z.string().datetime({ offset: true }),
        ids: z.array(z.string()),
        agents: z.array(z.string()).optional(),
        pulls: z.array(z.number().int().positive()).optional(),
        whole: z.array(z.number().int().positive()).optional(),
    })
        .optional(),
});
/** One line of the ledger (`.heartbeat/ledger/YYYY-MM.jsonl`): any of the four event kinds. */
export const LedgerEventSchema = z.discriminatedUnion('kind', [
    VerdictEventSchema,
    FeedbackEventSchema,
    ClaimEventSchema,
    CycleEventSchema,
]);
/** What the evidence gate publishes for one claim. */
export const EvidenceResultSchema = z.object({
    /** The topic the agent emitted. */
    topic: z.string(),
    /** What is published: the topic itself when accepted, else `build.blocked` / `review.blocked` / `verify.failed`. */
    published: z.string(),
    accepted: z.boolean(),
    /** False for every topic other than the three gated ones (they pass through untouched). */
    gated: z.boolean(),
    /** The payload held none of the gate's keys at all (a different message from "failing"). */
    noEvidence: z.boolean(),
    /** Dimensions present but failing (e.g. `lint`, `coverage`). */
    failed: z.array(z.string()),
    /** Required dimensions absent from the payload. */
    missing: z.array(z.string()),
    /** Dimensions the payload says pass (e.g. `tests`), for ground-truth checks. */
    claimedPassing: z.array(z.string()),
    /** Non-blocking diagnostics (mutation warnings). */
    warnings: z.array(z.string()),
    /** The human-readable instruction the agent reads next; empty when accepted without warnings. */
    message: z.string(),
});
