/**
 * The points table (docs/score.md): what each verdict and each piece of operator feedback is worth.
 */
import type { Verdict } from '../model.js';
/** Point values, named after the table's rows. */
export declare const POINTS: {
    readonly verifiedRequired: 10;
    readonly verifiedOptional: 5;
    readonly notVerified: -15;
    readonly unclear: -2;
    /** Stacks with `notVerified`: a contradicted claim costs -45 in all. */
    readonly groundTruthContradiction: -30;
    readonly thumbsUp: 3;
    readonly thumbsDown: -10;
};
/** A verifier's verdict on one task, as the score sees it. */
export interface ScoredVerdict {
    verdict: Verdict;
    /** Whether the task counted as required when judged (+10 rather than +5). */
    required: boolean;
    /** The agent claimed what the verifier's real source contradicts. */
    groundTruthContradiction: boolean;
}
/**
 * Points for one verdict. A ground-truth contradiction adds -30 to whatever the verdict is worth,
 * so a claim the source contradicts (not_verified + contradiction) is -45.
 */
export declare function pointsForVerdict(v: ScoredVerdict): number;
/** Points for an operator's 👍 (`up`, +3) or 👎 (`down`, -10). */
export declare function pointsForFeedback(direction: 'up' | 'down'): number;
