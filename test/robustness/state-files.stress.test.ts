/**
 * What the writer commits and reads back: the cycle commit message (subject and trailers), and
 * the JSON state files (score.json, progress.json, checkpoints). Written text parses back to the
 * same value and the same bytes; arbitrary text in a state file is an error naming that file.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatCycleMessage,
  parseCycleMessage,
  type CycleCommit,
  type CycleTier,
} from '../../src/core/cycle.js';
import { serializeLedger } from '../../src/core/ledger.js';
import {
  CycleProgressSchema,
  ScoreStateSchema,
  type CycleEvent,
  type LedgerEvent,
} from '../../src/core/model.js';
import { parse } from '../../src/core/plain-schema.js';
import { ReplayStateRule } from '../../src/core/state-rules.js';
import { replayLedger } from '../../src/core/replay.js';
import { parseTrailers } from '../../src/core/trailers.js';
import { InputError } from '../../src/errors.js';
import { loadStateStore, stateJson, type StateSource } from '../../src/git/state-store.js';

/** Task ids as the contract makes them: slugs, Unicode letters and marks included. */
const taskId = fc
  .tuple(fc.stringMatching(/^[a-z0-9äöüéçß検査]{1,6}(?:_[a-z0-9äöü検]{1,4}){0,2}$/), fc.boolean())
  .map(([id, mark]) => (mark ? `${id}e\u0301` : id));
/** A side of a contradiction: what a claim or a check said, any text at all. */
const side = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom('tests: pass (build.done on 0123456789ab)', 'pre-marked [x]', ' a | b \n c '),
);

const cycleCommit: fc.Arbitrary<CycleCommit> = fc.record({
  cycle: fc.integer({ min: 1, max: 10_000_000 }),
  score: fc.integer({ min: -100_000, max: 100_000 }),
  target: fc.integer({ min: 50, max: 500 }),
  tier: fc.constantFrom<CycleTier>(
    'lockdown',
    'escalated',
    'tightened',
    'warning',
    'normal',
    'good',
    'excellent',
    'outstanding',
  ),
  delta: fc.integer({ min: -100_000, max: 100_000 }),
  intervalMinutes: fc.constantFrom(8, 10, 12, 15, 17, 20),
  verdicts: fc.array(
    fc.oneof(
      fc.record({
        taskId,
        verdict: fc.constantFrom('verified' as const, 'not_verified' as const, 'unclear' as const),
        contradiction: fc.constant(false),
      }),
      fc.record({
        taskId,
        verdict: fc.constant('not_verified' as const),
        contradiction: fc.constant(true),
        contradictions: fc.array(fc.record({ claimed: side, actual: side }), {
          minLength: 1,
          maxLength: 2,
        }),
      }),
    ),
    { maxLength: 8 },
  ),
});

/** A trailer value as git stores it: one line, no `|` (the separator of the two sides). */
const asTrailerSide = (text: string) => text.replace(/[\r\n]+/g, ' ').replaceAll('|', '/');

describe('cycle commit messages round trip', () => {
  it('every message formatCycleMessage writes reads back, contradictions and Unicode ids included', () => {
    fc.assert(
      fc.property(cycleCommit, (commit) => {
        const parsed = parseCycleMessage(formatCycleMessage(commit));
        expect(parsed).toBeDefined();
        expect({ ...parsed, verdicts: [] }).toEqual({ ...commit, verdicts: [] });
        expect(parsed?.verdicts.map((v) => [v.taskId, v.verdict, v.contradiction])).toEqual(
          commit.verdicts.map((v) => [v.taskId, v.verdict, v.contradiction]),
        );
        // Each contradiction's sides come back as one-line trailer values (trimmed, as git trims).
        const sides = (c: CycleCommit) =>
          c.verdicts.flatMap((v) =>
            (v.contradictions ?? []).map((x) => [v.taskId, x.claimed.trim(), x.actual.trim()]),
          );
        const written = commit.verdicts.flatMap((v) =>
          (v.contradictions ?? []).map((x) => [
            v.taskId,
            asTrailerSide(x.claimed).trim(),
            asTrailerSide(x.actual).trim(),
          ]),
        );
        expect(sides(parsed!).sort()).toEqual(written.sort());
        // Reading it back is a fixed point: the parsed record writes the same message again.
        expect(parseCycleMessage(formatCycleMessage(parsed!))).toEqual(parsed);
      }),
      { numRuns: 2000 },
    );
  });

  it('every Heartbeat trailer written is one trailer read, in order', () => {
    fc.assert(
      fc.property(cycleCommit, (commit) => {
        const message = formatCycleMessage(commit);
        const written = message
          .trimEnd()
          .split('\n')
          .filter((line) => line.startsWith('Heartbeat-'));
        const read = parseTrailers(message, { cleanup: 'none' }).map((t) => `${t.key}: ${t.value}`);
        expect(read).toEqual(written.map((line) => line.trimEnd()));
      }),
      { numRuns: 1000 },
    );
  });

  it('never throws on arbitrary messages, and what it accepts round trips', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 300 }).map((tail) => `heartbeat: cycle ${tail}`),
          fc.tuple(cycleCommit, fc.string({ maxLength: 40 }), fc.nat()).map(([c, junk, at]) => {
            const text = formatCycleMessage(c);
            const cut = at % (text.length + 1);
            return text.slice(0, cut) + junk + text.slice(cut);
          }),
        ),
        (message) => {
          const parsed = parseCycleMessage(message);
          if (parsed) expect(parseCycleMessage(formatCycleMessage(parsed))).toEqual(parsed);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

const tasks: CycleEvent['tasks'] = [
  {
    id: 'check_email',
    description: 'Check email',
    required: true,
    verify: 'evidence:build.done',
    maxAttempts: 2,
    preMarked: false,
  },
  {
    id: 'weather_brief',
    description: 'Weather',
    required: false,
    verify: 'task_completed',
    maxAttempts: 3,
    preMarked: true,
  },
];
const instant = fc
  .integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2026, 3, 30) })
  .map((ms) => new Date(ms).toISOString());
const ledgerEvent: fc.Arbitrary<LedgerEvent> = fc
  .oneof(
    fc.record({
      at: instant,
      kind: fc.constant('cycle' as const),
      cycle: fc.integer({ min: 1, max: 50 }),
      tasks: fc.constant(tasks),
      defaultIntervalMinutes: fc.constant(15),
    }),
    fc.record({
      at: instant,
      kind: fc.constant('verdict' as const),
      taskId: fc.constantFrom('check_email', 'weather_brief', 'gone'),
      verdict: fc.constantFrom('verified' as const, 'not_verified' as const, 'unclear' as const),
      groundTruthContradiction: fc.boolean(),
      required: fc.boolean(),
    }),
    fc.record({
      at: instant,
      kind: fc.constant('feedback' as const),
      direction: fc.constantFrom('up' as const, 'down' as const),
    }),
  )
  .map((event) => event as LedgerEvent);
const ledger = fc
  .array(ledgerEvent, { maxLength: 60 })
  .map((events) => events.map((e, i) => ({ ...e, id: `${e.kind}-${i}` }) as LedgerEvent));

/** An in-memory state folder. */
function memorySource(files: Record<string, string>): StateSource {
  return {
    list: async () =>
      new Map(
        Object.keys(files)
          .filter((path) => /\/(ledger|checkpoints)\//.test(path))
          .map((path) => [path, undefined]),
      ),
    read: async (path) => files[path],
    describe: (path) => path,
  };
}

describe('state JSON files round trip', () => {
  it('score.json, progress.json and a checkpoint written from any replay load back to the same bytes', async () => {
    await fc.assert(
      fc.asyncProperty(ledger, async (events) => {
        const state = replayLedger(events, { timeZone: 'Europe/Paris' });
        fc.pre(state !== undefined);
        const score = stateJson(ScoreStateSchema.parse(state!.score));
        const progress = state!.progress && stateJson(CycleProgressSchema.parse(state!.progress));
        const checkpoint = stateJson(parse(ReplayStateRule, state));
        const store = await loadStateStore(
          memorySource({
            '.heartbeat/score.json': score,
            ...(progress ? { '.heartbeat/progress.json': progress } : {}),
            '.heartbeat/checkpoints/2026-05.json': checkpoint,
            '.heartbeat/ledger/2026-05.jsonl': serializeLedger([]),
          }),
          '.heartbeat',
        );
        expect(stateJson(store.score)).toBe(score);
        expect(store.progress && stateJson(store.progress)).toBe(progress);
        expect(stateJson(store.checkpoint('2026-05'))).toBe(checkpoint);
      }),
      { numRuns: 300 },
    );
  });

  it.each([
    ['.heartbeat/score.json'],
    ['.heartbeat/progress.json'],
    ['.heartbeat/checkpoints/2026-03.json'],
    ['.heartbeat/ledger/2026-03.jsonl'],
  ])('arbitrary text in %s loads or is an InputError naming the file', async (path) => {
    const valid = stateJson(
      parse(
        ReplayStateRule,
        replayLedger(
          [
            {
              id: 'c',
              at: '2026-03-01T00:00:00Z',
              kind: 'cycle',
              cycle: 1,
              tasks,
              defaultIntervalMinutes: 15,
            },
          ],
          { timeZone: 'UTC' },
        ),
      ),
    );
    // Valid JSON with one value swapped, cut short, or plain garbage.
    const text = fc.oneof(
      fc.string(),
      fc.json(),
      fc.nat().map((n) => valid.slice(0, n % valid.length)),
      fc.tuple(fc.nat(), fc.jsonValue()).map(([n, value]) => {
        const lines = valid.split('\n');
        const i = n % lines.length;
        lines[i] = (lines[i] ?? '').replace(/: .*?(,?)$/, `: ${JSON.stringify(value)}$1`);
        return lines.join('\n');
      }),
    );
    await fc.assert(
      fc.asyncProperty(text, async (content) => {
        try {
          const store = await loadStateStore(memorySource({ [path]: content }), '.heartbeat');
          if (path.endsWith('.jsonl')) await store.segment('2026-03');
        } catch (error) {
          expect(error).toBeInstanceOf(InputError);
          expect((error as InputError).message.startsWith(`${path}: `)).toBe(true);
          expect((error as InputError).message).toMatch(
            /: (line \d+|field \S+|not valid JSON|event )/,
          );
        }
      }),
      { numRuns: 400 },
    );
  });
});

// How the time grows with size is measured in bench/linearity.bench.ts; here, the answer on a
// message of megabytes (a quadratic reader would run into the test timeout).
describe('a cycle message of megabytes', () => {
  /** A look-alike cycle commit anyone could push: `n` verdicts of one task, `n` contradictions of another. */
  const lookAlike = (n: number) =>
    'heartbeat: cycle 1 — score 0/50 (normal)\n\nbody\n\n' +
    'Heartbeat-Cycle: 1\nHeartbeat-Score: 0\nHeartbeat-Target: 50\nHeartbeat-Tier: normal\n' +
    'Heartbeat-Delta: 0\nHeartbeat-Interval: 15\n' +
    'Heartbeat-Verdict: a verified\n'.repeat(n) +
    'Heartbeat-Verdict: b not_verified contradiction\n' +
    'Heartbeat-Contradiction: b claimed tests: pass | actual check failed\n'.repeat(n);

  it('many verdicts and contradictions: every one is read', () => {
    const verdicts = parseCycleMessage(lookAlike(40_000))?.verdicts;
    expect(verdicts).toHaveLength(40_001);
    expect(verdicts?.at(-1)?.contradictions).toHaveLength(40_000);
    expect(verdicts?.at(-1)?.contradictions?.[0]).toEqual({
      claimed: 'tests: pass',
      actual: 'check failed',
    });
  });
});
