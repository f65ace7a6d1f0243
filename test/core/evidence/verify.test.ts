import { describe, expect, it } from 'vitest';
import { evaluateEvidence } from '../../../src/core/evidence/index.js';

/** The seed's `verify.passed` example. */
const VALID =
  'quality.tests: pass, quality.lint: pass, quality.audit: pass, quality.coverage: 85, quality.mutation: 75, quality.complexity: 6';

function withDimension(name: string, line: string): string {
  return VALID.split(', ')
    .map((part) => (part.startsWith(`quality.${name}:`) ? line : part))
    .filter((part) => part !== '')
    .join(', ');
}

describe('verify.passed: the seed example', () => {
  it('accepts it, in comma and multi-line form', () => {
    for (const payload of [VALID, VALID.replaceAll(', ', '\n')]) {
      expect(evaluateEvidence('verify.passed', payload)).toEqual({
        topic: 'verify.passed',
        published: 'verify.passed',
        accepted: true,
        gated: true,
        noEvidence: false,
        failed: [],
        missing: [],
        claimedPassing: ['tests', 'lint', 'audit', 'coverage', 'mutation', 'complexity'],
        warnings: [],
        message: '',
      });
    }
  });

  it('rewrites failing thresholds to verify.failed naming them: "quality thresholds failed: coverage, mutation"', () => {
    const payload = withDimension('coverage', 'quality.coverage: 79%').replace(
      'quality.mutation: 75',
      'quality.mutation: 69.5%',
    );
    const result = evaluateEvidence('verify.passed', payload);
    expect(result.published).toBe('verify.failed');
    expect(result.failed).toEqual(['coverage', 'mutation']);
    expect(result.message).toContain('quality thresholds failed: coverage, mutation');
    expect(result.message).toContain('coverage 79% is below 80%');
    expect(result.message).toContain('mutation 69.5% is below 70%');
  });
});

describe('verify.passed: a number is read whole or refused (issue 26 H)', () => {
  it.each([
    ['coverage', 'quality.coverage: 8,000%'],
    ['coverage', 'quality.coverage: 8e1'],
    ['mutation', 'quality.mutation: 7e1%'],
    ['complexity', 'quality.complexity: 1,000'],
    ['complexity', 'quality.complexity: 5e3'],
  ])('%s %j is refused, naming the dimension', (name, line) => {
    const result = evaluateEvidence('verify.passed', withDimension(name, line));
    expect(result.accepted).toBe(false);
    expect(result.failed).toEqual([name]);
    expect(result.message).toContain(`quality.${name} '`);
    expect(result.message).toContain('is not a plain number');
  });
});

describe('verify.passed: each threshold at, just below and just above its bound', () => {
  it.each([
    ['coverage', 'quality.coverage: 79.9', false],
    ['coverage', 'quality.coverage: 79.99%', false],
    ['coverage', 'quality.coverage: 80', true],
    ['coverage', 'quality.coverage: 80%', true],
    ['coverage', 'quality.coverage: 80.1%', true],
    ['coverage', 'quality.coverage: 82%', true],
    ['coverage', 'quality.coverage: 82', true],
    ['coverage', 'quality.coverage: achieved 82% coverage', true],
    ['coverage', 'quality.coverage: 3 suites at 78%', false],
    ['coverage', 'quality.coverage: 3 suites at 81%', false],
    ['coverage', 'quality.coverage: unknown', false],
    ['mutation', 'quality.mutation: 69.9%', false],
    ['mutation', 'quality.mutation: 70%', true],
    ['mutation', 'quality.mutation: 70', true],
    ['mutation', 'quality.mutation: 70.1%', true],
    ['mutation', 'quality.mutation: 71%', true],
    ['complexity', 'quality.complexity: 7', true],
    ['complexity', 'quality.complexity: 9.9', true],
    ['complexity', 'quality.complexity: 10', true],
    ['complexity', 'quality.complexity: 10.0', true],
    ['complexity', 'quality.complexity: 10.5', false],
    ['complexity', 'quality.complexity: 11', false],
  ])('%s %j accepted: %s', (name, line, accepted) => {
    const result = evaluateEvidence('verify.passed', withDimension(name, line));
    expect(result.accepted).toBe(accepted);
    expect(result.claimedPassing.includes(name)).toBe(accepted);
    if (!accepted) {
      expect(result.published).toBe('verify.failed');
      expect(result.failed).toEqual([name]);
      expect(result.message).toContain(`quality thresholds failed: ${name}`);
    }
  });
});

describe('verify.passed: pass/fail dimensions and missing ones', () => {
  it.each(['tests', 'lint', 'audit'])('quality.%s must say pass', (name) => {
    for (const value of ['fail', 'passed', 'PASS', 'true']) {
      const result = evaluateEvidence(
        'verify.passed',
        withDimension(name, `quality.${name}: ${value}`),
      );
      expect(result.failed).toEqual([name]);
      expect(result.message).toContain(`quality thresholds failed: ${name}`);
    }
  });

  it.each(['tests', 'lint', 'audit', 'coverage', 'mutation', 'complexity'])(
    'quality.%s missing fails it',
    (name) => {
      const result = evaluateEvidence('verify.passed', withDimension(name, ''));
      expect(result.published).toBe('verify.failed');
      expect(result.missing).toEqual([name]);
      expect(result.message).toContain(`quality thresholds failed: ${name}`);
    },
  );

  it.each([
    ['omitted', '', true],
    ['quality.specs: pass', 'quality.specs: pass', true],
    ['quality.specs: fail', 'quality.specs: fail', false],
    ['quality.specs: n/a', 'quality.specs: n/a', true],
    ['quality.specs: FAILED', 'quality.specs: FAILED', false],
  ])('specs is optional: %s → accepted %s', (_name, extra, accepted) => {
    const result = evaluateEvidence('verify.passed', extra === '' ? VALID : `${VALID}\n${extra}`);
    expect(result.accepted).toBe(accepted);
    if (!accepted) expect(result.message).toContain('quality thresholds failed: specs');
  });

  it('lists missing and failing dimensions together in table order', () => {
    const result = evaluateEvidence(
      'verify.passed',
      'quality.tests: pass, quality.lint: pass, quality.mutation: 50%, quality.complexity: 6',
    );
    expect(result.failed).toEqual(['mutation']);
    expect(result.missing).toEqual(['audit', 'coverage']);
    expect(result.message).toContain('quality thresholds failed: audit, coverage, mutation');
  });

  it.each([
    ['empty payload', ''],
    ['prose', 'Verified everything by hand, looks great'],
    ['build evidence instead of a quality report', 'tests: pass, lint: pass, coverage: 90%'],
  ])('%s → verify.failed with the no-evidence message', (_name, payload) => {
    const result = evaluateEvidence('verify.passed', payload);
    expect(result.published).toBe('verify.failed');
    expect(result.noEvidence).toBe(true);
    expect(result.missing).toHaveLength(6);
    expect(result.message).toContain('no evidence in the verify.passed payload');
    expect(result.message).not.toContain('quality thresholds failed');
  });

  it('any quality.* key counts as evidence (dimensions mean what the hat says)', () => {
    const result = evaluateEvidence('verify.passed', 'quality.readability: 9');
    expect(result.noEvidence).toBe(false);
    expect(result.missing).toHaveLength(6);
  });

  it('strips ANSI colours', () => {
    const payload = VALID.replace('85', '\u001b[32m85%\u001b[0m').replace(
      'quality.tests',
      '\u001b[1mquality.tests\u001b[0m',
    );
    expect(evaluateEvidence('verify.passed', payload).accepted).toBe(true);
  });
});

describe('verify.passed: numbers, as the seed and the orchestrator read them', () => {
  // Issue 15: "the first number, as seed 002 says"; a target quoted after it is not the score.
  it.each([
    ['coverage', 'quality.coverage: 62 (target 80%)', false],
    ['coverage', 'quality.coverage: 12 of 15 files (85%)', false],
    ['coverage', 'quality.coverage: 90 lines (79%)', true],
    ['mutation', 'quality.mutation: 3 survivors of 40 (71%)', false],
    ['mutation', 'quality.mutation: 100 killed (69%)', true],
    ['coverage', 'quality.coverage: v2 at 85%', true],
    ['coverage', 'quality.coverage: v99', false],
  ])('%s takes the first number on the line: %j accepted %s', (name, line, accepted) => {
    const payload = `${withDimension(name, '')}\n${line}`;
    const result = evaluateEvidence('verify.passed', payload);
    expect(result.accepted).toBe(accepted);
  });

  it.each([
    ['quality.complexity: 7 (12% of functions above 5)', true],
    ['quality.complexity: 11 (5% of functions)', false],
    ['quality.complexity: avg 9.5', true],
  ])('complexity is the first number on the line, never a percentage: %j', (line, accepted) => {
    const result = evaluateEvidence('verify.passed', `${withDimension('complexity', '')}\n${line}`);
    expect(result.accepted).toBe(accepted);
  });

  it('a comma ends the value: the number after it belongs to no dimension', () => {
    const result = evaluateEvidence(
      'verify.passed',
      `${withDimension('coverage', '')}\nquality.coverage: 12 of 15 files, 85%`,
    );
    expect(result.failed).toEqual(['coverage']);
    expect(result.message).toContain('coverage 12% is below 80%');
  });

  it('names every failing dimension of a fully failing report, in the seed table order', () => {
    const result = evaluateEvidence(
      'verify.passed',
      'quality.tests: fail, quality.lint: fail, quality.audit: fail, quality.coverage: 10%, quality.mutation: 10%, quality.complexity: 50, quality.specs: fail',
    );
    expect(result.failed).toEqual([
      'tests',
      'lint',
      'audit',
      'coverage',
      'mutation',
      'complexity',
      'specs',
    ]);
    expect(result.message).toContain(
      'quality thresholds failed: tests, lint, audit, coverage, mutation, complexity, specs',
    );
  });
});

describe('verify.passed: a dimension given twice with different values fails', () => {
  it.each(['coverage', 'tests'])('quality.%s twice', (name) => {
    const second = name === 'tests' ? 'quality.tests: fail' : 'quality.coverage: 10%';
    const result = evaluateEvidence('verify.passed', `${VALID}\n${second}`);
    expect(result.accepted).toBe(false);
    expect(result.failed).toEqual([name]);
    expect(result.message).toContain(
      `quality.${name} is given more than once with different values`,
    );
  });
  it('the same value twice is one statement', () => {
    expect(evaluateEvidence('verify.passed', `${VALID}\n${VALID}`).accepted).toBe(true);
  });
});
