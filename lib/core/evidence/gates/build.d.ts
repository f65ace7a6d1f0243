/**
 * The `build.done` gate: seven required checks, two optional ones that block only when explicitly
 * negative, and mutation evidence that only ever warns.
 */
import { type GateOptions, type GateOutcome } from '../gate.js';
/** The dimensions `build.done` requires, for the no-evidence result and the message. */
export declare const BUILD_REQUIRED: readonly ["tests", "lint", "typecheck", "audit", "coverage", "complexity", "duplication"];
/** Options of the build gate. */
export type BuildGateOptions = GateOptions;
/** Evaluates a `build.done` payload. */
export declare function evaluateBuildEvidence(payload: string, options?: BuildGateOptions): GateOutcome;
/** `build.done`, claimed in a `Build-Done:` trailer or a ```build.done fence. */
export declare const buildGate: {
    readonly topic: "build.done";
    readonly blockedTopic: "build.blocked";
    readonly trailer: "Build-Done";
    readonly required: readonly ["tests", "lint", "typecheck", "audit", "coverage", "complexity", "duplication"];
    readonly keyPrefix: "";
    readonly expectedPayload: "tests: pass, lint: pass, typecheck: pass, audit: pass, coverage: pass, complexity: <N ≤ 10>, duplication: pass";
    readonly failedHeadline: "evidence failing";
    readonly docs: {
        readonly requires: "`tests`, `lint`, `typecheck`, `audit`, `coverage`, `duplication`: `pass`; `complexity: N` with N ≤ 10";
        readonly blocksWhenNegative: "`performance` / `perf` (regress, slower, not ok, fail), `specs` (fail)";
    };
    readonly evaluate: typeof evaluateBuildEvidence;
};
