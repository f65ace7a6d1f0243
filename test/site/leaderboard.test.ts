/**
 * The leaderboard's ranking and the day series it reads, on ledgers built from the seed's events,
 * and the site renderer's escaping of text from the state.
 */
import { describe, expect, it } from 'vitest';
import { agentDays, leaderboard } from '../../src/core/leaderboard.js';
import type { LedgerEvent } from '../../src/core/model.js';
import { agentPageFile, escapeHtml, renderIndexPage } from '../../src/core/render/site.js';

const tz = { timeZone: 'UTC' };
const verdict = (id: string, at: string, ok: boolean, lie = false): LedgerEvent => ({
  id,
  at,
  kind: 'verdict',
  taskId: 'run_tests',
  verdict: ok ? 'verified' : 'not_verified',
  groundTruthContradiction: lie,
  required: true,
});

const days = (scores: number[], lies = 0) =>
  agentDays(
    scores.flatMap((score, i) => {
      const date = `2026-03-${String(i + 1).padStart(2, '0')}`;
      return [
        ...Array.from({ length: score / 10 }, (_, j) =>
          verdict(`${date}-${j}`, `${date}T09:0${j % 10}:00Z`, true),
        ),
        ...(i === scores.length - 1 && lies
          ? [verdict(`${date}-lie`, `${date}T10:00:00Z`, false, true)]
          : []),
      ];
    }),
    `2026-03-${String(scores.length).padStart(2, '0')}T23:00:00Z`,
    tz,
  ).days;

describe('agentDays', () => {
  it('gives one day per calendar day up to now, gap days included, each at its end', () => {
    const events = [
      verdict('a', '2026-03-01T09:00:00Z', true),
      verdict('b', '2026-03-01T10:00:00Z', true),
      verdict('c', '2026-03-03T09:00:00Z', false, true),
    ];
    const { days } = agentDays(events, '2026-03-04T12:00:00Z', tz);
    expect(days.map((d) => [d.date, d.score, d.contradictionCount])).toEqual([
      ['2026-03-01', 20, 0],
      ['2026-03-02', 0, 0],
      ['2026-03-03', -45, 1],
      ['2026-03-04', 0, 0],
    ]);
    expect(days[2]?.penalty).toBe('lockdown');
  });

  it('is empty for an empty ledger', () => {
    expect(agentDays([], '2026-03-04T12:00:00Z', tz).days).toEqual([]);
  });
});

describe('leaderboard', () => {
  it('ranks by score as a share of target, ties by name, with trend and lies of the week', () => {
    const board = leaderboard([
      { agent: 'reviewer', days: days([50, 50, 50, 50, 50, 50, 50, 50]), streak: 7 },
      { agent: 'coder', days: days([60, 60, 60, 60, 60, 60, 60, 90], 1), streak: 0 },
      { agent: 'alpha', days: days([50, 50, 50, 50, 50, 50, 50, 50]), streak: 7 },
    ]);
    expect(board.map((e) => [e.rank, e.agent])).toEqual([
      [1, 'alpha'],
      [2, 'reviewer'],
      [3, 'coder'],
    ]);
    const coder = board[2];
    // 90 - 45 for the lie = 45 today against 60 a week before.
    expect(coder).toMatchObject({
      score: 45,
      trend7: -15,
      lies: 1,
      last7: [60, 60, 60, 60, 60, 60, 45],
    });
    expect(board[0]).toMatchObject({ share: 1, trend7: 0, lies: 0, streak: 7 });
  });

  it('lists one agent when there is one, and none without days', () => {
    expect(leaderboard([{ agent: 'solo', days: days([10]), streak: 0 }])).toHaveLength(1);
    expect(leaderboard([{ agent: 'none', days: [], streak: 0 }])).toEqual([]);
  });
});

describe('site rendering', () => {
  it('escapes markup, strips control characters and clips long text', () => {
    expect(escapeHtml('<b a="1">\u001b[31m&\u0007')).toBe('&lt;b a=&quot;1&quot;&gt;[31m&amp;');
    expect(escapeHtml('x'.repeat(600))).toHaveLength(500);
  });

  it('names agent pages with safe file names and escapes agent names on the front page', () => {
    expect(agentPageFile('../Evil Agent<')).toBe('agent--evil-agent-.html');
    const html = renderIndexPage(
      leaderboard([{ agent: '<script>x</script>', days: days([10]), streak: 0 }]),
      new Map(),
      '2026-03-01T00:00:00Z',
    );
    expect(html).not.toContain('<script>x');
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
  });
});
