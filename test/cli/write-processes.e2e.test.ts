/**
 * A write on the checked-out state branch compares every ledger month of the checkout with the
 * branch's last commit; the committed months are read with the rest of the state, in one git
 * process, not one `git cat-file` per month. A write into a state repository (`--remote
 * --repository`) pushes on the head it last pushed without fetching it, and one agent's write does
 * not verify the folders of the others again. A `git` shim first on PATH counts the processes.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { git, GitSandbox, loggedGitSubcommands, writeLoggingGit } from '../helpers/git.js';
import { projectRemote, STATE_BRANCH } from '../helpers/project.js';

const exec = promisify(execFile);
const sandbox = new GitSandbox();
afterEach(() => sandbox.cleanup());

const CONTRACT = '# Heartbeat\n\n## Tasks\n\n- [ ] ship | Ship it | required\n';
/**
 * The git processes that build a state commit (Repo.commitFiles): the blobs and trees are written
 * by the CLI itself, from the folders the state read brought along; git writes the commit.
 */
const COMMIT = ['commit-tree'];

/**
 * A logging `git` first on PATH until `restore` (the CLI runs in-process, so its git processes
 * see this process's PATH).
 */
async function countingGit(): Promise<{ restore: () => void; calls: () => Promise<string[]> }> {
  const shimDir = await sandbox.dir('hg-shim-');
  const log = join(shimDir, 'calls.log');
  await writeLoggingGit(shimDir, log);
  const path = process.env.PATH;
  process.env.PATH = `${shimDir}:${path ?? ''}`;
  return {
    restore: () => {
      process.env.PATH = path;
    },
    calls: () => loggedGitSubcommands(log),
  };
}

describe('a write over a ledger of several months', () => {
  it('reads the committed months in one git process and records the verdict', async () => {
    const root = await sandbox.repo({ 'HEARTBEAT.md': CONTRACT });
    for (const month of ['01', '02', '03']) {
      const cycle = await runCli(['cycle', '--now', `2026-${month}-02T09:00:00Z`], { cwd: root });
      expect(cycle.stderr).toBe('');
      expect(cycle.code).toBe(0);
    }
    const ledger = await exec('git', ['ls-tree', '--name-only', 'HEAD', '.heartbeat/ledger/'], {
      cwd: root,
    });
    expect(ledger.stdout.trim().split('\n')).toHaveLength(3);

    const shim = await countingGit();
    const verdict = await runCli(
      ['verdict', 'ship', 'verified', '--json', '--now', '2026-03-02T09:05:00Z'],
      { cwd: root },
    ).finally(shim.restore);
    expect(verdict.stderr).toBe('');
    expect(verdict.code).toBe(0);
    expect(JSON.parse(verdict.stdout)).toMatchObject({ recorded: true, delta: 10 });
    const calls = await shim.calls();
    expect(calls.filter((call) => call === 'cat-file')).toHaveLength(1);
    // Each git process is a fork and an exec (20–60 ms on a loaded runner): the whole write is
    // one rev-parse opening the repository, one `cat-file --batch` kept open for every read (the
    // branch's head, its folders round by round, the files, the folders the commit rewrites), the
    // commit (commit-tree), the ref's compare-and-swap and the checkout's staging.
    expect(calls).toEqual(['rev-parse', 'cat-file', ...COMMIT, 'update-ref', 'update-index']);
  });
});

describe('a write into a state repository, one writer per branch', () => {
  const TEAM = {
    '.heartbeat/config.json': JSON.stringify({
      stateBranch: STATE_BRANCH,
      team: { coder: { logins: ['coder[bot]'] }, reviewer: { logins: ['reviewer[bot]'] } },
    }),
    '.heartbeat/agents/coder/HEARTBEAT.md': CONTRACT,
    '.heartbeat/agents/reviewer/HEARTBEAT.md': CONTRACT,
  };
  const write = (cwd: string, stateRepo: string, agent: string, id: string) =>
    runCli(
      [
        ...['feedback', 'up', '--id', id, '--now', '2026-03-02T09:00:00Z', '--json'],
        ...['--agent', agent, '--remote', stateRepo, '--repository', 'acme/team'],
      ],
      { cwd },
    );
  /** The ids of the events in `agent`'s folder on the state repository's branch, in order. */
  const landed = async (stateRepo: string, agent: string) =>
    (
      await git(
        stateRepo,
        'show',
        `heartbeat/acme/team:.heartbeat/acme/team/agents/${agent}/ledger/2026-03.jsonl`,
      )
    )
      .split('\n')
      .filter(Boolean)
      .map((line) => (JSON.parse(line) as { id: string }).id);

  it('pushes on its last head unfetched, and agents written in turn are verified once each', async () => {
    const stateRepo = await sandbox.bareRemote();
    const project = await sandbox.clone(await projectRemote(sandbox, { files: TEAM }));
    for (const [agent, id] of [
      ['coder', 'c1'],
      ['reviewer', 'r1'],
      ['coder', 'c2'],
    ]) {
      const run = await write(project, stateRepo, agent!, id!);
      expect([run.code, run.stderr]).toEqual([0, '']);
    }

    const shim = await countingGit();
    const run = await write(project, stateRepo, 'reviewer', 'r2').finally(shim.restore);
    expect([run.code, run.stderr]).toEqual([0, '']);
    expect(JSON.parse(run.stdout)).toMatchObject({ recorded: true, pushed: true });
    // Opening the repository; one `cat-file --batch` for every read (the local copy and the
    // remote's last known head, then the state with the folders the commit rewrites, round by
    // round); the commit; the push, leased on that head; both refs moved at once. No fetch (the
    // lease proves the head), and no log or replay of the head the coder's write built: the
    // reviewer's folder there is byte for byte the one it verified before.
    expect(await shim.calls()).toEqual(['rev-parse', 'cat-file', ...COMMIT, 'push', 'update-ref']);
    expect(await landed(stateRepo, 'reviewer')).toEqual(['r1', 'r2']);
    expect(await landed(stateRepo, 'coder')).toEqual(['c1', 'c2']);
    const head = await git(stateRepo, 'rev-parse', 'heartbeat/acme/team');
    expect(
      await git(project, 'for-each-ref', '--format=%(objectname)', 'refs/heartbeat-gate/'),
    ).toBe(`${head}\n${head}`);
  });

  it('a branch another copy moved refuses the leased push, and the write fetches and lands on it', async () => {
    const stateRepo = await sandbox.bareRemote();
    const remote = await projectRemote(sandbox, { files: TEAM });
    const [one, two] = [await sandbox.clone(remote), await sandbox.clone(remote)];
    for (const [cwd, id] of [
      [one, 'c1'],
      [two, 'c2'],
    ]) {
      const run = await write(cwd!, stateRepo, 'coder', id!);
      expect([run.code, run.stderr]).toEqual([0, '']);
    }
    // `one` last saw the branch at c1; `two` has moved it to c2 since.
    const shim = await countingGit();
    const run = await write(one, stateRepo, 'coder', 'c3').finally(shim.restore);
    expect([run.code, run.stderr]).toEqual([0, '']);
    expect(JSON.parse(run.stdout)).toMatchObject({ recorded: true, pushed: true });
    const calls = await shim.calls();
    expect(calls.filter((call) => call === 'push')).toHaveLength(2);
    expect(calls.filter((call) => call === 'fetch')).toHaveLength(1);
    expect(await landed(stateRepo, 'coder')).toEqual(['c1', 'c2', 'c3']);
  });
});
