import { describe, expect, it } from 'vitest';
import { evaluateEvidence } from '../../../src/core/evidence/index.js';

const PASSING_BUILD =
  'tests: pass, lint: pass, typecheck: pass, audit: pass, coverage: pass, complexity: 5, duplication: pass';

describe('the mutation warning table of seed 002, row by row', () => {
  it.each([
    ['mutants: fail', 'mutants: fail', undefined, ['mutation testing failed']],
    ['mutants: fail (threshold configured)', 'mutants: fail', 80, ['mutation testing failed']],
    [
      'mutants: warn, with its score',
      'mutants: warn (65%)',
      undefined,
      ['mutation testing warned (score 65%)'],
    ],
    [
      'mutants: warn, no score',
      'mutants: warn',
      80,
      ['mutation testing warned (score not reported)'],
    ],
    [
      'mutants: pass (65%) with threshold 80%',
      'mutants: pass (65%)',
      80,
      ['mutation score 65% below threshold 80%'],
    ],
    ['mutants: pass (90%) with threshold 80%', 'mutants: pass (90%)', 80, []],
    [
      "the seed's optional-check example, mutants: pass (82%)",
      'mutants: pass (82%)',
      undefined,
      [],
    ],
    [
      'mutants: warning (65%) reads as warn',
      'mutants: warning (65%)',
      undefined,
      ['mutation testing warned (score 65%)'],
    ],
    ['mutants: FAILED reads as fail', 'mutants: FAILED', 80, ['mutation testing failed']],
    ['mutants: pass (90%), no threshold', 'mutants: pass (90%)', undefined, []],
    ['mutants: pass (80%) at the threshold', 'mutants: pass (80%)', 80, []],
    ['mutants: pass (80.5%) just above', 'mutants: pass (80.5%)', 80, []],
    [
      'mutants: pass (79.5%) just below',
      'mutants: pass (79.5%)',
      80,
      ['mutation score 79.5% below threshold 80%'],
    ],
    ['mutants: pass (65%), no threshold', 'mutants: pass (65%)', undefined, []],
    [
      'mutants: pass without a score, threshold',
      'mutants: pass',
      80,
      ['mutation score missing (threshold 80%)'],
    ],
    [
      'mutants: pass 65 (pass is not the whole value: status unknown)',
      'mutants: pass 65',
      80,
      ['mutation testing status unknown'],
    ],
    ['mutants: status unknown', 'mutants: 82%', undefined, ['mutation testing status unknown']],
    ['no mutation evidence, threshold configured', '', 80, ['missing mutation evidence']],
    ['no mutation evidence, no threshold', '', undefined, []],
  ])('%s', (_name, mutants, threshold, warnings) => {
    const payload = mutants === '' ? PASSING_BUILD : `${PASSING_BUILD}, ${mutants}`;
    const result = evaluateEvidence('build.done', payload, { mutationWarnThreshold: threshold });
    // Warning-only: never blocks build.done.
    expect(result.accepted).toBe(true);
    expect(result.published).toBe('build.done');
    expect(result.warnings).toEqual(warnings);
    expect(result.message).toBe(
      warnings.length === 0 ? '' : `build.done accepted with warnings: ${warnings.join('; ')}.`,
    );
  });

  it('warns only once the build passes every check', () => {
    const result = evaluateEvidence('build.done', 'tests: fail, mutants: fail', {
      mutationWarnThreshold: 80,
    });
    expect(result.accepted).toBe(false);
    expect(result.warnings).toEqual([]);
  });

  it('mutation is never a gate on review.done or verify.passed warnings', () => {
    const review = evaluateEvidence('review.done', 'tests: pass, build: pass', {
      mutationWarnThreshold: 80,
    });
    expect(review.warnings).toEqual([]);
  });

  it.each([-1, 100.5, Number.NaN])('rejects the warn threshold %s', (threshold) => {
    expect(() =>
      evaluateEvidence('build.done', PASSING_BUILD, { mutationWarnThreshold: threshold }),
    ).toThrow(RangeError);
  });

  it.each([0, 100])('accepts the warn threshold %s', (threshold) => {
    expect(
      evaluateEvidence('build.done', PASSING_BUILD, { mutationWarnThreshold: threshold }).accepted,
    ).toBe(true);
  });
});

describe('the hard thresholds are not configurable (seed 002, "Ralph itself")', () => {
  const report = (mutation: string) =>
    `quality.tests: pass, quality.lint: pass, quality.audit: pass, quality.coverage: 85%, quality.mutation: ${mutation}, quality.complexity: 6`;

  it.each([0, 50, 69, 80, 100])(
    'a mutation warn threshold of %s never moves the verify.passed floor of 70%',
    (threshold) => {
      const options = { mutationWarnThreshold: threshold };
      expect(evaluateEvidence('verify.passed', report('70%'), options).accepted).toBe(true);
      expect(evaluateEvidence('verify.passed', report('69.9%'), options).failed).toEqual([
        'mutation',
      ]);
      expect(evaluateEvidence('verify.passed', report('70%'), options).warnings).toEqual([]);
    },
  );

  it('a mutation warn threshold never blocks build.done, even at 100', () => {
    const result = evaluateEvidence('build.done', `${PASSING_BUILD}, mutants: pass (1%)`, {
      mutationWarnThreshold: 100,
    });
    expect(result.accepted).toBe(true);
    expect(result.warnings).toEqual(['mutation score 1% below threshold 100%']);
  });
});
