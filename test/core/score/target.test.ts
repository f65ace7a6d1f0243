import { describe, expect, it } from 'vitest';
import {
  computeDailyTarget,
  createScoreState,
  positiveAverage,
  type DailyScore,
} from '../../../src/index.js';
import { divideRoundHalfDown } from '../../../src/core/score/target.js';

const history = (...scores: number[]): DailyScore[] =>
  scores.map((score, i) => ({
    ...createScoreState(`2026-01-${String(i + 1).padStart(2, '0')}`).today,
    score,
  }));

describe('rounding of the average: halves round down, the rest to the nearest', () => {
  it.each([
    [165, 2, 82], // the seed's Day 3: 82.5 → 82
    [335, 4, 84], // Day 5: 83.75 → 84
    [485, 6, 81], // Day 7: 80.83 → 81
    [167, 2, 83], // 83.5 → 83
    [301, 4, 75], // 75.25 → 75
    [300, 4, 75],
  ])('%i / %i → %i', (n, d, expected) => {
    expect(divideRoundHalfDown(n, d)).toBe(expected);
  });
});

describe('computeDailyTarget', () => {
  it.each([
    ['no history: the base minimum', [], 50, 50],
    ['the average of positive days', [60, 100], 50, 80],
    ['zero and negative days are left out of the average', [-40, 0, 100, 60], 50, 80],
    ['only negative days: the floor', [-10, -20], 70, 70],
    ['the floor when it beats the average', [60, 60], 91, 91],
    ['never below 50', [10, 20], 0, 50],
    ['capped at 500', [900, 700], 50, 500],
    ['a floor above 500 is capped too', [], 600, 500],
    ['only the last 7 days count', [1000, 70, 70, 70, 70, 70, 70, 70], 50, 70],
  ] as const)('%s: %o with floor %i → %i', (_name, scores, floor, target) => {
    expect(computeDailyTarget(history(...scores), floor)).toBe(target);
  });

  it('reports no average when no day in the window is positive', () => {
    expect(positiveAverage(history(0, -5))).toBeUndefined();
    expect(positiveAverage([])).toBeUndefined();
  });
});
