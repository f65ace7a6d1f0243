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
        for (const dimension of [...failed, ...missing])
            expect(result.message).toContain(dimension);
        if (accepted)
            expect(result.claimedPassing).toEqual(['tests', 'build']);
    });
    it.each(['', 'LGTM, reviewed the diff carefully', 'lint: pass, typecheck: pass'])('no evidence (%j) → review.blocked with the no-evidence message', (payload) => {
        const result = evaluateEvidence('review.done', payload);
        expect(result.published).toBe('review.blocked');
        expect(result.noEvidence).toBe(true);
        expect(result.missing).toEqual(['tests', 'build']);
        expect(result.message).toContain('no evidence in the review.done payload');
    });
});
describe('review.done: parsing rules', () => {
    it('strips ANSI colours before parsing', () => {
        const payload = '\u001b[1mtests:\u001b[22m \u001b[32mpass\u001b[39m, build: \u001b[32mpass\u001b[39m';
        expect(payload).not.toContain('tests: pass');
        expect(evaluateEvidence('review.done', payload)).toMatchObject({
            published: 'review.done',
            accepted: true,
        });
    });
    it.each(['tests: fail', 'build: pass'])('one review key alone (%j) is evidence, so the result is "failing", not "no evidence"', (payload) => {
        const result = evaluateEvidence('review.done', payload);
        expect(result.noEvidence).toBe(false);
        expect(result.published).toBe('review.blocked');
        expect(result.message).toContain('evidence failing:');
        expect(result.message).not.toContain('no evidence');
    });
    it('build evidence keys other than tests/build are not review evidence', () => {
        const result = evaluateEvidence('review.done', 'lint: pass, coverage: pass, complexity: 3');
        expect(result.noEvidence).toBe(true);
    });
});
