import { describe, expect, it } from 'vitest';
import { checkCommitMessage } from '../../src/core/commit-gate.js';

const PASSING_BUILD =
  'tests: pass, lint: pass, typecheck: pass, audit: pass, coverage: pass, complexity: 5, duplication: pass';

describe('checkCommitMessage', () => {
  it('passes a message that claims nothing', () => {
    const result = checkCommitMessage('Fix the parser\n\nSigned-off-by: A <a@example.com>\n');
    expect(result).toEqual({ accepted: true, claims: [], mistyped: [] });
  });

  it('accepts a Build-Done trailer whose evidence passes', () => {
    const result = checkCommitMessage(`Add the widget\n\nBuild-Done: ${PASSING_BUILD}\n`);
    expect(result.accepted).toBe(true);
    expect(result.claims.map(({ claim, result: r }) => [claim.trailer, r.published])).toEqual([
      ['Build-Done', 'build.done'],
    ]);
  });

  it('rejects a failing Build-Done as build.blocked and names the failing dimensions', () => {
    const result = checkCommitMessage(
      'Add the widget\n\nBuild-Done: tests: pass, lint: fail, typecheck: pass, audit: pass,\n  coverage: pass, complexity: 12, duplication: pass\n',
    );
    expect(result.accepted).toBe(false);
    const [verdict] = result.claims;
    expect(verdict?.result.published).toBe('build.blocked');
    expect(verdict?.result.failed).toEqual(['lint', 'complexity']);
    expect(verdict?.result.message).toMatch(/^build\.blocked: evidence failing: lint, complexity/);
  });

  it('rejects the commit when any one of several claims is blocked', () => {
    const result = checkCommitMessage(
      `Ship it\n\nBuild-Done: ${PASSING_BUILD}\nReview-Done: tests: pass\nVerify-Passed: quality.tests: pass, quality.lint: pass, quality.audit: pass, quality.coverage: 79%, quality.mutation: 75%, quality.complexity: 3\n`,
    );
    expect(result.accepted).toBe(false);
    expect(result.claims.map(({ result: r }) => r.published)).toEqual([
      'build.done',
      'review.blocked',
      'verify.failed',
    ]);
    expect(result.claims[2]?.result.message).toContain('quality thresholds failed: coverage');
  });

  it('ignores evidence that is not in the trailer block, and trailers in comment lines', () => {
    const result = checkCommitMessage(
      'Explain\n\nBuild-Done: lint: fail\n\nThis paragraph ends the message.\n# Build-Done: lint: fail\n',
    );
    expect(result).toEqual({ accepted: true, claims: [], mistyped: [] });
  });

  it('rejects a trailer one typo from an evidence trailer, naming the one meant', () => {
    const result = checkCommitMessage(
      `Ship it\n\nVerify-Pass: quality.tests: pass\nBuildDone: ${PASSING_BUILD}\n`,
    );
    expect(result.accepted).toBe(false);
    expect(result.claims).toEqual([]);
    expect(result.mistyped).toEqual([
      { trailer: 'Verify-Pass', meant: 'Verify-Passed' },
      { trailer: 'BuildDone', meant: 'Build-Done' },
    ]);
  });

  it("leaves git's and Gerrit's own trailers alone", () => {
    const result = checkCommitMessage(
      'Fix\n\nReviewed-on: https://review.example/1\nReviewed-by: A <a@example.com>\nTested-by: B <b@example.com>\nVerified-by: C <c@example.com>\nSigned-off-by: D <d@example.com>\n',
    );
    expect(result).toEqual({ accepted: true, claims: [], mistyped: [] });
  });
});
