import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sortEvents, splitByMonth, type ReplayState } from '../../src/core/ledger.js';
import { createScoreState } from '../../src/core/score/state.js';
import type { CycleEvent, LedgerEvent, VerdictEvent } from '../../src/core/model.js';
import { parse } from '../../src/core/plain-schema.js';
import { ReplayStateRule } from '../../src/core/state-rules.js';
import {
  applyLedgerEvent,
  emptyWindow,
  replayLedger,
  rollReplayStateTo,
} from '../../src/core/replay.js';

const UTC = { timeZone: 'UTC' };
const tasks: CycleEvent['tasks'] = [
  {
    id: 'check_email',
    description: 'Check email',
    required: true,
    verify: 'email_count',
    maxAttempts: 3,
    preMarked: false,
  },
  {
    id: 'weather_brief',
    description: 'Weather',
    required: false,
    verify: 'weather_sent',
    maxAttempts: 3,
    preMarked: false,
  },
];
const cycle = (n: number, at: string): LedgerEvent => ({
  id: `cycle-${n}`,
  at,
  kind: 'cycle',
  cycle: n,
  tasks,
  defaultIntervalMinutes: 15,
});
const verdict = (
  id: string,
  at: string,
  taskId: string,
  v: 'verified' | 'not_verified' | 'unclear',
  required = true,
  contradiction = false,
): LedgerEvent => ({
  id,
  at,
  kind: 'verdict',
  taskId,
  verdict: v,
  required,
  groundTruthContradiction: contradiction,
});
const feedback = (id: string, at: string, direction: 'up' | 'down'): LedgerEvent => ({
  id,
  at,
  kind: 'feedback',
  direction,
});

describe('replayLedger', () => {
  it('replays an empty ledger to nothing: there is no day yet', () => {
    expect(replayLedger([], UTC)).toBeUndefined();
  });

  it('starts Day 1 on the calendar day of the first event in the configured timezone', () => {
    const state = replayLedger([feedback('f', '2026-03-01T23:30:00Z', 'up')], {
      timeZone: 'Europe/Berlin',
    });
    expect(state?.score.today).toMatchObject({ date: '2026-03-02', score: 3, target: 50 });
  });

  it('rolls the day over before each event, so a verdict counts on its own day', () => {
    const state = replayLedger(
      [
        verdict('a', '2026-03-01T10:00:00Z', 'check_email', 'verified'),
        verdict('b', '2026-03-02T10:00:00Z', 'check_email', 'verified'),
      ],
      UTC,
    );
    expect(state?.score.history.map((d) => [d.date, d.score])).toEqual([['2026-03-01', 10]]);
    expect(state?.score.today).toMatchObject({ date: '2026-03-02', score: 10 });
  });

  it('scores verdicts and feedback by the points table and keeps them in the window since the last cycle', () => {
    const state = replayLedger(
      [
        cycle(1, '2026-03-01T09:00:00Z'),
        verdict('v1', '2026-03-01T09:01:00Z', 'check_email', 'verified'),
        verdict('v2', '2026-03-01T09:02:00Z', 'weather_brief', 'verified', false),
        verdict('v3', '2026-03-01T09:03:00Z', 'check_email', 'not_verified', true, true),
        verdict('v4', '2026-03-01T09:04:00Z', 'weather_brief', 'unclear', false),
        feedback('f1', '2026-03-01T09:05:00Z', 'up'),
        feedback('f2', '2026-03-01T09:06:00Z', 'down'),
      ],
      UTC,
    );
    // +10 +5 -45 -2 +3 -10
    expect(state?.score.today.score).toBe(-39);
    expect(state?.sinceLastCycle.points).toBe(-39);
    expect(state?.sinceLastCycle.verdicts.map((v) => v.id)).toEqual(['v1', 'v2', 'v3', 'v4']);
    expect(state?.sinceLastCycle.feedback.map((f) => f.id)).toEqual(['f1', 'f2']);
    expect(state?.progress?.tasks.find((t) => t.taskId === 'check_email')?.lastVerdict).toBe(
      'not_verified',
    );
  });

  it('opens the next cycle with an empty window and the cycle event as the last cycle', () => {
    const state = replayLedger(
      [
        cycle(1, '2026-03-01T09:00:00Z'),
        verdict('v1', '2026-03-01T09:01:00Z', 'check_email', 'verified'),
        cycle(2, '2026-03-01T09:20:00Z'),
      ],
      UTC,
    );
    expect(state?.lastCycle?.cycle).toBe(2);
    expect(state?.progress?.cycle).toBe(2);
    expect(state?.progress?.startedAt).toBe('2026-03-01T09:20:00Z');
    expect(state?.sinceLastCycle).toEqual({ points: 0, verdicts: [], feedback: [] });
    expect(state?.score.today.score).toBe(10);
  });

  it.each([
    ['tightened (score 0)', [], false],
    ['escalated (score < 0)', [feedback('d', '2026-03-01T08:00:00Z', 'down')], true],
    [
      'lockdown (score < -20% of target)',
      [verdict('x', '2026-03-01T08:00:00Z', 'check_email', 'not_verified', true, true)],
      true,
    ],
  ])('a cycle opened in %s forces every task required: %s', (_tier, before, forced) => {
    const state = replayLedger([...before, cycle(1, '2026-03-01T09:00:00Z')], UTC);
    expect(state?.progress?.forcedRequired).toBe(forced);
    expect(state?.progress?.tasks.find((t) => t.taskId === 'weather_brief')?.required).toBe(forced);
  });

  it('counts a verdict recorded without `required` as the cycle in force at its instant has the task, and a recorded one as recorded', () => {
    const { required: _, ...operators } = verdict(
      'op',
      '2026-03-01T09:30:00Z',
      'weather_brief',
      'verified',
    ) as VerdictEvent;
    const down = feedback('d', '2026-03-01T08:00:00Z', 'down'); // -10: escalated, all forced
    const points = (events: LedgerEvent[]) => replayLedger(events, UTC)?.sinceLastCycle.points;
    // weather_brief is optional: +5 in a cycle that does not force it, +10 in one that does.
    expect(points([cycle(1, '2026-03-01T09:00:00Z'), operators])).toBe(5);
    expect(points([down, cycle(1, '2026-03-01T09:00:00Z'), operators])).toBe(10);
    // The cycle due before the verdict decides, whenever it was appended: the order is (at, id).
    expect(points([operators, cycle(1, '2026-03-01T09:00:00Z'), down])).toBe(10);
    // An older ledger's recorded value stands, whatever the cycle forces.
    const recorded = { ...operators, required: false };
    expect(points([down, cycle(1, '2026-03-01T09:00:00Z'), recorded])).toBe(5);
  });

  it('keeps claims as audit records only: they move neither score nor progress', () => {
    const base = [cycle(1, '2026-03-01T09:00:00Z')];
    const claim: LedgerEvent = {
      id: 'c',
      at: '2026-03-01T09:30:00Z',
      kind: 'claim',
      topic: 'build.done',
      published: 'build.blocked',
      accepted: false,
      failed: ['lint'],
      claimedPassing: ['tests'],
      taskIds: ['check_email'],
      source: 'trailer',
    };
    expect(replayLedger([...base, claim], UTC)).toEqual(replayLedger(base, UTC));
  });

  it('reproduces the seeds Day 1–7 targets from ledger events', () => {
    const dayScores = [75, 90, 60, 110, 120, 30];
    const events: LedgerEvent[] = [];
    dayScores.forEach((score, day) => {
      const date = `2026-03-0${day + 1}`;
      // verified required tasks (+10 each), and one optional (+5) for the odd five
      for (let i = 0; i < Math.floor(score / 10); i += 1)
        events.push(
          verdict(
            `d${day}-${i}`,
            `${date}T10:${String(i).padStart(2, '0')}:00Z`,
            'check_email',
            'verified',
          ),
        );
      if (score % 10 === 5)
        events.push(
          verdict(`d${day}-opt`, `${date}T11:00:00Z`, 'weather_brief', 'verified', false),
        );
    });
    // Each day's target as it stands when the day opens, after the day before was replayed.
    const targets: number[] = [];
    let state: ReplayState | undefined = {
      score: createScoreState('2026-03-01'),
      sinceLastCycle: emptyWindow(),
    };
    for (let day = 1; day <= 7; day += 1) {
      state = rollReplayStateTo(state!, `2026-03-0${day}T00:00:00Z`, UTC);
      targets.push(state.score.today.target);
      state = replayLedger(
        events.filter((e) => e.at.startsWith(`2026-03-0${day}`)),
        UTC,
        state,
      );
    }
    expect(targets).toEqual([50, 75, 82, 82, 84, 91, 91]);
  });
});

const at = fc
  .integer({ min: Date.UTC(2026, 2, 25), max: Date.UTC(2026, 4, 5) })
  .map((ms) => new Date(ms).toISOString());
const eventArb: fc.Arbitrary<Omit<LedgerEvent, 'id'>> = fc.oneof(
  fc.record({
    at,
    kind: fc.constant('cycle' as const),
    cycle: fc.integer({ min: 1, max: 50 }),
    tasks: fc.constant(tasks),
    defaultIntervalMinutes: fc.constant(15),
  }),
  fc.record({
    at,
    kind: fc.constant('verdict' as const),
    taskId: fc.constantFrom('check_email', 'weather_brief', 'gone'),
    verdict: fc.constantFrom('verified' as const, 'not_verified' as const, 'unclear' as const),
    required: fc.boolean(),
    groundTruthContradiction: fc.boolean(),
  }),
  fc.record({
    at,
    kind: fc.constant('feedback' as const),
    direction: fc.constantFrom('up' as const, 'down' as const),
  }),
);
const ledgerArb = fc
  .array(eventArb, { maxLength: 60 })
  .map((events) => events.map((e, i) => ({ ...e, id: `e${i}` }) as LedgerEvent));

describe('replay from a monthly checkpoint', () => {
  it('gives the same state as a full replay, through a JSON checkpoint at every month', () => {
    fc.assert(
      fc.property(ledgerArb, (events) => {
        const full = replayLedger(events, UTC);
        let state: ReturnType<typeof replayLedger>;
        for (const monthEvents of splitByMonth(events).values()) {
          // What a checkpoint file holds, read back through its schema.
          const checkpoint = state && parse(ReplayStateRule, JSON.parse(JSON.stringify(state)));
          state = replayLedger(monthEvents, UTC, checkpoint);
        }
        expect(JSON.stringify(state && parse(ReplayStateRule, state))).toBe(
          JSON.stringify(full && parse(ReplayStateRule, full)),
        );
      }),
      { numRuns: 150 },
    );
  });

  it('does not depend on the order events arrive in', () => {
    fc.assert(
      fc.property(ledgerArb, fc.integer(), (events, seed) => {
        const shuffled = [...events].sort(
          (a, b) =>
            ((a.id.length * seed) % 7) - ((b.id.length * seed) % 7) || (a.id < b.id ? 1 : -1),
        );
        expect(replayLedger(shuffled, UTC)).toEqual(replayLedger(events, UTC));
      }),
      { numRuns: 50 },
    );
  });

  it('applies one event at a time exactly as the whole replay does', () => {
    const events = [cycle(1, '2026-03-01T09:00:00Z'), feedback('f', '2026-03-02T09:00:00Z', 'up')];
    const stepwise = events.reduce<ReturnType<typeof replayLedger>>(
      (state, event) => applyLedgerEvent(state, event, UTC),
      undefined,
    );
    expect(stepwise).toEqual(replayLedger(events, UTC));
  });
});

describe('replayLedger updates its own copy in place, as the event-by-event fold would', () => {
  const zones = fc.constantFrom('UTC', 'Europe/Berlin', 'Pacific/Kiritimati');
  const stepwise = (
    events: readonly LedgerEvent[],
    options: { timeZone: string },
    from?: ReplayState,
  ) => sortEvents(events).reduce((state, event) => applyLedgerEvent(state, event, options), from);

  it('gives the same state, key order included, from the start and from a checkpoint', () => {
    fc.assert(
      fc.property(ledgerArb, ledgerArb, zones, (first, second, timeZone) => {
        const options = { timeZone };
        const later = second.map((e) => ({ ...e, id: `later-${e.id}` }));
        expect(JSON.stringify(replayLedger(first, options))).toBe(
          JSON.stringify(stepwise(first, options)),
        );
        const checkpoint = stepwise(first, options);
        const before = JSON.stringify(checkpoint);
        const resumed = replayLedger(later, options, checkpoint);
        expect(resumed).toEqual(stepwise(later, options, checkpoint));
        expect(JSON.stringify(resumed)).toBe(JSON.stringify(stepwise(later, options, checkpoint)));
        // The checkpoint the caller passed is left as it was.
        expect(JSON.stringify(checkpoint)).toBe(before);
      }),
      { numRuns: 200 },
    );
  });

  it('leaves the events it read unchanged', () => {
    fc.assert(
      fc.property(ledgerArb, (events) => {
        const before = JSON.stringify(events);
        replayLedger(events, UTC);
        expect(JSON.stringify(events)).toBe(before);
      }),
      { numRuns: 50 },
    );
  });
});

describe('recurring tasks stay judged: attempts start again each calendar day', () => {
  it('a task abandoned after max_attempts is pending again in the first cycle of the next day', () => {
    const events: LedgerEvent[] = [cycle(1, '2026-03-01T09:00:00Z')];
    for (let i = 0; i < 3; i++) {
      events.push(verdict(`v${i}`, `2026-03-01T09:0${i + 1}:00Z`, 'check_email', 'unclear'));
      events.push(cycle(i + 2, `2026-03-01T09:1${i}:00Z`));
    }
    const sameDay = replayLedger(events, UTC);
    const email = sameDay?.progress?.tasks.find((t) => t.taskId === 'check_email');
    expect(email).toMatchObject({ status: 'failed', attempts: 3 });

    const nextDay = replayLedger([...events, cycle(5, '2026-03-02T00:05:00Z')], UTC);
    expect(nextDay?.progress?.tasks.find((t) => t.taskId === 'check_email')).toMatchObject({
      status: 'pending',
      attempts: 0,
      lastVerdict: 'unclear',
    });
  });
});
