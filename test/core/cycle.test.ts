import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildCycleEvent,
  cycleDue,
  cycleTier,
  formatCycleMessage,
  parseCycleMessage,
  parseCycleMessageAsGit,
  type CycleCommit,
  type CycleTier,
} from '../../src/core/cycle.js';
import { readCanonicalCycleMessage } from '../../src/core/cycle-message.js';
import type { PenaltyTier, RewardTier, Verdict } from '../../src/core/model.js';

describe('cycleTier', () => {
  it.each<[PenaltyTier, RewardTier, string]>([
    ['lockdown', 'none', 'lockdown'],
    ['escalated', 'none', 'escalated'],
    ['tightened', 'none', 'tightened'],
    ['warning', 'none', 'warning'],
    ['none', 'none', 'normal'],
    ['none', 'good', 'good'],
    ['none', 'excellent', 'excellent'],
    ['none', 'outstanding', 'outstanding'],
  ])('penalty %s, reward %s → %s', (penalty, reward, tier) => {
    expect(cycleTier({ penalty, reward })).toBe(tier);
  });
});

describe('cycleDue', () => {
  it('is due when there was no cycle yet', () => {
    expect(
      cycleDue({ lastCycleAt: undefined, intervalMinutes: 15, now: '2026-03-01T10:00:00Z' }),
    ).toEqual({ due: true, nextDueAt: '2026-03-01T10:00:00.000Z' });
  });

  // The seed's interval table: 8 (lockdown), 10 (escalated), 12 (tightened), 15, 17, 20 minutes.
  it.each([
    [8, '2026-03-01T10:07:59Z', false],
    [8, '2026-03-01T10:08:00Z', true],
    [15, '2026-03-01T10:14:00Z', false],
    [15, '2026-03-01T10:15:00Z', true],
    [20, '2026-03-01T10:19:59Z', false],
    [20, '2026-03-01T10:20:01Z', true],
  ])('interval %i min, last cycle 10:00, now %s → due %s', (intervalMinutes, now, due) => {
    const result = cycleDue({ lastCycleAt: '2026-03-01T10:00:00Z', intervalMinutes, now });
    expect(result.due).toBe(due);
    expect(Date.parse(result.nextDueAt)).toBe(
      Date.parse('2026-03-01T10:00:00Z') + intervalMinutes * 60_000,
    );
  });
});

describe('buildCycleEvent', () => {
  it('has a stable id per cycle number and drops contract line numbers', () => {
    const event = buildCycleEvent({
      cycle: 7,
      at: '2026-03-01T10:00:00Z',
      tasks: [
        {
          id: 'check_email',
          description: 'Check email',
          required: true,
          verify: 'email_count',
          maxAttempts: 3,
          preMarked: false,
          line: 4,
        } as never,
      ],
      defaultIntervalMinutes: 15,
    });
    expect(event.id).toBe('cycle-7');
    expect(event.tasks[0]).not.toHaveProperty('line');
  });
});

describe('cycle commit message', () => {
  const commit: CycleCommit = {
    cycle: 12,
    score: 45,
    target: 82,
    tier: 'good',
    delta: -20,
    intervalMinutes: 17,
    verdicts: [
      { taskId: 'check_email', verdict: 'verified', contradiction: false },
      { taskId: 'review_tasks', verdict: 'not_verified', contradiction: true },
    ],
  };

  it('carries the subject and one trailer per fact and per verdict', () => {
    const message = formatCycleMessage(commit);
    expect(message.split('\n')[0]).toBe('heartbeat: cycle 12 — score 45/82 (good)');
    const trailers = message.trim().split('\n\n').at(-1)?.split('\n');
    expect(trailers).toEqual([
      'Heartbeat-Cycle: 12',
      'Heartbeat-Score: 45',
      'Heartbeat-Target: 82',
      'Heartbeat-Tier: good',
      'Heartbeat-Delta: -20',
      'Heartbeat-Interval: 17',
      'Heartbeat-Verdict: check_email verified',
      'Heartbeat-Verdict: review_tasks not_verified contradiction',
    ]);
  });

  it('reads back what it wrote', () => {
    expect(parseCycleMessage(formatCycleMessage(commit))).toEqual(commit);
    const quiet = { ...commit, delta: 0, verdicts: [], tier: 'normal' as const };
    expect(parseCycleMessage(formatCycleMessage(quiet))).toEqual(quiet);
  });

  it("names a team agent's cycle in a last Heartbeat-Agent trailer, read back by both parsers", () => {
    const coder = { ...commit, agent: 'coder' };
    const message = formatCycleMessage(coder);
    expect(message.trimEnd().split('\n').at(-1)).toBe('Heartbeat-Agent: coder');
    expect(parseCycleMessage(message)).toEqual(coder);
    expect(parseCycleMessageAsGit(message)).toEqual(coder);
    // A single agent's message carries no such trailer, as before.
    expect(formatCycleMessage(commit)).not.toContain('Heartbeat-Agent');
    // Two agent trailers are not a cycle record.
    expect(parseCycleMessage(`${message}Heartbeat-Agent: reviewer\n`)).toBeUndefined();
  });

  it('names every ground-truth contradiction with its two sides, and reads them back', () => {
    const lied = {
      ...commit,
      verdicts: [
        {
          taskId: 'run_tests',
          verdict: 'not_verified' as const,
          contradiction: true,
          contradictions: [
            {
              claimed: 'tests: pass (build.done on 0123456789ab)',
              actual: 'check CI / test concluded failure on 0123456789ab',
            },
            { claimed: 'pre-marked [x]', actual: 'check CI | e2e\nconcluded failure' },
          ],
        },
      ],
    };
    const message = formatCycleMessage(lied);
    expect(message.trimEnd().split('\n').slice(-2)).toEqual([
      'Heartbeat-Contradiction: run_tests claimed tests: pass (build.done on 0123456789ab) | actual check CI / test concluded failure on 0123456789ab',
      'Heartbeat-Contradiction: run_tests claimed pre-marked [x] | actual check CI / e2e concluded failure',
    ]);
    const [first, second] = lied.verdicts[0]!.contradictions;
    expect(parseCycleMessage(message)?.verdicts).toEqual([
      {
        ...lied.verdicts[0],
        contradictions: [first, { ...second, actual: 'check CI / e2e concluded failure' }],
      },
    ]);
    const orphan = message.replace('run_tests not_verified contradiction', 'run_tests unclear');
    expect(parseCycleMessage(orphan)).toBeUndefined();
  });

  it.each([
    ['another commit', 'fix: typo\n\nHeartbeat-Cycle: 3\n'],
    ['a missing score', formatCycleMessage(commit).replace(/Heartbeat-Score: .*\n/, '')],
    ['an unknown tier', formatCycleMessage(commit).replace('Tier: good', 'Tier: superb')],
    [
      'a bad verdict',
      formatCycleMessage(commit).replace('check_email verified', 'check_email done'),
    ],
  ])('ignores %s', (_name, message) => {
    expect(parseCycleMessage(message)).toBeUndefined();
  });
});

describe('parseCycleMessage (property)', () => {
  const tierArb = fc.constantFrom<CycleTier>(
    'lockdown',
    'escalated',
    'tightened',
    'warning',
    'normal',
    'good',
    'excellent',
    'outstanding',
  );
  const commitArb: fc.Arbitrary<CycleCommit> = fc.record({
    cycle: fc.integer({ min: 1, max: 10_000_000 }),
    score: fc.integer({ min: -100_000, max: 100_000 }),
    target: fc.integer({ min: 50, max: 500 }),
    tier: tierArb,
    delta: fc.integer({ min: -100_000, max: 100_000 }),
    intervalMinutes: fc.constantFrom(8, 10, 12, 15, 17, 20, 60),
    verdicts: fc.array(
      fc.record({
        taskId: fc.stringMatching(/^[a-z0-9][a-z0-9_.-]{0,30}$/),
        verdict: fc.constantFrom<Verdict>('verified', 'not_verified', 'unclear'),
        contradiction: fc.boolean(),
      }),
      { maxLength: 12 },
    ),
  });

  it('reads back every message formatCycleMessage writes', () => {
    fc.assert(
      fc.property(commitArb, (commit) => {
        expect(parseCycleMessage(formatCycleMessage(commit))).toEqual(commit);
      }),
    );
  });

  it('rejects a message whose subject disagrees with its trailers', () => {
    fc.assert(
      fc.property(commitArb, fc.integer({ min: 1, max: 1000 }), (commit, bump) => {
        const forged = formatCycleMessage(commit).replace(
          `Heartbeat-Score: ${commit.score}\n`,
          `Heartbeat-Score: ${commit.score + bump}\n`,
        );
        expect(parseCycleMessage(forged)).toBeUndefined();
      }),
    );
  });

  it('never throws on arbitrary text after the cycle prefix', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (tail) => {
        const parsed = parseCycleMessage(`heartbeat: cycle ${tail}`);
        if (parsed) expect(parseCycleMessage(formatCycleMessage(parsed))).toEqual(parsed);
      }),
    );
  });
});

describe('parseCycleMessage reads a message as git would (the quick path for canonical messages)', () => {
  const text = fc.string({ unit: 'binary', maxLength: 30 });
  const commitArb: fc.Arbitrary<CycleCommit> = fc.record({
    cycle: fc.oneof(fc.integer({ min: 1, max: 10_000 }), fc.constantFrom(0, -1, 2 ** 53, 1e21)),
    score: fc.oneof(fc.integer(), fc.constantFrom(-0, 2 ** 53, -(2 ** 53))),
    target: fc.integer({ min: -5, max: 500 }),
    tier: fc.constantFrom<CycleTier>('lockdown', 'warning', 'normal', 'good', 'none' as CycleTier),
    delta: fc.oneof(fc.integer(), fc.constantFrom(-0, 2 ** 60)),
    intervalMinutes: fc.oneof(fc.constantFrom(8, 17, 60), fc.integer({ min: -2, max: 2 })),
    verdicts: fc.array(
      fc.record(
        {
          taskId: fc.oneof(fc.stringMatching(/^[a-z_]{1,8}$/), text),
          verdict: fc.constantFrom<Verdict>('verified', 'not_verified', 'unclear'),
          contradiction: fc.boolean(),
          contradictions: fc.array(fc.record({ claimed: text, actual: text }), { maxLength: 2 }),
        },
        { requiredKeys: ['taskId', 'verdict', 'contradiction'] },
      ),
      { maxLength: 4 },
    ),
  });
  /** The message with one edit: a character inserted, one removed, or a line repeated. */
  const edited = fc
    .tuple(commitArb, fc.nat(), fc.constantFrom('insert', 'remove', 'repeat'), fc.string())
    .map(([commit, at, edit, inserted]) => {
      const message = formatCycleMessage(commit);
      const i = at % (message.length + 1);
      if (edit === 'insert') return message.slice(0, i) + inserted + message.slice(i);
      if (edit === 'remove') return message.slice(0, i) + message.slice(i + 1);
      const lines = message.split('\n');
      const j = at % lines.length;
      return [...lines.slice(0, j + 1), ...lines.slice(j)].join('\n');
    });
  // Same result, same key order: `log --json` prints these objects.
  const same = (message: string): void => {
    expect(JSON.stringify(parseCycleMessage(message))).toBe(
      JSON.stringify(parseCycleMessageAsGit(message)),
    );
  };

  it('agrees with git trailer parsing on every message formatCycleMessage writes', () => {
    fc.assert(
      fc.property(commitArb, (commit) => same(formatCycleMessage(commit))),
      {
        numRuns: 500,
      },
    );
  });

  it('agrees on edited messages and on arbitrary text', () => {
    fc.assert(fc.property(edited, same), { numRuns: 1000 });
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (tail) =>
        same(`heartbeat: cycle ${tail}`),
      ),
      { numRuns: 500 },
    );
  });

  // Mostly valid commits (so that most messages are canonical until edited), with a few tasks
  // shared by several verdicts, contradictions, reasons and agents, some of which
  // formatCycleMessage squeezes or clips (so not read back as given).
  const side = fc.oneof(text, fc.constantFrom('', 'a b', ' x', 'y ', 'p|q', 'r\ns'));
  const fullCommitArb: fc.Arbitrary<CycleCommit> = fc.record(
    {
      cycle: fc.oneof(fc.integer({ min: 1, max: 10_000 }), fc.constant(0)),
      score: fc.integer(),
      target: fc.integer({ min: 50, max: 500 }),
      tier: fc.constantFrom<CycleTier>('lockdown', 'warning', 'normal', 'good'),
      delta: fc.oneof(fc.integer({ min: -50, max: 50 }), fc.constant(-0)),
      intervalMinutes: fc.constantFrom(8, 17, 60),
      verdicts: fc.array(
        fc.record(
          {
            taskId: fc.oneof(
              { arbitrary: fc.constantFrom('a', 'b', 'run_tests'), weight: 4 },
              text,
            ),
            verdict: fc.constantFrom<Verdict>('verified', 'not_verified', 'unclear'),
            contradiction: fc.boolean(),
            contradictions: fc.array(fc.record({ claimed: side, actual: side }), {
              maxLength: 2,
            }),
            reason: fc.oneof(
              { arbitrary: fc.constantFrom('flaky', 'exit 1', 'x'.repeat(199) + '…'), weight: 4 },
              fc.constantFrom('', 'two  spaces', ' lead', 'y'.repeat(201)),
              text,
            ),
          },
          { requiredKeys: ['taskId', 'verdict', 'contradiction'] },
        ),
        { maxLength: 5 },
      ),
      agent: fc.oneof(fc.constantFrom('coder', '', ' coder'), text),
    },
    {
      requiredKeys: ['cycle', 'score', 'target', 'tier', 'delta', 'intervalMinutes', 'verdicts'],
    },
  );
  /**
   * A message formatCycleMessage writes, as is or with one edit: a character inserted or removed
   * anywhere, or in its trailers a space replaced by other text, text put before a value, or two
   * lines swapped.
   */
  const nearlyCanonical = fc
    .tuple(
      fullCommitArb,
      fc.nat(),
      fc.nat(),
      fc.oneof(
        { arbitrary: fc.constant('none'), weight: 3 },
        fc.constantFrom('insert', 'remove', 'space', 'value', 'swap'),
      ),
      fc.constantFrom(' ', '\t', '\r', '0', '+', '-', '|', '\n', 'x', '  ', '\u00a0', ' \t'),
    )
    .map(([commit, at, other, edit, inserted]) => {
      const message = formatCycleMessage(commit);
      const i = at % (message.length + 1);
      if (edit === 'insert') return message.slice(0, i) + inserted + message.slice(i);
      if (edit === 'remove') return message.slice(0, i) + message.slice(i + 1);
      if (edit === 'none') return message;
      const body = message.lastIndexOf('\n\n', message.length - 2) + 2;
      const lines = message.slice(body).split('\n');
      const [j, k] = [at % lines.length, other % lines.length];
      if (edit === 'swap') [lines[j], lines[k]] = [lines[k]!, lines[j]!];
      else if (edit === 'value') lines[j] = lines[j]!.replace(': ', `: ${inserted}`);
      else {
        const words = lines[j]!.split(' ');
        const w = 1 + (other % Math.max(1, words.length - 1));
        lines[j] = [words.slice(0, w).join(' '), words.slice(w).join(' ')].join(inserted);
      }
      return message.slice(0, body) + lines.join('\n');
    });

  it('reads without writing back exactly the messages the round trip keeps, as git reads them', () => {
    let canonical = 0;
    fc.assert(
      fc.property(nearlyCanonical, (message) => {
        // The reference: what git's parser reads, kept when writing it back gives the same text.
        const asGit = parseCycleMessageAsGit(message);
        const roundTrip =
          asGit !== undefined && formatCycleMessage(asGit) === message ? asGit : undefined;
        const quick = readCanonicalCycleMessage(message);
        expect(JSON.stringify(quick), message).toBe(JSON.stringify(roundTrip));
        if (quick) canonical += 1;
      }),
      { numRuns: 6000 },
    );
    // Both sides of the check were exercised.
    expect(canonical).toBeGreaterThan(100);
    expect(canonical).toBeLessThan(5900);
  });

  it('does not read a cycle naming an empty agent, which the schema refuses', () => {
    const commit: CycleCommit = {
      cycle: 2,
      score: 10,
      target: 50,
      tier: 'normal',
      delta: 10,
      intervalMinutes: 15,
      verdicts: [],
    };
    const message = formatCycleMessage({ ...commit, agent: '' });
    expect(message.endsWith('\nHeartbeat-Agent: \n')).toBe(true);
    expect(parseCycleMessage(message)).toBeUndefined();
    expect(parseCycleMessageAsGit(message)).toBeUndefined();
    expect(parseCycleMessage(formatCycleMessage({ ...commit, agent: 'coder' }))).toEqual({
      ...commit,
      agent: 'coder',
    });
  });

  it('writes nothing back on look-alikes that take two edits', () => {
    const commit: CycleCommit = {
      cycle: 5,
      score: 12,
      target: 50,
      tier: 'normal',
      delta: 5,
      intervalMinutes: 15,
      verdicts: [
        { taskId: 'run_tests', verdict: 'verified', contradiction: true },
        { taskId: 'lint', verdict: 'unclear', contradiction: false, reason: 'flaky' },
      ],
    };
    const message = formatCycleMessage({
      ...commit,
      verdicts: [{ ...commit.verdicts[0]!, contradictions: [{ claimed: 'ok', actual: 'red' }] }],
    });
    const variants = [
      // A number as formatCycleMessage never prints it, in the subject and its trailer alike.
      message.replace('cycle 5 ', 'cycle 05 ').replace('Cycle: 5', 'Cycle: 05'),
      message.replace('score 12/', 'score +12/').replace('Score: 12', 'Score: +12'),
      message.replace('/50 (', '/050 (').replace('Target: 50', 'Target: 050'),
      message.replace('+5 points', '5 points').replace('Delta: +5', 'Delta: 5'),
      message.replace('in 15 min', 'in +15 min').replace('Interval: 15', 'Interval: +15'),
      formatCycleMessage({ ...commit, delta: 0 })
        .replace('; 0 points', '; -0 points')
        .replace('Delta: 0', 'Delta: -0'),
      // Other white space where formatCycleMessage writes one space.
      message.replace('run_tests verified', 'run_tests\tverified'),
      message.replace('run_tests verified', 'run_tests\u00a0verified'),
      message.replace('verified contradiction', 'verified\tcontradiction'),
      message.replace('verified contradiction', 'verified \tcontradiction'),
      // Not a trailer line at all.
      message.replace('Tier: ', 'Tier; '),
      message.replace('Cycle: ', 'Cycle  '),
      // A line break (a lone \r) inside a side, which formatCycleMessage writes as a space.
      message.replace('claimed ok', 'claimed o\rk'),
      message.replace('actual red', 'actual r\red'),
    ];
    for (const variant of variants) {
      expect(variant).not.toBe(message);
      const asGit = parseCycleMessageAsGit(variant);
      expect(asGit === undefined || formatCycleMessage(asGit) !== variant, variant).toBe(true);
      expect(readCanonicalCycleMessage(variant), variant).toBeUndefined();
      same(variant);
    }
  });

  it('agrees on look-alikes that only the full path reads', () => {
    const commit: CycleCommit = {
      cycle: 3,
      score: 12,
      target: 50,
      tier: 'normal',
      delta: 5,
      intervalMinutes: 15,
      verdicts: [{ taskId: 'run_tests', verdict: 'verified', contradiction: false }],
    };
    const message = formatCycleMessage(commit);
    const variants = [
      message.replace('Heartbeat-Delta: +5', 'Heartbeat-Delta:   +5  '),
      message.replace('Heartbeat-Cycle', 'heartbeat-cycle'),
      message.replace(
        'Heartbeat-Verdict: run_tests verified',
        'Heartbeat-Verdict: run_tests\tverified',
      ),
      `${message}Signed-off-by: A <a@example.com>\n`,
      message.replace('Heartbeat-Tier: normal\n', '').concat('Heartbeat-Tier: normal\n'),
      message.trimEnd(),
      `${message}\n`,
    ];
    for (const variant of variants) {
      same(variant);
      expect(parseCycleMessageAsGit(variant), variant).toBeDefined();
    }
  });
});
