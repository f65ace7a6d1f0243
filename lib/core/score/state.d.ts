/**
 * The score state of one day and its events: a fresh state, and what a verdict or a piece of
 * operator feedback does to it.
 */
import type { DailyScore, ScoreState } from '../model.js';
import { type ScoredVerdict } from './points.js';
/** A day with no events yet: score 0, all counts 0. */
export declare function emptyDay(date: string, target: number): DailyScore;
/** Day 1: score 0, target 50 (the base minimum), floor 50, no history. */
export declare function createScoreState(date: string): ScoreState;
/**
 * Applies one verifier verdict to today's score: the points, today's counts (verified →
 * verifiedCount, not_verified → failedCount, unclear → unclearCount, a contradiction also →
 * contradictionCount) and the lifetime totals.
 */
export declare function applyVerdictToScore(state: ScoreState, v: ScoredVerdict): ScoreState;
/**
 * Applies an operator's 👍 (`up`, +3) or 👎 (`down`, -10). A 👍 also counts toward today's (and
 * the lifetime's) verified count, a 👎 toward the failed count, as the score files always have:
 * they must stay a replay of the ledger byte for byte. What a person reads takes verdictCounts.
 */
export declare function applyFeedbackToScore(state: ScoreState, direction: 'up' | 'down'): ScoreState;
/**
 * A day's verdicts alone, as every report shows them: its stored verified and failed counts also
 * hold the operators' 👍 and 👎 (applyFeedbackToScore), which the day keeps apart as well.
 */
export declare function verdictCounts(day: DailyScore): {
    verified: number;
    failed: number;
};
