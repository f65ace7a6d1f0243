/**
 * `site` and `leaderboard` on real repositories: the state as the reading commands find it, or
 * as committed at `--ref`; bad arguments exit 2 with a message and write nothing.
 */
import { access, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { LedgerEvent } from '../../src/core/model.js';
import { runCli } from '../helpers/cli.js';
import { git, GitSandbox, writeFiles } from '../helpers/git.js';

const sandbox = new GitSandbox();
afterEach(() => sandbox.cleanup());

const NOW = '2026-03-02T12:00:00Z';
const ledger = (...events: LedgerEvent[]) => events.map((e) => `${JSON.stringify(e)}\n`).join('');
const verified = (id: string, at: string): LedgerEvent => ({
  id,
  at,
  kind: 'verdict',
  taskId: 'run_tests',
  verdict: 'verified',
  groundTruthContradiction: false,
  required: true,
});

describe('heartbeat-gate leaderboard', () => {
  it('lists the one agent of a repository set up with no state yet: Day 1, 0 of 50', async () => {
    const dir = await sandbox.repo({ 'README.md': '# p\n', '.heartbeat/config.json': '{}\n' });
    const result = await runCli(['leaderboard', '--json', '--now', NOW], { cwd: dir });
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual([
      expect.objectContaining({ rank: 1, agent: 'agent', score: 0, target: 50, lies: 0 }),
    ]);
    const text = await runCli(['leaderboard', '--now', NOW], { cwd: dir });
    expect(text.stdout).toMatch(/^rank +agent +score +target +share/);
    expect(text.stdout).toMatch(/\n +1 +agent +0 +50 +0% +tightened /);
  });

  it('reads the state committed at --ref, not the work tree', async () => {
    const dir = await sandbox.repo({
      '.heartbeat/ledger/2026-03.jsonl': ledger(verified('a', '2026-03-02T09:00:00Z')),
    });
    await writeFiles(dir, {
      '.heartbeat/ledger/2026-03.jsonl': ledger(
        verified('a', '2026-03-02T09:00:00Z'),
        verified('b', '2026-03-02T10:00:00Z'),
      ),
    });
    const score = async (...args: string[]) =>
      JSON.parse(
        (await runCli(['leaderboard', '--json', '--now', NOW, ...args], { cwd: dir })).stdout,
      )[0].score;
    expect(await score()).toBe(20);
    expect(await score('--ref', 'HEAD')).toBe(10);
    await git(dir, 'tag', 'v1');
    expect(await score('--ref', 'v1')).toBe(10);
  });
});

describe('where the state is read from', () => {
  it('reads the configured state branch, not a ledger forged in the work tree', async () => {
    const dir = await sandbox.repo({
      'README.md': 'x\n',
      '.heartbeat/config.json': JSON.stringify({ stateBranch: 'heartbeat-state' }),
    });
    await git(dir, 'checkout', '-q', '-b', 'heartbeat-state');
    await writeFiles(dir, {
      '.heartbeat/ledger/2026-03.jsonl': ledger(verified('a', '2026-03-02T09:00:00Z')),
    });
    await git(dir, 'add', '-A');
    await git(dir, 'commit', '-q', '-m', 'state');
    await git(dir, 'checkout', '-q', 'main');
    // The agent writes a better ledger into the work tree of main: not the state.
    await writeFiles(dir, {
      '.heartbeat/ledger/2026-03.jsonl': ledger(
        ...Array.from({ length: 9 }, (_, i) => verified(`f${i}`, `2026-03-02T0${i}:00:00Z`)),
      ),
    });
    const board = await runCli(['leaderboard', '--json', '--now', NOW], { cwd: dir });
    expect(JSON.parse(board.stdout)[0]).toMatchObject({ score: 10, target: 50 });
    await runCli(['site', '--out', 'public', '--now', NOW], { cwd: dir });
    const page = await readFile(join(dir, 'public/agent-agent.html'), 'utf8');
    expect(page).toContain('data-testid="score">10</span>');
  });

  it('shows the archived days of a score.json without a ledger', async () => {
    const today = {
      date: '2026-03-02',
      score: 10,
      target: 75,
      verifiedCount: 1,
      failedCount: 0,
      unclearCount: 0,
      contradictionCount: 0,
      thumbsUp: 0,
      thumbsDown: 0,
      targetReached: false,
    };
    const score = {
      today,
      history: [{ ...today, date: '2026-03-01', score: 75, target: 50, targetReached: true }],
      lifetime: {
        targetFloor: 75,
        totalScore: 85,
        totalVerified: 10,
        totalFailed: 0,
        totalContradictions: 0,
        daysTracked: 1,
        bestDayScore: 75,
        streak: 1,
      },
    };
    const dir = await sandbox.repo({ '.heartbeat/score.json': JSON.stringify(score) });
    await runCli(['site', '--out', 'public', '--now', NOW], { cwd: dir });
    const page = await readFile(join(dir, 'public/agent-agent.html'), 'utf8');
    const data = JSON.parse(/id="chart-data">([^<]*)</.exec(page)?.[1] ?? 'null');
    // The chart spans 30 days ending today; a day the archive does not hold has no point.
    const last = (values: unknown[]) => values.slice(-2);
    expect(data.dates).toHaveLength(30);
    expect([data.dates[0], ...last(data.dates)]).toEqual([
      '2026-02-01',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect([last(data.score), last(data.target), last(data.floor)]).toEqual([
      [75, 10],
      [50, 75],
      [50, 75],
    ]);
    for (const series of [data.score, data.target, data.floor]) {
      expect(series).toHaveLength(30);
      expect(new Set(series.slice(0, -2))).toEqual(new Set([null]));
    }
  });
});

describe('heartbeat-gate site', () => {
  it('writes the front page, the agent page and the assets, and prints where', async () => {
    const dir = await sandbox.repo({
      '.heartbeat/ledger/2026-03.jsonl': ledger(verified('a', '2026-03-02T09:00:00Z')),
    });
    const result = await runCli(['site', '--out', 'public', '--now', NOW], { cwd: dir });
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toBe(`Wrote the dashboard to ${join(dir, 'public', 'index.html')}\n`);
    for (const file of [
      'index.html',
      'agent-agent.html',
      'assets/uPlot.iife.min.js',
      'assets/site.js',
    ]) {
      await access(join(dir, 'public', file));
    }
    const page = await readFile(join(dir, 'public/agent-agent.html'), 'utf8');
    expect(page).toContain('data-testid="score">10</span>');
    expect(page).toContain('data-testid="target">50</span>');
  });

  it("links the metrics' definitions: docs/dashboard.md at this release's tag, a committed page with that heading", async () => {
    const dir = await sandbox.repo({
      '.heartbeat/ledger/2026-03.jsonl': ledger(verified('a', '2026-03-02T09:00:00Z')),
    });
    expect((await runCli(['site', '--out', 'public', '--now', NOW], { cwd: dir })).code).toBe(0);
    const manifest = JSON.parse(await readFile('package.json', 'utf8')) as {
      version: string;
      repository: { url: string };
    };
    const slug = /github\.com\/(.+?)\.git$/.exec(manifest.repository.url)?.[1];
    for (const file of ['index.html', 'agent-agent.html']) {
      const html = await readFile(join(dir, 'public', file), 'utf8');
      const link = /<a href="([^"]+)" data-testid="definitions">docs\/dashboard\.md<\/a>/.exec(
        html,
      );
      // The release workflow tags v<version> of package.json, on package.json's repository.
      const [, path, anchor] =
        new RegExp(`^https://github\\.com/${slug}/blob/v${manifest.version}/([^#]+)#(.+)$`).exec(
          link?.[1] ?? '',
        ) ?? [];
      expect({ file, path, anchor }).toEqual({
        file,
        path: 'docs/dashboard.md',
        anchor: 'outcome-metrics',
      });
      // It resolves: the page is committed (a tag holds what is committed), and GitHub's anchor
      // for one of its headings (lower case, punctuation dropped, spaces as hyphens) is this one.
      expect(await git('.', 'ls-files', '--error-unmatch', path!)).toBe(path);
      const anchors = [...(await readFile(path!, 'utf8')).matchAll(/^#+ (.+)$/gm)].map((m) =>
        m[1]!
          .toLowerCase()
          .replace(/[^\p{L}\p{N} _-]/gu, '')
          .replace(/ /g, '-'),
      );
      expect(anchors).toContain(anchor);
    }
  });

  it('exits 2 with a message on a missing --out or an unknown --ref, writing nothing', async () => {
    const dir = await sandbox.repo({ 'README.md': '# p\n' });
    const missing = await runCli(['site'], { cwd: dir });
    expect(missing).toMatchObject({ code: 2, stdout: '' });
    expect(missing.stderr).toBe('heartbeat-gate site: --out <dir> is required\n');
    const ref = await runCli(['site', '--out', 'x', '--ref', 'no-such-ref'], { cwd: dir });
    expect(ref).toMatchObject({ code: 2, stdout: '' });
    expect(ref.stderr).toBe('heartbeat-gate site: --ref: no commit named "no-such-ref"\n');
    await expect(access(join(dir, 'x'))).rejects.toThrow();
  });

  it('names the file and line of a bad ledger line, exit 2', async () => {
    const dir = await sandbox.repo({ '.heartbeat/ledger/2026-03.jsonl': '{"id":\n' });
    const result = await runCli(['site', '--out', 'x', '--now', NOW], { cwd: dir });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      /^heartbeat-gate site: .heartbeat\/ledger\/2026-03.jsonl: line 1: /,
    );
  });
});
