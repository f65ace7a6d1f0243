// Claims inside HTML comments are invisible to the operator on GitHub: they never count.
import { describe, expect, it } from 'vitest';
import { claimsFromCommentBody } from '../../src/core/claims.js';

const CLAIM = '```build.done\ntests: pass\n```';

describe('claims hidden in HTML comments', () => {
  it.each([
    ['a comment block around the claim', `Done.\n\n<!--\n${CLAIM}\n-->`],
    ['a comment opened on the text line', `<!-- hidden\n${CLAIM}\nend -->`],
    ['an indented opener', `   <!--\n${CLAIM}\n-->\n`],
    ['a comment that never closes', `Working on it.\n<!--\n${CLAIM}\n`],
    ['a comment block right after a paragraph', `Paragraph\n<!--\n${CLAIM}\n-->`],
  ])('%s does not count', (_, body) => {
    expect(claimsFromCommentBody(body)).toEqual([]);
  });

  it('a claim after the comment closes counts; a fence hides a comment opener as code', () => {
    expect(claimsFromCommentBody(`<!-- note -->\n${CLAIM}`)).toEqual([
      { topic: 'build.done', payload: 'tests: pass' },
    ]);
    expect(claimsFromCommentBody(`<!--\nx\n-->\n${CLAIM}`)).toHaveLength(1);
    expect(
      claimsFromCommentBody('```build.done\n<!--\ntests: pass\n```\n' + '```review.done\nok\n```'),
    ).toEqual([
      { topic: 'build.done', payload: '<!--\ntests: pass' },
      { topic: 'review.done', payload: 'ok' },
    ]);
  });

  it('an opener indented four spaces is code, shown as text: the claim after it counts', () => {
    expect(claimsFromCommentBody(`    <!--\n${CLAIM}`)).toHaveLength(1);
  });
});
