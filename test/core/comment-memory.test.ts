import { describe, expect, it } from 'vitest';
import {
  CARRY_AFTER_MS,
  commentsToRemember,
  latestAsserted,
  rememberedComments,
  type CommentListing,
  type CommentRecord,
} from '../../src/core/comment-memory.js';

const SINCE = '2026-11-20T00:00:00Z';
const AGENTS = ['agent[bot]'];
const reader = { since: SINCE, bound: '2026-11-22T00:00:00Z', agents: AGENTS };
const record = (before: string, more: Partial<CommentRecord> = {}) => ({
  agentComments: { before, ids: [], agents: ['agent[bot]'], pulls: [], whole: [], ...more },
});
const comment = (id: string, pull = 1, createdAt = '2026-11-21T10:30:00Z') => ({
  id,
  createdAt,
  pull: { number: pull },
});
const read = (number: number, whole = false, updatedAt = '2026-11-21T10:45:00Z') => ({
  number,
  updatedAt,
  whole,
});
const run = (before: string) => ({ before, agents: AGENTS });
const listing = (
  comments: CommentListing['comments'],
  pulls: CommentListing['pulls'],
): CommentListing => ({ comments, pulls });

describe('rememberedComments', () => {
  it('is nothing without a believed record in the lookback: every comment is listed', () => {
    expect(rememberedComments([], reader)).toBeUndefined();
    expect(rememberedComments([{}, {}], reader)).toBeUndefined();
    // A record from before the lookback says nothing of what was written in it.
    expect(
      rememberedComments([record('2026-11-19T23:59:59Z', { whole: [1] })], reader),
    ).toBeUndefined();
    // One from before records named their pull requests vouches for none.
    const older = { agentComments: { before: '2026-11-21T10:00:00Z', ids: ['IC_a'] } };
    expect(rememberedComments([older], reader)).toBeUndefined();
  });

  it('gives each pull request the newest record that read it, while one in the lookback holds it whole', () => {
    const cycles = [
      record('2026-11-21T10:00:00Z', { ids: ['IC_b', 'IC_c'], pulls: [1] }),
      {},
      record('2026-11-20T10:00:00Z', { ids: ['IC_a'], whole: [1, 2] }),
      record('2026-11-21T09:00:00Z', { ids: ['IC_c'], pulls: [2, 3] }),
      record('2026-11-19T10:00:00Z', { ids: ['IC_old'], whole: [3] }),
    ];
    const memory = rememberedComments(cycles, reader)!;
    expect(memory.ids).toEqual(['IC_b', 'IC_c', 'IC_a']);
    expect(Object.fromEntries(memory.from)).toEqual({
      1: '2026-11-21T10:00:00Z',
      2: '2026-11-21T09:00:00Z',
    });
    // #3's whole record left the lookback: its older comments may be in no record, so it is listed whole.
    expect(memory.from.has(3)).toBe(false);
    expect(Object.fromEntries(memory.whole)).toEqual({
      1: '2026-11-20T10:00:00Z',
      2: '2026-11-20T10:00:00Z',
    });
  });

  it('C2: a pull request the newest record did not read keeps the instant of the one that did', () => {
    // The newest run's listing of pull requests skipped #2 (it moved between two pages).
    const memory = rememberedComments(
      [
        record('2026-11-21T10:00:00Z', { whole: [1, 2] }),
        record('2026-11-21T11:00:00Z', { pulls: [1] }),
      ],
      reader,
    )!;
    expect(memory.from.get(1)).toBe('2026-11-21T11:00:00Z');
    expect(memory.from.get(2)).toBe('2026-11-21T10:00:00Z');
  });

  it('C3: a login no record read has every pull request listed whole', () => {
    const cycles = [record('2026-11-21T10:00:00Z', { ids: ['IC_a'], whole: [1] })];
    expect(rememberedComments(cycles, { ...reader, agents: ['agent[bot]', 'helper[bot]'] })).toBe(
      undefined,
    );
    // Case is not a login of its own; a login dropped since leaves the records good.
    expect(rememberedComments(cycles, { ...reader, agents: ['Agent[bot]'] })?.from.get(1)).toBe(
      '2026-11-21T10:00:00Z',
    );
    const both = [record('2026-11-21T10:00:00Z', { whole: [1], agents: ['a', 'b'] })];
    expect(rememberedComments(both, { ...reader, agents: ['b'] })?.from.get(1)).toBeDefined();
  });

  it('C4: a record later than anything GitHub asserted to the reader is not believed', () => {
    const cycles = [
      record('2026-11-21T10:00:00Z', { ids: ['IC_a'], whole: [1] }),
      record('2026-11-30T00:00:00Z', { ids: ['IC_future'], pulls: [1] }),
    ];
    const memory = rememberedComments(cycles, reader)!;
    expect(memory.from.get(1)).toBe('2026-11-21T10:00:00Z');
    expect(memory.ids).toEqual(['IC_a']);
    // The bound is the latest of the run's creation and the pull requests' updates.
    expect(latestAsserted('2026-11-21T10:00:00Z', undefined, '2026-11-21T10:05:00Z')).toBe(
      '2026-11-21T10:05:00Z',
    );
    expect(latestAsserted('2026-11-21T10:00:00Z', '2026-11-21T09:00:00Z')).toBe(
      '2026-11-21T10:00:00Z',
    );
  });
});

describe('commentsToRemember', () => {
  it('keeps the comments listed that no record holds, once each, and the pull requests read', () => {
    const known = rememberedComments(
      [record('2026-11-21T10:00:00Z', { ids: ['IC_a'], whole: [1] })],
      reader,
    );
    expect(
      commentsToRemember(
        listing([comment('IC_a'), comment('IC_b'), comment('IC_b')], [read(1)]),
        known,
        run('2026-11-21T11:00:00Z'),
      ),
    ).toEqual({
      before: '2026-11-21T11:00:00Z',
      ids: ['IC_b'],
      agents: ['agent[bot]'],
      pulls: [1],
      whole: [],
    });
    // Nothing remembered: every pull request was read whole, and all it holds is kept.
    expect(
      commentsToRemember(
        listing([comment('IC_a')], [read(1, true)]),
        undefined,
        run('2026-11-21T11:00:00Z'),
      ),
    ).toEqual({
      before: '2026-11-21T11:00:00Z',
      ids: ['IC_a'],
      agents: ['agent[bot]'],
      pulls: [],
      whole: [1],
    });
  });

  it('C2: a pull request skipped by the listing is not said to be read', () => {
    const known = rememberedComments([record('2026-11-21T10:00:00Z', { whole: [1, 2] })], reader);
    const next = commentsToRemember(listing([], [read(1)]), known, run('2026-11-21T11:00:00Z'));
    expect(next).toMatchObject({ pulls: [1], whole: [] });
    expect(
      rememberedComments(
        [record('2026-11-21T10:00:00Z', { whole: [1, 2] }), { agentComments: next }],
        reader,
      )?.from.get(2),
    ).toBe('2026-11-21T10:00:00Z');
  });

  it('leaves the instant of a pull request GitHub has not updated since', () => {
    const known = rememberedComments([record('2026-11-21T10:00:00Z', { whole: [1] })], reader);
    const quiet = read(1, false, '2026-11-21T09:00:00Z');
    expect(
      commentsToRemember(listing([], [quiet]), known, run('2026-11-21T11:00:00Z')),
    ).toMatchObject({ pulls: [], whole: [] });
  });

  it('writes every comment of a pull request again before its whole record leaves the lookback', () => {
    // The narrowing: a 👎 on a comment older than 7 days, on a pull request still active, counts
    // as long as a record in the lookback holds the comment.
    const first = '2026-11-20T10:00:00Z';
    const cycles = [
      record(first, { ids: ['IC_old'], whole: [1] }),
      record('2026-11-21T10:00:00Z', { ids: ['IC_new'], pulls: [1] }),
    ];
    const known = rememberedComments(cycles, reader);
    const listed = listing(
      [comment('IC_old', 1, '2026-11-19T10:00:00Z'), comment('IC_new')],
      [read(1)],
    );
    const soon = new Date(Date.parse(first) + CARRY_AFTER_MS).toISOString();
    expect(commentsToRemember(listed, known, run(soon))).toMatchObject({ ids: [], whole: [] });
    const later = new Date(Date.parse(first) + CARRY_AFTER_MS + 1000).toISOString();
    expect(commentsToRemember(listed, known, run(later))).toMatchObject({
      ids: ['IC_old', 'IC_new'],
      whole: [1],
    });
  });

  it('leaves a comment created after its run began to the next listing (a re-run of an old run)', () => {
    // A re-run keeps its run's instant, a week old: had it kept Y, the next run would see Y held
    // and not record it, and Y would leave the lookback with this record minutes later.
    const reRun = '2026-11-14T10:05:00Z';
    const kept = commentsToRemember(
      listing(
        [comment('IC_old', 1, '2026-11-14T10:00:00Z'), comment('IC_y', 1, '2026-11-21T10:00:00Z')],
        [read(1, true)],
      ),
      undefined,
      run(reRun),
    );
    expect(kept).toMatchObject({ before: reRun, ids: ['IC_old'], whole: [1] });
    // The next run reaches back to the newest record's instant, so it lists Y and keeps it.
    const known = rememberedComments([{ agentComments: kept }], {
      since: '2026-11-14T10:00:00Z',
      bound: '2026-11-21T10:10:00Z',
      agents: AGENTS,
    });
    expect(known?.from.get(1)).toBe(reRun);
    const next = commentsToRemember(
      listing(
        [comment('IC_y', 1, '2026-11-21T10:00:00Z')],
        [read(1, false, '2026-11-21T10:00:00Z')],
      ),
      known,
      run('2026-11-21T10:10:00Z'),
    );
    expect(next.ids).toEqual(['IC_y']);
    // A comment created in the run's own instant, or with no readable time, is not kept either.
    expect(
      commentsToRemember(
        listing([comment('IC_z', 1, reRun), comment('IC_w', 1, 'soon')], [read(1, true)]),
        undefined,
        run(reRun),
      ).ids,
    ).toEqual([]);
  });
});
