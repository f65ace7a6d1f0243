import { describe, expect, it } from 'vitest';
import {
  cleanupCommitMessage,
  parseTrailers,
  taskIdsFromMessage,
} from '../../src/core/trailers.js';
import { evidenceClaimsFromMessage } from '../../src/core/evidence/index.js';

const pairs = (message: string, options = {}) =>
  parseTrailers(message, options).map(({ key, value }) => `${key}: ${value}`);

describe('parseTrailers', () => {
  it.each([
    ['a subject alone has no trailers', 'Build-Done: tests: pass\n', []],
    ['the last paragraph of trailers', 'Subject\n\nBody.\n\nA: 1\nB-C: 2\n', ['A: 1', 'B-C: 2']],
    ['only the last paragraph counts', 'Subject\n\nA: 1\n\nJust prose.\n', []],
    ['one prose line spoils a block of plain trailers', 'Subject\n\nA: 1\nprose\n', []],
    [
      "git's own Signed-off-by lets a block be 25% trailers",
      'Subject\n\nA: 1\nprose\nprose\nSigned-off-by: X <x@y>\n',
      ['A: 1', 'Signed-off-by: X <x@y>'],
    ],
    ['continuation lines unfold', 'S\n\nA: one\n  two\n\tthree\n', ['A: one two three']],
    ['blanks before the colon are allowed', 'S\n\nBuild-Done : x\n', ['Build-Done: x']],
    ['a key has no inner spaces', 'S\n\nBuild Done: x\n', []],
    ['comment lines are not trailers', 'S\n\nA: 1\n# B: 2\n', ['A: 1']],
    ['an empty value is kept', 'S\n\nA:\n', ['A: ']],
    ['trailing blank lines and comments are ignored', 'S\n\nA: 1\n\n\n# Please enter\n', ['A: 1']],
  ])('%s', (_name, message, expected) => {
    expect(pairs(message)).toEqual(expected);
  });

  it('keeps the continuation lines of a value as lines', () => {
    const [trailer] = parseTrailers(
      'S\n\nBuild-Done: tests: pass\n  lint: pass\n  complexity: 5\n',
    );
    expect(trailer?.lines).toEqual(['tests: pass', 'lint: pass', 'complexity: 5']);
  });

  it('strips comments before finding the block, as `git commit` does', () => {
    // Read raw, git counts the comment's continuation as prose and rejects the block.
    const message = 'S\n\nA: one\n# note\n  two\n';
    expect(pairs(message)).toEqual(['A: one two']);
    expect(pairs(message, { cleanup: 'none' })).toEqual([]);
  });

  it('cuts at the `git commit -v` scissors line', () => {
    const message =
      'S\n\nA: 1\n# ------------------------ >8 ------------------------\ndiff --git a/x b/x\nB: 2\n';
    expect(pairs(message)).toEqual(['A: 1']);
  });

  it('reads past a --- line unless the divider is asked for', () => {
    const message = 'S\n\n---\n\nA: 1\n';
    expect(pairs(message)).toEqual(['A: 1']);
    expect(pairs(message, { divider: true })).toEqual([]);
  });
});

describe('cleanupCommitMessage', () => {
  it.each([
    ['\n\nS  \n\n\n\nbody\t\n\n', 'S\n\nbody\n'],
    ['# only a comment\n', ''],
    ['S\n# c\n\n# c\nB\n', 'S\n\nB\n'],
  ])('%j → %j', (input, expected) => {
    expect(cleanupCommitMessage(input)).toBe(expected);
  });
});

describe('evidenceClaimsFromMessage', () => {
  it.each([
    ['Build-Done', 'build.done'],
    ['build-done', 'build.done'],
    ['REVIEW-DONE', 'review.done'],
    ['Verify-Passed', 'verify.passed'],
  ])('maps the %s trailer to %s', (key, topic) => {
    expect(evidenceClaimsFromMessage(`S\n\n${key}: tests: pass\n`)).toEqual([
      { topic, payload: 'tests: pass', trailer: key },
    ]);
  });

  it('ignores other trailers and evidence outside the trailer block', () => {
    const message = 'S\n\nBuild-Done: tests: pass\n\nSee also.\n\nReviewed-by: X\n';
    expect(evidenceClaimsFromMessage(message)).toEqual([]);
  });

  it('passes a multi-line payload on as lines', () => {
    const message =
      'S\n\nBuild-Done: tests: pass\n  lint: pass\nVerify-Passed: quality.tests: pass\n';
    expect(evidenceClaimsFromMessage(message)).toEqual([
      { topic: 'build.done', payload: 'tests: pass\nlint: pass', trailer: 'Build-Done' },
      { topic: 'verify.passed', payload: 'quality.tests: pass', trailer: 'Verify-Passed' },
    ]);
  });
});

describe('taskIdsFromMessage', () => {
  it('collects Heartbeat-Task ids, comma or space separated, once each', () => {
    const message =
      'S\n\nHeartbeat-Task: check_email, review_tasks\nheartbeat-task: a b check_email\n';
    expect(taskIdsFromMessage(message)).toEqual(['check_email', 'review_tasks', 'a', 'b']);
  });
});
