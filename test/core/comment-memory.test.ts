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
  const at = (id: string, createdAt = '2026-11-21T10:30:00Z') => ({ id, createdAt });

  it('keeps the comments listed that no record holds, once each', () => {
    const known = { before: '2026-11-21T10:00:00Z', ids: ['IC_a'] };
    expect(
      commentsToRemember([at('IC_a'), at('IC_b'), at('IC_b')], known, '2026-11-21T11:00:00Z'),
    ).toEqual({ before: '2026-11-21T11:00:00Z', ids: ['IC_b'] });
    expect(commentsToRemember([at('IC_a')], undefined, '2026-11-21T11:00:00Z')).toEqual({
      before: '2026-11-21T11:00:00Z',
      ids: ['IC_a'],
    });
  });

  it('leaves a comment created after its run began to the next listing (a re-run of an old run)', () => {
    // A re-run keeps its run's instant, a week old: had it kept Y, the next run would see Y held
    // and not record it, and Y would leave the lookback with this record minutes later.
    const reRun = '2026-11-14T10:05:00Z';
    const record = commentsToRemember(
      [at('IC_old', '2026-11-14T10:00:00Z'), at('IC_y', '2026-11-21T10:00:00Z')],
      undefined,
      reRun,
    );
    expect(record).toEqual({ before: reRun, ids: ['IC_old'] });
    // The next run reaches back to the newest record's instant, so it lists Y and keeps it.
    const next = commentsToRemember(
      [at('IC_y', '2026-11-21T10:00:00Z')],
      rememberedComments([{ agentComments: record }], '2026-11-14T10:00:00Z'),
      '2026-11-21T10:10:00Z',
    );
    expect(next.ids).toEqual(['IC_y']);
    // A comment created in the run's own instant, or with no readable time, is not kept either.
    expect(
      commentsToRemember([at('IC_z', reRun), at('IC_w', 'soon')], undefined, reRun).ids,
    ).toEqual([]);
  });
});
