/**
 * Folding (issue 18): with `--fold-pending`, a writer that lost a race publishes its commit under
 * `refs/heartbeat-gate/pending/<folder>`, and another writer's push (its first, or one re-parented
 * after a lost race) carries it. Real CLI processes, a real bare state repository, hooks that make the
 * races happen on cue: an `update` hook that refuses the state branch (not the pending refs)
 * while a file exists, and a `pre-receive` hook that lands a parked commit once.
 */
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Repo } from '../../src/git/repo.js';
import { allEvents, commitSource, loadStateStore } from '../../src/git/state-store.js';
import { runCliProcess, sharedStateCycle } from '../helpers/cli.js';
import { git, GitSandbox, writeGitHook } from '../helpers/git.js';
import { projectRemote, STATE_BRANCH } from '../helpers/project.js';

const sandbox = new GitSandbox();
afterEach(() => sandbox.cleanup());

const REPOSITORIES = ['acme/a', 'acme/b', 'acme/c'] as const;
type Repository = (typeof REPOSITORIES)[number];

function feedback(clone: string, state: string, repository: Repository, more: string[]) {
  return runCliProcess(clone, [
    'feedback',
    'up',
    '--id',
    `reaction-${repository.slice('acme/'.length)}-1`,
    '--now',
    '2026-03-02T09:00:00Z',
    '--remote',
    state,
    '--repository',
    repository,
    '--json',
    ...more,
  ]);
}

/**
 * A state repository with cycle 1 of every repository; acme/c's cycle 2, built in a copy, parked
 * on `refs/parked/theirs`. `block` (while it exists) refuses updates of the state branch only;
 * `moveOnce` (while it exists) lands the parked commit before the next push, which so loses.
 */
async function setUp() {
  const root = await sandbox.dir('hg-fold-');
  const state = join(root, 'state.git');
  await git(root, 'init', '-q', '--bare', '-b', 'main', 'state.git');
  const clones = {} as Record<Repository, string>;
  for (const repository of REPOSITORIES) {
    clones[repository] = await sandbox.clone(await projectRemote(sandbox));
    const first = await sharedStateCycle(
      clones[repository],
      state,
      repository,
      '2026-03-01T09:00:00Z',
      [],
    );
    expect(first.code).toBe(0);
  }
  const copy = join(root, 'copy.git');
  await git(root, 'clone', '-q', '--bare', state, 'copy.git');
  const parked = await sharedStateCycle(
    await sandbox.clone(await projectRemote(sandbox)),
    copy,
    'acme/c',
    '2026-03-01T09:05:00Z',
    [],
  );
  expect(parked.code).toBe(0);
  await git(copy, 'push', '-q', state, `${STATE_BRANCH}:refs/parked/theirs`);

  const block = join(root, 'block');
  const moveOnce = join(root, 'move-once');
  await writeGitHook(state, 'update', [
    `if [ "$1" = refs/heads/${STATE_BRANCH} ] && [ -e '${block}' ]; then`,
    "  echo 'state branch busy' >&2",
    '  exit 1',
    'fi',
  ]);
  await writeGitHook(state, 'pre-receive', [
    `if [ -e '${moveOnce}' ]; then`,
    `  rm -f '${moveOnce}'`,
    '  unset GIT_QUARANTINE_PATH',
    `  git update-ref refs/heads/${STATE_BRANCH} refs/parked/theirs`,
    'fi',
  ]);
  return { state, clones, block, moveOnce };
}

/** The event ids in `repository`'s folder on the state branch. */
async function folderIds(state: string, repository: Repository): Promise<string[]> {
  const repo = await Repo.open(await sandbox.clone(state));
  const head = await repo.resolve(`origin/${STATE_BRANCH}`);
  const dir = `.heartbeat/${repository}`;
  return (await allEvents(await loadStateStore(commitSource(repo, head, dir), dir))).map(
    (e) => e.id,
  );
}

const pendingRefs = async (state: string) =>
  (await git(state, 'for-each-ref', '--format=%(refname)', 'refs/heartbeat-gate/pending'))
    .split('\n')
    .filter(Boolean);

describe('--fold-pending: one push carries another writer’s lost write', () => {
  it(
    "a writer that gave up is carried by the next writer's push, after a lost race or on its first attempt; its rerun records nothing twice",
    { timeout: 300_000 },
    async () => {
      const { state, clones, block, moveOnce } = await setUp();

      // B cannot move the branch: it gives up (exit 2), its commit published as pending.
      await writeFile(block, '');
      const given = await feedback(clones['acme/b'], state, 'acme/b', [
        '--fold-pending',
        '--push-attempts',
        '2',
      ]);
      expect(given.code).toBe(2);
      expect(given.stderr).toContain('state branch busy');
      expect(given.stderr).not.toMatch(/\n\s+at /);
      expect(await pendingRefs(state)).toEqual([
        `refs/heartbeat-gate/pending/${Buffer.from('.heartbeat/acme/b').toString('hex')}`,
      ]);
      expect(await folderIds(state, 'acme/b')).toEqual(['cycle-1']);

      // A loses one race to acme/c's parked commit, re-parents, and carries B's commit too.
      await rm(block);
      await writeFile(moveOnce, '');
      const carried = await sharedStateCycle(
        clones['acme/a'],
        state,
        'acme/a',
        '2026-03-01T09:15:00Z',
        ['--fold-pending'],
      );
      expect({ code: carried.code, stderr: carried.stderr }).toEqual({ code: 0, stderr: '' });
      expect(JSON.parse(carried.stdout)).toMatchObject({ pushed: true, retries: 1 });

      expect(await folderIds(state, 'acme/a')).toEqual(['cycle-1', 'cycle-2']);
      expect(await folderIds(state, 'acme/b')).toEqual(['cycle-1', 'reaction-b-1']);
      expect(await folderIds(state, 'acme/c')).toEqual(['cycle-1', 'cycle-2']);
      // Every write is its own commit, with its own message: B's on top of A's, on acme/c's.
      const subjects = (await git(state, 'log', '-3', '--format=%s', STATE_BRANCH))
        .trim()
        .split('\n');
      expect(subjects[0]).toMatch(/^heartbeat: feedback up /);
      expect(subjects.slice(1).every((s) => s.startsWith('heartbeat: cycle 2'))).toBe(true);
      const folders = async (rev: string) =>
        (await git(state, 'diff-tree', '--no-commit-id', '--name-only', '-r', rev))
          .trim()
          .split('\n')
          .map((path) => path.split('/').slice(0, 3).join('/'));
      expect(new Set(await folders(STATE_BRANCH))).toEqual(new Set(['.heartbeat/acme/b']));
      expect(new Set(await folders(`${STATE_BRANCH}~1`))).toEqual(new Set(['.heartbeat/acme/a']));
      expect(new Set(await folders(`${STATE_BRANCH}~2`))).toEqual(new Set(['.heartbeat/acme/c']));

      // B again: its event is there already, so nothing is added.
      const again = await feedback(clones['acme/b'], state, 'acme/b', ['--fold-pending']);
      expect(again.code).toBe(0);
      expect(await folderIds(state, 'acme/b')).toEqual(['cycle-1', 'reaction-b-1']);

      // C gives up too; A's next write carries it on its first push, without losing a race.
      await writeFile(block, '');
      const gaveUp = await feedback(clones['acme/c'], state, 'acme/c', [
        '--fold-pending',
        '--push-attempts',
        '1',
      ]);
      expect(gaveUp.code).toBe(2);
      await rm(block);
      const first = await sharedStateCycle(
        clones['acme/a'],
        state,
        'acme/a',
        '2026-03-01T09:30:00Z',
        ['--fold-pending'],
      );
      expect({ code: first.code, stderr: first.stderr }).toEqual({ code: 0, stderr: '' });
      expect(JSON.parse(first.stdout)).toMatchObject({ pushed: true, retries: 0 });
      expect(await folderIds(state, 'acme/a')).toEqual(['cycle-1', 'cycle-2', 'cycle-3']);
      expect(await folderIds(state, 'acme/c')).toEqual(['cycle-1', 'cycle-2', 'reaction-c-1']);
    },
  );

  it('without the option nothing is published, and a published write is never carried', async () => {
    const { state, clones, block, moveOnce } = await setUp();

    await writeFile(block, '');
    const plain = await sharedStateCycle(
      clones['acme/a'],
      state,
      'acme/a',
      '2026-03-01T09:10:00Z',
      ['--push-attempts', '2'],
    );
    expect(plain.code).toBe(2);
    expect(await pendingRefs(state)).toEqual([]);

    const given = await feedback(clones['acme/b'], state, 'acme/b', [
      '--fold-pending',
      '--push-attempts',
      '2',
    ]);
    expect(given.code).toBe(2);
    expect(await pendingRefs(state)).toHaveLength(1);

    await rm(block);
    await writeFile(moveOnce, '');
    const own = await sharedStateCycle(
      clones['acme/a'],
      state,
      'acme/a',
      '2026-03-01T09:15:00Z',
      [],
    );
    expect(own.code).toBe(0);
    expect(JSON.parse(own.stdout)).toMatchObject({ pushed: true, retries: 1 });
    expect(await folderIds(state, 'acme/b')).toEqual(['cycle-1']);
  });
});
