import { describe, expect, it } from 'vitest';
import {
  applyFeedbackToScore,
  applyVerdictToScore,
  createScoreState,
  rolloverScoreState,
  ScoreSummarySchema,
  summarizeScore,
  type ScoreState,
} from '../../../src/index.js';

const verified = { verdict: 'verified', required: true, groundTruthContradiction: false } as const;
const failed = {
  verdict: 'not_verified',
  required: true,
  groundTruthContradiction: false,
} as const;
const play = (state: ScoreState, n: number, v: typeof verified | typeof failed): ScoreState =>
  Array.from({ length: n }).reduce<ScoreState>((s) => applyVerdictToScore(s, v), state);

describe('summarizeScore', () => {
  it('reports a fresh day: 50 points needed, tightened (0 < 8), 12 minutes', () => {
    const summary = summarizeScore(createScoreState('2026-06-01'), { defaultIntervalMinutes: 15 });
    expect(ScoreSummarySchema.parse(summary)).toEqual(summary);
    expect(summary).toMatchObject({
      date: '2026-06-01',
      score: 0,
      target: 50,
      floor: 50,
      pointsNeeded: 50,
      verifiedCount: 0,
      failedCount: 0,
      penalty: 'tightened',
      reward: 'none',
      intervalMinutes: 12,
      streak: 0,
      forcedRequired: false,
      rewardMessage: null,
    });
    expect(summary.penaltyMessage).toMatch(/TIGHTENED/);
  });

  it('reports a lockdown: all tasks required, 8 minutes, the operator notified', () => {
    const state = play(createScoreState('2026-06-01'), 1, failed); // -15 < -10
    const summary = summarizeScore(state, { defaultIntervalMinutes: 15 });
    expect(summary).toMatchObject({
      score: -15,
      pointsNeeded: 65,
      failedCount: 1,
      penalty: 'lockdown',
      intervalMinutes: 8,
      forcedRequired: true,
      rewardMessage: null,
    });
    expect(summary.penaltyMessage).toMatch(/LOCKDOWN.*every 8 minutes.*operator/);
  });

  it('reports the reward and earned autonomy once the target is reached', () => {
    const state = applyFeedbackToScore(play(createScoreState('2026-06-01'), 5, verified), 'up');
    const summary = summarizeScore(state, { defaultIntervalMinutes: 15 });
    expect(summary).toMatchObject({
      score: 53,
      pointsNeeded: 0,
      verifiedCount: 5,
      thumbsUp: 1,
      thumbsDown: 0,
      penalty: 'none',
      reward: 'outstanding',
      intervalMinutes: 20,
      penaltyMessage: null,
    });
    expect(summary.rewardMessage).toMatch(/OUTSTANDING.*every 20 minutes/);
  });

  it('uses the configured default when no tier changes the interval', () => {
    const state = play(createScoreState('2026-06-01'), 1, verified); // 10/50: warning (< 13)
    expect(summarizeScore(state, { defaultIntervalMinutes: 30 })).toMatchObject({
      penalty: 'warning',
      reward: 'none',
      intervalMinutes: 30,
    });
  });

  it('carries the streak and lifetime stats across days', () => {
    let state = play(createScoreState('2026-06-01'), 6, verified);
    state = rolloverScoreState(state, '2026-06-02');
    state = play(state, 7, verified);
    state = rolloverScoreState(state, '2026-06-03');
    const summary = summarizeScore(state, { defaultIntervalMinutes: 15 });
    expect(summary).toMatchObject({ streak: 2, target: 65, floor: 65 });
    expect(summary.lifetime).toEqual(state.lifetime);
  });
});
