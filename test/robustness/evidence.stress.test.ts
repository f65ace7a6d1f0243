import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GATED_TOPICS, evaluateEvidence } from '../../src/core/evidence/index.js';
import { EvidenceResultSchema } from '../../src/core/model.js';

/** Text made of the pieces evidence is made of, so the properties reach the parser's corners. */
const evidenceish = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        'tests',
        'lint',
        'typecheck',
        'audit',
        'coverage',
        'complexity',
        'duplication',
        'performance',
        'perf',
        'mutants',
        'specs',
        'build',
        'quality.',
        ':',
        ': ',
        'pass',
        'fail',
        'warn',
        'regression',
        '%',
        '.',
        ',',
        '\n',
        '\r',
        ' ',
        '(',
        '\u001b[',
        '\u001b]',
        '\u009b',
        '31m',
      ),
      fc.integer({ min: 0, max: 200 }).map(String),
      fc.string({ maxLength: 8 }),
    ),
    { maxLength: 60 },
  )
  .map((parts) => parts.join(''));

const topics = fc.constantFrom(...GATED_TOPICS, 'build.complete', 'verify.pass');

describe('evaluateEvidence on arbitrary text', () => {
  it('never throws and always returns a well-formed, consistent result', () => {
    fc.assert(
      fc.property(
        topics,
        fc.oneof(fc.string(), fc.string({ unit: 'binary' }), evidenceish),
        (topic, payload) => {
          const result = evaluateEvidence(topic, payload, { mutationWarnThreshold: 80 });
          EvidenceResultSchema.parse(result);
          expect(result.accepted).toBe(result.published === topic);
          if (result.accepted) {
            expect(result.failed).toEqual([]);
            expect(result.missing).toEqual([]);
          } else {
            expect(result.failed.length + result.missing.length).toBeGreaterThan(0);
            expect(result.message).not.toBe('');
            for (const dimension of [...result.failed, ...result.missing]) {
              expect(result.message).toContain(dimension);
            }
          }
          for (const dimension of result.claimedPassing) {
            expect(result.failed).not.toContain(dimension);
            expect(result.missing).not.toContain(dimension);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('commas and newlines are interchangeable separators', () => {
    fc.assert(
      fc.property(topics, evidenceish, (topic, payload) => {
        const commas = evaluateEvidence(topic, payload.replaceAll('\n', ','));
        const lines = evaluateEvidence(topic, payload.replaceAll(',', '\n'));
        expect({ ...commas, message: '' }).toEqual({ ...lines, message: '' });
      }),
      { numRuns: 1000 },
    );
  });

  it('ANSI colour codes around any part never change the outcome', () => {
    fc.assert(
      fc.property(
        topics,
        evidenceish,
        fc.constantFrom('\u001b[31m', '\u001b[1;32m', '\u001b[0m'),
        (topic, payload, code) => {
          const plain = evaluateEvidence(topic, payload);
          const coloured = evaluateEvidence(topic, payload.replaceAll(' ', `${code} `));
          // Colouring can only remove ESC-introduced text the plain payload lacked.
          if (!payload.includes('\u001b') && !payload.includes('\u009b')) {
            expect(coloured.accepted).toBe(plain.accepted);
            expect(coloured.failed).toEqual(plain.failed);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

/** Median time of `runs` runs of `work`, in ms. */
function medianTime(work: () => unknown, runs = 3): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(runs / 2)]!;
}

/** Repeats `unit` up to about `size` characters. */
function repeatTo(unit: string, size: number): string {
  return unit.repeat(Math.ceil(size / unit.length));
}

const TEN_MB = 10 * 1024 * 1024;

describe('linear in payload size', () => {
  // Each payload is built to hit a path that a naive parser makes quadratic or a backtracking
  // regular expression makes exponential.
  const payloads: [string, string][] = [
    ['many passing checks', repeatTo('tests: pass, lint: pass\n', TEN_MB)],
    ['many commas, no newline, one colon at the end', `${repeatTo('a,', TEN_MB)}tests: pass`],
    ['many newlines, no comma', repeatTo('x\n', TEN_MB)],
    ['many colons in one segment', repeatTo('a:', TEN_MB)],
    ['one 10 MB line of key characters', `${repeatTo('tests', TEN_MB)}: pass`],
    ['one 10 MB number', `complexity: ${repeatTo('9', TEN_MB)}`],
    ['one 10 MB percentage', `quality.coverage: ${repeatTo('9.', TEN_MB)}%`],
    ['unterminated ANSI sequences', repeatTo('\u001b[1;2;3;4', TEN_MB)],
    ['unterminated OSC strings', repeatTo('\u001b]8;;x', TEN_MB)],
    ['repeated keys with values', repeatTo('quality.coverage: 85% quality.tests: pass ', TEN_MB)],
  ];

  it.each(payloads)(
    '%s: 10 MB is evaluated within a constant factor of splitting it',
    (_name, payload) => {
      // The baseline: splitting on every separator the parser looks at (newline, comma, colon),
      // measured on the same payload in the same run.
      const baseline = medianTime(() => payload.split(/[\n,:]/).length);
      for (const topic of GATED_TOPICS) {
        const elapsed = medianTime(
          () => evaluateEvidence(topic, payload, { mutationWarnThreshold: 80 }),
          1,
        );
        expect(elapsed).toBeLessThan(Math.max(baseline, 5) * 40);
      }
    },
  );

  it('doubling the payload roughly doubles the work, not quadruples it', () => {
    const unit = 'tests: pass, x:y:z, \u001b[31mlint: fail\u001b[0m\ncomplexity: 7 ';
    const small = repeatTo(unit, TEN_MB / 4);
    const large = repeatTo(unit, TEN_MB);
    const tSmall = medianTime(() => evaluateEvidence('build.done', small));
    const tLarge = medianTime(() => evaluateEvidence('build.done', large));
    // 4x the input; a quadratic parser would take ~16x. Generous for noisy machines.
    expect(tLarge).toBeLessThan(Math.max(tSmall, 2) * 10);
  });
});
