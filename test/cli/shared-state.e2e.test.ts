/**
 * One state repository for many repositories (issues 18, 25): `--remote <url-or-path>
 * --repository owner/name` writes a repository's state on a branch of its own there,
 * `heartbeat/<owner>/<name>`, under `<stateDir>/<owner>/<name>/`, and the reading commands read it
 * back with `--repository` (and `--agent` within it) in a clone of the state repository.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { git, GitSandbox, writeFiles } from '../helpers/git.js';
import { projectRemote, STATE_BRANCH } from '../helpers/project.js';

const sandbox = new GitSandbox();
afterEach(() => sandbox.cleanup());

/** A clone of a project whose state goes to `stateRepo` as `repository`. */
async function project(files: Record<string, string> = {}): Promise<string> {
  return sandbox.clone(await projectRemote(sandbox, { files }));
}

const cycle = (at: string, stateRepo: string, repository: string, ...more: string[]) => [
  'cycle',
  '--force',
  '--now',
  at,
  '--remote',
  stateRepo,
  '--repository',
  repository,
  ...more,
];

/** `log --json` in `clone` for `repository`: the cycle numbers listed. */
async function loggedCycles(clone: string, ...args: string[]): Promise<number[]> {
  const run = await runCli(['log', '--json', ...args], { cwd: clone });
  expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
  return (JSON.parse(run.stdout) as { cycle: number }[]).map((entry) => entry.cycle);
}

describe('a state repository shared by several repositories', () => {
  it('writes each repository on its own branch, in its own folder; log, score and history read one back', async () => {
    const stateRepo = await sandbox.bareRemote();
    const widgets = await project();
    // `acme/wid` is a prefix of `acme/widgets`: their folders must still never mix.
    const wid = await project();
    for (const at of ['2026-03-01T09:00:00Z', '2026-03-01T10:00:00Z']) {
      const run = await runCli(cycle(at, stateRepo, 'acme/widgets', '--json'), { cwd: widgets });
      expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
      expect(JSON.parse(run.stdout)).toMatchObject({ ran: true, pushed: true });
    }
    const other = await runCli(cycle('2026-03-01T09:30:00Z', stateRepo, 'Acme/Wid'), {
      cwd: wid,
    });
    expect({ code: other.code, stderr: other.stderr }).toEqual({ code: 0, stderr: '' });

    // One branch per repository, each holding that repository's folder alone (names lowercased).
    expect(await git(stateRepo, 'for-each-ref', '--format=%(refname)')).toBe(
      'refs/heads/heartbeat/acme/wid\nrefs/heads/heartbeat/acme/widgets',
    );
    for (const name of ['widgets', 'wid']) {
      const files = (await git(stateRepo, 'ls-tree', '-r', '--name-only', `heartbeat/acme/${name}`))
        .trim()
        .split('\n');
      expect(files.filter((f) => !f.startsWith(`.heartbeat/acme/${name}/`))).toEqual([]);
      expect(files).toContain(`.heartbeat/acme/${name}/score.json`);
    }
    // The projects' own remotes and branches are untouched: no state branch there.
    expect(await git(widgets, 'branch', '--list', STATE_BRANCH)).toBe('');
    expect(await git(widgets, 'ls-remote', '--heads', 'origin', STATE_BRANCH)).toBe('');

    const reader = await sandbox.clone(stateRepo);
    expect(await loggedCycles(reader, '--repository', 'acme/widgets')).toEqual([2, 1]);
    expect(await loggedCycles(reader, '--repository', 'acme/wid')).toEqual([1]);
    expect(await loggedCycles(reader, '--repository', 'acme/nobody')).toEqual([]);

    // A 👍 for acme/widgets moves its score only.
    const feedback = await runCli(
      [
        'feedback',
        'up',
        '--id',
        'reaction-1',
        '--now',
        '2026-03-01T11:00:00Z',
        '--remote',
        stateRepo,
        '--repository',
        'acme/widgets',
      ],
      { cwd: widgets },
    );
    expect({ code: feedback.code, stderr: feedback.stderr }).toEqual({ code: 0, stderr: '' });
    await git(reader, 'fetch', '-q');
    const scoreOf = async (repository: string, command = 'score') => {
      const run = await runCli(
        [command, '--json', '--now', '2026-03-01T12:00:00Z', '--repository', repository],
        { cwd: reader },
      );
      expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
      return JSON.parse(run.stdout) as { score?: number; today?: { score: number } };
    };
    const widgetsScore = (await scoreOf('ACME/widgets')).score ?? 0;
    expect(widgetsScore).toBeGreaterThan(0);
    expect((await scoreOf('acme/wid')).score).toBe(0);
    expect((await scoreOf('acme/widgets', 'history')).today?.score).toBe(widgetsScore);
  });

  it("a team's agents each get a folder; --agent reads one of them in the state repository", async () => {
    const stateRepo = await sandbox.bareRemote();
    const team = await project({
      '.heartbeat/config.json': JSON.stringify({
        stateBranch: STATE_BRANCH,
        team: { coder: { logins: ['coder[bot]'] }, reviewer: { logins: ['reviewer[bot]'] } },
      }),
      '.heartbeat/agents/coder/HEARTBEAT.md': '## Tasks\n- [ ] ship | Ship it | required\n',
      '.heartbeat/agents/reviewer/HEARTBEAT.md': '## Tasks\n- [ ] review | Review | required\n',
    });
    for (const [agent, at] of [
      ['coder', '2026-03-01T09:00:00Z'],
      ['reviewer', '2026-03-01T09:10:00Z'],
      ['coder', '2026-03-01T09:20:00Z'],
    ] as const) {
      const run = await runCli(cycle(at, stateRepo, 'acme/team', '--agent', agent), {
        cwd: team,
      });
      expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
    }
    const files = await git(stateRepo, 'ls-tree', '-r', '--name-only', 'heartbeat/acme/team');
    expect(files).toContain('.heartbeat/acme/team/agents/coder/score.json');
    expect(files).toContain('.heartbeat/acme/team/agents/reviewer/score.json');

    const reader = await sandbox.clone(stateRepo);
    const repository = ['--repository', 'acme/team'];
    expect(await loggedCycles(reader, ...repository, '--agent', 'coder')).toEqual([2, 1]);
    expect(await loggedCycles(reader, ...repository, '--agent', 'reviewer')).toEqual([1]);
    // The leaderboard and the dashboard find that repository's agents by their folders.
    const board = await runCli(['leaderboard', '--json', ...repository], { cwd: reader });
    expect({ code: board.code, stderr: board.stderr }).toEqual({ code: 0, stderr: '' });
    expect((JSON.parse(board.stdout) as { agent: string }[]).map((e) => e.agent).sort()).toEqual([
      'coder',
      'reviewer',
    ]);
    const out = await sandbox.dir('hg-site-');
    const site = await runCli(
      ['site', '--out', out, ...repository, '--ref', 'origin/heartbeat/acme/team'],
      { cwd: reader },
    );
    expect({ code: site.code, stderr: site.stderr }).toEqual({ code: 0, stderr: '' });
    expect(existsSync(join(out, 'agent-coder.html'))).toBe(true);
    expect(existsSync(join(out, 'agent-reviewer.html'))).toBe(true);
    const bad = await runCli(['log', ...repository, '--agent', '../coder'], { cwd: reader });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--agent');
  });

  it.each([
    ['../etc'],
    ['acme/widgets/extra'],
    ['acme/..'],
    ['acme/.'],
    ['-acme/widgets'],
    ['acme'],
    ['acme/wid gets'],
    ['acme//widgets'],
    [`${'a'.repeat(40)}/widgets`],
  ])('refuses --repository %j with exit 2 naming the flag, writing nothing', async (name) => {
    const stateRepo = await sandbox.bareRemote();
    const widgets = await project();
    const write = await runCli(cycle('2026-03-01T09:00:00Z', stateRepo, name), { cwd: widgets });
    expect(write.code).toBe(2);
    expect(write.stderr).toContain('--repository');
    expect(write.stderr).not.toContain('    at ');
    expect(await git(stateRepo, 'for-each-ref')).toBe('');
    const read = await runCli(['log', '--repository', name], { cwd: widgets });
    expect(read.code).toBe(2);
    expect(read.stderr).toContain('--repository');
  });

  it('--repository without --remote is a usage error (exit 2)', async () => {
    const widgets = await project();
    const run = await runCli(
      ['cycle', '--force', '--now', '2026-03-01T09:00:00Z', '--repository', 'acme/widgets'],
      { cwd: widgets },
    );
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--repository needs --remote');
  });

  it("another repository's writer that edits this repository's folder is refused by the next write", async () => {
    const stateRepo = await sandbox.bareRemote();
    const widgets = await project();
    const first = await runCli(cycle('2026-03-01T09:00:00Z', stateRepo, 'acme/widgets'), {
      cwd: widgets,
    });
    expect(first.code).toBe(0);
    // Repository B's agent can push to the state repository: it raises A's score by hand.
    const attacker = await sandbox.clone(stateRepo);
    await git(attacker, 'checkout', '-q', 'heartbeat/acme/widgets');
    const scorePath = '.heartbeat/acme/widgets/score.json';
    const score = JSON.parse(await git(attacker, 'show', `HEAD:${scorePath}`)) as {
      today: { score: number };
    };
    score.today.score = 500;
    await writeFiles(attacker, { [scorePath]: `${JSON.stringify(score, null, 2)}\n` });
    await git(attacker, 'commit', '-q', '-am', 'heartbeat: cycle 2 — score 500/50 (normal)');
    await git(attacker, 'push', '-q', 'origin', 'heartbeat/acme/widgets');

    const next = await runCli(cycle('2026-03-01T10:00:00Z', stateRepo, 'acme/widgets'), {
      cwd: widgets,
    });
    expect(next.code).toBe(2);
    expect(next.stderr).toContain(scorePath);
    expect(await git(stateRepo, 'rev-parse', 'heartbeat/acme/widgets')).toBe(
      await git(attacker, 'rev-parse', 'HEAD'),
    );
  });
});
