/**
 * Class H (issue 26), a ledger event in the future: writes refuse a `--now` past the clock, so an
 * agent wrote the event by hand instead — a 👍 dated 2099 appended to the ledger, with the derived
 * files and the checkpoint recomputed so that every replay agrees. `lint` passed it (the files were
 * a faithful replay), the pre-commit hook let it in, and `score` then reported 2099 as "today".
 * Now lint flags every event dated past the clock, naming the file and line, and the shipped
 * pre-commit hook rejects the commit.
 */
import { spawnSync } from 'node:child_process';
import { chmod, mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CLI, runCli } from '../helpers/cli.js';
import { git, GitSandbox, writeFiles } from '../helpers/git.js';
import { fullReplayFiles } from '../helpers/state.js';

const sandbox = new GitSandbox();
afterAll(() => sandbox.cleanup());

const CONTRACT = '# Heartbeat\n\n## Tasks\n\n- [ ] nap | Take a nap | optional\n';
const FUTURE = '2099-01-01T00:00:00.000Z';
const SEGMENT = '.heartbeat/ledger/2099-01.jsonl';

/** An instant `minutes` from the real clock. */
const fromClock = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/** A repository whose state lives beside its code, with the shipped pre-commit hook installed. */
async function repoWithHook(): Promise<{ root: string; env: NodeJS.ProcessEnv }> {
  const root = await sandbox.repo({
    'HEARTBEAT.md': CONTRACT,
    '.heartbeat/config.json': JSON.stringify({ stateBranch: 'main' }),
  });
  await git(root, 'branch', '-M', 'main');
  const bin = await sandbox.dir('hg-bin-');
  await symlink(CLI, join(bin, 'heartbeat-gate'));
  await chmod(CLI, 0o755);
  const hook = join(root, '.git/hooks/pre-commit');
  await mkdir(join(root, '.git/hooks'), { recursive: true });
  await writeFile(
    hook,
    `#!/bin/sh\n${await readFile(resolve('examples/husky/pre-commit'), 'utf8')}`,
  );
  await chmod(hook, 0o755);
  return { root, env: { ...process.env, PATH: `${bin}:${process.env.PATH ?? ''}` } };
}

/** A cycle and a 👎 recorded as the gate records them, an hour and half an hour ago. */
async function recordedState(root: string): Promise<void> {
  expect((await runCli(['cycle', '--now', fromClock(-60)], { cwd: root })).code).toBe(0);
  const down = await runCli(['feedback', 'down', '--now', fromClock(-30)], { cwd: root });
  expect(down.code).toBe(0);
  expect((await runCli(['lint'], { cwd: root })).code).toBe(0);
}

/**
 * The agent's forgery, staged: a 👍 dated 2099 in a segment of its own, with the month's
 * checkpoint (the state before it: everything recorded so far) and the derived files recomputed.
 */
async function stageFutureEvent(root: string): Promise<void> {
  const before = await fullReplayFiles(root);
  await writeFiles(root, {
    [SEGMENT]: `${JSON.stringify({ id: `feedback:${FUTURE}:up`, at: FUTURE, kind: 'feedback', direction: 'up' })}\n`,
  });
  const after = await fullReplayFiles(root);
  await writeFiles(root, {
    '.heartbeat/checkpoints/2099-01.json': before.checkpoint ?? '',
    '.heartbeat/score.json': after.score ?? '',
    '.heartbeat/progress.json': after.progress ?? '',
  });
  await git(root, 'add', '-A');
}

const commitThroughHook = (root: string, env: NodeJS.ProcessEnv) =>
  spawnSync('git', ['commit', '-q', '-m', 'tidy state'], { cwd: root, env, encoding: 'utf8' });

describe('an event dated in the future, written into the ledger by hand', () => {
  it('is flagged by lint with its file and line, and the pre-commit hook rejects the commit', async () => {
    const { root, env } = await repoWithHook();
    await recordedState(root);
    await stageFutureEvent(root);

    const lint = await runCli(['lint'], { cwd: root });
    expect(lint.code).toBe(1);
    expect(lint.stderr).toMatch(
      new RegExp(
        `^${SEGMENT.replaceAll('.', '\\.')}:1: error: event "feedback:${FUTURE}:up" is dated ${FUTURE}, after the clock \\(`,
        'm',
      ),
    );
    // Only the forged event is flagged: the replayed files agree with the ledger.
    expect(lint.stderr.match(/: error: /g)).toHaveLength(1);

    const head = await git(root, 'rev-parse', 'HEAD');
    const commit = commitThroughHook(root, env);
    expect(commit.status).not.toBe(0);
    expect(commit.stderr).toContain(`${SEGMENT}:1: error: event`);
    expect(await git(root, 'rev-parse', 'HEAD')).toBe(head);
  });

  it('staged, then the working tree restored: the hook judges what the commit holds', async () => {
    const { root, env } = await repoWithHook();
    await recordedState(root);
    await stageFutureEvent(root);
    await git(root, 'restore', '--source=HEAD', '--worktree', '--', '.heartbeat');
    expect((await runCli(['lint'], { cwd: root })).code).toBe(0); // the working tree is clean

    const head = await git(root, 'rev-parse', 'HEAD');
    const commit = commitThroughHook(root, env);
    expect(commit.status).not.toBe(0);
    expect(commit.stderr).toContain(`${SEGMENT}:1: error: event`);
    expect(await git(root, 'rev-parse', 'HEAD')).toBe(head);
  });

  it('committed past the hook (--no-verify): the next write refuses to build on it', async () => {
    const { root } = await repoWithHook();
    await recordedState(root);
    await stageFutureEvent(root);
    await git(root, 'commit', '-q', '--no-verify', '-m', 'tidy state');
    const forged = await git(root, 'rev-parse', 'HEAD');

    const down = await runCli(['feedback', 'down', '--now', fromClock(0)], { cwd: root });
    expect(down.code).toBe(2);
    expect(down.stderr).toContain(
      `refusing to build on the state in ${forged.slice(0, 12)}: ${SEGMENT}:1: error: event`,
    );
    expect(await git(root, 'rev-parse', 'HEAD')).toBe(forged);
  });
});
