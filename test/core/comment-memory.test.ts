import { describe, expect, it } from 'vitest';
import { commentsToRemember, rememberedComments } from '../../src/core/comment-memory.js';

const SINCE = '2026-11-20T00:00:00Z';

describe('rememberedComments', () => {
  it('is nothing without a record in the lookback: every comment is listed', () => {
    expect(rememberedComments([], SINCE)).toBeUndefined();
    expect(rememberedComments([{}, {}], SINCE)).toBeUndefined();
    // A record from before the lookback says nothing of what was written in it.
    const old = { agentComments: { before: '2026-11-19T23:59:59Z', ids: ['IC_a'] } };
    expect(rememberedComments([old], SINCE)).toBeUndefined();
  });

  it('is every record in the lookback, up to the newest instant, whatever their order', () => {
    const cycles = [
      { agentComments: { before: '2026-11-21T10:00:00Z', ids: ['IC_b', 'IC_c'] } },
      {},
      { agentComments: { before: '2026-11-20T10:00:00Z', ids: ['IC_a'] } },
      { agentComments: { before: '2026-11-21T09:00:00Z', ids: ['IC_c'] } },
      { agentComments: { before: '2026-11-19T10:00:00Z', ids: ['IC_old'] } },
    ];
    expect(rememberedComments(cycles, SINCE)).toEqual({
      before: '2026-11-21T10:00:00Z',
      ids: ['IC_b', 'IC_c', 'IC_a'],
    });
  });
});

describe('commentsToRemember', () => {
  it('keeps the comments listed that no record holds, once each', () => {
    const known = { before: '2026-11-21T10:00:00Z', ids: ['IC_a'] };
    expect(commentsToRemember(['IC_a', 'IC_b', 'IC_b'], known, '2026-11-21T11:00:00Z')).toEqual({
      before: '2026-11-21T11:00:00Z',
      ids: ['IC_b'],
    });
    expect(commentsToRemember(['IC_a'], undefined, '2026-11-21T11:00:00Z')).toEqual({
      before: '2026-11-21T11:00:00Z',
      ids: ['IC_a'],
    });
  });
});
