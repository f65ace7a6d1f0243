/**
 * A lost push race into a shared state repository (issue 18), made real with a pre-receive hook
 * that lands another writer's parked commit between our fetch and our push. When the winner wrote
 * another repository's folder, the loser re-parents its commit onto the new head: no replay, no
 * re-reading of its folder (the git processes it starts after the refused push say so). When the
 * winner wrote the same folder, the loser rebuilds as before, and every event is there once.
 */
import { chmod, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { CycleEvent } from '../../src/core/model.js';
import { Repo } from '../../src/git/repo.js';
import { allEvents, commitSource, loadStateStore } from '../../src/git/state-store.js';
import { runCliProcess } from '../helpers/cli.js';
import { git, GitSandbox, loggedGitSubcommands, writeLoggingGit } from '../helpers/git.js';
import { projectRemote, STATE_BRANCH } from '../helpers/project.js';

const sandbox = new GitSandbox();
afterEach(() => sandbox.cleanup());

/** Records a forced cycle of `repository` into `state`; `gitLog` logs every git it starts. */
async function recordCycle(
  clone: string,
  state: string,
  repository: string,
  now: string,
  gitLog?: string,
) {
  const env = gitLog ? await loggingGit(gitLog) : process.env;
  const run = await runCliProcess(
    clone,
    ['cycle', '--force', '--now', now, '--remote', state, '--repository', repository, '--json'],
    env,
  );
  expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
  return JSON.parse(run.stdout) as { pushed: boolean; retries: number; record: { cycle: number } };
}

/** An environment whose `git` appends its arguments to `log` before running the real one. */
async function loggingGit(log: string): Promise<NodeJS.ProcessEnv> {
  const bin = await sandbox.dir('hg-git-log-');
  await writeLoggingGit(bin, log);
  return { ...process.env, PATH: `${bin}:${process.env.PATH ?? ''}` };
}

/**
 * A state repository holding cycle 1 of acme/a, and a commit of `winner`'s cycle built on it,
 * parked on `refs/parked/theirs`; the first push to arrive lands it on the state branch (and so
 * loses the race).
 */
async function raceSetUp(winner: 'acme/a' | 'acme/b') {
  const root = await sandbox.dir('hg-state-');
  const state = join(root, 'state.git');
  await git(root, 'init', '-q', '--bare', '-b', 'main', 'state.git');
  const projects = {
    'acme/a': await projectRemote(sandbox),
    'acme/b': await projectRemote(sandbox),
  };
  const loser = await sandbox.clone(projects['acme/a']);
  await recordCycle(loser, state, 'acme/a', '2026-03-01T09:00:00Z');

  // The winner writes into a copy of the state repository; its commit is parked on the real one.
  const copy = join(root, 'copy.git');
  await git(root, 'clone', '-q', '--bare', state, 'copy.git');
  await recordCycle(await sandbox.clone(projects[winner]), copy, winner, '2026-03-01T09:05:00Z');
  await git(copy, 'push', '-q', state, `${STATE_BRANCH}:refs/parked/theirs`);
  const theirs = (await git(copy, 'rev-parse', STATE_BRANCH)).trim();

  const once = join(root, 'move-once');
  await writeFile(once, '');
  const hook = join(state, 'hooks', 'pre-receive');
  await writeFile(
    hook,
    [
      '#!/bin/sh',
      `if [ -e '${once}' ]; then`,
      `  rm -f '${once}'`,
      '  unset GIT_QUARANTINE_PATH',
      `  git update-ref refs/heads/${STATE_BRANCH} refs/parked/theirs`,
      'fi',
      '',
    ].join('\n'),
  );
  await chmod(hook, 0o755);
  return { state, loser, theirs, gitLog: join(root, 'git.log') };
}

/** The events of `repository`'s folder on the state branch. */
async function folderEvents(state: string, repository: string) {
  const repo = await Repo.open(await sandbox.clone(state));
  const head = await repo.resolve(`origin/${STATE_BRANCH}`);
  const dir = `.heartbeat/${repository}`;
  return allEvents(await loadStateStore(commitSource(repo, head, dir), dir));
}

/** The git subcommands the writer started after its first (refused) push. */
async function gitAfterRefusedPush(log: string): Promise<string[]> {
  const lines = await loggedGitSubcommands(log);
  const first = lines.indexOf('push');
  expect(first).toBeGreaterThan(0);
  return lines.slice(first + 1);
}

/** Git subcommands that read a folder's state: a rebuild replays and re-verifies with them. */
const READS_STATE = ['ls-tree', 'cat-file', 'log'];

describe('a writer that loses a push race in a shared state repository', () => {
  it(
    "to another repository's writer: re-parents its commit (no replay), and every event is there once",
    { timeout: 300_000 },
    async () => {
      const { state, loser, theirs, gitLog } = await raceSetUp('acme/b');

      const result = await recordCycle(loser, state, 'acme/a', '2026-03-01T09:10:00Z', gitLog);
      expect(result).toMatchObject({ pushed: true, retries: 1, record: { cycle: 2 } });

      // After the refused push: fetch, one diff of the folder, one commit, one push — nothing read.
      const after = await gitAfterRefusedPush(gitLog);
      expect(after.filter((command) => READS_STATE.includes(command))).toEqual([]);
      expect(after.filter((command) => command === 'diff-tree')).toHaveLength(1);
      expect(after.filter((command) => command === 'commit-tree')).toHaveLength(1);
      expect(after.filter((command) => command === 'push')).toHaveLength(1);

      // The new commit sits on the winner's, which it keeps; each folder holds its own events.
      const head = (await git(state, 'rev-parse', STATE_BRANCH)).trim();
      expect((await git(state, 'rev-parse', `${head}^`)).trim()).toBe(theirs);
      expect(Number(await git(state, 'rev-list', '--count', STATE_BRANCH))).toBe(3);
      const ours = await folderEvents(state, 'acme/a');
      expect(ours.map((e) => e.id)).toEqual(['cycle-1', 'cycle-2']);
      expect(ours.filter((e): e is CycleEvent => e.kind === 'cycle').map((e) => e.at)).toEqual([
        '2026-03-01T09:00:00.000Z',
        '2026-03-01T09:10:00.000Z',
      ]);
      expect((await folderEvents(state, 'acme/b')).map((e) => e.id)).toEqual(['cycle-1']);
    },
  );

  it(
    'to a writer of the same folder: rebuilds on the new head, and every event is there once, in order',
    { timeout: 300_000 },
    async () => {
      const { state, loser, theirs, gitLog } = await raceSetUp('acme/a');

      const result = await recordCycle(loser, state, 'acme/a', '2026-03-01T09:10:00Z', gitLog);
      expect(result).toMatchObject({ pushed: true, retries: 1, record: { cycle: 3 } });

      // The folder changed under it: it read and replayed the new head's state.
      const after = await gitAfterRefusedPush(gitLog);
      expect(after.filter((command) => READS_STATE.includes(command)).length).toBeGreaterThan(0);

      await git(state, 'merge-base', '--is-ancestor', theirs, STATE_BRANCH);
      const events = await folderEvents(state, 'acme/a');
      expect(events.map((e) => e.id)).toEqual(['cycle-1', 'cycle-2', 'cycle-3']);
      expect(events.filter((e): e is CycleEvent => e.kind === 'cycle').map((e) => e.at)).toEqual([
        '2026-03-01T09:00:00.000Z',
        '2026-03-01T09:05:00.000Z',
        '2026-03-01T09:10:00.000Z',
      ]);
    },
  );
});
