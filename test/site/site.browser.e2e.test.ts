/**
 * The dashboard as a person sees it: the demo's week in a real repository, the bundled
 * `heartbeat-gate site` writes the site, and Debian's Chromium (driven by playwright-core, no
 * browser download) opens it from file://: no console error, the pill shows the score and target of `score --json`, the
 * chart spans 30 days with one point per day played, the leaderboard's order is `leaderboard --json`'s
 * (agents needing attention first), the outcome metrics carry their sample sizes, and at 1280 and
 * 390 px wide no page scrolls sideways and axe-core finds no serious accessibility violation.
 * Screenshots of each page at both widths land in test-results/site/.
 */
import { appendFile, mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoRepository, DEMO_WEEK, simulateDemoWeek } from '../../src/app/demo-week.js';
import {
  MISSING_CHROMIUM,
  WIDTHS,
  atEachWidth,
  launchChromium,
  openPage,
  seriousViolations,
  skipBrowser,
} from '../helpers/browser.js';
import { runCliProcess } from '../helpers/cli.js';
import { SITE_COLOURS } from '../../src/core/render/site-style.js';
import { GitSandbox } from '../helpers/git.js';

const NOW = '2026-03-08T23:00:00Z';
const SHOTS = 'test-results/site';
const sandbox = new GitSandbox();
let repo = '';
let context: BrowserContext | undefined;

// CI installs the browser (.ci/run), so there a missing browser fails; on a developer's machine
// `npm ci && npm test` stays green and these tests say loudly that they did not run.
if (skipBrowser) console.warn(`SKIPPED: ${MISSING_CHROMIUM}.`);

beforeAll(async () => {
  if (skipBrowser) return;
  repo = await createDemoRepository();
  await simulateDemoWeek(repo);
  context = await launchChromium(await sandbox.dir('hg-chromium-'));
  await mkdir(SHOTS, { recursive: true });
}, 180_000);

afterAll(async () => {
  await context?.close();
  if (repo) await rm(repo, { recursive: true, force: true });
  await sandbox.cleanup();
});

async function cli(...args: string[]) {
  return cliIn(repo, ...args);
}

async function cliIn(cwd: string, ...args: string[]) {
  // The bundled CLI as a user runs it: the site's assets must be in dist/, not node_modules.
  const result = await runCliProcess(cwd, args);
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  return result.stdout;
}

async function open(file: string): Promise<{ page: Page; errors: string[] }> {
  if (!context) throw new Error('no browser');
  return openPage(context, file);
}

describe.skipIf(skipBrowser)('heartbeat-gate site, in Chromium', () => {
  it(
    'shows the score, one chart point per day and the leaderboard, accessibly, with no console error',
    { timeout: 180_000 },
    async () => {
      const out = join(await sandbox.dir('hg-site-'), 'site');
      expect(await cli('site', '--out', out, '--now', NOW)).toContain(join(out, 'index.html'));
      const score = JSON.parse(await cli('score', '--json', '--now', NOW)) as {
        score: number;
        target: number;
        failedCount: number;
      };
      const board = JSON.parse(await cli('leaderboard', '--json', '--now', NOW)) as {
        agent: string;
        attention: string[];
        outcomes: { truthfulClaimRate: { value: number; sample: number } };
      }[];
      const history = JSON.parse(await cli('history', '--json', '--now', NOW)) as {
        today: { date: string };
        history: { date: string }[];
      };

      const front = await open(join(out, 'index.html'));
      const agents = await front.page.getByTestId('agent').allTextContents();
      expect(agents).toEqual(board.map((e) => e.agent));
      expect(agents.length).toBeGreaterThan(0);
      // The demo's last day: the lie of the week is highlighted, the agent marked.
      expect(board[0]?.attention).not.toEqual([]);
      expect(await front.page.getByTestId('attention').count()).toBe(1);
      const truthful = board[0]!.outcomes.truthfulClaimRate;
      expect(truthful.sample).toBeGreaterThan(0);
      await expect(
        front.page.locator('section[aria-labelledby="outcomes"]').textContent(),
      ).resolves.toContain(`${Math.round(truthful.value * 100)}% (n = ${truthful.sample})`);
      for (const result of await atEachWidth(front.page, `${SHOTS}/index`)) {
        // Nothing scrolls sideways, axe is clean, every table's caption is fully visible.
        expect(result).toMatchObject({ overflow: 0, violations: [], clipped: [] });
        expect(result.captions).toBeGreaterThan(1);
      }
      expect(front.errors).toEqual([]);

      await front.page.getByTestId('agent').first().click();
      await front.page.waitForLoadState('load');
      const agentPage = front.page;
      await agentPage.waitForFunction(() => 'heartbeatChart' in globalThis);
      expect(await agentPage.getByTestId('score').first().textContent()).toBe(String(score.score));
      expect(await agentPage.getByTestId('target').first().textContent()).toBe(
        String(score.target),
      );
      expect(await agentPage.getByTestId('failed').first().textContent()).toBe(
        `${score.failedCount} failed`,
      );
      // 30 days, the demo's seven played ones each a point, the last one today; the days
      // before the demo are gaps, not zeros.
      const chart = await agentPage.evaluate(() => {
        const plot = (globalThis as unknown as { heartbeatChart: { data: (number | null)[][] } })
          .heartbeatChart;
        return plot.data.map((series) => series.filter((v) => v !== null).length);
      });
      const days = [...history.history.map((d) => d.date), history.today.date];
      expect(days).toHaveLength(7);
      expect(chart).toEqual([30, 7, 7, 7]);
      await expect(agentPage.locator('#chart-title').textContent()).resolves.toContain('30 days');
      // The legend's values are on the page, no hovering needed.
      expect(await agentPage.getByTestId('legend-score').textContent()).toBe(String(score.score));
      expect(await agentPage.getByTestId('legend-target').textContent()).toBe(String(score.target));
      // The lie of the week, both sides filled.
      const lie = await agentPage
        .locator('section[aria-labelledby="contradictions"] tbody tr')
        .first()
        .locator('td')
        .allTextContents();
      expect(lie.slice(1)).toEqual(['run_tests', 'tests: pass', 'check ci: failure']);
      const canvas = await agentPage.locator('#chart canvas').boundingBox();
      expect(canvas?.width).toBeGreaterThan(300);
      const timeline = await agentPage
        .locator('section[aria-labelledby="timeline"] tbody tr td:first-child')
        .allTextContents();
      expect(timeline).toEqual(days);
      for (const result of await atEachWidth(agentPage, `${SHOTS}/agent`)) {
        // Nothing scrolls sideways, axe is clean, every table's caption is fully visible.
        expect(result).toMatchObject({ overflow: 0, violations: [], clipped: [] });
        expect(result.captions).toBeGreaterThan(1);
      }
      expect(front.errors).toEqual([]);
    },
  );

  it(
    'shows hostile ledger text as text: no script runs, no markup is injected',
    { timeout: 120_000 },
    async () => {
      const hostile =
        '</script><script>window.pwned=1</script><img src=x onerror="window.pwned=2">';
      const event = {
        id: 'hostile-1',
        at: '2026-03-08T20:00:00.000Z',
        kind: 'verdict',
        taskId: 'run_tests',
        verdict: 'not_verified',
        groundTruthContradiction: true,
        required: true,
        evidence: hostile,
        contradictions: [{ claimed: hostile, actual: 'CI failed\u001b[31m red' }],
      };
      await appendFile(join(repo, '.heartbeat/ledger/2026-03.jsonl'), `${JSON.stringify(event)}\n`);
      const out = join(await sandbox.dir('hg-site-'), 'site');
      await cli('site', '--out', out, '--now', NOW);
      const { page, errors } = await open(join(out, 'agent-agent.html'));
      await page.waitForFunction(() => 'heartbeatChart' in globalThis);
      expect(await page.evaluate(() => (globalThis as unknown as { pwned?: number }).pwned)).toBe(
        undefined,
      );
      expect(await page.locator('main img').count()).toBe(0);
      const contradictions = page.locator('section[aria-labelledby="contradictions"]');
      await expect(contradictions.textContent()).resolves.toContain(hostile);
      await expect(contradictions.textContent()).resolves.toContain('CI failed[31m red');
      expect(errors).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/agent-hostile.png`, fullPage: true });
      // axe is live on these pages: text it cannot read is reported as serious.
      expect(await seriousViolations(page)).toEqual([]);
      await page.evaluate(() => {
        const doc = (
          globalThis as unknown as {
            document: { body: { insertAdjacentHTML(where: string, html: string): void } };
          }
        ).document;
        doc.body.insertAdjacentHTML('beforeend', '<p style="color:#f4f4f4">faint</p>');
      });
      expect((await seriousViolations(page)).join()).toContain('color-contrast');
    },
  );

  it(
    "draws a chart of one day, or of none played, readably: target and floor across it, the day's point and value",
    { timeout: 300_000 },
    async () => {
      const oneDay = await createDemoRepository();
      await simulateDemoWeek(oneDay, () => {}, { week: DEMO_WEEK.slice(0, 1) });
      const noDay = await createDemoRepository();
      const cases = [
        { cwd: oneDay, note: /^One day so far: score 75 against target 50 and ratchet floor 50/ },
        {
          cwd: noDay,
          note: /^No day played yet: .* score 0 against target 50 and ratchet floor 50/,
        },
      ];
      try {
        for (const [i, { cwd, note }] of cases.entries()) {
          const out = join(await sandbox.dir('hg-site-'), 'site');
          await cliIn(cwd, 'site', '--out', out, '--now', '2026-03-02T23:00:00Z');
          const { page, errors } = await open(join(out, 'agent-agent.html'));
          await expect(page.getByTestId('chart-note').textContent()).resolves.toMatch(note);
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: 900 });
            await page.reload({ waitUntil: 'load' });
            await page.waitForFunction(() => 'heartbeatChart' in globalThis);
            expect(await drawn(page)).toEqual({ target: true, floor: true, point: true });
            await page.screenshot({
              path: `${SHOTS}/agent-${i ? 'no-day' : 'one-day'}-${width}.png`,
              fullPage: true,
            });
          }
          expect(errors).toEqual([]);
        }
      } finally {
        for (const { cwd } of cases) await rm(cwd, { recursive: true, force: true });
      }
    },
  );
});

/**
 * What the chart's canvas shows, read from its pixels: today's target and floor each as a line
 * across the plot (their colour along most of its width, the left half included, where no day
 * has a value) and the day's score as a point where it belongs.
 */
async function drawn(page: Page): Promise<{ target: boolean; floor: boolean; point: boolean }> {
  await page.evaluate(
    () =>
      new Promise((done) =>
        (
          globalThis as unknown as { requestAnimationFrame(f: () => void): void }
        ).requestAnimationFrame(() => done(null)),
      ),
  );
  return page.evaluate((colours) => {
    type Plot = {
      bbox: { left: number; top: number; width: number; height: number };
      ctx: { getImageData(x: number, y: number, w: number, h: number): { data: number[] } };
      data: (number | null)[][];
      valToPos(value: number, scale: string, canvas: boolean): number;
    };
    const plot = (globalThis as unknown as { heartbeatChart: Plot }).heartbeatChart;
    const hex = (c: string) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
    const near = (data: number[], at: number, colour: number[]) =>
      (data[at + 3] ?? 0) > 160 && colour.every((c, k) => Math.abs((data[at + k] ?? 0) - c) <= 48);
    // A line at `value`: the share of the plot's columns with one of `colours` within 3 px of it.
    const across = (value: number, colours: number[][]) => {
      const y = Math.round(plot.valToPos(value, 'y', true));
      const { left, width } = plot.bbox;
      const rows = plot.ctx.getImageData(left, y - 3, width, 7).data;
      let hits = 0;
      for (let x = 0; x < width; x++) {
        let hit = false;
        for (let r = 0; r < 7 && !hit; r++) {
          hit = colours.some((colour) => near(rows, (r * width + x) * 4, colour));
        }
        if (hit) hits++;
      }
      return hits / width;
    };
    const lastValue = (series: (number | null)[]) => {
      const i = series.findLastIndex((v) => v !== null);
      return { i, value: series[i] ?? 0 };
    };
    const score = lastValue(plot.data[1]!);
    const target = lastValue(plot.data[2]!).value;
    const floor = lastValue(plot.data[3]!).value;
    const x = Math.round(plot.valToPos(plot.data[0]![score.i]!, 'x', true));
    const y = Math.round(plot.valToPos(score.value, 'y', true));
    const point = near(plot.ctx.getImageData(x, y, 1, 1).data, 0, hex(colours.score));
    // Target and floor start equal (the floor is the highest target yet): then they are one line
    // of both dashes.
    const lines = [hex(colours.target), hex(colours.floor)];
    return {
      target: across(target, target === floor ? lines : [hex(colours.target)]) > 0.5,
      floor: across(floor, target === floor ? lines : [hex(colours.floor)]) > 0.3,
      point,
    };
  }, SITE_COLOURS);
}
