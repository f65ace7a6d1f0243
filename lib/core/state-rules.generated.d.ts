import { type Rule } from './plain-schema.js';
export declare const DailyScoreRule: Rule<{
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
}> & {
    shape: {
        date: import("./plain-schema.js").Field<string, "required">;
        score: import("./plain-schema.js").Field<number, "required">;
        target: import("./plain-schema.js").Field<number, "required">;
        verifiedCount: import("./plain-schema.js").Field<number, "required">;
        failedCount: import("./plain-schema.js").Field<number, "required">;
        unclearCount: import("./plain-schema.js").Field<number, "required">;
        contradictionCount: import("./plain-schema.js").Field<number, "required">;
        thumbsUp: import("./plain-schema.js").Field<number, "required">;
        thumbsDown: import("./plain-schema.js").Field<number, "required">;
        targetReached: import("./plain-schema.js").Field<boolean, "required">;
    };
};
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
export declare const VerdictEventRule: Rule<{
    id: string;
    at: string;
    kind: "verdict";
    taskId: string;
    verdict: "verified" | "not_verified" | "unclear";
    groundTruthContradiction: boolean;
    required?: boolean | undefined;
    evidence?: string | undefined;
    reason?: string | undefined;
    abandoned?: true | undefined;
    contradictions?: {
        claimed: string;
        actual: string;
    }[] | undefined;
}> & {
    shape: {
        id: import("./plain-schema.js").Field<string, "required">;
        at: import("./plain-schema.js").Field<string, "required">;
        kind: import("./plain-schema.js").Field<"verdict", "required">;
        taskId: import("./plain-schema.js").Field<string, "required">;
        verdict: import("./plain-schema.js").Field<"verified" | "not_verified" | "unclear", "required">;
        groundTruthContradiction: import("./plain-schema.js").Field<boolean, "required">;
        required: import("./plain-schema.js").Field<boolean, "optional">;
        evidence: import("./plain-schema.js").Field<string, "optional">;
        reason: import("./plain-schema.js").Field<string, "optional">;
        abandoned: import("./plain-schema.js").Field<true, "optional">;
        contradictions: import("./plain-schema.js").Field<{
            claimed: string;
            actual: string;
        }[], "optional">;
    };
};
export declare const FeedbackEventRule: Rule<{
    id: string;
    at: string;
    kind: "feedback";
    direction: "up" | "down";
    by?: string | undefined;
    source?: string | undefined;
}> & {
    shape: {
        id: import("./plain-schema.js").Field<string, "required">;
        at: import("./plain-schema.js").Field<string, "required">;
        kind: import("./plain-schema.js").Field<"feedback", "required">;
        direction: import("./plain-schema.js").Field<"up" | "down", "required">;
        by: import("./plain-schema.js").Field<string, "optional">;
        source: import("./plain-schema.js").Field<string, "optional">;
    };
};
export declare const ClaimEventRule: Rule<{
    id: string;
    at: string;
    kind: "claim";
    topic: string;
    published: string;
    accepted: boolean;
    failed: string[];
    claimedPassing: string[];
    taskIds: string[];
    source: string;
    sha?: string | undefined;
    unproven?: string | undefined;
    editedAt?: string | undefined;
    seenDeletedAt?: string | undefined;
    deletedBy?: string | undefined;
    hiddenBy?: string | undefined;
}> & {
    shape: {
        id: import("./plain-schema.js").Field<string, "required">;
        at: import("./plain-schema.js").Field<string, "required">;
        kind: import("./plain-schema.js").Field<"claim", "required">;
        topic: import("./plain-schema.js").Field<string, "required">;
        published: import("./plain-schema.js").Field<string, "required">;
        accepted: import("./plain-schema.js").Field<boolean, "required">;
        failed: import("./plain-schema.js").Field<string[], "required">;
        claimedPassing: import("./plain-schema.js").Field<string[], "required">;
        sha: import("./plain-schema.js").Field<string, "optional">;
        taskIds: import("./plain-schema.js").Field<string[], "required">;
        source: import("./plain-schema.js").Field<string, "required">;
        unproven: import("./plain-schema.js").Field<string, "optional">;
        editedAt: import("./plain-schema.js").Field<string, "optional">;
        seenDeletedAt: import("./plain-schema.js").Field<string, "optional">;
        deletedBy: import("./plain-schema.js").Field<string, "optional">;
        hiddenBy: import("./plain-schema.js").Field<string, "optional">;
    };
};
export declare const CycleEventRule: Rule<{
    id: string;
    at: string;
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
    agentComments?: {
        before: string;
        ids: string[];
        agents?: string[] | undefined;
        pulls?: number[] | undefined;
        whole?: number[] | undefined;
    } | undefined;
}> & {
    shape: {
        id: import("./plain-schema.js").Field<string, "required">;
        at: import("./plain-schema.js").Field<string, "required">;
        kind: import("./plain-schema.js").Field<"cycle", "required">;
        cycle: import("./plain-schema.js").Field<number, "required">;
        tasks: import("./plain-schema.js").Field<{
            id: string;
            description: string;
            required: boolean;
            verify: string;
            maxAttempts: number;
            preMarked: boolean;
        }[], "required">;
        defaultIntervalMinutes: import("./plain-schema.js").Field<number, "required">;
        requestedAt: import("./plain-schema.js").Field<string, "optional">;
        catchUpFrom: import("./plain-schema.js").Field<string, "optional">;
        head: import("./plain-schema.js").Field<string, "optional">;
        openClaims: import("./plain-schema.js").Field<{
            taskId: string;
            claimId: string;
            topic: string;
            sha: string;
            dimension: string;
            check: string;
            since: string;
        }[], "optional">;
        agentComments: import("./plain-schema.js").Field<{
            before: string;
            ids: string[];
            agents?: string[] | undefined;
            pulls?: number[] | undefined;
            whole?: number[] | undefined;
        }, "optional">;
    };
};
export declare const LedgerEventRule: Rule<{
    id: string;
    at: string;
    kind: "verdict";
    taskId: string;
    verdict: "verified" | "not_verified" | "unclear";
    groundTruthContradiction: boolean;
    required?: boolean | undefined;
    evidence?: string | undefined;
    reason?: string | undefined;
    abandoned?: true | undefined;
    contradictions?: {
        claimed: string;
        actual: string;
    }[] | undefined;
} | {
    id: string;
    at: string;
    kind: "feedback";
    direction: "up" | "down";
    by?: string | undefined;
    source?: string | undefined;
} | {
    id: string;
    at: string;
    kind: "claim";
    topic: string;
    published: string;
    accepted: boolean;
    failed: string[];
    claimedPassing: string[];
    taskIds: string[];
    source: string;
    sha?: string | undefined;
    unproven?: string | undefined;
    editedAt?: string | undefined;
    seenDeletedAt?: string | undefined;
    deletedBy?: string | undefined;
    hiddenBy?: string | undefined;
} | {
    id: string;
    at: string;
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
    agentComments?: {
        before: string;
        ids: string[];
        agents?: string[] | undefined;
        pulls?: number[] | undefined;
        whole?: number[] | undefined;
    } | undefined;
}>;
