/**
 * The built CLI starts `git log` of HEAD before it loads the `log` command (src/cli/log-early.ts).
 * Whatever the repository and options, what it prints, and its exit code, are what the command
 * prints without the head start (in-process through `main`, where nothing starts early), and a
 * head start the command cannot use is stopped: the process never waits on it.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCycleHistory } from '../helpers/cycle-history.js';
import { CLI, runCli } from '../helpers/cli.js';
import { git, GitSandbox } from '../helpers/git.js';

const sandbox = new GitSandbox();
let history = '';

beforeAll(async () => {
  history = await sandbox.repo();
  await writeCycleHistory(history, 300);
}, 120_000);

afterAll(() => sandbox.cleanup());

/** The built CLI as a user runs it (a 20 s bound: a process waiting on git fails, not hangs). */
function built(args: string[], cwd: string) {
  const run = spawnSync(process.execPath, [CLI, 'log', ...args], {
    cwd,
    encoding: 'utf8',
    timeout: 20_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr, signal: run.signal };
}

/** The same invocation in-process: no head start. */
async function reference(args: string[], cwd: string) {
  const run = await runCli(['log', ...args], { cwd });
  return { code: run.code, stdout: run.stdout, stderr: run.stderr, signal: null };
}

describe('log with git started before the command loads', () => {
  it('from a subfolder, as JSON and as text: the same bytes as without the head start', async () => {
    const sub = join(history, 'deep', 'er');
    await mkdir(sub, { recursive: true });
    for (const args of [['--json'], [], ['--since', '2026-01-02']]) {
      const run = built(args, sub);
      expect(run.code).toBe(0);
      expect(run).toEqual(await reference(args, history));
    }
    expect(JSON.parse(built(['--json'], sub).stdout)).toHaveLength(300);
  });

  it('a repository without commits (HEAD unborn) prints the empty log', async () => {
    const empty = await sandbox.repo();
    expect(built(['--json'], empty)).toEqual({ code: 0, stdout: '[]\n', stderr: '', signal: null });
    expect(built([], empty)).toEqual(await reference([], empty));
  });

  it('outside a repository: exit 2 naming the folder, as without the head start', async () => {
    const outside = await sandbox.dir('hg-not-a-repo-');
    const run = built(['--json'], outside);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('not inside a git repository');
    expect(run).toEqual(await reference(['--json'], outside));
  });

  it('a configured state branch: the head start on HEAD is stopped and the branch is read', async () => {
    const dir = await sandbox.repo();
    await writeCycleHistory(dir, 40);
    await git(dir, 'branch', 'heartbeat-state', 'HEAD~20');
    await mkdir(join(dir, '.heartbeat'), { recursive: true });
    await writeFile(
      join(dir, '.heartbeat', 'config.json'),
      JSON.stringify({ stateBranch: 'heartbeat-state' }),
    );
    const run = built(['--json'], dir);
    expect(run.code).toBe(0);
    expect(run).toEqual(await reference(['--json'], dir));
    // The state branch's cycles, not HEAD's: 40 cycles with an ordinary commit after every 10th.
    expect(JSON.parse(run.stdout)[0].cycle).toBe(22);
  });

  it('a bad configuration: exit 2 with the schema’s message, the head start stopped', async () => {
    const dir = await sandbox.repo();
    await writeCycleHistory(dir, 40);
    await mkdir(join(dir, '.heartbeat'), { recursive: true });
    for (const text of [
      '{"defaultIntervalMinutes": 0}',
      '{"stateDirr": ".heartbeat"}',
      '{"__proto__": {"stateBranch": "elsewhere"}}',
      'not json',
    ]) {
      await writeFile(join(dir, '.heartbeat', 'config.json'), text);
      const run = built(['--json'], dir);
      expect(run).toEqual(await reference(['--json'], dir));
      if (text.includes('__proto__')) {
        // Not a way to move the log elsewhere: the schema's verdict, whatever it is, holds.
        expect(run.code === 0 ? JSON.parse(run.stdout).length : run.code).not.toBe(0);
      } else expect(run.code).toBe(2);
    }
  });

  it('a usage error over a long history exits 2 at once, leaving no git waiting', () => {
    const run = built(['--json', '--bogus'], history);
    expect(run.code).toBe(2);
    expect(run.signal).toBeNull();
    expect(run.stderr).toContain("Unknown option '--bogus'");
  });
});
