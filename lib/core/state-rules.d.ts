import { type Infer } from './plain-schema.js';
import { CycleProgressRule, LedgerEventRule, ScoreStateRule } from './state-rules.generated.js';
export { CycleProgressRule, LedgerEventRule, ScoreStateRule };
/** What the cycle commit reports: everything scored since the last cycle event. */
declare const CycleWindowRule: import("./plain-schema.js").Rule<{
    points: number;
    verdicts: {
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
    }[];
    feedback: {
        id: string;
        at: string;
        kind: "feedback";
        direction: "up" | "down";
        by?: string | undefined;
        source?: string | undefined;
    }[];
}> & {
    shape: {
        /** Sum of the points of the events since the last cycle (verdicts and feedback). */
        points: import("./plain-schema.js").Field<number, "required">;
        verdicts: import("./plain-schema.js").Field<{
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
        }[], "required">;
        feedback: import("./plain-schema.js").Field<{
            id: string;
            at: string;
            kind: "feedback";
            direction: "up" | "down";
            by?: string | undefined;
            source?: string | undefined;
        }[], "required">;
    };
};
export type CycleWindow = Infer<typeof CycleWindowRule>;
/** The state a ledger replays to; also what a monthly checkpoint stores (`checkpoints/*.json`). */
export declare const ReplayStateRule: import("./plain-schema.js").Rule<{
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
        }[];
        feedback: {
            id: string;
            at: string;
            kind: "feedback";
            direction: "up" | "down";
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
        }, "optional">;
        sinceLastCycle: import("./plain-schema.js").Field<{
            points: number;
            verdicts: {
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
            }[];
            feedback: {
                id: string;
                at: string;
                kind: "feedback";
                direction: "up" | "down";
                by?: string | undefined;
                source?: string | undefined;
            }[];
        }, "required">;
    };
};
export type ReplayState = Infer<typeof ReplayStateRule>;
