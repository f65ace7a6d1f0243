/**
 * The seeds' worked example (001 and 004, "Example Progression"), driven through the public API
 * one day at a time: events that add up to each day's score, then a rollover to the next date.
 */
import { describe, expect, it } from 'vitest';
import {
  applyFeedbackToScore,
  applyVerdictToScore,
  createScoreState,
  positiveAverage,
  rolloverScoreState,
  type ScoreState,
} from '../../../src/index.js';
import { addDays } from '../../../src/core/score/calendar.js';

type Event = 'required' | 'optional' | 'not_verified' | 'unclear' | 'contradiction' | 'up' | 'down';

function apply(state: ScoreState, event: Event): ScoreState {
  switch (event) {
    case 'up':
    case 'down':
      return applyFeedbackToScore(state, event);
    case 'contradiction':
      return applyVerdictToScore(state, {
        verdict: 'not_verified',
        required: true,
        groundTruthContradiction: true,
      });
    default:
      return applyVerdictToScore(state, {
        verdict: event === 'optional' || event === 'required' ? 'verified' : event,
        required: event !== 'optional',
        groundTruthContradiction: false,
      });
  }
}

const times = (n: number, e: Event): Event[] => Array.from({ length: n }, () => e);

// The day each row's "Score" was earned on is the day before the row: the score column of row N
// is the day archived by the rollover into day N.
const days: { score: number; events: Event[] }[] = [
  { score: 75, events: [...times(6, 'required'), ...times(3, 'optional')] },
  { score: 90, events: [...times(10, 'required'), 'not_verified', 'optional'] },
  { score: 60, events: [...times(7, 'required'), 'down'] },
  {
    score: 110,
    events: [
      ...times(12, 'required'),
      'not_verified',
      'optional',
      ...times(3, 'unclear'),
      'up',
      'up',
    ],
  },
  { score: 120, events: [...times(15, 'required'), 'contradiction', ...times(3, 'optional')] },
  { score: 30, events: [...times(6, 'required'), 'not_verified', 'not_verified'] },
];

// | Day | Score | History Avg | Ratchet Floor | Target |
const table: [
  day: number,
  score: number | undefined,
  avg: number | undefined,
  floor: number,
  target: number,
][] = [
  [1, undefined, undefined, 50, 50],
  [2, 75, 75, 75, 75],
  [3, 90, 82, 82, 82],
  [4, 60, 75, 82, 82],
  [5, 110, 84, 84, 84],
  [6, 120, 91, 91, 91],
  [7, 30, 81, 91, 91],
];

describe('the example progression, day by day', () => {
  const start = '2026-03-01';
  const states: ScoreState[] = [createScoreState(start)];
  for (const [i, day] of days.entries()) {
    const prev = states[i];
    if (!prev) throw new Error('unreachable');
    const played = day.events.reduce(apply, prev);
    it(`day ${i + 1}'s events add up to ${day.score}`, () => {
      expect(played.today.score).toBe(day.score);
    });
    states.push(rolloverScoreState(played, addDays(start, i + 1)));
  }

  it.each(table)(
    'day %i: score %s, history avg %s, floor %i, target %i',
    (day, score, avg, floor, target) => {
      const state = states[day - 1];
      if (!state) throw new Error(`no state for day ${day}`);
      expect(state.today.date).toBe(addDays(start, day - 1));
      expect(state.today.score).toBe(0);
      expect(state.history.at(-1)?.score).toBe(score);
      expect(positiveAverage(state.history)).toBe(avg);
      expect(state.lifetime.targetFloor).toBe(floor);
      expect(state.today.target).toBe(target);
    },
  );

  it('counts a streak of days that reached their own target, broken by the bad days', () => {
    // Day 1 75≥50, day 2 90≥75, day 3 60<82, day 4 110≥82, day 5 120≥84, day 6 30<91.
    expect(states.map((s) => s.lifetime.streak)).toEqual([0, 1, 2, 0, 1, 2, 0]);
  });

  it('keeps lifetime stats over the week', () => {
    const last = states[6];
    expect(last?.lifetime).toMatchObject({
      daysTracked: 6,
      bestDayScore: 120,
      totalScore: 485,
      totalContradictions: 1,
    });
  });
});
