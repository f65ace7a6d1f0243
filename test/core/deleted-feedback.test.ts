import { describe, expect, it } from 'vitest';
import { deletedCommentFeedback, type DeletedComment } from '../../src/core/deleted-feedback.js';
import { isVerifiedReaction, reactionEventId } from '../../src/core/feedback.js';
import type { FeedbackEvent } from '../../src/core/model.js';

const URL = 'https://github.com/acme/widgets/pull/1#issuecomment-11';
const AT = '2026-11-20T12:00:00Z';

const deleted = (over: Partial<DeletedComment> = {}): DeletedComment => ({
  key: 'issue-comment:11',
  url: URL,
  author: 'coder[bot]',
  createdAt: '2026-11-20T10:00:00Z',
  deletedBy: 'coder[bot]',
  thumbsDown: 2,
  ...over,
});

const polled = (by: string): FeedbackEvent => ({
  id: reactionEventId('issue-comment:11', by, '-1'),
  at: '2026-11-20T11:00:00Z',
  kind: 'feedback',
  direction: 'down',
  by,
  source: URL,
});

const charge = (
  comment: DeletedComment,
  agent: readonly string[],
  recorded: readonly FeedbackEvent[] = [],
) =>
  deletedCommentFeedback({
    comment,
    agent,
    everyAgent: ['coder[bot]', 'reviewer[bot]'],
    recorded,
    at: AT,
  });

describe('deletedCommentFeedback: the 👎 a deleted comment carried', () => {
  it.each([
    // deleted by, author, charged to coder, charged to reviewer
    ['coder[bot]', 'coder[bot]', 2, 0],
    ['Coder', 'coder[bot]', 2, 0], // a look-alike of coder's login is coder
    ['reviewer[bot]', 'coder[bot]', 0, 2], // the deleter pays, never the author
    ['alice', 'coder[bot]', 0, 0], // an operator moderating charges nothing new
    ['coder[bot]', 'alice', 0, 0], // an operator's comment carried no agent's 👎
  ])('deleted by %s, written by %s: coder %i, reviewer %i', (by, author, coder, reviewer) => {
    const comment = deleted({ deletedBy: by, author });
    expect(charge(comment, ['coder[bot]'])).toHaveLength(coder);
    expect(charge(comment, ['reviewer[bot]'])).toHaveLength(reviewer);
  });

  it('charges each 👎 once: those a poll recorded are subtracted, and a second delivery adds nothing', () => {
    const first = charge(deleted({ thumbsDown: 3 }), ['coder[bot]'], [polled('alice')]);
    expect(first.map((e) => e.id)).toEqual([
      'reaction:deleted:issue-comment:11:2',
      'reaction:deleted:issue-comment:11:3',
    ]);
    expect(charge(deleted({ thumbsDown: 3 }), ['coder[bot]'], [polled('alice'), ...first])).toEqual(
      [],
    );
    // A 👎 on another comment is not this one's.
    const elsewhere = { ...polled('alice'), id: 'reaction:issue-comment:12:alice:down' };
    expect(
      charge(deleted({ thumbsDown: 1 }), ['coder[bot]'], [{ ...elsewhere, source: `${URL}2` }]),
    ).toHaveLength(1);
  });

  it('records verified 👎 the Action scores, naming the deleter and the comment', () => {
    const [event] = charge(deleted({ thumbsDown: 1 }), ['coder[bot]']);
    expect(event).toEqual({
      id: 'reaction:deleted:issue-comment:11:1',
      at: AT,
      kind: 'feedback',
      direction: 'down',
      by: 'unknown (deleted by coder[bot])',
      source: URL,
    });
    expect(isVerifiedReaction(event!)).toBe(true);
  });

  it('charges nothing for a comment that carried no 👎', () => {
    expect(charge(deleted({ thumbsDown: 0 }), ['coder[bot]'])).toEqual([]);
  });
});
