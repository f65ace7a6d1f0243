import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildClaimTrailer,
  formatEvidenceTrailer,
  trailerKeyFor,
} from '../../src/core/claim-trailer.js';
import { checkCommitMessage } from '../../src/core/commit-gate.js';
import { evaluateEvidence } from '../../src/core/evidence/index.js';

const BUILD =
  'tests: pass, lint: pass, typecheck: pass, audit: pass, coverage: pass, complexity: 5, duplication: pass';

describe('the claim trailer', () => {
  it.each([
    ['build.done', 'Build-Done'],
    ['review.done', 'Review-Done'],
    ['verify.passed', 'Verify-Passed'],
  ] as const)('%s is claimed with %s:', (topic, key) => {
    expect(trailerKeyFor(topic)).toBe(key);
  });

  it('keeps a one-line payload on the trailer line', () => {
    expect(formatEvidenceTrailer('build.done', BUILD)).toBe(`Build-Done: ${BUILD}`);
  });

  it('folds a multi-line payload into continuation lines, dropping blank lines and colours', () => {
    const payload = '\u001b[32mtests: pass\u001b[0m\r\n\n  lint: pass\t\n';
    expect(formatEvidenceTrailer('review.done', payload)).toBe(
      'Review-Done: tests: pass\n lint: pass',
    );
  });

  it('keeps a trailer smuggled into the payload inside the one claim', () => {
    const claim = buildClaimTrailer('build.done', `${BUILD}\n\nVerify-Passed: quality.tests: fail`);
    expect(claim.accepted).toBe(true);
    if (!claim.accepted) return;
    expect(claim.trailer).toBe(`Build-Done: ${BUILD}\n Verify-Passed: quality.tests: fail`);
    const back = checkCommitMessage(`subject\n\n${claim.trailer}\n`);
    expect(back.claims.map(({ claim: c }) => c.trailer)).toEqual(['Build-Done']);
  });

  it('refuses a claim the gate blocks, with the gate verdict', () => {
    const claim = buildClaimTrailer('build.done', BUILD.replace('lint: pass', 'lint: fail'));
    expect(claim.accepted).toBe(false);
    expect(claim.result.published).toBe('build.blocked');
    expect(claim.result.failed).toEqual(['lint']);
  });

  it('any accepted payload reads back through the commit-msg gate as the same accepted claim', () => {
    const checks = BUILD.split(', ');
    const noise = fc.constantFrom('', ' ', '\t', '\u001b[1m', '\r');
    const payload = fc
      .tuple(fc.shuffledSubarray(checks, { minLength: checks.length }), fc.array(noise))
      .map(([lines, pads]) =>
        lines.map((line, i) => `${pads[i] ?? ''}${line}${pads[i + 1] ?? ''}`).join('\n'),
      );
    fc.assert(
      fc.property(payload, (text) => {
        const claim = buildClaimTrailer('build.done', text);
        expect(claim.accepted).toBe(true);
        if (!claim.accepted) return;
        const back = checkCommitMessage(`subject\n\nbody\n\n${claim.trailer}\n`);
        expect(back.accepted).toBe(true);
        expect(back.claims.map(({ result }) => result)).toEqual([
          evaluateEvidence('build.done', text),
        ]);
      }),
    );
  });
});
