/**
 * The dashboard's 7-day trend after a new user's first step: `demo --keep`, then one `cycle` in
 * the repository it leaves (at the clock, months after the demo's week). Today no day of the
 * week before was played (the days the rollover filled are not in the ledger), so the trend says
 * "no data", not 0; at the week's end (the `--now` the demo prints) it is the week's trend, the
 * later cycle unseen. Read in Chromium at 1280 and 390 px, as `leaderboard --json` gives it. Run
 * through the built CLI (dist/), as a user runs it.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import {
  launchChromium,
  MISSING_CHROMIUM,
  openPage,
  skipBrowser,
  WIDTHS,
} from '../helpers/browser.js';
import { runCliProcess } from '../helpers/cli.js';
import { GitSandbox } from '../helpers/git.js';

const SHOTS = 'test-results/site';
const sandbox = new GitSandbox();
let context: BrowserContext | undefined;

if (skipBrowser) console.warn(`SKIPPED: ${MISSING_CHROMIUM}.`);

afterAll(async () => {
  await context?.close();
  await sandbox.cleanup();
});

/** The front page's trend column at each width: each agent's cell as shown, in view. */
async function trendAtEachWidth(page: Page, shot: string) {
  const seen = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.reload({ waitUntil: 'load' });
    const board = page.locator('section[aria-labelledby="board"]');
    expect(await board.locator('thead th:nth-child(7)').textContent()).toBe('7-day trend');
    const cells = board.locator('tbody tr td:nth-child(7)');
    const shown: string[] = [];
    for (let i = 0; i < (await cells.count()); i++) {
      // On a phone the table scrolls inside its box: the cell is brought into view as a reader
      // scrolls to it, and must then be inside the window.
      const cell = cells.nth(i);
      await cell.scrollIntoViewIfNeeded();
      const box = await cell.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width + 0.5).toBe(true);
      shown.push(((await cell.innerText()) ?? '').trim());
    }
    const scrollWidth = await page.evaluate(
      () =>
        (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } })
          .document.documentElement.scrollWidth,
    );
    await page.screenshot({ path: `${shot}-${width}.png`, fullPage: true });
    seen.push({ width, overflow: Math.max(0, scrollWidth - width), shown });
  }
  return seen;
}

describe.skipIf(skipBrowser)("demo --keep, one cycle, and the dashboard's 7-day trend", () => {
  it(
    'says "no data" today, with no played day to compare, and the week\'s trend at its end',
    { timeout: 600_000 },
    async () => {
      const tmp = await sandbox.dir('hg-demo-trend-');
      const env = { ...process.env, TMPDIR: tmp, GITHUB_TOKEN: '', GH_TOKEN: '' };
      const demo = await runCliProcess(tmp, ['demo', '--keep'], env);
      expect(demo.code).toBe(0);
      const repo = /^Repository: (.+)$/m.exec(demo.stdout)?.[1] ?? '';
      expect(repo.startsWith(tmp)).toBe(true);
      const weekEnd = /'heartbeat-gate score --now (\S+)'/.exec(demo.stdout)?.[1] ?? '';
      const run = async (...argv: string[]) => {
        const result = await runCliProcess(repo, argv, env);
        expect(result.stderr).toBe('');
        expect(result.code).toBe(0);
        return result.stdout;
      };
      await run('cycle', '--agent', 'coder');

      const today = join(tmp, 'site-today');
      const week = join(tmp, 'site-week');
      await run('site', '--out', today);
      await run('site', '--out', week, '--now', weekEnd);
      const trends = async (...now: string[]) =>
        (
          JSON.parse(await run('leaderboard', '--json', ...now)) as {
            agent: string;
            trend7: number | null;
          }[]
        ).map((e) => [e.agent, e.trend7]);
      // Today: coder's cycle is today's only event; the six days before were filled, not played.
      expect(await trends()).toEqual([
        ['coder', null],
        ['reviewer', null],
      ]);
      // The week's end: today's score against the week's first day (coder 38 - 75, reviewer
      // 35 - 15), as the demo printed it.
      expect(await trends('--now', weekEnd)).toEqual([
        ['coder', -37],
        ['reviewer', 20],
      ]);

      context = await launchChromium(await sandbox.dir('hg-chromium-'));
      await mkdir(SHOTS, { recursive: true });
      const expected = (shown: string[]) => WIDTHS.map((width) => ({ width, overflow: 0, shown }));
      const front = await openPage(context, join(today, 'index.html'));
      expect(await trendAtEachWidth(front.page, `${SHOTS}/demo-cycle-today`)).toEqual(
        expected(['no data', 'no data']),
      );
      expect(front.errors).toEqual([]);
      const then = await openPage(context, join(week, 'index.html'));
      expect(await trendAtEachWidth(then.page, `${SHOTS}/demo-cycle-week-end`)).toEqual(
        expected(['-37', '+20']),
      );
      expect(then.errors).toEqual([]);
    },
  );
});
