import { describe, expect, it } from 'vitest';
import { forcesAllRequired, penaltyTier, rewardTier, } from '../../../src/index.js';
/** Each bound as [tier just below, tier at and above, score at the bound]: rows at, -1, +1. */
function around(target, bounds) {
    return bounds.flatMap(([below, atOrAbove, at]) => [
        [target, at - 1, below],
        [target, at, atOrAbove],
        [target, at + 1, atOrAbove],
    ]);
}
// Seed 004 "Penalty Levels", strict < against the rounded fractions of the target:
// lockdown < -round(20%), escalated < 0, tightened < round(15%), warning < round(25%).
const penaltyRows = [
    // target 100: bounds -20, 0, 15, 25
    ...around(100, [
        ['lockdown', 'escalated', -20],
        ['escalated', 'tightened', 0],
        ['tightened', 'warning', 15],
        ['warning', 'none', 25],
    ]),
    // target 82 (the seed's Day 3): -16.4 → -16, 12.3 → 12, 20.5 → 21
    ...around(82, [
        ['lockdown', 'escalated', -16],
        ['escalated', 'tightened', 0],
        ['tightened', 'warning', 12],
        ['warning', 'none', 21],
    ]),
    // target 50 (day 1): -10, 7.5 → 8, 12.5 → 13
    ...around(50, [
        ['lockdown', 'escalated', -10],
        ['escalated', 'tightened', 0],
        ['tightened', 'warning', 8],
        ['warning', 'none', 13],
    ]),
    // target 70: -14, 10.5 → 11, 17.5 → 18
    ...around(70, [
        ['lockdown', 'escalated', -14],
        ['escalated', 'tightened', 0],
        ['tightened', 'warning', 11],
        ['warning', 'none', 18],
    ]),
];
describe('penalty tiers', () => {
    it.each(penaltyRows)('target %i, score %i → %s', (target, score, tier) => {
        expect(penaltyTier(score, target)).toBe(tier);
    });
    it.each([
        ['none', false],
        ['warning', false],
        ['tightened', false],
        ['escalated', true],
        ['lockdown', true],
    ])('%s forces all tasks required: %s', (tier, forced) => {
        expect(forcesAllRequired(tier)).toBe(forced);
    });
});
// Seed 004 "Reward Levels", >= on score/target.
const rewardRows = [
    ...[
        // target 100: 50, 70, 90
        ...around(100, [
            ['none', 'good', 50],
            ['good', 'excellent', 70],
            ['excellent', 'outstanding', 90],
        ]),
        // target 82: 41, 57.4, 73.8 — the fractions fall between whole scores
        [82, 40, 'none'],
        [82, 41, 'good'],
        [82, 42, 'good'],
        [82, 57, 'good'],
        [82, 58, 'excellent'],
        [82, 73, 'excellent'],
        [82, 74, 'outstanding'],
        // target 50 (day 1): 25, 35, 45
        ...around(50, [
            ['none', 'good', 25],
            ['good', 'excellent', 35],
            ['excellent', 'outstanding', 45],
        ]),
    ].map(([t, s, tier]) => [t, s, 0, tier]),
    // Outstanding also at >= 70% with a streak of 3 or more days.
    [100, 69, 3, 'good'],
    [100, 70, 3, 'outstanding'],
    [100, 71, 3, 'outstanding'],
    [100, 70, 2, 'excellent'],
    [100, 70, 10, 'outstanding'],
    [100, 89, 2, 'excellent'],
    [100, 50, 5, 'good'],
    [100, -30, 7, 'none'],
    [100, 250, 0, 'outstanding'],
];
describe('reward tiers', () => {
    it.each(rewardRows)('target %i, score %i, streak %i → %s', (target, score, streak, tier) => {
        expect(rewardTier(score, target, streak)).toBe(tier);
    });
});
