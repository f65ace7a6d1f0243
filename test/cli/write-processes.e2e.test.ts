/**
 * A write on the checked-out state branch compares every ledger month of the checkout with the
 * branch's last commit; the committed months are read with the rest of the state, in one git
 * process, not one `git cat-file` per month. A `git` shim first on PATH counts the processes.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { GitSandbox, loggedGitSubcommands, writeLoggingGit } from '../helpers/git.js';

const exec = promisify(execFile);
const sandbox = new GitSandbox();
afterEach(() => sandbox.cleanup());

const CONTRACT = '# Heartbeat\n\n## Tasks\n\n- [ ] ship | Ship it | required\n';

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
    // one rev-parse opening the repository, one ref read, the state read (ls-tree, cat-file), the
    // commit (hash-object, read-tree, update-index, write-tree, commit-tree), the ref's
    // compare-and-swap and the checkout's staging.
    expect(calls).toEqual([
      'rev-parse',
      'rev-parse',
      'ls-tree',
      'cat-file',
      'hash-object',
      'read-tree',
      'update-index',
      'write-tree',
      'commit-tree',
      'update-ref',
      'update-index',
    ]);
  });
});
