import { describe, expect, it } from 'vitest';
import { evaluateEvidence } from '../../../src/core/evidence/index.js';
import { ClaimEventSchema } from '../../../src/index.js';
import {
  THRASHING_LIMIT,
  detectThrashing,
  type ThrashingClaim,
} from '../../../src/core/evidence/thrashing.js';

const PASSING_BUILD =
  'tests: pass, lint: pass, typecheck: pass, audit: pass, coverage: pass, complexity: 5, duplication: pass';

/** A claim as the gate really publishes it, for the given tasks. */
function claim(topic: string, payload: string, ...taskIds: string[]): ThrashingClaim {
  const { published, accepted } = evaluateEvidence(topic, payload);
  return { topic, published, accepted, taskIds };
}

const blocked = (...taskIds: string[]) => claim('build.done', 'tests: fail', ...taskIds);
const accepted = (...taskIds: string[]) => claim('build.done', PASSING_BUILD, ...taskIds);

describe('thrashing (seed 002): the same task blocked three times in a row is abandoned', () => {
  it("the limit is the seed's 3", () => {
    expect(THRASHING_LIMIT).toBe(3);
  });

  it.each([
    [1, [], [{ taskId: 'fix_login', blocked: 1 }]],
    [2, [], [{ taskId: 'fix_login', blocked: 2 }]],
    [3, ['fix_login'], [{ taskId: 'fix_login', blocked: 3 }]],
    [4, ['fix_login'], [{ taskId: 'fix_login', blocked: 4 }]],
  ])('%i build.blocked in a row → abandoned %j', (times, abandoned, streaks) => {
    const history = Array.from({ length: times }, () => blocked('fix_login'));
    expect(history.every((entry) => entry.published === 'build.blocked')).toBe(true);
    expect(detectThrashing(history)).toEqual({ abandoned, streaks });
  });

  it('an accepted claim resets the count', () => {
    const history = [blocked('t'), blocked('t'), accepted('t'), blocked('t'), blocked('t')];
    expect(detectThrashing(history)).toEqual({
      abandoned: [],
      streaks: [{ taskId: 't', blocked: 2 }],
    });
  });

  it('an accepted claim after abandonment ends it (recurring tasks start afresh)', () => {
    const history = [blocked('t'), blocked('t'), blocked('t'), accepted('t')];
    expect(detectThrashing(history)).toEqual({ abandoned: [], streaks: [] });
  });

  it('an accepted review.done or verify.passed for the task also resets it', () => {
    const review = claim('review.done', 'tests: pass, build: pass', 't');
    const verify = claim(
      'verify.passed',
      'quality.tests: pass, quality.lint: pass, quality.audit: pass, quality.coverage: 85, quality.mutation: 75, quality.complexity: 6',
      't',
    );
    expect(review.accepted && verify.accepted).toBe(true);
    for (const reset of [review, verify]) {
      expect(detectThrashing([blocked('t'), blocked('t'), reset, blocked('t')]).abandoned).toEqual(
        [],
      );
    }
  });

  it("counts per task: another task's claims do not interrupt the run", () => {
    const history = [blocked('a'), accepted('b'), blocked('a'), blocked('b'), blocked('a')];
    expect(detectThrashing(history)).toEqual({
      abandoned: ['a'],
      streaks: [
        { taskId: 'a', blocked: 3 },
        { taskId: 'b', blocked: 1 },
      ],
    });
  });

  it('only build.blocked counts; review.blocked, verify.failed and custom topics neither count nor reset', () => {
    const reviewBlocked = claim('review.done', 'tests: fail', 't');
    const verifyFailed = claim('verify.passed', 'quality.coverage: 10%', 't');
    const custom = claim('feature.done', '', 't');
    expect([reviewBlocked.published, verifyFailed.published, custom.published]).toEqual([
      'review.blocked',
      'verify.failed',
      'feature.done',
    ]);
    const history = [blocked('t'), reviewBlocked, verifyFailed, custom, blocked('t'), blocked('t')];
    expect(detectThrashing(history).abandoned).toEqual(['t']);
    expect(detectThrashing([reviewBlocked, reviewBlocked, reviewBlocked]).abandoned).toEqual([]);
  });

  it('a claim for several tasks counts once for each; a task named twice counts once', () => {
    const history = [blocked('a', 'b'), blocked('a', 'a'), blocked('a', 'b'), blocked('b')];
    expect(detectThrashing(history)).toEqual({
      abandoned: ['a', 'b'],
      streaks: [
        { taskId: 'a', blocked: 3 },
        { taskId: 'b', blocked: 3 },
      ],
    });
  });

  it('lists abandoned tasks in the order they reached the limit', () => {
    const history = [blocked('late'), blocked('early'), blocked('early'), blocked('early')];
    history.push(blocked('late'), blocked('late'));
    expect(detectThrashing(history).abandoned).toEqual(['early', 'late']);
  });

  it('a claim naming no task counts for no task', () => {
    expect(detectThrashing([blocked(), blocked(), blocked()])).toEqual({
      abandoned: [],
      streaks: [],
    });
  });

  it('task ids that are Object prototype names are ordinary ids', () => {
    const history = [blocked('__proto__'), blocked('__proto__'), blocked('__proto__')];
    expect(detectThrashing(history).abandoned).toEqual(['__proto__']);
  });

  it('takes a custom limit and rejects a meaningless one', () => {
    expect(detectThrashing([blocked('t'), blocked('t')], 2).abandoned).toEqual(['t']);
    for (const limit of [0, -1, 2.5, Number.NaN]) {
      expect(() => detectThrashing([], limit)).toThrow(RangeError);
    }
  });

  it('reads ledger claim events as they are stored', () => {
    const events = [1, 2, 3].map((n) =>
      ClaimEventSchema.parse({
        id: `abc${n}:build.done`,
        at: `2026-11-2${n}T10:00:00Z`,
        kind: 'claim',
        topic: 'build.done',
        published: 'build.blocked',
        accepted: false,
        failed: ['tests'],
        claimedPassing: [],
        taskIds: ['run_tests'],
        source: 'trailer',
      }),
    );
    expect(detectThrashing(events).abandoned).toEqual(['run_tests']);
  });
});
