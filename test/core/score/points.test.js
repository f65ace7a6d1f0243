import { describe, expect, it } from 'vitest';
import { applyFeedbackToScore, applyVerdictToScore, createScoreState, pointsForFeedback, pointsForVerdict, } from '../../../src/index.js';
// Seed 001 "Point Values", one row per line; contradiction rows include the stacking.
const verdictRows = [
    ['verified required task', 'verified', true, false, 10],
    ['verified optional task', 'verified', false, false, 5],
    ['not verified, required', 'not_verified', true, false, -15],
    ['not verified, optional', 'not_verified', false, false, -15],
    ['unclear verdict, required', 'unclear', true, false, -2],
    ['unclear verdict, optional', 'unclear', false, false, -2],
    ['ground truth contradiction (stacks with not verified)', 'not_verified', true, true, -45],
    ['ground truth contradiction on an optional task', 'not_verified', false, true, -45],
    // Our decision: the -30 stacks on whatever the verdict is worth.
    ['contradiction on a verified verdict', 'verified', true, true, -20],
    ['contradiction on an unclear verdict', 'unclear', true, true, -32],
];
describe('points table', () => {
    it.each(verdictRows)('%s: %s/%s/%s → %i', (_event, verdict, required, groundTruthContradiction, points) => {
        expect(pointsForVerdict({ verdict, required, groundTruthContradiction })).toBe(points);
        const state = applyVerdictToScore(createScoreState('2026-01-01'), {
            verdict,
            required,
            groundTruthContradiction,
        });
        expect(state.today.score).toBe(points);
        expect(state.lifetime.totalScore).toBe(points);
    });
    it.each([
        ['up', 3],
        ['down', -10],
    ])('operator thumbs %s → %i', (direction, points) => {
        expect(pointsForFeedback(direction)).toBe(points);
        expect(applyFeedbackToScore(createScoreState('2026-01-01'), direction).today.score).toBe(points);
    });
});
describe("today's counts", () => {
    const verdicts = [
        [
            'verified',
            false,
            { verifiedCount: 1, failedCount: 0, unclearCount: 0, contradictionCount: 0 },
        ],
        [
            'not_verified',
            false,
            { verifiedCount: 0, failedCount: 1, unclearCount: 0, contradictionCount: 0 },
        ],
        [
            'unclear',
            false,
            { verifiedCount: 0, failedCount: 0, unclearCount: 1, contradictionCount: 0 },
        ],
        [
            'not_verified',
            true,
            { verifiedCount: 0, failedCount: 1, unclearCount: 0, contradictionCount: 1 },
        ],
    ];
    it.each(verdicts)('%s (contradiction %s) counts %o', (verdict, groundTruthContradiction, counts) => {
        const state = applyVerdictToScore(createScoreState('2026-01-01'), {
            verdict,
            required: true,
            groundTruthContradiction,
        });
        expect(state.today).toMatchObject(counts);
        expect(state.lifetime).toMatchObject({
            totalVerified: counts.verifiedCount,
            totalFailed: counts.failedCount,
            totalContradictions: counts.contradictionCount,
        });
    });
    it('counts 👍 as verified and 👎 as failed, with their own counters', () => {
        let state = createScoreState('2026-01-01');
        state = applyFeedbackToScore(state, 'up');
        state = applyFeedbackToScore(state, 'up');
        state = applyFeedbackToScore(state, 'down');
        expect(state.today).toMatchObject({
            score: -4,
            verifiedCount: 2,
            failedCount: 1,
            thumbsUp: 2,
            thumbsDown: 1,
        });
        expect(state.lifetime).toMatchObject({ totalVerified: 2, totalFailed: 1, totalScore: -4 });
    });
    it('marks the target reached at the moment the score gets there, and keeps it when it drops', () => {
        let state = createScoreState('2026-01-01');
        const required = {
            verdict: 'verified',
            required: true,
            groundTruthContradiction: false,
        };
        for (let i = 0; i < 4; i++)
            state = applyVerdictToScore(state, required);
        expect(state.today).toMatchObject({ score: 40, targetReached: false });
        state = applyVerdictToScore(state, required);
        expect(state.today).toMatchObject({ score: 50, targetReached: true });
        state = applyFeedbackToScore(state, 'down');
        expect(state.today).toMatchObject({ score: 40, targetReached: true });
    });
    it('leaves the state it was given untouched', () => {
        const state = createScoreState('2026-01-01');
        const copy = structuredClone(state);
        applyVerdictToScore(state, {
            verdict: 'verified',
            required: true,
            groundTruthContradiction: false,
        });
        applyFeedbackToScore(state, 'down');
        expect(state).toEqual(copy);
    });
});
