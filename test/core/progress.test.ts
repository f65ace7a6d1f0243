import { describe, expect, it } from 'vitest';
import {
  applyVerdictToProgress,
  createScoreState,
  CycleProgressSchema,
  forcesAllRequired,
  initCycleProgress,
  isAbandoned,
  parseHeartbeatContract,
  penaltyTier,
  type CycleProgress,
  type CycleTask,
  type TaskProgress,
} from '../../src/index.js';

const task = (id: string, overrides: Partial<CycleTask> = {}): CycleTask => ({
  id,
  description: `Do ${id}`,
  required: true,
  verify: 'task_completed',
  maxAttempts: 3,
  preMarked: false,
  ...overrides,
});

const row = (taskId: string, overrides: Partial<TaskProgress> = {}): TaskProgress => ({
  taskId,
  status: 'pending',
  attempts: 0,
  maxAttempts: 3,
  required: true,
  preMarked: false,
  ...overrides,
});

const previousCycle = (tasks: TaskProgress[]): CycleProgress => ({
  cycle: 1,
  startedAt: '2026-03-01T09:00:00Z',
  forcedRequired: false,
  tasks,
});

const open = (tasks: CycleTask[], previous: CycleProgress | undefined, forceAllRequired = false) =>
  initCycleProgress(tasks, previous, {
    cycle: 2,
    startedAt: '2026-03-01T09:15:00Z',
    forceAllRequired,
  });

const only = (progress: CycleProgress): TaskProgress => {
  expect(progress.tasks).toHaveLength(1);
  return progress.tasks[0]!;
};

describe('initCycleProgress: seed 003 "Cycle Initialization", row by row', () => {
  it.each<[string, CycleTask, TaskProgress | undefined, Pick<TaskProgress, 'status' | 'attempts'>]>(
    [
      [
        'agent pre-marked [x] → verified (0 attempts)',
        task('a', { preMarked: true }),
        undefined,
        { status: 'verified', attempts: 0 },
      ],
      [
        'agent pre-marked [x], even after failing twice → verified (0 attempts)',
        task('a', { preMarked: true }),
        row('a', { status: 'failed', attempts: 2, lastVerdict: 'not_verified' }),
        { status: 'verified', attempts: 0 },
      ],
      [
        'previously failed with max attempts reached → stays failed (no retry)',
        task('a'),
        row('a', { status: 'failed', attempts: 3, lastVerdict: 'not_verified' }),
        { status: 'failed', attempts: 3 },
      ],
      [
        'previously failed with retries remaining → pending, attempt count preserved',
        task('a'),
        row('a', { status: 'failed', attempts: 2, lastVerdict: 'unclear' }),
        { status: 'pending', attempts: 2 },
      ],
      [
        'previously verified → pending',
        task('a'),
        row('a', { status: 'verified', attempts: 2, lastVerdict: 'verified' }),
        { status: 'pending', attempts: 0 },
      ],
      [
        'previously skipped → pending',
        task('a'),
        row('a', { status: 'skipped', attempts: 1 }),
        { status: 'pending', attempts: 0 },
      ],
      [
        'new task (no previous) → pending',
        task('a'),
        undefined,
        { status: 'pending', attempts: 0 },
      ],
    ],
  )('%s', (_name, contractTask, before, expected) => {
    const progress = open([contractTask], before && previousCycle([before]));
    expect(only(progress)).toMatchObject({ taskId: 'a', ...expected });
    expect(CycleProgressSchema.safeParse(progress).success).toBe(true);
  });

  it('new task among carried ones starts pending (no previous cycle at all, too)', () => {
    const fresh = open([task('a'), task('b')], undefined);
    expect(fresh.tasks.map((t) => [t.taskId, t.status, t.attempts])).toEqual([
      ['a', 'pending', 0],
      ['b', 'pending', 0],
    ]);
    const next = open(
      [task('a'), task('c')],
      previousCycle([row('a', { status: 'verified', attempts: 1 })]),
    );
    expect(next.tasks.map((t) => [t.taskId, t.status, t.attempts])).toEqual([
      ['a', 'pending', 0],
      ['c', 'pending', 0],
    ]);
  });

  it('a task removed from the contract drops out of the cycle', () => {
    const progress = open(
      [task('kept')],
      previousCycle([
        row('gone', { status: 'failed', attempts: 1 }),
        row('kept', { status: 'failed', attempts: 1 }),
      ]),
    );
    expect(progress.tasks.map((t) => t.taskId)).toEqual(['kept']);
  });

  it("the contract's current max_attempts decides whether a failed task is retried", () => {
    const failedTwice = previousCycle([row('a', { status: 'failed', attempts: 2 })]);
    expect(only(open([task('a', { maxAttempts: 2 })], failedTwice)).status).toBe('failed');
    expect(only(open([task('a', { maxAttempts: 5 })], failedTwice))).toMatchObject({
      status: 'pending',
      attempts: 2,
      maxAttempts: 5,
    });
  });

  it('a retry left pending (never judged) keeps its attempts into the next cycle', () => {
    const progress = open(
      [task('a')],
      previousCycle([row('a', { status: 'pending', attempts: 2 })]),
    );
    expect(only(progress)).toMatchObject({ status: 'pending', attempts: 2 });
  });

  it('records the cycle, its start, and the contract fields the prompt needs', () => {
    const progress = open([task('a', { required: false, maxAttempts: 5 })], undefined);
    expect(progress).toEqual({
      cycle: 2,
      startedAt: '2026-03-01T09:15:00Z',
      forcedRequired: false,
      tasks: [row('a', { required: false, maxAttempts: 5 })],
    });
  });

  it('keeps the first of two tasks with the same id', () => {
    const progress = open(
      [task('a', { maxAttempts: 4 }), task('a', { maxAttempts: 9 })],
      undefined,
    );
    expect(only(progress).maxAttempts).toBe(4);
  });
});

describe('initCycleProgress writes each row with the same keys in the same order', () => {
  // progress.json is these rows serialized: its bytes (and so git's diffs) follow the key order.
  it('in every carry-over case', () => {
    const previous = previousCycle([
      row('failed_spent', { status: 'failed', attempts: 3, lastVerdict: 'not_verified' }),
      row('failed_retry', { status: 'failed', attempts: 1, lastVerdict: 'unclear' }),
      row('pending_kept', { attempts: 2, lastVerdict: 'unclear' }),
      row('verified', { status: 'verified', attempts: 1, lastVerdict: 'verified' }),
    ]);
    const tasks = [
      task('pre', { preMarked: true }),
      task('new'),
      task('failed_spent'),
      task('failed_retry'),
      task('pending_kept'),
      task('verified'),
    ];
    const progress = initCycleProgress(tasks, previous, {
      cycle: 2,
      startedAt: '2026-03-01T09:15:00Z',
      forceAllRequired: false,
    });
    const base = ['taskId', 'maxAttempts', 'required', 'preMarked', 'status', 'attempts'];
    expect(progress.tasks.map((t) => [t.taskId, Object.keys(t)])).toEqual([
      ['pre', base],
      ['new', base],
      ['failed_spent', [...base, 'lastVerdict']],
      ['failed_retry', [...base, 'lastVerdict']],
      ['pending_kept', [...base, 'lastVerdict']],
      ['verified', base],
    ]);
  });
});

describe('forced required (escalated and lockdown tiers)', () => {
  const tasks = [task('must'), task('extra', { required: false })];

  it.each([
    // target 50: lockdown < -10, escalated < 0, tightened < 8, warning < 13
    [-11, 'lockdown', true],
    [-1, 'escalated', true],
    [0, 'tightened', false],
    [10, 'warning', false],
    [30, 'none', false],
  ] as const)('score %i of 50 (%s): forced %s', (score, tier, forced) => {
    const state = createScoreState('2026-03-01');
    const penalty = penaltyTier(score, state.today.target);
    expect(penalty).toBe(tier);
    const progress = open(tasks, undefined, forcesAllRequired(penalty));
    expect(progress.forcedRequired).toBe(forced);
    expect(progress.tasks.map((t) => t.required)).toEqual([true, forced]);
  });

  it('a forced cycle does not stick: the next unforced cycle reads the contract again', () => {
    const forced = open(tasks, undefined, true);
    const next = open(tasks, forced, false);
    expect(next.tasks.map((t) => t.required)).toEqual([true, false]);
  });
});

describe('applyVerdictToProgress', () => {
  const start = open([task('a'), task('b')], undefined);

  it.each([
    ['verified', 'verified'],
    ['not_verified', 'failed'],
    ['unclear', 'failed'],
  ] as const)('%s → %s, one attempt more', (verdict, status) => {
    const after = applyVerdictToProgress(start, 'a', verdict);
    expect(after.tasks[0]).toMatchObject({ status, attempts: 1, lastVerdict: verdict });
    expect(after.tasks[1]).toEqual(start.tasks[1]);
    expect(start.tasks[0]).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('leaves the progress unchanged for a task the cycle does not hold', () => {
    expect(applyVerdictToProgress(start, 'nope', 'verified')).toBe(start);
  });

  it('three failures use up the default attempts: the task is abandoned in the next cycles', () => {
    let progress = start;
    for (let cycle = 2; cycle <= 4; cycle++) {
      expect(progress.tasks[0]).toMatchObject({ status: 'pending', attempts: cycle - 2 });
      progress = applyVerdictToProgress(progress, 'a', 'not_verified');
      progress = initCycleProgress([task('a'), task('b')], progress, {
        cycle: cycle + 1,
        startedAt: `2026-03-0${cycle}T00:00:00Z`,
        forceAllRequired: false,
      });
    }
    expect(progress.tasks[0]).toMatchObject({ status: 'failed', attempts: 3 });
    expect(isAbandoned(progress.tasks[0]!)).toBe(true);
    expect(isAbandoned(progress.tasks[1]!)).toBe(false);
  });

  it('a verified retry starts the next cycle afresh', () => {
    let progress = applyVerdictToProgress(start, 'a', 'not_verified');
    progress = open([task('a')], progress);
    progress = applyVerdictToProgress(progress, 'a', 'verified');
    expect(only(progress)).toMatchObject({ status: 'verified', attempts: 2 });
    expect(only(open([task('a')], progress))).toMatchObject({ status: 'pending', attempts: 0 });
  });
});

describe('from HEARTBEAT.md to a cycle', () => {
  it('opens the seed example: the pre-marked weather brief is verified, the rest pending', () => {
    const contract = parseHeartbeatContract(
      [
        '## Tasks',
        '- [ ] check_email | Check for new important emails | required | verify: email_count',
        '- [x] weather_brief | Prepare morning weather brief | optional | verify: weather_sent',
        '- [ ] memory_cleanup | Run memory deduplication | optional | verify: dedup_count | max_attempts: 5',
      ].join('\n'),
    );
    const progress = open(contract.tasks, undefined);
    expect(progress.tasks.map((t) => [t.taskId, t.status, t.required, t.maxAttempts])).toEqual([
      ['check_email', 'pending', true, 3],
      ['weather_brief', 'verified', false, 3],
      ['memory_cleanup', 'pending', false, 5],
    ]);
  });
});

describe('a new calendar day (recurring tasks stay judged)', () => {
  it('starts every task afresh, an abandoned one included', () => {
    const abandoned = row('a', { status: 'failed', attempts: 3, lastVerdict: 'unclear' });
    const progress = initCycleProgress([task('a')], previousCycle([abandoned]), {
      cycle: 2,
      startedAt: '2026-03-02T00:05:00Z',
      forceAllRequired: false,
      newDay: true,
    });
    expect(only(progress)).toMatchObject({
      status: 'pending',
      attempts: 0,
      lastVerdict: 'unclear',
    });
    expect(isAbandoned(only(progress))).toBe(false);
  });
});
