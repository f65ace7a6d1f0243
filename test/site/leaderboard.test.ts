/**
 * The leaderboard's ranking and the day series it reads, on ledgers built from the seed's events,
 * and the site renderer's escaping of text from the state.
 */
import { describe, expect, it } from 'vitest';
import { agentDays, leaderboard, scoreBand } from '../../src/core/leaderboard.js';
import type { FeedbackEvent, LedgerEvent } from '../../src/core/model.js';
import { outcomeMetrics } from '../../src/core/outcomes.js';
import {
  agentPageFile,
  escapeHtml,
  renderAgentPage,
  renderIndexPage,
} from '../../src/core/render/site.js';
import { summarizeScore } from '../../src/core/score/summary.js';

/** Where the pages link the metrics' definitions (the CLI passes its release's). */
const DOCS = 'https://github.com/o/r/blob/v1.0.0/docs/dashboard.md#outcome-metrics';

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

  it('marks the days the rollover filled as not played, and the trend has no day to compare there', () => {
    // A day played, then nothing until a verdict months later: the days before it were filled.
    const events = [
      verdict('a', '2026-03-01T09:00:00Z', true),
      verdict('b', '2026-11-28T09:00:00Z', true),
    ];
    const { days } = agentDays(events, '2026-11-28T12:00:00Z', tz);
    const week = days.filter((d) => d.date >= '2026-11-22');
    expect(week.map((d) => [d.date, d.score, d.played])).toEqual([
      ['2026-11-22', 0, false],
      ['2026-11-23', 0, false],
      ['2026-11-24', 0, false],
      ['2026-11-25', 0, false],
      ['2026-11-26', 0, false],
      ['2026-11-27', 0, false],
      ['2026-11-28', 10, true],
    ]);
    const [entry] = leaderboard([{ agent: 'coder', days, streak: 0 }]);
    expect(entry?.trend7).toBeNull();
  });

  it('is empty for an empty ledger', () => {
    expect(agentDays([], '2026-03-04T12:00:00Z', tz).days).toEqual([]);
  });
});

describe('leaderboard', () => {
  it('lists the agents needing attention first, then by score as a share of target, ties by name', () => {
    const board = leaderboard([
      { agent: 'reviewer', days: days([50, 50, 50, 50, 50, 50, 50, 50]), streak: 7 },
      { agent: 'coder', days: days([60, 60, 60, 60, 60, 60, 60, 90], 1), streak: 0 },
      { agent: 'alpha', days: days([50, 50, 50, 50, 50, 50, 50, 50]), streak: 7 },
    ]);
    // coder lied today: it is listed first, though its 45/60 is a smaller share than the others'
    // 50/50, and ranked by that share: last. alpha and reviewer tie, and share the first rank.
    expect(board.map((e) => [e.rank, e.agent])).toEqual([
      [3, 'coder'],
      [1, 'alpha'],
      [1, 'reviewer'],
    ]);
    const coder = board[0];
    // 90 - 45 for the lie = 45 today against 60 a week before.
    expect(coder).toMatchObject({
      score: 45,
      trend7: -15,
      lies: 1,
      last7: [60, 60, 60, 60, 60, 60, 45],
    });
    expect(board[1]).toMatchObject({ share: 1, trend7: 0, lies: 0, streak: 7 });
  });

  it('lists a liar with the lowest score first, marked, with the last rank: the rank is by score', () => {
    const board = leaderboard([
      { agent: 'steady', days: days([50, 50, 50, 50, 50, 50, 50, 50]), streak: 7 },
      { agent: 'liar', days: days([60, 60, 60, 60, 60, 60, 60, 90], 1), streak: 0 },
      { agent: 'close', days: days([40, 40, 40, 40, 40, 40, 40, 40]), streak: 0 },
    ]);
    // liar: 45/60 (75%), the lowest share; close 40/50 (80%), steady 50/50.
    expect(board.map((e) => [e.agent, e.rank, e.share])).toEqual([
      ['liar', board.length, 0.75],
      ['steady', 1, 1],
      ['close', 2, 0.8],
    ]);
    expect(board[0]?.attention).toEqual(['1 failed today', '1 contradicted today']);
    // The front page lists it first, marked, with that rank beside it.
    const html = renderIndexPage(board, new Map(), '2026-03-08T00:00:00Z', DOCS);
    const rows = [...html.matchAll(/data-testid="agent">(\w+)<[\s\S]*?<td>(\d+)<\/td>\s*<\/tr>/g)];
    expect(rows.map((m) => [m[1], m[2]])).toEqual([
      ['liar', '3'],
      ['steady', '1'],
      ['close', '2'],
    ]);
    expect(html.match(/data-testid="attention"/g)).toHaveLength(1);
  });

  it('gives equal shares one rank and counts them for the next: 1, 2, 2, 4', () => {
    const board = leaderboard([
      { agent: 'd', days: days([20]), streak: 0 },
      { agent: 'c', days: days([30]), streak: 0 },
      { agent: 'b', days: days([30]), streak: 0 },
      { agent: 'a', days: days([40]), streak: 0 },
    ]);
    expect(board.map((e) => [e.rank, e.agent])).toEqual([
      [1, 'a'],
      [2, 'b'],
      [2, 'c'],
      [4, 'd'],
    ]);
  });

  it('gives a week played its 7-day trend: today against the first of the 7 days', () => {
    const [week] = leaderboard([
      { agent: 'a', days: days([10, 20, 30, 40, 50, 60, 70]), streak: 0 },
    ]);
    expect(week).toMatchObject({ trend7: 60, last7: [10, 20, 30, 40, 50, 60, 70] });
    const [six] = leaderboard([{ agent: 'a', days: days([10, 20, 30, 40, 50, 60]), streak: 0 }]);
    expect(six?.trend7).toBeNull();
  });

  it('says there is no 7-day trend, rather than 0, without a day a week before', () => {
    const [entry] = leaderboard([{ agent: 'new', days: days([10, 20]), streak: 0 }]);
    expect(entry?.trend7).toBeNull();
  });

  it('bands the score against the target: reached, close from half, far below', () => {
    expect([scoreBand(50, 50), scoreBand(25, 50), scoreBand(24, 50), scoreBand(-5, 50)]).toEqual([
      'reached',
      'close',
      'far',
      'far',
    ]);
  });

  it('says why an agent needs attention: a penalty tier, failures, contradictions, lies', () => {
    const board = leaderboard([
      { agent: 'liar', days: days([60, 60, 60, 60, 60, 60, 60, 90], 1), streak: 0 },
      { agent: 'fine', days: days([50, 50]), streak: 1 },
    ]);
    const liar = board.find((e) => e.agent === 'liar');
    expect(board.find((e) => e.agent === 'fine')?.attention).toEqual([]);
    expect(liar).toMatchObject({ failedToday: 1, contradictionsToday: 1, lies: 1 });
    expect(liar?.attention).toEqual(['1 failed today', '1 contradicted today']);
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
      DOCS,
    );
    expect(html).not.toContain('<script>x');
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
  });

  it('lists the agents that need attention first, marked, with counts red only when not zero', () => {
    const board = leaderboard([
      { agent: 'steady', days: days([50, 50, 50, 50, 50, 50, 50, 50]), streak: 7 },
      { agent: 'liar', days: days([60, 60, 60, 60, 60, 60, 60, 90], 1), streak: 0 },
    ]);
    expect(board.map((e) => e.agent)).toEqual(['liar', 'steady']);
    const html = renderIndexPage(board, new Map(), '2026-03-08T00:00:00Z', DOCS);
    const order = [...html.matchAll(/data-testid="agent">(\w+)</g)].map((m) => m[1]);
    expect(order).toEqual(board.map((e) => e.agent));
    expect(html).toContain('needs attention: 1 failed today, 1 contradicted today');
    expect(html).toContain('<span class="alert">1 failed</span>');
    expect(html).toContain('<span class="count">0 failed</span>');
    expect(html).toContain('<span class="lies-alert">1</span>');
    // Each tier with its meaning: a reward tier is a share of the target.
    expect(html).toMatch(
      />(good|excellent|outstanding)<\/span><span class="tier-meaning">reward: \d+% of the target/,
    );
  });

  it('shows "no data" for a trend with no day to compare', () => {
    const html = renderIndexPage(
      leaderboard([{ agent: 'new', days: days([10]), streak: 0 }]),
      new Map(),
      '2026-03-01T00:00:00Z',
      DOCS,
    );
    expect(html).toContain('<td>no data</td>');
  });

  it('links the comment feedback was given on when it is an https URL, and nothing else', () => {
    const replayed = agentDays(
      [verdict('a', '2026-03-01T09:00:00Z', true)],
      '2026-03-01T12:00:00Z',
      tz,
    );
    const feedback = (id: string, source: string): FeedbackEvent => ({
      id,
      at: '2026-03-01T10:00:00Z',
      kind: 'feedback',
      direction: 'up',
      by: 'operator',
      source,
    });
    const html = renderAgentPage({
      agent: 'coder',
      logins: [],
      summary: summarizeScore(replayed.state!.score, { defaultIntervalMinutes: 30 }),
      days: replayed.days,
      verdicts: [],
      feedback: [
        feedback('f1', 'https://github.com/o/r/pull/7#issuecomment-9'),
        feedback('f2', 'javascript:alert(1)'),
      ],
      contradictions: [],
      outcomes: outcomeMetrics([], replayed.days),
      ledgerEvents: 1,
      generatedAt: '2026-03-01T12:00:00Z',
      definitions: DOCS,
    });
    expect(html).toContain(
      '<a href="https://github.com/o/r/pull/7#issuecomment-9">o/r/pull/7#issuecomment-9</a>',
    );
    expect(html).not.toContain('href="javascript');
    expect(html).toContain('<td>javascript:alert(1)</td>');
  });
});
