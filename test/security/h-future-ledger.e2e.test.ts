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

describe('an event dated in the future, written into the ledger by hand', () => {
  it('is flagged by lint with its file and line, and the pre-commit hook rejects the commit', async () => {
    const { root, env } = await repoWithHook();
    expect((await runCli(['cycle', '--now', fromClock(-60)], { cwd: root })).code).toBe(0);
    expect((await runCli(['feedback', 'down', '--now', fromClock(-30)], { cwd: root })).code).toBe(
      0,
    );
    expect((await runCli(['lint'], { cwd: root })).code).toBe(0);

    // The month's checkpoint is the state before it: everything recorded so far.
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
    const commit = spawnSync('git', ['commit', '-q', '-m', 'tidy state'], {
      cwd: root,
      env,
      encoding: 'utf8',
    });
    expect(commit.status).not.toBe(0);
    expect(commit.stderr).toContain(`${SEGMENT}:1: error: event`);
    expect(await git(root, 'rev-parse', 'HEAD')).toBe(head);
  });
});
