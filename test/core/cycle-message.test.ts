import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CycleCommitSchema } from '../../src/core/cycle-schema.js';
import { checkedCycleCommit, type CycleVerdict } from '../../src/core/cycle-message.js';

// `log` checks the cycle commits it reads without zod; CycleCommitSchema describes the same
// rules. Fed the same fields, the two must agree on every one.

// Mostly valid, each rule broken now and then.
const number = fc.oneof(
  { arbitrary: fc.integer({ min: 1, max: 99 }), weight: 12 },
  { arbitrary: fc.integer({ min: -5, max: 0 }), weight: 1 },
  {
    arbitrary: fc.constantFrom(2 ** 53, -(2 ** 53), Number.MAX_SAFE_INTEGER, 1.5, NaN, Infinity),
    weight: 1,
  },
  { arbitrary: fc.constant(undefined), weight: 1 },
);
const text = fc.constantFrom('', 'x', 'run_tests', undefined);
const verdict: fc.Arbitrary<CycleVerdict> = fc.record(
  {
    taskId: fc.constantFrom('', 'run_tests', 'lint', 'build'),
    verdict: fc.constantFrom('verified', 'not_verified', 'unclear'),
    contradiction: fc.boolean(),
    contradictions: fc.array(fc.record({ claimed: fc.string(), actual: fc.string() }), {
      minLength: 1,
      maxLength: 2,
    }),
    reason: fc.constantFrom('', 'flaky', 'red'),
  },
  { requiredKeys: ['taskId', 'verdict', 'contradiction'] },
);

describe('checkedCycleCommit agrees with CycleCommitSchema', () => {
  it('keeps exactly what the schema keeps, as the schema gives it', () => {
    let kept = 0;
    fc.assert(
      fc.property(
        fc.record({
          cycle: number,
          score: number,
          target: number,
          tier: fc.constantFrom('good', 'lockdown', 'normal', 'warning', 'none', 'Good', undefined),
          delta: number,
          intervalMinutes: number,
          verdicts: fc.array(verdict, { maxLength: 2 }),
          agent: text,
        }),
        (fields) => {
          const plain = checkedCycleCommit(fields);
          const { agent, ...rest } = fields;
          const parsed = CycleCommitSchema.safeParse(
            agent === undefined ? rest : { ...rest, agent },
          );
          expect(plain !== undefined).toBe(parsed.success);
          if (plain === undefined) return;
          kept += 1;
          expect(JSON.stringify(plain)).toBe(JSON.stringify(parsed.data));
        },
      ),
      { numRuns: 5000 },
    );
    expect(kept).toBeGreaterThan(10);
  });
});
