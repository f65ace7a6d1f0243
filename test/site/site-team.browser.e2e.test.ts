/**
 * The two-agent dashboard as a person sees it: the demo's two agents (`coder`, `reviewer`), each
 * with its week, in a real repository; the bundled CLI writes the site; Chromium opens it from
 * file://. The front page, `leaderboard` and `leaderboard --json` list the agents in one order
 * (those needing attention first) with the same ranks by score, each agent's page
 * shows that agent's score and target from `score --json`, no console error, no serious axe
 * violation. One screenshot per page lands in test-results/site/.
 */
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoRepository, DEMO_AGENTS, simulateDemoWeek } from '../../src/app/demo-week.js';
import {
  atEachWidth,
  launchChromium,
  MISSING_CHROMIUM,
  openPage,
  skipBrowser,
} from '../helpers/browser.js';
import { runCliProcess } from '../helpers/cli.js';
import { git, GitSandbox } from '../helpers/git.js';

const NOW = '2026-03-08T23:00:00Z';
const SHOTS = 'test-results/site';
const sandbox = new GitSandbox();
let repo = '';
let context: BrowserContext | undefined;

if (skipBrowser) console.warn(`SKIPPED: ${MISSING_CHROMIUM}.`);

beforeAll(async () => {
  if (skipBrowser) return;
  repo = await createDemoRepository({ team: true });
  for (const agent of DEMO_AGENTS) {
    await simulateDemoWeek(repo, () => {}, { agent: agent.name, week: agent.week });
  }
  context = await launchChromium(await sandbox.dir('hg-chromium-'));
  await mkdir(SHOTS, { recursive: true });
}, 600_000);

afterAll(async () => {
  await context?.close();
  if (repo) await rm(repo, { recursive: true, force: true });
  await sandbox.cleanup();
});

async function cli(...args: string[]) {
  const result = await runCliProcess(repo, args);
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  return result.stdout;
}

describe.skipIf(skipBrowser)('the two-agent site, in Chromium', () => {
  it(
    'lists the agents in one order in leaderboard, its JSON and the page, and shows each agent its own score',
    { timeout: 300_000 },
    async () => {
      if (!context) throw new Error('no browser');
      const out = join(await sandbox.dir('hg-site-'), 'site');
      await cli('site', '--out', out, '--now', NOW);
      const board = JSON.parse(await cli('leaderboard', '--json', '--now', NOW)) as {
        rank: number;
        agent: string;
        attention: string[];
        trend7: number | null;
      }[];
      const text = await cli('leaderboard', '--now', NOW);
      const scores = JSON.parse(await cli('score', '--json', '--now', NOW)) as {
        agents: { agent: string; score: number; target: number; failedCount: number }[];
      };
      // One order everywhere, attention first: coder lied this week, so it is listed first, yet
      // ranked second by score: reviewer's 35/50 is a larger share than coder's 38/91.
      expect(board.map((e) => [e.rank, e.agent, e.attention])).toEqual([
        [2, 'coder', ['1 lie this week']],
        [1, 'reviewer', []],
      ]);
      expect(scores.agents.map((a) => a.agent)).toEqual(['coder', 'reviewer']);
      // The terminal's table lists them in that order, each with its rank.
      expect(
        text
          .split('\n')
          .slice(1)
          .filter((line) => line.trim() !== '')
          .map((line) => line.trim().split(/\s+/).slice(0, 2)),
      ).toEqual(board.map((e) => [String(e.rank), e.agent]));

      // The front page: the same agents in the same order, the same ranks by score, those needing
      // attention marked.
      const front = await openPage(context, join(out, 'index.html'));
      expect(await front.page.getByTestId('agent').allTextContents()).toEqual(
        board.map((e) => e.agent),
      );
      expect(
        await front.page
          .locator('section[aria-labelledby="board"] thead th:last-child')
          .textContent(),
      ).toBe('Rank by score');
      expect(
        await front.page
          .locator('section[aria-labelledby="board"] tbody tr td:last-child')
          .allTextContents(),
      ).toEqual(board.map((e) => String(e.rank)));
      expect(await front.page.getByTestId('attention').count()).toBe(
        board.filter((e) => e.attention.length > 0).length,
      );
      // The week played is a 7-day trend: today against the week's first day (coder 38 - 75,
      // reviewer 35 - 15), on the page as in the JSON.
      expect(board.map((e) => e.trend7)).toEqual([-37, 20]);
      expect(
        await front.page
          .locator('section[aria-labelledby="board"] tbody tr td:nth-child(7)')
          .allTextContents(),
      ).toEqual(['-37', '+20']);
      // Every outcome metric rests on cases of the week played: coder's three build.done runs at
      // the merge gate (blocked and fixed on a new commit an hour later, passed at the first try
      // before the lie, blocked and passed on a re-run of the same commit an hour later);
      // reviewer's two review.done runs (blocked and fixed, passed at the first try).
      const outcomes = front.page.locator('section[aria-labelledby="outcomes"] tbody tr');
      expect(await outcomes.nth(0).locator('td').allTextContents()).toEqual([
        'coder',
        '99% (n = 69)',
        '33% (n = 3)',
        '0.67 (n = 3)',
        '60 min (n = 2)',
        '3 up / 1 down (n = 4)',
        '50% (n = 2)',
      ]);
      expect(await outcomes.nth(1).locator('td').allTextContents()).toEqual([
        'reviewer',
        '100% (n = 15)',
        '50% (n = 2)',
        '0.5 (n = 2)',
        '60 min (n = 1)',
        '1 up / 0 down (n = 1)',
        '100% (n = 1)',
      ]);
      // The claims name real commits: the pull requests' heads, on a branch each.
      expect(await git(repo, 'for-each-ref', '--format=%(refname:short)', 'refs/heads/pr-*')).toBe(
        ['pr-10', 'pr-11', 'pr-7', 'pr-8', 'pr-9'].join('\n'),
      );
      for (const result of await atEachWidth(front.page, `${SHOTS}/team-index`)) {
        // Nothing scrolls sideways, axe is clean, every table's caption is fully visible.
        expect(result).toMatchObject({ overflow: 0, violations: [], clipped: [] });
        expect(result.captions).toBeGreaterThan(1);
      }
      expect(front.errors).toEqual([]);

      for (const [i, entry] of board.entries()) {
        const { page, errors } = await openPage(context, join(out, 'index.html'));
        await page.getByTestId('agent').nth(i).click();
        await page.waitForLoadState('load');
        await page.waitForFunction(() => 'heartbeatChart' in globalThis);
        const score = scores.agents.find((a) => a.agent === entry.agent)!;
        expect(page.url()).toContain(`agent-${entry.agent}.html`);
        expect(await page.getByTestId('score').first().textContent()).toBe(String(score.score));
        expect(await page.getByTestId('target').first().textContent()).toBe(String(score.target));
        expect(await page.getByTestId('failed').first().textContent()).toBe(
          `${score.failedCount} failed`,
        );
        const chart = await page.evaluate(() =>
          (
            globalThis as unknown as { heartbeatChart: { data: (number | null)[][] } }
          ).heartbeatChart.data.map((series) => series.filter((v) => v !== null).length),
        );
        expect(chart).toEqual([30, 7, 7, 7]);
        for (const result of await atEachWidth(page, `${SHOTS}/team-${entry.agent}`)) {
          // Nothing scrolls sideways, axe is clean, every table's caption is fully visible.
          expect(result).toMatchObject({ overflow: 0, violations: [], clipped: [] });
          expect(result.captions).toBeGreaterThan(1);
        }
        expect(errors).toEqual([]);
      }
    },
  );
});
