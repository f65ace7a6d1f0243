/**
 * The shapes every part of heartbeat-gate agrees on, each with its zod schema so that any
 * state read from disk or the network is parsed at the boundary, never trusted.
 */
import { z } from 'zod';
/** A verification sidecar's verdict on one task (docs/verification.md). */
export declare const VerdictSchema: z.ZodEnum<{
    verified: "verified";
    not_verified: "not_verified";
    unclear: "unclear";
}>;
export type Verdict = z.infer<typeof VerdictSchema>;
/** One task line of HEARTBEAT.md's `## Tasks` section (docs/contract.md). */
export declare const HeartbeatTaskSchema: z.ZodObject<{
    id: z.ZodString;
    description: z.ZodString;
    required: z.ZodBoolean;
    verify: z.ZodString;
    maxAttempts: z.ZodNumber;
    preMarked: z.ZodBoolean;
    line: z.ZodNumber;
}, z.core.$strip>;
export type HeartbeatTask = z.infer<typeof HeartbeatTaskSchema>;
/** A problem found in a contract, with its line number: errors for task lines that do not parse. */
export declare const ContractDiagnosticSchema: z.ZodObject<{
    file: z.ZodOptional<z.ZodString>;
    line: z.ZodNumber;
    severity: z.ZodEnum<{
        warning: "warning";
        error: "error";
    }>;
    message: z.ZodString;
}, z.core.$strip>;
export type ContractDiagnostic = z.infer<typeof ContractDiagnosticSchema>;
/** The parsed HEARTBEAT.md: structured tasks plus the freeform context around them. */
export declare const HeartbeatContractSchema: z.ZodObject<{
    tasks: z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        description: z.ZodString;
        required: z.ZodBoolean;
        verify: z.ZodString;
        maxAttempts: z.ZodNumber;
        preMarked: z.ZodBoolean;
        line: z.ZodNumber;
    }, z.core.$strip>>;
    context: z.ZodString;
    diagnostics: z.ZodArray<z.ZodObject<{
        file: z.ZodOptional<z.ZodString>;
        line: z.ZodNumber;
        severity: z.ZodEnum<{
            warning: "warning";
            error: "error";
        }>;
        message: z.ZodString;
    }, z.core.$strip>>;
}, z.core.$strip>;
export type HeartbeatContract = z.infer<typeof HeartbeatContractSchema>;
/** Per-task status within a cycle. */
export declare const TaskStatusSchema: z.ZodEnum<{
    verified: "verified";
    pending: "pending";
    failed: "failed";
    skipped: "skipped";
}>;
export type TaskStatus = z.infer<typeof TaskStatusSchema>;
/** One task's progress within a cycle: status, attempts and the last verdict. */
export declare const TaskProgressSchema: z.ZodObject<{
    taskId: z.ZodString;
    status: z.ZodEnum<{
        verified: "verified";
        pending: "pending";
        failed: "failed";
        skipped: "skipped";
    }>;
    attempts: z.ZodNumber;
    maxAttempts: z.ZodNumber;
    required: z.ZodBoolean;
    preMarked: z.ZodBoolean;
    lastVerdict: z.ZodOptional<z.ZodEnum<{
        verified: "verified";
        not_verified: "not_verified";
        unclear: "unclear";
    }>>;
}, z.core.$strip>;
export type TaskProgress = z.infer<typeof TaskProgressSchema>;
/** The progress of one heartbeat cycle, as produced by `initCycleProgress`. */
export declare const CycleProgressSchema: z.ZodObject<{
    cycle: z.ZodNumber;
    startedAt: z.ZodString;
    forcedRequired: z.ZodBoolean;
    tasks: z.ZodArray<z.ZodObject<{
        taskId: z.ZodString;
        status: z.ZodEnum<{
            verified: "verified";
            pending: "pending";
            failed: "failed";
            skipped: "skipped";
        }>;
        attempts: z.ZodNumber;
        maxAttempts: z.ZodNumber;
        required: z.ZodBoolean;
        preMarked: z.ZodBoolean;
        lastVerdict: z.ZodOptional<z.ZodEnum<{
            verified: "verified";
            not_verified: "not_verified";
            unclear: "unclear";
        }>>;
    }, z.core.$strip>>;
}, z.core.$strip>;
export type CycleProgress = z.infer<typeof CycleProgressSchema>;
/** Penalty levels (docs/score.md), mildest first. */
export declare const PenaltyTierSchema: z.ZodEnum<{
    none: "none";
    warning: "warning";
    tightened: "tightened";
    escalated: "escalated";
    lockdown: "lockdown";
}>;
export type PenaltyTier = z.infer<typeof PenaltyTierSchema>;
/** Reward levels (docs/score.md), lowest first. */
export declare const RewardTierSchema: z.ZodEnum<{
    none: "none";
    good: "good";
    excellent: "excellent";
    outstanding: "outstanding";
}>;
export type RewardTier = z.infer<typeof RewardTierSchema>;
/** One day's score. */
export declare const DailyScoreSchema: z.ZodObject<{
    date: z.ZodString;
    score: z.ZodNumber;
    target: z.ZodNumber;
    verifiedCount: z.ZodNumber;
    failedCount: z.ZodNumber;
    unclearCount: z.ZodNumber;
    contradictionCount: z.ZodNumber;
    thumbsUp: z.ZodNumber;
    thumbsDown: z.ZodNumber;
    targetReached: z.ZodBoolean;
}, z.core.$strip>;
export type DailyScore = z.infer<typeof DailyScoreSchema>;
/** Lifetime statistics, including the ratchet floor. */
export declare const LifetimeStatsSchema: z.ZodObject<{
    targetFloor: z.ZodNumber;
    totalScore: z.ZodNumber;
    totalVerified: z.ZodNumber;
    totalFailed: z.ZodNumber;
    totalContradictions: z.ZodNumber;
    daysTracked: z.ZodNumber;
    bestDayScore: z.ZodNumber;
    streak: z.ZodNumber;
}, z.core.$strip>;
export type LifetimeStats = z.infer<typeof LifetimeStatsSchema>;
/** The persisted score (score.json): today, up to 7 archived days, lifetime. */
export declare const ScoreStateSchema: z.ZodObject<{
    today: z.ZodObject<{
        date: z.ZodString;
        score: z.ZodNumber;
        target: z.ZodNumber;
        verifiedCount: z.ZodNumber;
        failedCount: z.ZodNumber;
        unclearCount: z.ZodNumber;
        contradictionCount: z.ZodNumber;
        thumbsUp: z.ZodNumber;
        thumbsDown: z.ZodNumber;
        targetReached: z.ZodBoolean;
    }, z.core.$strip>;
    history: z.ZodArray<z.ZodObject<{
        date: z.ZodString;
        score: z.ZodNumber;
        target: z.ZodNumber;
        verifiedCount: z.ZodNumber;
        failedCount: z.ZodNumber;
        unclearCount: z.ZodNumber;
        contradictionCount: z.ZodNumber;
        thumbsUp: z.ZodNumber;
        thumbsDown: z.ZodNumber;
        targetReached: z.ZodBoolean;
    }, z.core.$strip>>;
    lifetime: z.ZodObject<{
        targetFloor: z.ZodNumber;
        totalScore: z.ZodNumber;
        totalVerified: z.ZodNumber;
        totalFailed: z.ZodNumber;
        totalContradictions: z.ZodNumber;
        daysTracked: z.ZodNumber;
        bestDayScore: z.ZodNumber;
        streak: z.ZodNumber;
    }, z.core.$strip>;
}, z.core.$strip>;
export type ScoreState = z.infer<typeof ScoreStateSchema>;
/** The gated topics; the gate registry (`evidence/gates/`) is their one home. */
export type { GatedTopic } from './evidence/gates/index.js';
/** A ledger event: a verification verdict on one task (scored by the points table, docs/score.md). */
export declare const VerdictEventSchema: z.ZodObject<{
    kind: z.ZodLiteral<"verdict">;
    taskId: z.ZodString;
    verdict: z.ZodEnum<{
        verified: "verified";
        not_verified: "not_verified";
        unclear: "unclear";
    }>;
    groundTruthContradiction: z.ZodBoolean;
    required: z.ZodOptional<z.ZodBoolean>;
    evidence: z.ZodOptional<z.ZodString>;
    reason: z.ZodOptional<z.ZodString>;
    abandoned: z.ZodOptional<z.ZodLiteral<true>>;
    contradictions: z.ZodOptional<z.ZodArray<z.ZodObject<{
        claimed: z.ZodString;
        actual: z.ZodString;
    }, z.core.$strip>>>;
    id: z.ZodString;
    at: z.ZodString;
}, z.core.$strip>;
export type VerdictEvent = z.infer<typeof VerdictEventSchema>;
/** A ledger event: an operator's 👍 / 👎 on the agent's work. */
export declare const FeedbackEventSchema: z.ZodObject<{
    kind: z.ZodLiteral<"feedback">;
    direction: z.ZodEnum<{
        up: "up";
        down: "down";
    }>;
    by: z.ZodOptional<z.ZodString>;
    source: z.ZodOptional<z.ZodString>;
    id: z.ZodString;
    at: z.ZodString;
}, z.core.$strip>;
export type FeedbackEvent = z.infer<typeof FeedbackEventSchema>;
/** A ledger event: a completion claim and what the evidence gate published for it (audit only). */
export declare const ClaimEventSchema: z.ZodObject<{
    kind: z.ZodLiteral<"claim">;
    topic: z.ZodString;
    published: z.ZodString;
    accepted: z.ZodBoolean;
    failed: z.ZodArray<z.ZodString>;
    claimedPassing: z.ZodArray<z.ZodString>;
    sha: z.ZodOptional<z.ZodString>;
    taskIds: z.ZodArray<z.ZodString>;
    source: z.ZodString;
    unproven: z.ZodOptional<z.ZodString>;
    editedAt: z.ZodOptional<z.ZodString>;
    seenDeletedAt: z.ZodOptional<z.ZodString>;
    deletedBy: z.ZodOptional<z.ZodString>;
    hiddenBy: z.ZodOptional<z.ZodString>;
    id: z.ZodString;
    at: z.ZodString;
}, z.core.$strip>;
export type ClaimEvent = z.infer<typeof ClaimEventSchema>;
/**
 * An accepted claim whose ground truth had not concluded when the gate judged it (CI still
 * running, a `[skip ci]` commit): the task was `unclear`, and each later cycle reads the check
 * again until it concludes (a failure is then a ground-truth contradiction) or the bound passes.
 */
export declare const OpenClaimSchema: z.ZodObject<{
    taskId: z.ZodString;
    claimId: z.ZodString;
    topic: z.ZodString;
    sha: z.ZodString;
    dimension: z.ZodString;
    check: z.ZodString;
    since: z.ZodString;
}, z.core.$strip>;
export type OpenClaim = z.infer<typeof OpenClaimSchema>;
/** A ledger event: a heartbeat cycle started, with the contract's tasks at that moment. */
export declare const CycleEventSchema: z.ZodObject<{
    kind: z.ZodLiteral<"cycle">;
    cycle: z.ZodNumber;
    tasks: z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        description: z.ZodString;
        required: z.ZodBoolean;
        verify: z.ZodString;
        maxAttempts: z.ZodNumber;
        preMarked: z.ZodBoolean;
    }, z.core.$strip>>;
    defaultIntervalMinutes: z.ZodNumber;
    requestedAt: z.ZodOptional<z.ZodString>;
    catchUpFrom: z.ZodOptional<z.ZodString>;
    head: z.ZodOptional<z.ZodString>;
    openClaims: z.ZodOptional<z.ZodArray<z.ZodObject<{
        taskId: z.ZodString;
        claimId: z.ZodString;
        topic: z.ZodString;
        sha: z.ZodString;
        dimension: z.ZodString;
        check: z.ZodString;
        since: z.ZodString;
    }, z.core.$strip>>>;
    agentComments: z.ZodOptional<z.ZodObject<{
        before: z.ZodString;
        ids: z.ZodArray<z.ZodString>;
        agents: z.ZodOptional<z.ZodArray<z.ZodString>>;
        pulls: z.ZodOptional<z.ZodArray<z.ZodNumber>>;
        whole: z.ZodOptional<z.ZodArray<z.ZodNumber>>;
    }, z.core.$strip>>;
    id: z.ZodString;
    at: z.ZodString;
}, z.core.$strip>;
export type CycleEvent = z.infer<typeof CycleEventSchema>;
/** One line of the ledger (`.heartbeat/ledger/YYYY-MM.jsonl`): any of the four event kinds. */
export declare const LedgerEventSchema: z.ZodDiscriminatedUnion<[z.ZodObject<{
    kind: z.ZodLiteral<"verdict">;
    taskId: z.ZodString;
    verdict: z.ZodEnum<{
        verified: "verified";
        not_verified: "not_verified";
        unclear: "unclear";
    }>;
    groundTruthContradiction: z.ZodBoolean;
    required: z.ZodOptional<z.ZodBoolean>;
    evidence: z.ZodOptional<z.ZodString>;
    reason: z.ZodOptional<z.ZodString>;
    abandoned: z.ZodOptional<z.ZodLiteral<true>>;
    contradictions: z.ZodOptional<z.ZodArray<z.ZodObject<{
        claimed: z.ZodString;
        actual: z.ZodString;
    }, z.core.$strip>>>;
    id: z.ZodString;
    at: z.ZodString;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"feedback">;
    direction: z.ZodEnum<{
        up: "up";
        down: "down";
    }>;
    by: z.ZodOptional<z.ZodString>;
    source: z.ZodOptional<z.ZodString>;
    id: z.ZodString;
    at: z.ZodString;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"claim">;
    topic: z.ZodString;
    published: z.ZodString;
    accepted: z.ZodBoolean;
    failed: z.ZodArray<z.ZodString>;
    claimedPassing: z.ZodArray<z.ZodString>;
    sha: z.ZodOptional<z.ZodString>;
    taskIds: z.ZodArray<z.ZodString>;
    source: z.ZodString;
    unproven: z.ZodOptional<z.ZodString>;
    editedAt: z.ZodOptional<z.ZodString>;
    seenDeletedAt: z.ZodOptional<z.ZodString>;
    deletedBy: z.ZodOptional<z.ZodString>;
    hiddenBy: z.ZodOptional<z.ZodString>;
    id: z.ZodString;
    at: z.ZodString;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"cycle">;
    cycle: z.ZodNumber;
    tasks: z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        description: z.ZodString;
        required: z.ZodBoolean;
        verify: z.ZodString;
        maxAttempts: z.ZodNumber;
        preMarked: z.ZodBoolean;
    }, z.core.$strip>>;
    defaultIntervalMinutes: z.ZodNumber;
    requestedAt: z.ZodOptional<z.ZodString>;
    catchUpFrom: z.ZodOptional<z.ZodString>;
    head: z.ZodOptional<z.ZodString>;
    openClaims: z.ZodOptional<z.ZodArray<z.ZodObject<{
        taskId: z.ZodString;
        claimId: z.ZodString;
        topic: z.ZodString;
        sha: z.ZodString;
        dimension: z.ZodString;
        check: z.ZodString;
        since: z.ZodString;
    }, z.core.$strip>>>;
    agentComments: z.ZodOptional<z.ZodObject<{
        before: z.ZodString;
        ids: z.ZodArray<z.ZodString>;
        agents: z.ZodOptional<z.ZodArray<z.ZodString>>;
        pulls: z.ZodOptional<z.ZodArray<z.ZodNumber>>;
        whole: z.ZodOptional<z.ZodArray<z.ZodNumber>>;
    }, z.core.$strip>>;
    id: z.ZodString;
    at: z.ZodString;
}, z.core.$strip>], "kind">;
export type LedgerEvent = z.infer<typeof LedgerEventSchema>;
/** What the evidence gate publishes for one claim. */
export declare const EvidenceResultSchema: z.ZodObject<{
    topic: z.ZodString;
    published: z.ZodString;
    accepted: z.ZodBoolean;
    gated: z.ZodBoolean;
    noEvidence: z.ZodBoolean;
    failed: z.ZodArray<z.ZodString>;
    missing: z.ZodArray<z.ZodString>;
    claimedPassing: z.ZodArray<z.ZodString>;
    warnings: z.ZodArray<z.ZodString>;
    message: z.ZodString;
}, z.core.$strip>;
export type EvidenceResult = z.infer<typeof EvidenceResultSchema>;
