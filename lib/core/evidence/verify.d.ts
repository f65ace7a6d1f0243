/**
 * The `verify.passed` gate (seed 002, "Quality Report"): three pass/fail dimensions and three
 * numeric thresholds, all under `quality.*` keys. Dimensions are named bare (`coverage`).
 */
import { type GateOutcome } from './gate.js';
/** The dimensions `verify.passed` requires, bare, in the seed's table order. */
export declare const VERIFY_REQUIRED: readonly ["tests", "lint", "audit", "coverage", "mutation", "complexity"];
/** Evaluates a `verify.passed` payload. */
export declare function evaluateVerifyEvidence(payload: string): GateOutcome;
