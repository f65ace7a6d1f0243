import { describe, expect, it } from 'vitest';
import { evaluateEvidence } from '../../../src/core/evidence/index.js';

describe('review.done: tests: pass and build: pass', () => {
  it.each([
    ['the seed example', 'tests: pass, build: pass', true, [], []],
    ['multi-line', 'tests: pass\nbuild: pass', true, [], []],
    ['build missing', 'tests: pass', false, [], ['build']],
    ['tests missing', 'build: pass', false, [], ['tests']],
    ['build failing', 'tests: pass, build: fail', false, ['build'], []],
    ['build: passed is not passing', 'tests: pass, build: passed', false, ['build'], []],
    ['tests: PASS is not passing', 'tests: PASS, build: pass', false, ['tests'], []],
    ['both failing', 'tests: fail, build: broken', false, ['tests', 'build'], []],
  ])('%s', (_name, payload, accepted, failed, missing) => {
    const result = evaluateEvidence('review.done', payload);
    expect(result.accepted).toBe(accepted);
    expect(result.published).toBe(accepted ? 'review.done' : 'review.blocked');
    expect(result.failed).toEqual(failed);
    expect(result.missing).toEqual(missing);
    for (const dimension of [...failed, ...missing]) expect(result.message).toContain(dimension);
    if (accepted) expect(result.claimedPassing).toEqual(['tests', 'build']);
  });

  it.each(['', 'LGTM, reviewed the diff carefully', 'lint: pass, typecheck: pass'])(
    'no evidence (%j) → review.blocked with the no-evidence message',
    (payload) => {
      const result = evaluateEvidence('review.done', payload);
      expect(result.published).toBe('review.blocked');
      expect(result.noEvidence).toBe(true);
      expect(result.missing).toEqual(['tests', 'build']);
      expect(result.message).toContain('no evidence in the review.done payload');
    },
  );
});
