/**
 * How many git processes the most common reads start, counted by a logging `git` first on PATH
 * (the CLI runs in-process, so every git it starts sees this process's PATH): each one is a fork
 * and an exec, so a change that spawns more is caught here, by count, not by a timer.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { GitSandbox, loggedGitSubcommands, writeLoggingGit } from '../helpers/git.js';

const CONTRACT = '# Heartbeat\n\n## Tasks\n\n- [ ] ship | Ship it | required\n';
const sandbox = new GitSandbox();
afterAll(() => sandbox.cleanup());

let root: string;
/** A repository whose state is on its own branch (stateBranch). */
let branched: string;
beforeAll(async () => {
  root = await sandbox.repo({ 'HEARTBEAT.md': CONTRACT });
  branched = await sandbox.repo({
    'HEARTBEAT.md': CONTRACT,
    '.heartbeat/config.json': JSON.stringify({ stateBranch: 'heartbeat-state' }),
  });
  for (const cwd of [root, branched]) {
    for (const day of ['02', '03']) {
      const cycle = await runCli(['cycle', '--now', `2026-03-${day}T09:00:00Z`], { cwd });
      expect([cycle.code, cycle.stderr]).toEqual([0, '']);
    }
  }
});

/** The git subcommands `argv` starts in `cwd`, in order. */
async function gitProcesses(argv: string[], cwd = root): Promise<{ out: string; calls: string[] }> {
  const bin = await sandbox.dir('hg-git-count-');
  const log = join(bin, 'calls.log');
  await writeLoggingGit(bin, log);
  const path = process.env.PATH;
  process.env.PATH = `${bin}:${path ?? ''}`;
  try {
    const run = await runCli(argv, { cwd });
    expect([run.code, run.stderr]).toEqual([0, '']);
    return { out: run.stdout, calls: await loggedGitSubcommands(log) };
  } finally {
    process.env.PATH = path;
  }
}

describe('git processes per command', () => {
  it('score: one rev-parse each time the repository is opened (the agents to read, then the state)', async () => {
    const { out, calls } = await gitProcesses(['score', '--json', '--now', '2026-03-03T10:00:00Z']);
    expect(JSON.parse(out)).toMatchObject({ date: '2026-03-03' });
    // The state is in the working tree (no stateBranch): read from disk, no git for it.
    expect(calls).toEqual(['rev-parse', 'rev-parse']);
  });

  it('score from a state branch: the state is one listing and one batch of blobs', async () => {
    const argv = ['score', '--json', '--now', '2026-03-03T10:00:00Z'];
    const { out, calls } = await gitProcesses(argv, branched);
    expect(JSON.parse(out)).toMatchObject({ date: '2026-03-03' });
    // Two opens, the branch's head, then the state files: ls-tree and one cat-file --batch.
    expect(calls).toEqual(['rev-parse', 'rev-parse', 'rev-parse', 'ls-tree', 'cat-file']);
  });

  it('log: the root, the head, then one git log for every cycle commit', async () => {
    const { out, calls } = await gitProcesses(['log', '--json']);
    expect(JSON.parse(out)).toHaveLength(2);
    expect(calls).toEqual(['rev-parse', 'rev-parse', 'log']);
  });
});
