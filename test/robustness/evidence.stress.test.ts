import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GATED_TOPICS, evaluateEvidence } from '../../src/core/evidence/index.js';
import { EvidenceResultSchema } from '../../src/core/model.js';
import { repeatTo } from '../helpers/text.js';

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

const TEN_MB = 10 * 1024 * 1024;

// Each payload is built to hit a path that a naive parser makes quadratic or a backtracking
// regular expression makes exponential: a regression runs into the test timeout. How the time
// grows with size is measured in bench/linearity.bench.ts.
describe('a 10 MB payload', () => {
  const payloads: [string, string, { claimedPassing: string[]; failed: string[] }][] = [
    [
      'many passing checks',
      repeatTo('tests: pass, lint: pass\n', TEN_MB),
      { claimedPassing: ['tests', 'lint'], failed: [] },
    ],
    [
      'many commas, no newline, one colon at the end',
      `${repeatTo('a,', TEN_MB)}tests: pass`,
      { claimedPassing: ['tests'], failed: [] },
    ],
    ['many newlines, no comma', repeatTo('x\n', TEN_MB), { claimedPassing: [], failed: [] }],
    ['many colons in one segment', repeatTo('a:', TEN_MB), { claimedPassing: [], failed: [] }],
    [
      'one 10 MB line of key characters',
      `${repeatTo('tests', TEN_MB)}: pass`,
      { claimedPassing: [], failed: [] },
    ],
    [
      'one 10 MB number',
      `complexity: ${repeatTo('9', TEN_MB)}`,
      { claimedPassing: [], failed: ['complexity'] },
    ],
    [
      'one 10 MB percentage',
      `quality.coverage: ${repeatTo('9.', TEN_MB)}%`,
      { claimedPassing: [], failed: [] },
    ],
    [
      'unterminated ANSI sequences',
      repeatTo('\u001b[1;2;3;4', TEN_MB),
      { claimedPassing: [], failed: [] },
    ],
    [
      'unterminated OSC strings',
      repeatTo('\u001b]8;;x', TEN_MB),
      { claimedPassing: [], failed: [] },
    ],
    [
      'repeated keys with values',
      repeatTo('quality.coverage: 85% quality.tests: pass ', TEN_MB),
      { claimedPassing: [], failed: [] },
    ],
    [
      'passing and failing checks in colour',
      repeatTo('tests: pass, x:y:z, \u001b[31mlint: fail\u001b[0m\ncomplexity: 7 ', TEN_MB),
      { claimedPassing: ['tests', 'complexity'], failed: ['lint'] },
    ],
  ];

  it.each(payloads)(
    '%s: no gate accepts it, and build.done reads the checks it holds',
    (_name, payload, buildDone) => {
      for (const topic of GATED_TOPICS) {
        const result = evaluateEvidence(topic, payload, { mutationWarnThreshold: 80 });
        expect(result.accepted).toBe(false);
        if (topic === 'build.done') expect(result).toMatchObject(buildDone);
      }
    },
  );
});
