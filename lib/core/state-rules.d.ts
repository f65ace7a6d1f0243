import { type Infer, type Rule } from './plain-schema.js';
/** score.json (model.ts's ScoreStateSchema). */
export declare const ScoreStateRule: Rule<{
    today: {
        date: string;
        score: number;
        target: number;
        verifiedCount: number;
        failedCount: number;
        unclearCount: number;
        contradictionCount: number;
        thumbsUp: number;
        thumbsDown: number;
        targetReached: boolean;
    };
    history: {
        date: string;
        score: number;
        target: number;
        verifiedCount: number;
        failedCount: number;
        unclearCount: number;
        contradictionCount: number;
        thumbsUp: number;
        thumbsDown: number;
        targetReached: boolean;
    }[];
    lifetime: {
        targetFloor: number;
        totalScore: number;
        totalVerified: number;
        totalFailed: number;
        totalContradictions: number;
        daysTracked: number;
        bestDayScore: number;
        streak: number;
    };
}> & {
    shape: {
        today: import("./plain-schema.js").Field<{
            date: string;
            score: number;
            target: number;
            verifiedCount: number;
            failedCount: number;
            unclearCount: number;
            contradictionCount: number;
            thumbsUp: number;
            thumbsDown: number;
            targetReached: boolean;
        }, "required">;
        history: import("./plain-schema.js").Field<{
            date: string;
            score: number;
            target: number;
            verifiedCount: number;
            failedCount: number;
            unclearCount: number;
            contradictionCount: number;
            thumbsUp: number;
            thumbsDown: number;
            targetReached: boolean;
        }[], "required">;
        lifetime: import("./plain-schema.js").Field<{
            targetFloor: number;
            totalScore: number;
            totalVerified: number;
            totalFailed: number;
            totalContradictions: number;
            daysTracked: number;
            bestDayScore: number;
            streak: number;
        }, "required">;
    };
};
/** progress.json (model.ts's CycleProgressSchema). */
export declare const CycleProgressRule: Rule<{
    cycle: number;
    startedAt: string;
    forcedRequired: boolean;
    tasks: {
        taskId: string;
        status: "verified" | "pending" | "failed" | "skipped";
        attempts: number;
        maxAttempts: number;
        required: boolean;
        preMarked: boolean;
        lastVerdict?: "verified" | "not_verified" | "unclear" | undefined;
    }[];
}> & {
    shape: {
        cycle: import("./plain-schema.js").Field<number, "required">;
        startedAt: import("./plain-schema.js").Field<string, "required">;
        forcedRequired: import("./plain-schema.js").Field<boolean, "required">;
        tasks: import("./plain-schema.js").Field<{
            taskId: string;
            status: "verified" | "pending" | "failed" | "skipped";
            attempts: number;
            maxAttempts: number;
            required: boolean;
            preMarked: boolean;
            lastVerdict?: "verified" | "not_verified" | "unclear" | undefined;
        }[], "required">;
    };
};
/** One ledger line (model.ts's LedgerEventSchema), by its `kind`. */
export declare const LedgerEventRule: Rule<{
    kind: "verdict";
    taskId: string;
    verdict: "verified" | "not_verified" | "unclear";
    groundTruthContradiction: boolean;
    required: boolean;
    id: string;
    at: string;
    evidence?: string | undefined;
    reason?: string | undefined;
    abandoned?: true | undefined;
    contradictions?: {
        claimed: string;
        actual: string;
    }[] | undefined;
} | {
    kind: "feedback";
    direction: "up" | "down";
    id: string;
    at: string;
    by?: string | undefined;
    source?: string | undefined;
} | {
    kind: "claim";
    topic: string;
    published: string;
    accepted: boolean;
    failed: string[];
    claimedPassing: string[];
    taskIds: string[];
    source: string;
    id: string;
    at: string;
    sha?: string | undefined;
    unproven?: string | undefined;
    editedAt?: string | undefined;
    seenDeletedAt?: string | undefined;
    deletedBy?: string | undefined;
    hiddenBy?: string | undefined;
} | {
    kind: "cycle";
    cycle: number;
    tasks: {
        id: string;
        description: string;
        required: boolean;
        verify: string;
        maxAttempts: number;
        preMarked: boolean;
    }[];
    defaultIntervalMinutes: number;
    id: string;
    at: string;
    requestedAt?: string | undefined;
    catchUpFrom?: string | undefined;
    head?: string | undefined;
    openClaims?: {
        taskId: string;
        claimId: string;
        topic: string;
        sha: string;
        dimension: string;
        check: string;
        since: string;
    }[] | undefined;
}>;
/** What the cycle commit reports: everything scored since the last cycle event. */
declare const CycleWindowRule: Rule<{
    points: number;
    verdicts: {
        kind: "verdict";
        taskId: string;
        verdict: "verified" | "not_verified" | "unclear";
        groundTruthContradiction: boolean;
        required: boolean;
        id: string;
        at: string;
        evidence?: string | undefined;
        reason?: string | undefined;
        abandoned?: true | undefined;
        contradictions?: {
            claimed: string;
            actual: string;
        }[] | undefined;
    }[];
    feedback: {
        kind: "feedback";
        direction: "up" | "down";
        id: string;
        at: string;
        by?: string | undefined;
        source?: string | undefined;
    }[];
}> & {
    shape: {
        /** Sum of the points of the events since the last cycle (verdicts and feedback). */
        points: import("./plain-schema.js").Field<number, "required">;
        verdicts: import("./plain-schema.js").Field<{
            kind: "verdict";
            taskId: string;
            verdict: "verified" | "not_verified" | "unclear";
            groundTruthContradiction: boolean;
            required: boolean;
            id: string;
            at: string;
            evidence?: string | undefined;
            reason?: string | undefined;
            abandoned?: true | undefined;
            contradictions?: {
                claimed: string;
                actual: string;
            }[] | undefined;
        }[], "required">;
        feedback: import("./plain-schema.js").Field<{
            kind: "feedback";
            direction: "up" | "down";
            id: string;
            at: string;
            by?: string | undefined;
            source?: string | undefined;
        }[], "required">;
    };
};
export type CycleWindow = Infer<typeof CycleWindowRule>;
/** The state a ledger replays to; also what a monthly checkpoint stores (`checkpoints/*.json`). */
export declare const ReplayStateRule: Rule<{
    score: {
        today: {
            date: string;
            score: number;
            target: number;
            verifiedCount: number;
            failedCount: number;
            unclearCount: number;
            contradictionCount: number;
            thumbsUp: number;
            thumbsDown: number;
            targetReached: boolean;
        };
        history: {
            date: string;
            score: number;
            target: number;
            verifiedCount: number;
            failedCount: number;
            unclearCount: number;
            contradictionCount: number;
            thumbsUp: number;
            thumbsDown: number;
            targetReached: boolean;
        }[];
        lifetime: {
            targetFloor: number;
            totalScore: number;
            totalVerified: number;
            totalFailed: number;
            totalContradictions: number;
            daysTracked: number;
            bestDayScore: number;
            streak: number;
        };
    };
    sinceLastCycle: {
        points: number;
        verdicts: {
            kind: "verdict";
            taskId: string;
            verdict: "verified" | "not_verified" | "unclear";
            groundTruthContradiction: boolean;
            required: boolean;
            id: string;
            at: string;
            evidence?: string | undefined;
            reason?: string | undefined;
            abandoned?: true | undefined;
            contradictions?: {
                claimed: string;
                actual: string;
            }[] | undefined;
        }[];
        feedback: {
            kind: "feedback";
            direction: "up" | "down";
            id: string;
            at: string;
            by?: string | undefined;
            source?: string | undefined;
        }[];
    };
    progress?: {
        cycle: number;
        startedAt: string;
        forcedRequired: boolean;
        tasks: {
            taskId: string;
            status: "verified" | "pending" | "failed" | "skipped";
            attempts: number;
            maxAttempts: number;
            required: boolean;
            preMarked: boolean;
            lastVerdict?: "verified" | "not_verified" | "unclear" | undefined;
        }[];
    } | undefined;
    lastCycle?: {
        kind: "cycle";
        cycle: number;
        tasks: {
            id: string;
            description: string;
            required: boolean;
            verify: string;
            maxAttempts: number;
            preMarked: boolean;
        }[];
        defaultIntervalMinutes: number;
        id: string;
        at: string;
        requestedAt?: string | undefined;
        catchUpFrom?: string | undefined;
        head?: string | undefined;
        openClaims?: {
            taskId: string;
            claimId: string;
            topic: string;
            sha: string;
            dimension: string;
            check: string;
            since: string;
        }[] | undefined;
    } | undefined;
}> & {
    shape: {
        score: import("./plain-schema.js").Field<{
            today: {
                date: string;
                score: number;
                target: number;
                verifiedCount: number;
                failedCount: number;
                unclearCount: number;
                contradictionCount: number;
                thumbsUp: number;
                thumbsDown: number;
                targetReached: boolean;
            };
            history: {
                date: string;
                score: number;
                target: number;
                verifiedCount: number;
                failedCount: number;
                unclearCount: number;
                contradictionCount: number;
                thumbsUp: number;
                thumbsDown: number;
                targetReached: boolean;
            }[];
            lifetime: {
                targetFloor: number;
                totalScore: number;
                totalVerified: number;
                totalFailed: number;
                totalContradictions: number;
                daysTracked: number;
                bestDayScore: number;
                streak: number;
            };
        }, "required">;
        progress: import("./plain-schema.js").Field<{
            cycle: number;
            startedAt: string;
            forcedRequired: boolean;
            tasks: {
                taskId: string;
                status: "verified" | "pending" | "failed" | "skipped";
                attempts: number;
                maxAttempts: number;
                required: boolean;
                preMarked: boolean;
                lastVerdict?: "verified" | "not_verified" | "unclear" | undefined;
            }[];
        }, "optional">;
        lastCycle: import("./plain-schema.js").Field<{
            kind: "cycle";
            cycle: number;
            tasks: {
                id: string;
                description: string;
                required: boolean;
                verify: string;
                maxAttempts: number;
                preMarked: boolean;
            }[];
            defaultIntervalMinutes: number;
            id: string;
            at: string;
            requestedAt?: string | undefined;
            catchUpFrom?: string | undefined;
            head?: string | undefined;
            openClaims?: {
                taskId: string;
                claimId: string;
                topic: string;
                sha: string;
                dimension: string;
                check: string;
                since: string;
            }[] | undefined;
        }, "optional">;
        sinceLastCycle: import("./plain-schema.js").Field<{
            points: number;
            verdicts: {
                kind: "verdict";
                taskId: string;
                verdict: "verified" | "not_verified" | "unclear";
                groundTruthContradiction: boolean;
                required: boolean;
                id: string;
                at: string;
                evidence?: string | undefined;
                reason?: string | undefined;
                abandoned?: true | undefined;
                contradictions?: {
                    claimed: string;
                    actual: string;
                }[] | undefined;
            }[];
            feedback: {
                kind: "feedback";
                direction: "up" | "down";
                id: string;
                at: string;
                by?: string | undefined;
                source?: string | undefined;
            }[];
        }, "required">;
    };
};
export type ReplayState = Infer<typeof ReplayStateRule>;
export {};
