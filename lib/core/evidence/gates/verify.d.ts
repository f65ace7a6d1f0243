/**
 * The `verify.passed` gate (a quality report): three pass/fail dimensions and three
 * numeric thresholds, all under `quality.*` keys. Dimensions are named bare (`coverage`).
 */
import { type GateOutcome } from '../gate.js';
/** The dimensions `verify.passed` requires, bare, in the documented order. */
export declare const VERIFY_REQUIRED: readonly ["tests", "lint", "audit", "coverage", "mutation", "complexity"];
/** Evaluates a `verify.passed` payload. */
export declare function evaluateVerifyEvidence(payload: string): GateOutcome;
/** `verify.passed`, claimed in a `Verify-Passed:` trailer or a ```verify.passed fence. */
export declare const verifyGate: {
    readonly topic: "verify.passed";
    readonly blockedTopic: "verify.failed";
    readonly trailer: "Verify-Passed";
    readonly required: readonly ["tests", "lint", "audit", "coverage", "mutation", "complexity"];
    readonly keyPrefix: "quality.";
    readonly expectedPayload: "quality.tests: pass, quality.lint: pass, quality.audit: pass, quality.coverage: <≥ 80>%, quality.mutation: <≥ 70>%, quality.complexity: <≤ 10>";
    readonly failedHeadline: "quality thresholds failed";
    readonly docs: {
        readonly requires: "`quality.tests`, `quality.lint`, `quality.audit`: `pass`; `quality.coverage` ≥ 80 %, `quality.mutation` ≥ 70 %, `quality.complexity` ≤ 10";
        readonly blocksWhenNegative: "`quality.specs` (fail)";
    };
    readonly evaluate: (payload: string) => GateOutcome;
};
