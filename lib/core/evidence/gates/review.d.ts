/** The `review.done` gate: `tests: pass` and `build: pass`. */
import { type GateOutcome } from '../gate.js';
/** The dimensions `review.done` requires, in the documented order. */
export declare const REVIEW_REQUIRED: readonly ["tests", "build"];
/** Evaluates a `review.done` payload. */
export declare function evaluateReviewEvidence(payload: string): GateOutcome;
/** `review.done`, claimed in a `Review-Done:` trailer or a ```review.done fence. */
export declare const reviewGate: {
    readonly topic: "review.done";
    readonly blockedTopic: "review.blocked";
    readonly trailer: "Review-Done";
    readonly required: readonly ["tests", "build"];
    readonly keyPrefix: "";
    readonly expectedPayload: "tests: pass, build: pass";
    readonly failedHeadline: "evidence failing";
    readonly docs: {
        readonly requires: "`tests: pass`, `build: pass`";
        readonly blocksWhenNegative: "";
    };
    readonly evaluate: (payload: string) => GateOutcome;
};
