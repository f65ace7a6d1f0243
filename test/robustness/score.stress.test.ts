/**
 * Properties of the score over arbitrary sequences of days and events (fast-check).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyFeedbackToScore,
  applyVerdictToScore,
  createScoreState,
  rolloverScoreState,
  ScoreStateSchema,
  VerdictSchema,
  type ScoreState,
} from '../../src/index.js';
import { addDays } from '../../src/core/score/calendar.js';

const verdictEvent = fc.record({
  kind: fc.constant('verdict' as const),
  verdict: fc.constantFrom(...VerdictSchema.options),
  required: fc.boolean(),
  groundTruthContradiction: fc.boolean(),
});
const feedbackEvent = fc.record({
  kind: fc.constant('feedback' as const),
  direction: fc.constantFrom('up' as const, 'down' as const),
});
/** Moves to a later day (1 to 20 days on), or to an earlier or the same day (both ignored). */
const rolloverEvent = fc.record({
  kind: fc.constant('rollover' as const),
  days: fc.oneof(fc.integer({ min: 1, max: 3 }), fc.integer({ min: -3, max: 20 })),
});
const event = fc.oneof(
  { weight: 6, arbitrary: verdictEvent },
  { weight: 2, arbitrary: feedbackEvent },
  { weight: 1, arbitrary: rolloverEvent },
);
type Event = typeof event extends fc.Arbitrary<infer E> ? E : never;

function step(state: ScoreState, e: Event): ScoreState {
  switch (e.kind) {
    case 'verdict':
      return applyVerdictToScore(state, e);
    case 'feedback':
      return applyFeedbackToScore(state, e.direction);
    case 'rollover':
      return rolloverScoreState(state, addDays(state.today.date, e.days));
  }
}

const START = '2026-01-01';
const run = (events: Event[]): ScoreState[] =>
  events.reduce<ScoreState[]>(
    (states, e) => [...states, step(states.at(-1)!, e)],
    [createScoreState(START)],
  );

describe('score properties', () => {
  it('the ratchet floor never decreases, whatever happens', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 300 }), (events) => {
        const floors = run(events).map((s) => s.lifetime.targetFloor);
        floors.slice(1).forEach((floor, i) => expect(floor).toBeGreaterThanOrEqual(floors[i]!));
      }),
    );
  });

  it('the target stays within [50, 500] and equals the floor, and every state is schema-valid', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 300 }), (events) => {
        for (const state of run(events)) {
          expect(state.today.target).toBeGreaterThanOrEqual(50);
          expect(state.today.target).toBeLessThanOrEqual(500);
          expect(state.today.target).toBe(state.lifetime.targetFloor);
          expect(ScoreStateSchema.safeParse(state).success).toBe(true);
        }
      }),
    );
  });

  it('the target stays within [50, 500] even for runs of huge days', () => {
    const huge = fc.array(fc.integer({ min: 0, max: 200 }), { minLength: 1, maxLength: 20 });
    fc.assert(
      fc.property(huge, (tensPerDay) => {
        let state = createScoreState(START);
        for (const tens of tensPerDay) {
          for (let i = 0; i < tens; i++) {
            state = applyVerdictToScore(state, {
              verdict: 'verified',
              required: true,
              groundTruthContradiction: false,
            });
          }
          state = rolloverScoreState(state, addDays(state.today.date, 1));
          expect(state.today.target).toBeLessThanOrEqual(500);
          expect(state.today.target).toBeGreaterThanOrEqual(50);
        }
      }),
    );
  });

  it('rolling over a gap at once equals rolling over one day at a time', () => {
    fc.assert(
      fc.property(
        fc.array(event, { maxLength: 120 }),
        fc.integer({ min: 1, max: 40 }),
        (events, gap) => {
          const before = run(events).at(-1)!;
          const target = addDays(before.today.date, gap);
          let walked = before;
          for (let d = 1; d <= gap; d++)
            walked = rolloverScoreState(walked, addDays(before.today.date, d));
          expect(rolloverScoreState(before, target)).toEqual(walked);
        },
      ),
    );
  });

  it('a gap of thousands of years keeps the last 7 days and counts every day', () => {
    const state = rolloverScoreState(createScoreState('2026-01-01'), '9999-12-31');
    const days = (Date.UTC(9999, 11, 31) - Date.UTC(2026, 0, 1)) / 86_400_000;
    expect(state.today.date).toBe('9999-12-31');
    expect(state.lifetime.daysTracked).toBe(days);
    expect(state.history.map((d) => d.date)).toEqual(
      Array.from({ length: 7 }, (_, i) => addDays('9999-12-24', i)),
    );
    expect(state.history).toHaveLength(7);
  });

  it("the lifetime total is the sum of every day's score while all days are in the window", () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 200 }), (events) => {
        const last = run(events).at(-1)!;
        fc.pre(last.lifetime.daysTracked <= 7);
        const archived = last.history.reduce((sum, d) => sum + d.score, 0);
        expect(last.lifetime.totalScore).toBe(archived + last.today.score);
      }),
    );
  });
});
