import { describe, expect, it } from 'vitest';
import {
  applyFeedbackToScore,
  applyVerdictToScore,
  createScoreState,
  rolloverScoreState,
  ScoreStateSchema,
  type ScoreState,
} from '../../../src/index.js';
import { addDays } from '../../../src/core/score/calendar.js';
import { InputError } from '../../../src/errors.js';

const required = { verdict: 'verified', required: true, groundTruthContradiction: false } as const;
function scoreTens(state: ScoreState, tens: number): ScoreState {
  let s = state;
  for (let i = 0; i < tens; i++) s = applyVerdictToScore(s, required);
  return s;
}

describe('createScoreState', () => {
  it('starts day 1 at score 0, target 50, floor 50, no history', () => {
    const state = createScoreState('2026-05-01');
    expect(ScoreStateSchema.parse(state)).toEqual(state);
    expect(state.today).toMatchObject({
      date: '2026-05-01',
      score: 0,
      target: 50,
      targetReached: false,
    });
    expect(state.history).toEqual([]);
    expect(state.lifetime).toMatchObject({ targetFloor: 50, daysTracked: 0, streak: 0 });
  });

  it.each(['2026-5-1', '2026-02-30', 'yesterday', ''])('rejects %j with an InputError', (date) => {
    expect(() => createScoreState(date)).toThrow(InputError);
  });
});

describe('rolloverScoreState', () => {
  const day1 = scoreTens(createScoreState('2026-05-01'), 8); // 80 points

  it('changes nothing on the same date', () => {
    expect(rolloverScoreState(day1, '2026-05-01')).toBe(day1);
  });

  it('ignores an earlier date (history only moves forward)', () => {
    expect(rolloverScoreState(day1, '2026-04-30')).toBe(day1);
  });

  it('archives today and starts the next day at 0 with the new target', () => {
    const day2 = rolloverScoreState(day1, '2026-05-02');
    expect(day2.history).toEqual([day1.today]);
    expect(day2.today).toMatchObject({
      date: '2026-05-02',
      score: 0,
      verifiedCount: 0,
      target: 80,
    });
    expect(day2.lifetime).toMatchObject({
      targetFloor: 80,
      daysTracked: 1,
      bestDayScore: 80,
      streak: 1,
    });
    expect(ScoreStateSchema.parse(day2)).toEqual(day2);
  });

  it('archives skipped days as zero-score days that break the streak and stay out of the average', () => {
    const later = rolloverScoreState(day1, '2026-05-04');
    expect(later.history.map((d) => [d.date, d.score, d.target, d.targetReached])).toEqual([
      ['2026-05-01', 80, 50, true],
      ['2026-05-02', 0, 80, false],
      ['2026-05-03', 0, 80, false],
    ]);
    expect(later.today).toMatchObject({ date: '2026-05-04', target: 80 });
    expect(later.lifetime).toMatchObject({
      daysTracked: 3,
      streak: 0,
      targetFloor: 80,
      bestDayScore: 80,
    });
  });

  it('keeps at most 7 days, oldest first', () => {
    let state = createScoreState('2026-05-01');
    for (let i = 1; i <= 10; i++)
      state = rolloverScoreState(scoreTens(state, i), addDays('2026-05-01', i));
    expect(state.history.map((d) => d.date)).toEqual(
      Array.from({ length: 7 }, (_, i) => addDays('2026-05-01', 3 + i)),
    );
    expect(state.history.map((d) => d.score)).toEqual([40, 50, 60, 70, 80, 90, 100]);
  });

  it('crosses month and year ends', () => {
    const state = rolloverScoreState(createScoreState('2026-12-31'), '2027-01-01');
    expect(state.today.date).toBe('2027-01-01');
    expect(
      rolloverScoreState(createScoreState('2028-02-28'), '2028-03-01').history.map((d) => d.date),
    ).toEqual(['2028-02-28', '2028-02-29']);
  });

  it('after a gap longer than the window, keeps the last 7 calendar days and counts every day', () => {
    const state = rolloverScoreState(day1, '2027-05-01'); // 365 days later
    expect(state.history.map((d) => d.date)).toEqual(
      Array.from({ length: 7 }, (_, i) => addDays('2027-04-24', i)),
    );
    expect(state.history.every((d) => d.score === 0 && d.target === 80)).toBe(true);
    expect(state.lifetime).toMatchObject({ daysTracked: 365, targetFloor: 80, streak: 0 });
    expect(state.today).toMatchObject({ date: '2027-05-01', target: 80 });
  });

  it('lets the target rise during a gap when a low day leaves the window (the rule, applied daily)', () => {
    // Days: 60, then 200 (avg 130 → floor 130), then a gap: once 60 leaves, the avg is 200.
    let state = scoreTens(createScoreState('2026-05-01'), 6);
    state = rolloverScoreState(state, '2026-05-02');
    state = rolloverScoreState(scoreTens(state, 20), '2026-05-03');
    expect(state.today.target).toBe(130);
    state = rolloverScoreState(state, '2026-05-12');
    expect(state.today.target).toBe(200);
    expect(state.lifetime.targetFloor).toBe(200);
  });

  it('records the best day, even a negative first one', () => {
    const bad = applyFeedbackToScore(createScoreState('2026-05-01'), 'down');
    const state = rolloverScoreState(bad, '2026-05-02');
    expect(state.lifetime.bestDayScore).toBe(-10);
    expect(rolloverScoreState(state, '2026-05-03').lifetime.bestDayScore).toBe(0);
  });

  it('counts a day whose score touched the target as a streak day even if it ended below', () => {
    let state = scoreTens(createScoreState('2026-05-01'), 5); // 50 = target
    state = applyFeedbackToScore(state, 'down'); // 40
    state = rolloverScoreState(state, '2026-05-02');
    expect(state.lifetime.streak).toBe(1);
  });
});
