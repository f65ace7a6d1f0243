import { describe, expect, it } from 'vitest';
import { buildCycleEvent } from '../../src/core/cycle.js';
import { nextCycleDueAt } from '../../src/core/due.js';
import type { FeedbackEvent, LedgerEvent } from '../../src/core/model.js';
import { replayLedger } from '../../src/core/replay.js';

const timing = { timeZone: 'UTC', defaultIntervalMinutes: 15 };
const cycle = (n: number, at: string) =>
  buildCycleEvent({ cycle: n, at, tasks: [], defaultIntervalMinutes: 15 });
const feedback = (id: string, at: string, direction: 'up' | 'down'): FeedbackEvent => ({
  id,
  at,
  kind: 'feedback',
  direction,
  by: 'alice',
});
const state = (events: LedgerEvent[]) => replayLedger(events, { timeZone: 'UTC' });

describe('nextCycleDueAt', () => {
  it('is undefined before the first cycle: it runs whenever a run asks', () => {
    expect(nextCycleDueAt(undefined, [], timing)).toBeUndefined();
    expect(
      nextCycleDueAt(state([feedback('f', '2026-03-02T09:00:00Z', 'up')]), [], timing),
    ).toBeUndefined();
  });

  it('is the last cycle plus the interval of the tier in force (0/50 is tightened: 12 minutes)', () => {
    const s = state([cycle(1, '2026-03-02T12:00:00.000Z')]);
    expect(nextCycleDueAt(s, [], timing)).toBe('2026-03-02T12:12:00.000Z');
  });

  it('counts feedback from its own instant: a 👎 at 12:05 makes it escalated (10 minutes)', () => {
    const s = state([cycle(1, '2026-03-02T12:00:00.000Z')]);
    const down = feedback('reaction:x', '2026-03-02T12:05:00.000Z', 'down');
    expect(nextCycleDueAt(s, [down], timing)).toBe('2026-03-02T12:10:00.000Z');
    // The same 👎 already in the ledger gives the same instant.
    expect(nextCycleDueAt(state([cycle(1, '2026-03-02T12:00:00.000Z'), down]), [], timing)).toBe(
      '2026-03-02T12:10:00.000Z',
    );
  });

  it('a 👎 after the shorter interval has passed makes the cycle due at the 👎 itself', () => {
    const s = state([cycle(1, '2026-03-02T12:00:00.000Z')]);
    const down = feedback('reaction:x', '2026-03-02T12:11:00.000Z', 'down');
    expect(nextCycleDueAt(s, [down], timing)).toBe('2026-03-02T12:11:00.000Z');
    // Feedback after the due time changes nothing.
    const late = feedback('reaction:y', '2026-03-02T12:30:00.000Z', 'down');
    expect(nextCycleDueAt(s, [late], timing)).toBe('2026-03-02T12:12:00.000Z');
  });

  it('rolls the day over at midnight: the new day tier decides from then on', () => {
    const ups = Array.from({ length: 17 }, (_, i) =>
      feedback(`f${i}`, '2026-03-02T20:00:00.000Z', 'up'),
    );
    // 51/50 is outstanding (20 minutes): 23:50 + 20 would be 00:10, but at midnight the day is
    // 0/target, tightened (12 minutes), which had passed by 00:02.
    const s = state([...ups, cycle(1, '2026-03-02T23:50:00.000Z')]);
    expect(nextCycleDueAt(s, [], timing)).toBe('2026-03-03T00:02:00.000Z');
    const early = state([...ups, cycle(1, '2026-03-02T23:30:00.000Z')]);
    expect(nextCycleDueAt(early, [], timing)).toBe('2026-03-02T23:50:00.000Z');
  });
});
