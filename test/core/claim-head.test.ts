import { describe, expect, it } from 'vitest';
import { headAtTime, type BranchPush } from '../../src/core/claim-head.js';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);
const C = 'c'.repeat(40);
const GONE = '0'.repeat(40);
const push = (after: string, timestamp: string, creation = false): BranchPush => ({
  after,
  timestamp,
  creation,
});

// Newest first, as GitHub lists a branch's activity.
const history = [
  push(C, '2026-11-20T10:30:00Z'),
  push(B, '2026-11-20T10:20:00Z'),
  push(A, '2026-11-20T10:00:00Z', true),
];

describe('headAtTime: the head a pull request had when a claim was written', () => {
  it.each([
    ['the newest push before the claim', '2026-11-20T10:25:00Z', B],
    ['the push that created the branch', '2026-11-20T10:05:00Z', A],
    ['after every push: the newest', '2026-11-20T11:00:00Z', C],
    ['the same second as the branch was created: its first head', '2026-11-20T10:00:00.400Z', A],
  ])('%s', (_, at, sha) => {
    expect(headAtTime(history, at, true)).toEqual({ sha });
  });

  it('a push in the claim’s own second that moved the head: not established (it may have come first)', () => {
    expect(headAtTime(history, '2026-11-20T10:20:00.900Z', true)).toEqual({
      unproven: `its branch was pushed in that very second (${B.slice(0, 7)}, ${A.slice(0, 7)})`,
    });
  });

  it('a push in the claim’s second that left the head where it was is no doubt', () => {
    // Pushed again at 10:20 (a no-op force push) onto what it pushed at 10:10.
    const again = [push(B, '2026-11-20T10:20:00Z'), push(B, '2026-11-20T10:10:00Z'), history[2]!];
    expect(headAtTime(again, '2026-11-20T10:20:00Z', true)).toEqual({ sha: B });
  });

  it('a force push back to an older commit is a push of its own: before it, the other head', () => {
    const back = [push(A, '2026-11-20T10:40:00Z'), push(B, '2026-11-20T10:20:00Z'), history[2]!];
    expect(headAtTime(back, '2026-11-20T10:30:00Z', true)).toEqual({ sha: B });
    expect(headAtTime(back, '2026-11-20T10:45:00Z', true)).toEqual({ sha: A });
  });

  it('a claim before any push GitHub records: not established', () => {
    expect(headAtTime(history, '2026-11-20T09:00:00Z', true)).toEqual({
      unproven: 'GitHub records no head of its branch before then',
    });
    // Nor from pushes of the claim's second alone, when the head before them is unknown.
    expect(headAtTime(history.slice(0, 2), '2026-11-20T10:20:00Z', true)).toEqual({
      unproven: 'GitHub records no head of its branch before then',
    });
  });

  it('a listing cut short before the claim: not established', () => {
    expect(headAtTime(history.slice(0, 2), '2026-11-20T10:05:00Z', false)).toEqual({
      unproven: 'its branch was pushed more often since than the gate reads',
    });
  });

  it('a branch deleted then: not established', () => {
    const deleted = [push(GONE, '2026-11-20T10:25:00Z'), ...history];
    expect(headAtTime(deleted, '2026-11-20T10:27:00Z', true)).toEqual({
      unproven: 'its branch did not exist then',
    });
  });
});
