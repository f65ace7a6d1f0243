import { readFile } from 'node:fs/promises';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CycleEventSchema,
  CycleProgressSchema,
  FeedbackEventSchema,
  LedgerEventSchema,
  ScoreStateSchema,
  VerdictEventSchema,
} from '../../src/core/model.js';
import { check, type Rule } from '../../src/core/plain-schema.js';
import { GENERATED_PATH, renderStateRules } from '../../scripts/state-rules.js';
import {
  CycleProgressRule,
  LedgerEventRule,
  ReplayStateRule,
  ScoreStateRule,
} from '../../src/core/state-rules.js';

// The CLI reads the state files with the plain rules of state-rules.ts; the library exports
// model.ts's zod schemas for the same files. Fed the same JSON, the two must agree on every
// input: the same verdict, the same value (keys and their order: the bytes written back), and
// the same field named when they refuse it.

/** Values of the wrong kind (`undefined`: the key left out). */
const junk = fc.constantFrom<unknown>(
  undefined,
  null,
  '',
  'x',
  0,
  -1,
  1.5,
  2 ** 53,
  true,
  [],
  {},
  ['x'],
  { a: 1 },
);
/** A value every rule of its field takes, now and then one it may not (`bad`, or junk). */
const leaf = (good: fc.Arbitrary<unknown>, bad: fc.Arbitrary<unknown> = junk) =>
  fc.oneof(
    { arbitrary: good, weight: 60 },
    { arbitrary: bad, weight: 1 },
    { arbitrary: junk, weight: 1 },
  );
const pick = <T>(...values: T[]) => fc.constantFrom(...values);
const int = leaf(
  fc.integer({ min: 1, max: 60 }),
  pick(0, -1, -20, 2 ** 53, -(2 ** 53), Number.MAX_SAFE_INTEGER, 0.5, -2.5, 1e21),
);
const text = leaf(pick('ship', 'x y', 'é'), pick(''));
const bool = leaf(fc.boolean());
/** Instants from parts, zod's pattern's every corner among them (leap days, 24:00, offsets). */
const corners = fc
  .tuple(
    pick('2026', '2024', '2000', '1900', '0000', '26'),
    pick('01', '02', '04', '12', '13', '00', '1'),
    pick('01', '28', '29', '30', '31', '32', '00'),
    pick('T', 'T', 'T', ' ', 't'),
    pick('09', '00', '23', '24', '9'),
    pick(':00', ':59', ':60', ''),
    pick(':00', ':59', ':60', ''),
    pick('', '', '.5', '.123456789', '.'),
    pick('Z', 'Z', '+05:30', '-00:00', '+23:59', '+24:00', '+05:60', 'z', '', '+0530', '+05'),
  )
  .map(([y, mo, d, t, h, mi, s, f, zone]) => `${y}-${mo}-${d}${t}${h}${mi}${s}${f}${zone}`);
const instant = leaf(
  fc
    .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
    .map((date) => date.toISOString()),
  corners,
);
/** A whole value (an object, a list) now and then replaced by junk. */
const maybe = (valid: fc.Arbitrary<unknown>) =>
  fc.oneof({ arbitrary: valid, weight: 60 }, { arbitrary: junk, weight: 1 });
const list = (item: fc.Arbitrary<unknown>, maxLength = 2) => fc.array(item, { maxLength });

/** An object of `shape`, now and then with a key no schema names (`$proto$`: `__proto__`). */
const object = (shape: Record<string, fc.Arbitrary<unknown>>) =>
  fc
    .tuple(fc.record(shape), pick(undefined, undefined, undefined, 'extra', '$proto$'))
    .map(([value, extra]) => (extra ? { ...value, [extra]: 1 } : value));

const daily = object({
  date: leaf(pick('2026-03-01'), pick('2026-3-1', '2026-03-01T00:00:00Z')),
  score: maybe(int),
  target: maybe(int),
  verifiedCount: maybe(int),
  failedCount: maybe(int),
  unclearCount: maybe(int),
  contradictionCount: maybe(int),
  thumbsUp: maybe(int),
  thumbsDown: maybe(int),
  targetReached: maybe(bool),
});
const score = object({
  today: maybe(daily),
  history: maybe(list(daily, 8)),
  lifetime: maybe(
    object({
      targetFloor: maybe(int),
      totalScore: maybe(int),
      totalVerified: maybe(int),
      totalFailed: maybe(int),
      totalContradictions: maybe(int),
      daysTracked: maybe(int),
      bestDayScore: maybe(int),
      streak: maybe(int),
    }),
  ),
});
const progress = object({
  cycle: maybe(int),
  startedAt: maybe(instant),
  forcedRequired: maybe(bool),
  tasks: maybe(
    list(
      object({
        taskId: maybe(text),
        status: leaf(pick('pending', 'verified', 'failed', 'skipped'), pick('done')),
        attempts: maybe(int),
        maxAttempts: maybe(int),
        required: maybe(bool),
        preMarked: maybe(bool),
        lastVerdict: leaf(pick(undefined, 'verified', 'not_verified', 'unclear'), pick('passed')),
      }),
    ),
  ),
});

const KINDS = ['verdict', 'feedback', 'claim', 'cycle'] as const;
/** The kind an event's fields are for, or now and then another (or none). */
const kind = (own: string) =>
  fc.oneof(
    { arbitrary: fc.constant(own), weight: 60 },
    { arbitrary: pick<unknown>(...KINDS, 'vote', undefined, 1), weight: 1 },
  );
const pair = object({ claimed: maybe(text), actual: maybe(text) });
const base = { id: maybe(text), at: maybe(instant) };
const verdictEvent = object({
  ...base,
  kind: kind('verdict'),
  taskId: maybe(text),
  verdict: leaf(pick('verified', 'not_verified', 'unclear'), pick('done')),
  groundTruthContradiction: maybe(bool),
  required: maybe(bool),
  evidence: leaf(pick(undefined, '', 'ci')),
  reason: leaf(pick(undefined, '', 'red')),
  abandoned: leaf(pick(undefined, true), pick(false)),
  contradictions: leaf(pick(undefined, [])).chain((v) => (v ? fc.constant(v) : list(pair))),
});
const feedbackEvent = object({
  ...base,
  kind: kind('feedback'),
  direction: leaf(pick('up', 'down'), pick('sideways')),
  by: leaf(pick(undefined, 'octocat')),
  source: leaf(pick(undefined, 'https://example.test/1')),
});
const claimEvent = object({
  ...base,
  kind: kind('claim'),
  topic: maybe(text),
  published: maybe(text),
  accepted: maybe(bool),
  failed: maybe(list(text)),
  claimedPassing: maybe(list(text)),
  sha: leaf(pick(undefined, 'abc')),
  taskIds: maybe(list(text)),
  source: maybe(text),
  unproven: leaf(pick(undefined, 'deleted')),
  editedAt: maybe(fc.option(instant, { nil: undefined })),
  seenDeletedAt: maybe(fc.option(instant, { nil: undefined })),
});
const task = object({
  id: maybe(text),
  description: maybe(text),
  required: maybe(bool),
  verify: maybe(text),
  maxAttempts: maybe(int),
  preMarked: maybe(bool),
  line: leaf(pick(undefined, 3)),
});
const openClaim = object({
  taskId: maybe(text),
  claimId: maybe(text),
  topic: maybe(text),
  sha: maybe(text),
  dimension: maybe(text),
  check: maybe(text),
  since: maybe(instant),
});
const cycleEvent = object({
  ...base,
  kind: kind('cycle'),
  cycle: maybe(int),
  tasks: maybe(list(task)),
  defaultIntervalMinutes: maybe(int),
  requestedAt: maybe(fc.option(instant, { nil: undefined })),
  catchUpFrom: maybe(fc.option(instant, { nil: undefined })),
  head: leaf(pick(undefined, 'abc')),
  openClaims: maybe(fc.option(list(openClaim), { nil: undefined })),
});
const event = fc.oneof(verdictEvent, feedbackEvent, claimEvent, cycleEvent);
const replayState = object({
  score: maybe(score),
  progress: maybe(fc.option(progress, { nil: undefined })),
  lastCycle: maybe(fc.option(cycleEvent, { nil: undefined })),
  sinceLastCycle: maybe(
    object({
      points: maybe(int),
      verdicts: maybe(list(verdictEvent, 1)),
      feedback: maybe(list(feedbackEvent, 1)),
    }),
  ),
});

/** The value as the file holds it: JSON text, `$proto$` written as the key `__proto__`. */
const asRead = (value: unknown): unknown =>
  JSON.parse(
    (JSON.stringify(value) as string | undefined)?.replaceAll(
      '"$proto$":1',
      '"__proto__":{"a":1}',
    ) ?? 'null',
  );

/** The checkpoint's zod schema as it was in core/ledger.ts, built of model.ts's schemas. */
const ReplayStateSchema = z.object({
  score: ScoreStateSchema,
  progress: CycleProgressSchema.optional(),
  lastCycle: CycleEventSchema.optional(),
  sinceLastCycle: z.object({
    points: z.number().int(),
    verdicts: z.array(VerdictEventSchema),
    feedback: z.array(FeedbackEventSchema),
  }),
});

describe.each([
  ['a ledger line', LedgerEventSchema, LedgerEventRule, event],
  ['score.json', ScoreStateSchema, ScoreStateRule, score],
  ['progress.json', CycleProgressSchema, CycleProgressRule, progress],
  ['a checkpoint', ReplayStateSchema, ReplayStateRule, replayState],
] as [string, z.ZodType, Rule<unknown>, fc.Arbitrary<unknown>][])(
  '%s: the plain rule agrees with the zod schema',
  (_name, schema, rule, arbitrary) => {
    it('on every input: verdict, value and the field refused', () => {
      let kept = 0;
      let refused = 0;
      fc.assert(
        fc.property(fc.oneof({ arbitrary, weight: 20 }, { arbitrary: junk, weight: 1 }), (raw) => {
          const input = asRead(raw);
          const plain = check(rule, input);
          const parsed = schema.safeParse(input);
          expect('value' in plain).toBe(parsed.success);
          if (parsed.success && 'value' in plain) {
            kept += 1;
            expect(JSON.stringify(plain.value)).toBe(JSON.stringify(parsed.data));
          } else if (!parsed.success && 'issue' in plain) {
            refused += 1;
            expect(plain.issue.path).toEqual(parsed.error.issues[0]!.path.map(String));
          }
        }),
        { numRuns: 2000 },
      );
      // Both sides of the rule were exercised.
      expect(kept).toBeGreaterThan(40);
      expect(refused).toBeGreaterThan(40);
    });
  },
);

describe('the instant of a ledger event', () => {
  it('is what zod calls a datetime with an offset, corner by corner', () => {
    const at = (value: unknown) => ({ id: 'f', at: value, kind: 'feedback', direction: 'up' });
    fc.assert(
      fc.property(corners, (value) => {
        expect('value' in check(LedgerEventRule, at(value))).toBe(
          LedgerEventSchema.safeParse(at(value)).success,
        );
      }),
      { numRuns: 3000 },
    );
  });
});

describe('the generated rules', () => {
  it('are current: model.ts is their one home (npx tsx scripts/state-rules.ts)', async () => {
    expect(await readFile(GENERATED_PATH, 'utf8')).toBe(await renderStateRules());
  });
});
