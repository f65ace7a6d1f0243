/**
 * The event ledger: the append-only source of truth for score and progress. Text in, events out,
 * and back again — no I/O here; src/git/state-store.ts reads and writes the files.
 *
 * On disk the ledger is JSON Lines split into monthly segments (`ledger/YYYY-MM.jsonl`, UTC month
 * of `at`), each sorted by (at, id), so the same set of events always serializes to the same bytes
 * and two copies merge by a plain union of ids.
 */
import { z } from 'zod';
import { type LedgerEvent } from './model.js';
/** A line of a ledger file that is not a valid event (1-based line number). */
export interface LedgerLineError {
    line: number;
    message: string;
}
/** Events parsed from one ledger file, and every line that failed, in file order. */
export interface ParsedLedger {
    events: LedgerEvent[];
    errors: LedgerLineError[];
}
/**
 * Parses JSON Lines ledger text. Blank lines are ignored; every other line must be one event.
 * Errors are data (with line numbers) so the caller decides how to report them.
 */
export declare function parseLedger(text: string): ParsedLedger;
/** Milliseconds since the epoch of an event's `at` (offsets allowed, so compare instants). */
export declare function eventTime(event: Pick<LedgerEvent, 'at'>): number;
/** The replay order: by instant, then by id, so every copy of the ledger replays alike. */
export declare function compareEvents(a: LedgerEvent, b: LedgerEvent): number;
/** Events sorted into replay order (a copy). */
export declare function sortEvents(events: readonly LedgerEvent[]): LedgerEvent[];
/** Canonical text of a ledger file: sorted, one event per line, trailing newline. */
export declare function serializeLedger(events: readonly LedgerEvent[]): string;
/** The result of merging ledgers by id. */
export interface LedgerMerge {
    /** The union, in replay order. */
    events: LedgerEvent[];
    /** Events of later inputs whose id the earlier inputs lacked. */
    added: LedgerEvent[];
    /** Ids seen again with different content: the first copy wins, the later one is reported. */
    conflicts: string[];
}
/**
 * Unions ledgers by event id. The first occurrence of an id wins, so ingesting an event twice
 * changes nothing; a later copy with different content is reported, never silently kept.
 */
export declare function mergeLedgers(...ledgers: ReadonlyArray<readonly LedgerEvent[]>): LedgerMerge;
/** The segment an event belongs to: the UTC month of its instant, `YYYY-MM`. */
export declare function ledgerMonth(event: Pick<LedgerEvent, 'at'>): string;
/** Groups events into monthly segments, each in replay order, months ascending. */
export declare function splitByMonth(events: readonly LedgerEvent[]): Map<string, LedgerEvent[]>;
/** What the cycle commit reports: everything scored since the last cycle event. */
export declare const CycleWindowSchema: z.ZodObject<{
    points: z.ZodNumber;
    verdicts: z.ZodArray<z.ZodObject<{
        kind: z.ZodLiteral<"verdict">;
        taskId: z.ZodString;
        verdict: z.ZodEnum<{
            verified: "verified";
            not_verified: "not_verified";
            unclear: "unclear";
        }>;
        groundTruthContradiction: z.ZodBoolean;
        required: z.ZodBoolean;
        evidence: z.ZodOptional<z.ZodString>;
        reason: z.ZodOptional<z.ZodString>;
        abandoned: z.ZodOptional<z.ZodLiteral<true>>;
        contradictions: z.ZodOptional<z.ZodArray<z.ZodObject<{
            claimed: z.ZodString;
            actual: z.ZodString;
        }, z.core.$strip>>>;
        id: z.ZodString;
        at: z.ZodString;
    }, z.core.$strip>>;
    feedback: z.ZodArray<z.ZodObject<{
        kind: z.ZodLiteral<"feedback">;
        direction: z.ZodEnum<{
            up: "up";
            down: "down";
        }>;
        by: z.ZodOptional<z.ZodString>;
        source: z.ZodOptional<z.ZodString>;
        id: z.ZodString;
        at: z.ZodString;
    }, z.core.$strip>>;
}, z.core.$strip>;
export type CycleWindow = z.infer<typeof CycleWindowSchema>;
/** The state a ledger replays to; also what a monthly checkpoint stores. */
export declare const ReplayStateSchema: z.ZodObject<{
    score: z.ZodObject<{
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
    progress: z.ZodOptional<z.ZodObject<{
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
    }, z.core.$strip>>;
    lastCycle: z.ZodOptional<z.ZodObject<{
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
        id: z.ZodString;
        at: z.ZodString;
    }, z.core.$strip>>;
    sinceLastCycle: z.ZodObject<{
        points: z.ZodNumber;
        verdicts: z.ZodArray<z.ZodObject<{
            kind: z.ZodLiteral<"verdict">;
            taskId: z.ZodString;
            verdict: z.ZodEnum<{
                verified: "verified";
                not_verified: "not_verified";
                unclear: "unclear";
            }>;
            groundTruthContradiction: z.ZodBoolean;
            required: z.ZodBoolean;
            evidence: z.ZodOptional<z.ZodString>;
            reason: z.ZodOptional<z.ZodString>;
            abandoned: z.ZodOptional<z.ZodLiteral<true>>;
            contradictions: z.ZodOptional<z.ZodArray<z.ZodObject<{
                claimed: z.ZodString;
                actual: z.ZodString;
            }, z.core.$strip>>>;
            id: z.ZodString;
            at: z.ZodString;
        }, z.core.$strip>>;
        feedback: z.ZodArray<z.ZodObject<{
            kind: z.ZodLiteral<"feedback">;
            direction: z.ZodEnum<{
                up: "up";
                down: "down";
            }>;
            by: z.ZodOptional<z.ZodString>;
            source: z.ZodOptional<z.ZodString>;
            id: z.ZodString;
            at: z.ZodString;
        }, z.core.$strip>>;
    }, z.core.$strip>;
}, z.core.$strip>;
export type ReplayState = z.infer<typeof ReplayStateSchema>;
