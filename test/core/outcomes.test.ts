/**
 * The outcome metrics (docs/dashboard.md) on ledgers that play out the cases they count: a claim
 * accepted at once, a claim blocked then fixed on a new commit, a claim blocked then passed on the
 * very commit (overridden), timestamps GitHub set (comments) vs the agent's own (commit dates).
 */
import { describe, expect, it } from 'vitest';
import type { ClaimEvent, DailyScore, LedgerEvent } from '../../src/core/model.js';
import { outcomeMetrics } from '../../src/core/outcomes.js';
import { outcomeCells } from '../../src/core/render/site.js';

const claim = (
  id: string,
  at: string,
  accepted: boolean,
  sha: string,
  task: string,
  source = 'comment',
): ClaimEvent => ({
  id,
  at,
  kind: 'claim',
  topic: 'build.done',
  published: accepted ? 'build.done' : 'build.blocked',
  accepted,
  failed: accepted ? [] : ['tests'],
  claimedPassing: ['tests'],
  sha,
  taskIds: [task],
  source,
});

const day = (date: string, counts: Partial<DailyScore> = {}): DailyScore => ({
  date,
  score: 0,
  target: 50,
  verifiedCount: 0,
  failedCount: 0,
  unclearCount: 0,
  contradictionCount: 0,
  thumbsUp: 0,
  thumbsDown: 0,
  targetReached: false,
  ...counts,
});

describe('outcomeMetrics', () => {
  it('counts nothing, with samples of 0, on an empty ledger', () => {
    const o = outcomeMetrics([], []);
    expect(o.truthfulClaimRate).toMatchObject({ value: null, sample: 0 });
    expect(o.firstTryPassRate).toMatchObject({ value: null, sample: 0 });
    expect(o.blocksPerRun).toMatchObject({ value: null, sample: 0 });
    expect(o.medianMinutesToPass).toEqual({ value: null, sample: 0 });
    expect(o.gatePrecision).toMatchObject({ value: null, sample: 0 });
  });

  it('measures first tries, blocks, the time to pass and the gate precision of claim runs', () => {
    const events: LedgerEvent[] = [
      // run_tests: accepted at once.
      claim('a1', '2026-03-02T09:00:00Z', true, 's1', 'run_tests'),
      // triage: blocked twice, then fixed on a new commit 90 minutes after the first block.
      claim('b1', '2026-03-02T10:00:00Z', false, 's2', 'triage'),
      claim('b2', '2026-03-02T10:30:00Z', false, 's2', 'triage'),
      claim('b3', '2026-03-02T11:30:00Z', true, 's3', 'triage'),
      // changelog: blocked, then passed on the very commit it was blocked on (overridden).
      claim('c1', '2026-03-02T12:00:00Z', false, 's4', 'changelog'),
      claim('c2', '2026-03-02T12:10:00Z', true, 's4', 'changelog'),
      // docs: blocked, then passed, both as commit trailers (dates the agent wrote: not timed).
      claim('d1', '2026-03-02T13:00:00Z', false, 's5', 'docs', 'trailer'),
      claim('d2', '2026-03-02T13:01:00Z', true, 's6', 'docs', 'trailer'),
      // run_tests again: a new run after the first passed, still blocked (open).
      claim('a2', '2026-03-03T09:00:00Z', false, 's7', 'run_tests'),
    ];
    const o = outcomeMetrics(events, []);
    expect(o.firstTryPassRate).toEqual({ value: 0.2, sample: 5, firstTry: 1 });
    expect(o.blocksPerRun).toEqual({ value: 1, sample: 5, blocks: 5 });
    // Median of 90 and 10 minutes (the trailer run is not timed).
    expect(o.medianMinutesToPass).toEqual({ value: 50, sample: 2 });
    expect(o.gatePrecision).toEqual({ value: 0.667, sample: 3, fixed: 2, overridden: 1 });
  });

  it('reads truthful claims over the days and feedback over the last 7 days', () => {
    const days = [
      // A day's stored counts hold its thumbs too (applyFeedbackToScore): they are no claim.
      day('2026-03-01', { verifiedCount: 5, failedCount: 4, thumbsDown: 4 }),
      ...Array.from({ length: 7 }, (_, i) =>
        day(`2026-03-0${i + 2}`, { verifiedCount: 2, thumbsUp: 1 }),
      ),
      day('2026-03-09', {
        verifiedCount: 2,
        failedCount: 2,
        contradictionCount: 1,
        thumbsDown: 1,
      }),
    ];
    const o = outcomeMetrics([], days);
    expect(o.truthfulClaimRate).toEqual({
      value: 0.933,
      sample: 15,
      truthful: 14,
      contradicted: 1,
    });
    // The last 7 days: 6 up (03-03..03-08) and 1 down (03-09); 03-01's 4 down are older.
    expect(o.feedbackThisWeek).toEqual({ value: 5, sample: 7, up: 6, down: 1 });
  });
});

describe('the outcome metrics as the dashboard shows them', () => {
  it('says in words why a metric rests on no case, never 0%', () => {
    const none = outcomeCells(outcomeMetrics([], [])).join(' | ');
    expect(none).not.toMatch(/\d%/);
    expect(none).toContain('no task verified or contradicted</span> <span class="sample">(n = 0)');
    expect(none).toContain(
      'no claim judged by the evidence gate</span> <span class="sample">(n = 0)',
    );
    expect(none).toContain('no feedback this week');
    const unblocked = outcomeCells(
      outcomeMetrics([claim('c1', '2026-03-01T09:00:00Z', true, 'a1', 'run_tests')], []),
    );
    expect(unblocked[1]).toMatch(/^100% /);
    expect(unblocked[3]).toMatch(/^<span class="gap">no claim was blocked</);
    expect(unblocked[5]).toMatch(/^<span class="gap">no claim was blocked</);
  });
});
