import { describe, expect, it } from 'vitest';
import { evaluateEvidence } from '../../../src/core/evidence/index.js';

/** The seed's valid comma-separated `build.done` payload. */
const VALID =
  'tests: pass, lint: pass, typecheck: pass, audit: pass, coverage: pass, complexity: 5, duplication: pass';

/** The seed's valid multi-line payload, optional checks included. */
const VALID_MULTILINE = `tests: pass
lint: pass
typecheck: pass
audit: pass
coverage: pass
complexity: 5
duplication: pass
specs: pass
performance: pass`;

/** VALID with one check's line replaced (or removed when `line` is empty). */
function withCheck(key: string, line: string): string {
  return VALID.split(', ')
    .map((part) => (part.startsWith(`${key}:`) ? line : part))
    .filter((part) => part !== '')
    .join(', ');
}

describe('build.done: the seed examples', () => {
  it.each([
    ['comma-separated', VALID],
    ['multi-line with optional checks', VALID_MULTILINE],
    ['CRLF line endings', VALID_MULTILINE.replaceAll('\n', '\r\n')],
  ])('accepts the %s payload', (_name, payload) => {
    const result = evaluateEvidence('build.done', payload);
    expect(result).toMatchObject({
      published: 'build.done',
      accepted: true,
      gated: true,
      noEvidence: false,
      failed: [],
      missing: [],
      message: '',
    });
  });

  it('treats the comma and multi-line forms alike', () => {
    const comma = evaluateEvidence('build.done', VALID);
    const lines = evaluateEvidence('build.done', VALID.replaceAll(', ', '\n'));
    expect(lines).toEqual(comma);
  });

  it('lists every dimension the payload says passes', () => {
    expect(evaluateEvidence('build.done', VALID_MULTILINE).claimedPassing).toEqual([
      'tests',
      'lint',
      'typecheck',
      'audit',
      'coverage',
      'complexity',
      'duplication',
      'performance',
      'specs',
    ]);
  });
});

describe('build.done: each required check blocks when missing or failing', () => {
  const required = ['tests', 'lint', 'typecheck', 'audit', 'coverage', 'duplication'];

  it.each(required)('%s missing → build.blocked, named as missing', (key) => {
    const result = evaluateEvidence('build.done', withCheck(key, ''));
    expect(result.published).toBe('build.blocked');
    expect(result.accepted).toBe(false);
    expect(result.noEvidence).toBe(false);
    expect(result.missing).toEqual([key]);
    expect(result.failed).toEqual([]);
    expect(result.message).toContain(`evidence failing: ${key}`);
    expect(result.message).toContain(`missing: ${key}`);
  });

  it.each(required)('%s: fail → build.blocked, named as failing', (key) => {
    const result = evaluateEvidence('build.done', withCheck(key, `${key}: fail`));
    expect(result.published).toBe('build.blocked');
    expect(result.failed).toEqual([key]);
    expect(result.missing).toEqual([]);
    expect(result.claimedPassing).not.toContain(key);
    expect(result.message).toContain(`evidence failing: ${key} (`);
  });

  it('complexity missing → build.blocked', () => {
    const result = evaluateEvidence('build.done', withCheck('complexity', ''));
    expect(result.published).toBe('build.blocked');
    expect(result.missing).toEqual(['complexity']);
  });

  it('names every failing and missing dimension at once, in the seed order', () => {
    const result = evaluateEvidence(
      'build.done',
      'tests: pass, lint: fail, typecheck: pass, coverage: pass, complexity: 11, duplication: pass',
    );
    expect(result.failed).toEqual(['lint', 'complexity']);
    expect(result.missing).toEqual(['audit']);
    expect(result.message).toMatch(/^build\.blocked: evidence failing: lint, audit, complexity \(/);
    expect(result.message).toContain('complexity 11 is above 10');
    expect(result.message).toContain('Fix this and emit build.done again with: tests: pass');
  });
});

describe('build.done: exact, case-sensitive `key: pass`', () => {
  it.each([
    ['tests: pass', true],
    ['tests: pass (128 passed)', true],
    ['tests: pass.', true],
    ['- tests: pass', true],
    ['tests: passed', false],
    ['tests: PASS', false],
    ['tests: Pass', false],
    ['tests: true', false],
    ['tests: ok', false],
    ['tests:pass', false],
    ['tests:  pass', false],
    ['Tests: pass', false],
    ['tests: passing', false],
    ['tests: pass-but-3-failed', false],
    ['tests: pass but 3 failed', false],
    ['tests: pass (3 failed) and more', false],
    ['tests: pass (128 passed).', true],
  ])('%j passes: %s', (line, passes) => {
    const result = evaluateEvidence('build.done', withCheck('tests', line));
    expect(result.accepted).toBe(passes);
    expect(result.claimedPassing.includes('tests')).toBe(passes);
  });

  it('does not read quality.tests or unit-tests as tests', () => {
    for (const line of ['quality.tests: pass', 'unit-tests: pass', 'mytests: pass']) {
      const result = evaluateEvidence('build.done', withCheck('tests', line));
      expect(result.missing).toEqual(['tests']);
    }
  });

  it('a key given twice with different values fails that dimension, in either order', () => {
    for (const payload of [`tests: fail, ${VALID}`, `${VALID}, tests: fail`]) {
      const result = evaluateEvidence('build.done', payload);
      expect(result.failed).toEqual(['tests']);
      expect(result.message).toContain('tests is given more than once with different values');
    }
    expect(evaluateEvidence('build.done', `${VALID}, tests: pass`).accepted).toBe(true);
  });

  it('reads several checks on one line without commas', () => {
    const payload = VALID.replaceAll(', ', ' ');
    expect(evaluateEvidence('build.done', payload).accepted).toBe(true);
  });
});

describe('build.done: complexity ≤ 10, first number on the line', () => {
  it.each([
    ['complexity: 0', true],
    ['complexity: 7', true],
    ['complexity: 9.99', true],
    ['complexity: 10', true],
    ['complexity: 10.0', true],
    ['complexity: 10.5', false],
    ['complexity: 11', false],
    ['complexity: 42', false],
    ['complexity: avg 7 (max 15)', true],
    ['complexity: max 15 (avg 7)', false],
    ['complexity:7', true],
    ['complexity: low', false],
    ['complexity: v2 = 47', false],
    ['complexity: v12 = 4', true],
    ['complexity: ', false],
  ])('%j accepted: %s', (line, accepted) => {
    const result = evaluateEvidence('build.done', withCheck('complexity', line));
    expect(result.accepted).toBe(accepted);
    if (!accepted) {
      expect(result.failed).toEqual(['complexity']);
      expect(result.message).toContain('complexity');
    }
  });
});

describe('build.done: a number is read whole or refused (issue 26 H)', () => {
  it.each([
    ['complexity: 1,000', '1,000'],
    ['complexity: 5e3', '5e3'],
    ['complexity: 5E+3', '5E+3'],
    ['complexity: 1_000', '1_000'],
    ['complexity: 1.2.3', '1.2.3'],
    ['complexity: 0x10', '0x10'],
    ['complexity: 2,500 (max)', '2,500'],
  ])('%j is refused, naming complexity and the number as written', (line, written) => {
    const result = evaluateEvidence('build.done', withCheck('complexity', line));
    expect(result.accepted).toBe(false);
    expect(result.failed).toEqual(['complexity']);
    expect(result.message).toContain(`complexity '${written}' is not a plain number`);
  });

  it.each(['complexity: 5, duplication: pass', 'complexity: 5,duplication: pass'])(
    'a comma that separates keys still separates them: %j',
    (line) => {
      const payload = withCheck('duplication', '').replace(/complexity: 5/, line);
      expect(evaluateEvidence('build.done', payload).accepted).toBe(true);
    },
  );
});

describe('build.done: optional checks block only when explicitly negative', () => {
  it.each([
    ['(omitted)', '', true],
    ['performance: pass', 'performance: pass', true],
    ['performance: ok', 'performance: ok', true],
    ['performance: improved 12%', 'performance: improved 12%', true],
    ['perf: pass', 'perf: pass', true],
    ['performance: regression', 'performance: regression', false],
    ['performance: 15% regression on startup', 'performance: 15% regression on startup', false],
    ['performance: fail', 'performance: fail', false],
    ['perf: FAIL', 'perf: FAIL', false],
    ['performance: not measured', 'performance: not measured', true],
    ['performance: regressed 5%', 'performance: regressed 5%', false],
    ['perf: 20% slower', 'perf: 20% slower', false],
    ['performance: not ok', 'performance: not ok', false],
    ['(omitted) specs', '', true],
    ['specs: pass', 'specs: pass', true],
    ['specs: fail', 'specs: fail', false],
    ['specs: FAIL', 'specs: FAIL', false],
    ['specs: partial (counts as absent)', 'specs: partial', true],
    ['specs: passed (counts as absent)', 'specs: passed', true],
    ['specs: failed (negative prefix)', 'specs: failed', false],
    ['specs: Failing (negative prefix)', 'specs: Failing', false],
  ])('%s → accepted %s', (_name, extra, accepted) => {
    const payload = extra === '' ? VALID : `${VALID}, ${extra}`;
    const result = evaluateEvidence('build.done', payload);
    expect(result.accepted).toBe(accepted);
    expect(result.published).toBe(accepted ? 'build.done' : 'build.blocked');
    if (!accepted) {
      const dimension = extra.startsWith('spec') ? 'specs' : 'performance';
      expect(result.failed).toEqual([dimension]);
      expect(result.message).toContain(`evidence failing: ${dimension}`);
    }
  });

  it.each([
    ['duplication: fail', false],
    ['duplication: 3%', false],
    ['duplication: none', false],
    ['duplication: PASS', false],
  ])('duplication other than pass is not passing: %j', (line) => {
    const result = evaluateEvidence('build.done', withCheck('duplication', line));
    expect(result.failed).toEqual(['duplication']);
  });
});

describe('build.done: parsing', () => {
  it('strips ANSI colours before parsing', () => {
    const green = (text: string) => `\u001b[32m${text}\u001b[39m`;
    const payload = VALID.split(', ')
      .map((part) => {
        const [key, value] = part.split(': ');
        return `\u001b[1m${key}:\u001b[22m ${green(value ?? '')}`;
      })
      .join('\n');
    expect(payload).not.toContain('tests: pass');
    const result = evaluateEvidence('build.done', payload);
    expect(result.accepted).toBe(true);
  });

  it('a coloured failing value still fails', () => {
    const result = evaluateEvidence(
      'build.done',
      withCheck('lint', 'lint: \u001b[31mfail\u001b[0m'),
    );
    expect(result.failed).toEqual(['lint']);
  });

  it.each([
    ['empty payload', ''],
    ['whitespace only', '  \n\t\n'],
    ['prose with no evidence keywords', 'All done! Everything works, ship it.'],
    ['keys of another gate', 'quality.tests: pass, quality.coverage: 90%'],
  ])('%s → build.blocked with the no-evidence message', (_name, payload) => {
    const result = evaluateEvidence('build.done', payload);
    expect(result).toMatchObject({
      published: 'build.blocked',
      accepted: false,
      noEvidence: true,
      failed: [],
      claimedPassing: [],
    });
    expect(result.missing).toEqual([
      'tests',
      'lint',
      'typecheck',
      'audit',
      'coverage',
      'complexity',
      'duplication',
    ]);
    expect(result.message).toContain('no evidence in the build.done payload');
    expect(result.message).not.toContain('evidence failing');
  });

  it('evidence that is present but failing is not "no evidence"', () => {
    const result = evaluateEvidence('build.done', 'tests: fail');
    expect(result.noEvidence).toBe(false);
    expect(result.failed).toEqual(['tests']);
    expect(result.message).toContain('evidence failing: tests');
  });

  it.each(['performance: pass', 'perf: ok', 'mutants: pass (90%)', 'specs: pass'])(
    'an optional key alone (%j) is evidence, so the required ones are missing',
    (payload) => {
      const result = evaluateEvidence('build.done', payload);
      expect(result.noEvidence).toBe(false);
      expect(result.missing).toHaveLength(7);
    },
  );
});

describe('build.done: what the seed and the issue leave to the orchestrator', () => {
  it.each(['tests', 'lint', 'typecheck', 'audit', 'coverage', 'complexity', 'duplication'])(
    'a required key alone (%j) is evidence: the others are missing, not "no evidence"',
    (key) => {
      const result = evaluateEvidence('build.done', `${key}: pass`);
      expect(result.noEvidence).toBe(false);
      expect(result.published).toBe('build.blocked');
      expect(result.message).toContain('evidence failing:');
      expect(result.missing).not.toContain(key);
    },
  );

  it('coverage on build.done is pass/fail: a percentage is not `coverage: pass`', () => {
    const result = evaluateEvidence('build.done', withCheck('coverage', 'coverage: 95%'));
    expect(result.published).toBe('build.blocked');
    expect(result.failed).toEqual(['coverage']);
    expect(result.message).toContain("coverage is '95%', not 'coverage: pass'");
  });

  it("the seed's hat instruction, with its <score> placeholder filled in, is accepted", () => {
    const instruction =
      'tests: pass, lint: pass, typecheck: pass, audit: pass, coverage: pass, complexity: <score>, duplication: pass';
    expect(evaluateEvidence('build.done', instruction.replace('<score>', '7')).accepted).toBe(true);
    // Sent unfilled, the placeholder has no number: complexity fails.
    expect(evaluateEvidence('build.done', instruction).failed).toEqual(['complexity']);
  });

  it('ANSI colours inside a complexity number do not change it', () => {
    const payload = withCheck('complexity', 'complexity: \u001b[33m1\u001b[0m\u001b[33m1\u001b[0m');
    const result = evaluateEvidence('build.done', payload);
    expect(result.failed).toEqual(['complexity']);
    expect(result.message).toContain('complexity 11 is above 10');
  });
});
