/**
 * The `build.done` gate (seed 002, "Build Evidence"): seven required checks, two optional ones that
 * block only when explicitly negative, and mutation evidence that only ever warns.
 */
import { type GateOutcome } from './gate.js';
/** The dimensions `build.done` requires, for the no-evidence result and the message. */
export declare const BUILD_REQUIRED: readonly ["tests", "lint", "typecheck", "audit", "coverage", "complexity", "duplication"];
/** Options of the build gate. */
export interface BuildGateOptions {
    /** The configurable mutation score warn threshold (0–100); advisory only. */
    readonly mutationWarnThreshold?: number | undefined;
}
/** Evaluates a `build.done` payload. */
export declare function evaluateBuildEvidence(payload: string, options?: BuildGateOptions): GateOutcome;
