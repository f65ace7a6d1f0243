/**
 * One writer per ref in a state repository (issue 25): each repository's state is a branch of its
 * own, `heartbeat/<owner>/<name>`. A state repository written in the older layout (one branch,
 * a folder per repository) is read as it is, and a repository's first write moves its folder to
 * its branch. Pending refs (`refs/heartbeat-gate/pending/*`, once folded onto the shared branch)
 * are never fetched or carried: an outsider's commit there reaches no branch.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { git, GitSandbox, writeFiles, writeGitHook } from '../helpers/git.js';
import { projectRemote, STATE_BRANCH } from '../helpers/project.js';

const exec = promisify(execFile);
const sandbox = new GitSandbox();
afterEach(() => sandbox.cleanup());

const TEAM = {
  '.heartbeat/config.json': JSON.stringify({
    stateBranch: STATE_BRANCH,
    team: { coder: { logins: ['coder[bot]'] }, reviewer: { logins: ['reviewer[bot]'] } },
  }),
  '.heartbeat/agents/coder/HEARTBEAT.md': '## Tasks\n- [ ] ship | Ship it | required\n',
  '.heartbeat/agents/reviewer/HEARTBEAT.md': '## Tasks\n- [ ] review | Review | required\n',
};

/** A forced cycle of `repository` (`--agent` in `more`) into `state`, which must succeed. */
async function cycle(
  clone: string,
  state: string,
  repository: string,
  at: string,
  ...more: string[]
) {
  const run = await runCli(
    ['cycle', '--force', '--now', at, '--remote', state, '--repository', repository, ...more],
    { cwd: clone },
  );
  expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
}

/** `score --json` of one agent as `clone` reads it back from `state` (`--remote`). */
async function scoreOf(clone: string, state: string, repository: string, ...more: string[]) {
  const run = await runCli(
    [
      'score',
      '--json',
      '--now',
      '2026-03-01T12:00:00Z',
      '--remote',
      state,
      '--repository',
      repository,
      ...more,
    ],
    { cwd: clone },
  );
  expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
  return JSON.parse(run.stdout) as Record<string, unknown>;
}

const heads = async (state: string) =>
  (await git(state, 'for-each-ref', '--format=%(refname)', 'refs/heads')).trim().split('\n');

describe('a state repository in the older layout (one branch, a folder per repository)', () => {
  it('is read as it is, and the first write moves the repository (every agent) to its own branch', async () => {
    const state = await sandbox.bareRemote();
    const widgets = await projectRemote(sandbox, { files: TEAM });
    const gadgets = await projectRemote(sandbox);
    const writer = await sandbox.clone(widgets);
    await cycle(writer, state, 'acme/widgets', '2026-03-01T09:00:00Z', '--agent', 'coder');
    await cycle(writer, state, 'acme/widgets', '2026-03-01T09:10:00Z', '--agent', 'reviewer');
    await cycle(await sandbox.clone(gadgets), state, 'acme/gadgets', '2026-03-01T09:05:00Z');
    const before = {
      coder: await scoreOf(await sandbox.clone(widgets), state, 'acme/widgets', '--agent', 'coder'),
      reviewer: await scoreOf(
        await sandbox.clone(widgets),
        state,
        'acme/widgets',
        '--agent',
        'reviewer',
      ),
      gadgets: await scoreOf(await sandbox.clone(gadgets), state, 'acme/gadgets'),
    };

    // The older layout: both repositories' folders on the one shared branch, as its writers left it.
    const old = await sandbox.clone(state);
    await git(old, 'checkout', '-q', '-b', STATE_BRANCH, 'origin/heartbeat/acme/widgets');
    await git(old, 'checkout', 'origin/heartbeat/acme/gadgets', '--', '.heartbeat/acme/gadgets');
    await git(old, 'commit', '-qm', 'heartbeat: cycle 1 — score 0/50 (normal)');
    await git(old, 'push', '-q', 'origin', STATE_BRANCH);
    await git(
      old,
      'push',
      '-q',
      'origin',
      '--delete',
      'heartbeat/acme/widgets',
      'heartbeat/acme/gadgets',
    );
    const legacy = await git(state, 'rev-parse', STATE_BRANCH);
    expect(await heads(state)).toEqual([`refs/heads/${STATE_BRANCH}`]);

    // Read as it is: the same scores, from fresh clones of each project.
    expect(
      await scoreOf(await sandbox.clone(widgets), state, 'acme/widgets', '--agent', 'coder'),
    ).toEqual(before.coder);
    expect(await scoreOf(await sandbox.clone(gadgets), state, 'acme/gadgets')).toEqual(
      before.gadgets,
    );

    // The first write moves acme/widgets, both its agents, to its own branch, on the old history.
    const mover = await sandbox.clone(widgets);
    await cycle(mover, state, 'acme/widgets', '2026-03-01T10:00:00Z', '--agent', 'coder');
    expect(await heads(state)).toEqual([
      `refs/heads/${STATE_BRANCH}`,
      'refs/heads/heartbeat/acme/widgets',
    ]);
    const files = (await git(state, 'ls-tree', '-r', '--name-only', 'heartbeat/acme/widgets'))
      .trim()
      .split('\n');
    expect(files.filter((f) => !f.startsWith('.heartbeat/acme/widgets/'))).toEqual([]);
    expect(files).toContain('.heartbeat/acme/widgets/agents/reviewer/score.json');
    expect(await git(state, 'rev-parse', 'heartbeat/acme/widgets^')).toBe(legacy);
    expect(await git(state, 'rev-parse', STATE_BRANCH)).toBe(legacy); // left as it was
    expect(
      await scoreOf(await sandbox.clone(widgets), state, 'acme/widgets', '--agent', 'reviewer'),
    ).toEqual(before.reviewer);
    expect(await scoreOf(await sandbox.clone(gadgets), state, 'acme/gadgets')).toEqual(
      before.gadgets,
    );

    // The moved branch carries its history: log lists both of the coder's cycles.
    const reader = await sandbox.clone(state);
    const log = await runCli(
      ['log', '--json', '--repository', 'acme/widgets', '--agent', 'coder'],
      {
        cwd: reader,
      },
    );
    expect({ code: log.code, stderr: log.stderr }).toEqual({ code: 0, stderr: '' });
    expect((JSON.parse(log.stdout) as { cycle: number }[]).map((e) => e.cycle)).toEqual([2, 1]);
    // A second write builds on the moved branch: no second move.
    await cycle(mover, state, 'acme/widgets', '2026-03-01T11:00:00Z', '--agent', 'reviewer');
    expect(await git(state, 'rev-parse', 'heartbeat/acme/widgets~2')).toBe(legacy);
  });
});

describe("an older layout whose shared branch is named like the branches' folder", () => {
  it('`heartbeat` is read; a write is refused before anything is committed, saying how to move on', async () => {
    const state = await sandbox.bareRemote();
    const config = { '.heartbeat/config.json': JSON.stringify({ stateBranch: 'heartbeat' }) };
    const widgets = await projectRemote(sandbox, { files: config });
    const writer = await sandbox.clone(widgets);
    await cycle(writer, state, 'acme/widgets', '2026-03-01T09:00:00Z');
    const before = await scoreOf(await sandbox.clone(widgets), state, 'acme/widgets');
    // The older layout under the name `heartbeat` (git refuses it beside `heartbeat/…`).
    const old = await sandbox.clone(state);
    await git(old, 'checkout', '-q', '-b', 'heartbeat', 'origin/heartbeat/acme/widgets');
    await git(old, 'push', '-q', 'origin', '--delete', 'heartbeat/acme/widgets');
    await git(old, 'push', '-q', 'origin', 'heartbeat');
    const legacy = await git(state, 'rev-parse', 'heartbeat');
    expect(await scoreOf(await sandbox.clone(widgets), state, 'acme/widgets')).toEqual(before);

    const mover = await sandbox.clone(widgets);
    const refusedRun = await runCli(
      [
        'cycle',
        '--force',
        '--now',
        '2026-03-01T10:00:00Z',
        '--remote',
        state,
        '--repository',
        'acme/widgets',
      ],
      { cwd: mover },
    );
    expect(refusedRun.code).toBe(2);
    expect(refusedRun.stderr.trim().split('\n')).toHaveLength(1);
    expect(refusedRun.stderr).toContain('blocks heartbeat/acme/widgets');
    expect(refusedRun.stderr).toContain('heartbeat:heartbeat-shared :heartbeat');
    expect(await heads(state)).toEqual(['refs/heads/heartbeat']);
    expect(await git(state, 'rev-parse', 'heartbeat')).toBe(legacy);

    // Doing what it says moves the repository, history and all.
    await git(old, 'push', '-q', 'origin', 'heartbeat:heartbeat-shared', ':heartbeat');
    await writeFiles(mover, {
      '.heartbeat/config.json': JSON.stringify({ stateBranch: 'heartbeat-shared' }),
    });
    await git(mover, 'commit', '-qam', 'state branch renamed');
    await cycle(mover, state, 'acme/widgets', '2026-03-01T10:00:00Z');
    expect(await git(state, 'rev-parse', 'heartbeat/acme/widgets^')).toBe(legacy);
  });
});

describe('reading a state repository with --remote', () => {
  it("leaderboard, site and log read one repository's branch from a project clone", async () => {
    const state = await sandbox.bareRemote();
    const widgets = await sandbox.clone(await projectRemote(sandbox, { files: TEAM }));
    await cycle(widgets, state, 'acme/widgets', '2026-03-01T09:00:00Z', '--agent', 'coder');
    await cycle(widgets, state, 'acme/widgets', '2026-03-01T09:10:00Z', '--agent', 'reviewer');
    await cycle(widgets, state, 'acme/widgets', '2026-03-01T09:20:00Z', '--agent', 'coder');
    const reader = await sandbox.clone(await projectRemote(sandbox, { files: TEAM }));
    const from = ['--remote', state, '--repository', 'acme/widgets'];
    const board = await runCli(['leaderboard', '--json', ...from], { cwd: reader });
    expect({ code: board.code, stderr: board.stderr }).toEqual({ code: 0, stderr: '' });
    expect((JSON.parse(board.stdout) as { agent: string }[]).map((e) => e.agent).sort()).toEqual([
      'coder',
      'reviewer',
    ]);
    const log = await runCli(['log', '--json', ...from, '--agent', 'coder'], { cwd: reader });
    expect({ code: log.code, stderr: log.stderr }).toEqual({ code: 0, stderr: '' });
    expect((JSON.parse(log.stdout) as { cycle: number }[]).map((e) => e.cycle)).toEqual([2, 1]);
    const out = await sandbox.dir('hg-site-');
    const site = await runCli(['site', '--out', out, ...from], { cwd: reader });
    expect({ code: site.code, stderr: site.stderr }).toEqual({ code: 0, stderr: '' });
    // No state there yet for another repository: exit 2 naming the remote's missing branch.
    const none = await runCli(['leaderboard', '--remote', state, '--repository', 'acme/none'], {
      cwd: reader,
    });
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('has no heartbeat/acme/none yet');
  });
});

describe('pending refs on the state repository', () => {
  it("an outsider's pending commit is ignored: it never reaches the protected branch, a clone or a score", async () => {
    const state = await sandbox.bareRemote();
    const widgets = await sandbox.clone(await projectRemote(sandbox));
    await cycle(widgets, state, 'acme/widgets', '2026-03-01T09:00:00Z');
    // The state branches are protected: only the gate's writers may push them. The outsider can
    // push any other ref (as GitHub lets anyone with write access push a ref no rule covers).
    await writeGitHook(state, 'update', [
      'case "$1" in refs/heads/*) [ "$HG_PUSHER" = outsider ] && { echo "protected branch" >&2; exit 1; } ;; esac',
      'exit 0',
    ]);

    // The outsider forges a "lost write" for acme/widgets' folder, as --fold-pending writers
    // published theirs: a score of 500.
    const outsider = await sandbox.clone(state);
    await git(outsider, 'checkout', '-q', 'heartbeat/acme/widgets');
    const scorePath = '.heartbeat/acme/widgets/score.json';
    const score = JSON.parse(await git(outsider, 'show', `HEAD:${scorePath}`)) as {
      today: { score: number };
    };
    score.today.score = 500;
    await writeFiles(outsider, { [scorePath]: `${JSON.stringify(score, null, 2)}\n` });
    await git(outsider, 'commit', '-qam', 'heartbeat: cycle 2 — score 500/50 (normal)');
    const forged = await git(outsider, 'rev-parse', 'HEAD');
    const forgedScore = await git(outsider, 'rev-parse', `HEAD:${scorePath}`);
    const push = (ref: string) =>
      exec('git', ['push', '-q', 'origin', `HEAD:${ref}`], {
        cwd: outsider,
        env: { ...process.env, HG_PUSHER: 'outsider' },
      });
    // The branch itself refuses the outsider...
    await expect(push('refs/heads/heartbeat/acme/widgets')).rejects.toThrow(/protected branch/);
    // ...so it publishes under the pending refs the folding writers carried onto the branch.
    const pending = (dir: string) =>
      `refs/heartbeat-gate/pending/${Buffer.from(dir, 'utf8').toString('hex')}`;
    await push(pending('.heartbeat/acme/widgets'));
    await push(pending('.heartbeat/acme/gadgets'));

    await cycle(widgets, state, 'acme/widgets', '2026-03-01T10:00:00Z');
    const gadgets = await sandbox.clone(await projectRemote(sandbox));
    await cycle(gadgets, state, 'acme/gadgets', '2026-03-01T10:05:00Z');

    // The honest writers pushed; no branch holds the forged commit or its score file.
    expect(await heads(state)).toEqual([
      'refs/heads/heartbeat/acme/gadgets',
      'refs/heads/heartbeat/acme/widgets',
    ]);
    expect(await git(state, 'rev-parse', 'heartbeat/acme/widgets~1')).not.toBe(forged);
    expect(await git(state, 'branch', '--contains', forged)).toBe('');
    const reachable = await git(state, 'rev-list', '--objects', '--branches');
    expect(reachable).not.toContain(forgedScore);
    // The writers never fetched a pending ref.
    for (const clone of [widgets, gadgets]) {
      expect(
        await git(clone, 'for-each-ref', '--format=%(refname)', 'refs/heartbeat-gate'),
      ).not.toMatch(/pending/);
      expect(await git(clone, 'cat-file', '-t', forged).catch(() => 'missing')).toBe('missing');
    }
    const read = await scoreOf(await sandbox.clone(state), state, 'acme/widgets');
    expect(read['score']).not.toBe(500);
    expect(read).toMatchObject({ score: 0 });
  });
});
