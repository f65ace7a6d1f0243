/**
 * The README's first command: `npm run demo` on a fresh clone runs the committed CLI bundle
 * (dist/), simulates a week of two agents (`coder`, `reviewer`) in a temporary repository, prints
 * each agent's week, the leaderboard and the dashboard's path, and ends with a pointer to `log`;
 * exit 0. The week is played once, with `--keep`: the instant it prints makes `score`, `site` and
 * the MCP `heartbeat_score` show the week's last day, and the README's reading commands then run in
 * the repository it leaves. That plain `demo` removes it is checked below
 * through the bundle on a week stopped at its first commit, and the clean-up itself by
 * test/app/demo-repository.int.test.ts.
 */
import { execFile } from 'node:child_process';
import { access, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_CONTRACT } from '../../src/app/demo-contract.js';
import { scoreTool } from '../../src/mcp/tools.js';
import { runCliProcess } from '../helpers/cli.js';
import { git, GitSandbox } from '../helpers/git.js';
import { part, play, steps, words } from '../helpers/readme.js';

const exec = promisify(execFile);

/** The lines of the console block under `heading` in the docs, commands and elisions left out. */
function docsBlock(docs: string, heading: string): string[] {
  const from = docs.indexOf(heading);
  expect(from).toBeGreaterThan(0);
  const block = /```console\n([\s\S]*?)```/.exec(docs.slice(from))?.[1] ?? '';
  const shown = block.split('\n').filter((l) => l && !l.startsWith('$ ') && l !== '…');
  expect(shown.length).toBeGreaterThan(5);
  return shown;
}
const sandbox = new GitSandbox();
afterAll(() => sandbox.cleanup());

describe('npm run demo', () => {
  it('embeds examples/HEARTBEAT.md byte for byte', async () => {
    expect(DEMO_CONTRACT).toBe(await readFile('examples/HEARTBEAT.md', 'utf8'));
  });

  it(
    'on a fresh clone prints both agents day by day, the leaderboard and the dashboard path, then a pointer to log, exit 0, no GitHub; score, site and MCP read the week at the --now it prints',
    { timeout: 600_000 },
    async () => {
      // A fresh clone of this repository's commit: no node_modules, no build, no configuration.
      const clone = await sandbox.dir('hg-fresh-clone-');
      await git(clone, 'clone', '-q', '--no-hardlinks', process.cwd(), '.');
      await expect(access(`${clone}/node_modules`)).rejects.toThrow();
      const { stdout, stderr } = await exec('npm', ['run', '--silent', 'demo', '--', '--keep'], {
        cwd: clone,
        env: { ...process.env, GITHUB_TOKEN: '', GH_TOKEN: '' },
        maxBuffer: 16 * 1024 * 1024,
      });
      expect(stderr.replace(/^npm warn.*\n/gm, '')).toBe('');

      // Two agents, each playing its week.
      expect(stdout).toMatch(/^Agent coder$/m);
      expect(stdout).toMatch(/^Agent reviewer$/m);
      // coder's week table reproduces the seeds' progression: targets 50, 75, 82, 82, 84, 91, 91.
      const table = stdout.slice(
        stdout.indexOf('The week of coder, day by day'),
        stdout.indexOf('The week of reviewer, day by day'),
      );
      const rows = table
        .split('\n')
        .filter((line) => /^\s*\d\s+2026-03-/.test(line))
        .map((line) => line.trim().split(/\s{2,}/));
      expect(rows).toHaveLength(7);
      // day, date, 7-day avg, floor, target, cycles, verified, failed, unclear, lies, up/down, score
      expect(rows.map((r) => [r[2], r[3], r[4], r[11]])).toEqual([
        ['-', '50', '50', '75'],
        ['75', '75', '75', '90'],
        ['82', '82', '82', '60'],
        ['75', '82', '82', '110'],
        ['84', '84', '84', '120'],
        ['91', '91', '91', '30'],
        ['81', '91', '91', '38'],
      ]);
      // The lie on day 5, the thumbs on days 3, 4 and 7, lockdown on the bad day.
      expect(rows[4]?.[9]).toBe('1');
      expect(rows.map((r) => r[10])).toEqual(['0/0', '0/0', '0/1', '2/0', '0/0', '0/0', '1/0']);
      expect(rows[5]?.[12]).toContain('lockdown');

      // reviewer's week is its own: its target never moved from 50, and it missed a review.
      const reviewerRows = stdout
        .slice(
          stdout.indexOf('The week of reviewer, day by day'),
          stdout.indexOf('The leaderboard'),
        )
        .split('\n')
        .filter((line) => /^\s*\d\s+2026-03-/.test(line))
        .map((line) => line.trim().split(/\s{2,}/));
      expect(reviewerRows).toHaveLength(7);
      expect(reviewerRows.map((r) => r[4])).toEqual(Array(7).fill('50'));
      expect(reviewerRows[2]?.[11]).toBe('-15');

      // The leaderboard lists the agent needing attention first (coder lied this week), then by
      // today's score as a share of target; the rank is by that share (reviewer's 70% is first);
      // the week played gives each its 7-day trend.
      const board = stdout
        .slice(stdout.indexOf('The leaderboard'), stdout.indexOf('The dashboard'))
        .split('\n')
        .filter((line) => /^\s+\d\s/.test(line))
        .map((line) => line.trim().split(/\s+/));
      expect(board.map((row) => [...row.slice(0, 5), row[7]])).toEqual([
        ['2', 'coder', '38', '91', '42%', '-37'],
        ['1', 'reviewer', '35', '50', '70%', '+20'],
      ]);

      // The README shows this run's real output: the demo is deterministic but for its temp path.
      const readme = await readFile('docs/cli.md', 'utf8');
      const printed = new Set(stdout.split('\n'));
      for (const line of docsBlock(readme, '#### `heartbeat-gate demo`')) {
        expect(printed, line).toContain(line);
      }

      // The temporary repository is kept, and the README's reading commands print what it shows
      // in it (each one in-process, as readme-console.e2e.test.ts plays the other README parts).
      const repo = /^Repository: (.+)$/m.exec(stdout)?.[1] ?? '';
      expect(repo).toMatch(/heartbeat-gate-demo-/);
      // On a line of its own, then the instant to read it at: no wrapped text broken by the path.
      expect(stdout).toContain(`The repository is kept at ${repo}.\nIts week ended `);
      const kept = stdout.slice(stdout.indexOf('The repository is kept at')).split('\n').slice(1);
      for (const line of kept) expect(line.length, line).toBeLessThanOrEqual(100);
      // It ends with one line pointing at log, which reads each agent's audit trail back from the
      // commits, newest first.
      expect(stdout.trimEnd().split('\n').at(-1)).toMatch(/heartbeat-gate log --agent coder/);
      expect(stdout).not.toMatch(/^[0-9a-f]{10} {2}\S+ {2}cycle \d+/m);
      try {
        const log = async (agent: string) => {
          const run = await runCliProcess(repo, ['log', '--agent', agent]);
          expect(run.code).toBe(0);
          return run.stdout;
        };
        const audit = await log('coder');
        const cycles = [
          ...audit.matchAll(/^[0-9a-f]{10} {2}(\S+) {2}cycle (\d+) {2}(-?\d+)\/(\d+) (\w+)/gm),
        ];
        expect(cycles).toHaveLength(32);
        expect(cycles.map((m) => Number(m[2]))).toEqual(
          Array.from({ length: 32 }, (_, i) => 32 - i),
        );
        expect(cycles.at(-1)?.[1]).toBe('2026-03-02T09:00:00+00:00');
        expect(audit).toContain('not_verified  run_tests  (ground truth contradiction)');
        expect(audit).toContain('by heartbeat-gate demo <demo@heartbeat-gate.invalid>');
        expect(cycles.some((m) => m[5] === 'lockdown')).toBe(true);
        const reviewerAudit = await log('reviewer');
        expect([...reviewerAudit.matchAll(/^[0-9a-f]{10} {2}\S+ {2}cycle /gm)]).toHaveLength(18);
        expect(reviewerAudit).not.toContain('run_tests');
        const logBlock = docsBlock(readme, '#### `heartbeat-gate log');
        const logged = new Set(audit.split('\n'));
        for (const line of logBlock) expect(logged, line).toContain(line);

        // The instant it prints reads the week's last day: score, site and the MCP server.
        const now = /'heartbeat-gate score --now (\S+)'/.exec(stdout)?.[1] ?? '';
        // Run from the clone, heartbeat-gate is on no PATH: the demo prints what it is, and it runs.
        const self = /not installed here: in that repository, run it as\nnode (.+)\n/.exec(stdout);
        expect(self?.[1]).toBe(join(clone, 'dist/cli/index.js'));
        const score = await exec(
          'node',
          [self?.[1] ?? '', 'score', '--json', '--agent', 'coder', '--now', now],
          { cwd: repo },
        );
        expect(JSON.parse(score.stdout)).toMatchObject({
          date: '2026-03-08',
          score: 38,
          target: 91,
        });
        const mcp = await scoreTool(repo, { now }, { agent: 'reviewer' });
        expect(mcp.structuredContent).toMatchObject({ date: '2026-03-08', score: 35, target: 50 });
        const siteOut = await sandbox.dir('hg-demo-site-');
        expect((await runCliProcess(repo, ['site', '--out', siteOut, '--now', now])).code).toBe(0);
        expect(await readFile(join(siteOut, 'agent-coder.html'), 'utf8')).toContain(
          'Today, 2026-03-08',
        );

        const text = part(
          '### Reading the score: `demo`, `score`, `history`, `prompt`, `log`, `badge`',
        );
        // demo's own block is checked against this run above.
        const list = steps(text).filter((s) => !s.command.startsWith('npm run demo'));
        expect(list.map((s) => words(s.command)[1])).toEqual(
          expect.arrayContaining(['score', 'history', 'prompt', 'log', 'badge']),
        );
        await play(repo, list);
      } finally {
        await rm(repo, { recursive: true, force: true });
      }

      // The dashboard stays: the front page and one page per agent.
      const index = /^The dashboard \(heartbeat-gate site\): (.+)$/m.exec(stdout)?.[1] ?? '';
      const site = index.slice(0, -'/index.html'.length);
      try {
        const front = await readFile(index, 'utf8');
        // coder lied this week: it needs attention, so it is listed before reviewer.
        expect(front.indexOf('agent-coder.html')).toBeGreaterThan(0);
        expect(front.indexOf('agent-coder.html')).toBeLessThan(
          front.indexOf('agent-reviewer.html'),
        );
        expect(front).toContain('needs attention: 1 lie this week');
        await access(`${site}/agent-coder.html`);
        await access(`${site}/agent-reviewer.html`);
      } finally {
        await rm(site, { recursive: true, force: true });
      }
    },
  );
});

/**
 * The week above runs with --keep; this is plain `demo` through the bundle, stopped early: a `git`
 * that refuses the week's first commit makes it fail at once, and its repository must go with it.
 */
describe('heartbeat-gate demo that fails', () => {
  /** Runs the bundle's `demo` with a git that fails `commit-tree`; returns the demo repository. */
  async function failingDemo(argv: string[]) {
    const bin = await sandbox.dir('hg-failing-git-');
    const log = join(bin, 'cwd.log');
    const real = (await exec('sh', ['-c', 'command -v git'])).stdout.trim();
    await writeFile(
      join(bin, 'git'),
      `#!/bin/sh\npwd >> '${log}'\n[ "$1" = commit-tree ] && { echo 'fatal: no space left on device' >&2; exit 128; }\nexec '${real}' "$@"\n`,
      { mode: 0o755 },
    );
    const run = await runCliProcess(await sandbox.dir('hg-demo-cwd-'), argv, {
      ...process.env,
      PATH: `${bin}:${process.env.PATH ?? ''}`,
    });
    const repo = (await readFile(log, 'utf8'))
      .split('\n')
      .find((d) => /heartbeat-gate-demo-/.test(d));
    return { run, repo: repo ?? '' };
  }

  it('removes its repository, exits non-zero naming git, no stack trace', async () => {
    const { run, repo } = await failingDemo(['demo']);
    expect(repo).toMatch(/heartbeat-gate-demo-/);
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain('no space left on device');
    expect(run.stderr).not.toMatch(/^\s+at /m);
    await expect(access(repo)).rejects.toThrow();
  });

  it('with --keep, keeps it', async () => {
    const { run, repo } = await failingDemo(['demo', '--keep']);
    expect(run.code).not.toBe(0);
    await access(repo);
    await rm(repo, { recursive: true, force: true });
  });
});
