import { describe, expect, it } from 'vitest';
import { checkCommitMessage } from '../../src/core/commit-gate.js';
const PASSING_BUILD = 'tests: pass, lint: pass, typecheck: pass, audit: pass, coverage: pass, complexity: 5, duplication: pass';
describe('checkCommitMessage', () => {
    it('passes a message that claims nothing', () => {
        const result = checkCommitMessage('Fix the parser\n\nSigned-off-by: A <a@example.com>\n');
        expect(result).toEqual({ accepted: true, claims: [] });
    });
    it('accepts a Build-Done trailer whose evidence passes', () => {
        const result = checkCommitMessage(`Add the widget\n\nBuild-Done: ${PASSING_BUILD}\n`);
        expect(result.accepted).toBe(true);
        expect(result.claims.map(({ claim, result: r }) => [claim.trailer, r.published])).toEqual([
            ['Build-Done', 'build.done'],
        ]);
    });
    it('rejects a failing Build-Done as build.blocked and names the failing dimensions', () => {
        const result = checkCommitMessage('Add the widget\n\nBuild-Done: tests: pass, lint: fail, typecheck: pass, audit: pass,\n  coverage: pass, complexity: 12, duplication: pass\n');
        expect(result.accepted).toBe(false);
        const [verdict] = result.claims;
        expect(verdict?.result.published).toBe('build.blocked');
        expect(verdict?.result.failed).toEqual(['lint', 'complexity']);
        expect(verdict?.result.message).toMatch(/^build\.blocked: evidence failing: lint, complexity/);
    });
    it('rejects the commit when any one of several claims is blocked', () => {
        const result = checkCommitMessage(`Ship it\n\nBuild-Done: ${PASSING_BUILD}\nReview-Done: tests: pass\nVerify-Passed: quality.tests: pass, quality.lint: pass, quality.audit: pass, quality.coverage: 79%, quality.mutation: 75%, quality.complexity: 3\n`);
        expect(result.accepted).toBe(false);
        expect(result.claims.map(({ result: r }) => r.published)).toEqual([
            'build.done',
            'review.blocked',
            'verify.failed',
        ]);
        expect(result.claims[2]?.result.message).toContain('quality thresholds failed: coverage');
    });
    it('ignores evidence that is not in the trailer block, and trailers in comment lines', () => {
        const result = checkCommitMessage('Explain\n\nBuild-Done: lint: fail\n\nThis paragraph ends the message.\n# Build-Done: lint: fail\n');
        expect(result).toEqual({ accepted: true, claims: [] });
    });
});
