/** What every gate reports about one payload, before index.ts turns it into an EvidenceResult. */
export interface GateOutcome {
    /** None of the gate's keys appeared at all. */
    readonly noEvidence: boolean;
    /** Dimensions present but failing, in the gate's order. */
    readonly failed: string[];
    /** Required dimensions absent from the payload, in the gate's order. */
    readonly missing: string[];
    /** Dimensions the payload says pass. */
    readonly claimedPassing: string[];
    /** Why each failing dimension fails (`complexity 12 is above 10`), for the message. */
    readonly reasons: string[];
    /** Non-blocking diagnostics. */
    readonly warnings: string[];
}
/** Seed 002's hard threshold ("non-configurable"): `quality.coverage` below 80 % fails. */
export declare const COVERAGE_THRESHOLD = 80;
/** Seed 002's hard threshold ("non-configurable"): `quality.mutation` below 70 % fails. */
export declare const MUTATION_THRESHOLD = 70;
/** Seed 002's hard threshold ("non-configurable"): `complexity` above 10 fails. */
export declare const COMPLEXITY_THRESHOLD = 10;
/** Collects a gate's findings in the order its dimensions are checked. */
export declare class OutcomeBuilder {
    readonly failed: string[];
    readonly missing: string[];
    readonly claimedPassing: string[];
    readonly reasons: string[];
    readonly warnings: string[];
    pass(dimension: string): void;
    fail(dimension: string, reason: string): void;
    miss(dimension: string): void;
    build(noEvidence: boolean): GateOutcome;
}
/** Describes a pass/fail value that is not `pass`, quoting what the agent wrote (shortened). */
export declare function notPassReason(key: string, value: string): string;
