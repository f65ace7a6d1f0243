/** The `review.done` gate (seed 002, "Review Evidence"): `tests: pass` and `build: pass`. */
import { type GateOutcome } from './gate.js';
/** The dimensions `review.done` requires, in the seed's order. */
export declare const REVIEW_REQUIRED: readonly ["tests", "build"];
/** Evaluates a `review.done` payload. */
export declare function evaluateReviewEvidence(payload: string): GateOutcome;
