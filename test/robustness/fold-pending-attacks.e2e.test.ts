/**
 * `--fold-pending` under attack (issue 18): an agent that can push refs to the state repository
 * publishes hostile `refs/heartbeat-gate/pending/*` refs and waits for an honest folding writer to
 * carry them. Real CLI processes (the bundle), a real bare state repository, attack objects
 * written with git plumbing (`hash-object --literally`, so nothing git would refuse to store is
 * out of reach) and pushed like any writer's. Hooks make the honest writer lose a race on cue.
 */
import { execFileSync } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Repo } from '../../src/git/repo.js';
import { allEvents, commitSource, loadStateStore } from '../../src/git/state-store.js';
import { runCliProcess, sharedStateCycle } from '../helpers/cli.js';
import { git, GitSandbox, writeFiles, writeGitHook } from '../helpers/git.js';
import { projectRemote, STATE_BRANCH } from '../helpers/project.js';

const sandbox = new GitSandbox();
afterAll(() => sandbox.cleanup());

const hex = (text: string) => Buffer.from(text, 'utf8').toString('hex');
const pending = (name: string) => `refs/heartbeat-gate/pending/${name}`;

/** Git with standard input, in the attacker's repository (its own index file). */
function plumb(cwd: string, args: string[], input?: string | Buffer): string {
  return execFileSync('git', args, {
    cwd,
    input,
    env: { ...process.env, GIT_INDEX_FILE: join(cwd, 'attack-index') },
    maxBuffer: 64 * 1024 * 1024,
  })
    .toString('utf8')
    .trim();
}

/** The attacker's tools: trees and commits of any shape, on top of what it fetched. */
function attacker(cwd: string) {
  return {
    /** `base`'s tree (none: empty) with `files` (path → text) written over it. */
    tree(base: string | undefined, files: Record<string, string>): string {
      plumb(cwd, base ? ['read-tree', base] : ['read-tree', '--empty']);
      for (const [path, text] of Object.entries(files)) {
        const blob = plumb(cwd, ['hash-object', '-w', '--stdin'], text);
        plumb(cwd, ['update-index', '--add', '--replace', '--cacheinfo', `100644,${blob},${path}`]);
      }
      return plumb(cwd, ['write-tree']);
    },
    /** A commit object written as is: any author line, any message, any parents. */
    commit(
      tree: string,
      parents: string[],
      options: { author?: string; message?: string | Buffer } = {},
    ): string {
      const header = [
        `tree ${tree}`,
        ...parents.map((p) => `parent ${p}`),
        `author ${options.author ?? 'Mallory <mallory@example.com> 1772355600 +0000'}`,
        'committer Mallory <mallory@example.com> 1772355600 +0000',
        '',
        '',
      ].join('\n');
      const body = Buffer.concat([
        Buffer.from(header),
        Buffer.from(options.message ?? 'heartbeat: nothing to see\n'),
      ]);
      return plumb(cwd, ['hash-object', '-w', '-t', 'commit', '--literally', '--stdin'], body);
    },
    blob(text: string): string {
      return plumb(cwd, ['hash-object', '-w', '--stdin'], text);
    },
  };
}

/** The event ids in `.heartbeat/<repository>` on `rev`, read from a clone of the state. */
async function folderIds(reader: string, rev: string, repository: string): Promise<string[]> {
  await git(reader, 'fetch', '-q', 'origin', '+refs/heads/*:refs/remotes/origin/*');
  const repo = await Repo.open(reader);
  const dir = `.heartbeat/${repository}`;
  return (await allEvents(await loadStateStore(commitSource(repo, rev, dir), dir))).map(
    (e) => e.id,
  );
}

/** The paths that differ between two commits of the state repository. */
async function changedPaths(state: string, from: string, to: string): Promise<string[]> {
  return (await git(state, 'diff', '--name-only', '--no-renames', from, to))
    .split('\n')
    .filter(Boolean);
}

describe('--fold-pending: a dishonest ref pusher cannot steer an honest folding writer', () => {
  it(
    'hostile pending refs fold nothing outside a same-shape folder, drop nothing, break nothing; the honest ones are carried once',
    { timeout: 120_000 },
    async () => {
      const root = await sandbox.dir('hg-fold-attack-');
      const state = join(root, 'state.git');
      await git(root, 'init', '-q', '--bare', '-b', 'main', 'state.git');
      // The operator's notes: files, not folders, where a same-shape folder could be named.
      const seed = await sandbox.repo();
      await writeFiles(seed, {
        '.heartbeat/README.md': 'operator notes\n',
        '.heartbeat/acme/README.md': 'acme notes\n',
        '.heartbeat/acme/z/notes.txt': 'a folder of the same shape\n',
      });
      await git(seed, 'add', '-A');
      await git(seed, 'commit', '-q', '-m', 'state: notes');
      await git(seed, 'push', '-q', state, `HEAD:refs/heads/${STATE_BRANCH}`);

      const clones: Record<string, string> = {};
      for (const repository of ['acme/a', 'acme/b', 'acme/c']) {
        clones[repository] = await sandbox.clone(await projectRemote(sandbox));
        const first = await sharedStateCycle(
          clones[repository]!,
          state,
          repository,
          '2026-03-01T09:00:00Z',
          [],
        );
        expect(first.code).toBe(0);
      }
      const headOne = await git(state, 'rev-parse', STATE_BRANCH);

      // acme/c's cycle 2, built in a copy, lands later (so c's folder changes under stale refs).
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

      // `block` refuses every update of the state branch; `refuse-once` refuses the next one.
      const block = join(root, 'block');
      const refuseOnce = join(root, 'refuse-once');
      await writeGitHook(state, 'update', [
        `if [ "$1" = refs/heads/${STATE_BRANCH} ] && [ -e '${block}' ]; then`,
        "  echo 'state branch busy' >&2",
        '  exit 1',
        'fi',
        `if [ "$1" = refs/heads/${STATE_BRANCH} ] && [ -e '${refuseOnce}' ]; then`,
        `  rm -f '${refuseOnce}'`,
        "  echo 'state branch busy once' >&2",
        '  exit 1',
        'fi',
      ]);

      // B, honest, gives up: its commit is published as pending, built on cycle 1's head.
      await writeFile(block, '');
      const given = await runCliProcess(clones['acme/b']!, [
        'feedback',
        'up',
        '--id',
        'reaction-b-1',
        '--now',
        '2026-03-02T09:00:00Z',
        '--remote',
        state,
        '--repository',
        'acme/b',
        '--json',
        '--fold-pending',
        '--push-attempts',
        '2',
      ]);
      expect(given.code).toBe(2);
      await rm(block);

      // acme/c's cycle 2 lands: the head every attack below is built against.
      await git(copy, 'push', '-q', state, STATE_BRANCH);
      const head = await git(state, 'rev-parse', STATE_BRANCH);
      expect(head).not.toBe(headOne);

      // The attacker: a bare clone of the state repository, pushing refs like any writer.
      const evil = join(root, 'evil.git');
      await git(root, 'clone', '-q', '--bare', state, 'evil.git');
      const make = attacker(evil);
      const on = (files: Record<string, string>, options: Parameters<typeof make.commit>[2] = {}) =>
        make.commit(make.tree(head, files), [head], options);
      const refs: Record<string, string> = {};
      const publish = (dir: string, object: string) => (refs[pending(hex(dir))] = object);

      // (a) Folders that are not of the writer's shape, or not plain names.
      publish('.heartbeat/acme', on({ '.heartbeat/acme/evil.json': '{}' }));
      publish('.github/workflows/x', on({ '.github/workflows/x/ci.yml': 'on: push\n' }));
      publish('.heartbeat/config.json', on({ '.heartbeat/config.json/x': 'folder now\n' }));
      publish('.heartbeat/acme/b/ledger', on({ '.heartbeat/acme/b/ledger/x.jsonl': '{}\n' }));
      publish('.heartbeat/acme/..', on({ '.heartbeat/evil/f': 'up\n' }));
      publish('.heartbeat/../.github', on({ '.github/f': 'up\n' }));
      publish('.heartbeat/acme/.git', on({ '.heartbeat/acme/git/f': 'x\n' }));
      for (const odd of ['x\ny', 'x y', '"x', "x'", 'x\u0000y', '-x', 'x/']) {
        publish(`.heartbeat/acme/${odd}`, on({ '.heartbeat/acme/odd/f': 'x\n' }));
      }
      const uppercase = on({ '.heartbeat/acme/u/f': 'x\n' });
      refs[pending(hex('.heartbeat/acme/u').toUpperCase())] = uppercase;
      refs[pending('zz')] = uppercase;
      refs[pending(hex('.heartbeat/acme/v').slice(1))] = uppercase;
      // Under the operator's files: a folder under a file, a folder in place of a file.
      publish('.heartbeat/README.md/x', on({ '.heartbeat/README.md/x/f': 'x\n' }));
      publish('.heartbeat/acme/README.md', on({ '.heartbeat/acme/README.md/f': 'x\n' }));
      // The writer's own folder, rewritten.
      publish('.heartbeat/acme/a', on({ '.heartbeat/acme/a/score.json': '{"score":100}' }));

      // (b) A stale write: acme/c's folder as it was before its cycle 2, plus a forged file.
      publish(
        '.heartbeat/acme/c',
        make.commit(make.tree(headOne, { '.heartbeat/acme/c/x': '' }), [headOne]),
      );
      // A commit with no parent over an existing folder: never "only adds".
      publish(
        '.heartbeat/acme/z',
        make.commit(make.tree(undefined, { '.heartbeat/acme/z/notes.txt': 'forged\n' }), []),
      );

      // (c) Objects that are no commit, authors fast-import refuses, a message too long.
      const tree = make.tree(head, { '.heartbeat/acme/t/f': 'x\n' });
      publish('.heartbeat/acme/t', tree);
      publish('.heartbeat/acme/q', make.blob('a blob\n'));
      const authors = [
        'Eve <eve@example.com> Bob <bob@example.com> 1772355600 +0000',
        'Eve <eve@example.com> 1772355600 +9999',
        'Eve <eve@example.com> 99999999999999999999999 +0000',
        'Eve\u0000 <eve@example.com> 1772355600 +0000',
      ];
      authors.forEach((author, n) =>
        publish(`.heartbeat/acme/i${n}`, on({ [`.heartbeat/acme/i${n}/f`]: 'x\n' }, { author })),
      );
      publish(
        '.heartbeat/acme/h',
        on({ '.heartbeat/acme/h/f': 'x\n' }, { message: `heartbeat: ${'x'.repeat(70_000)}\n` }),
      );
      // Hundreds of junk refs sorting before every honest one, to crowd them out.
      const blob = make.blob('junk\n');
      for (let n = 0; n < 300; n += 1)
        publish(`.heartbeat/acme/0${String(n).padStart(3, '0')}`, blob);

      // Carried as documented: two refs at one commit (each folder once), a new folder with no
      // parent, an odd but valid message.
      const twice = on({ '.heartbeat/acme/d/f': 'd\n', '.heartbeat/acme/e/f': 'e\n' });
      publish('.heartbeat/acme/d', twice);
      publish('.heartbeat/acme/e', twice);
      publish(
        '.heartbeat/acme/n',
        make.commit(make.tree(undefined, { '.heartbeat/acme/n/f': 'n\n' }), [], {
          message: Buffer.from('heartbeat: odd \u001b[31mred\u001b[0m \xff\n', 'latin1'),
        }),
      );

      const specs = Object.entries(refs).map(([ref, object]) => `+${object}:${ref}`);
      for (let n = 0; n < specs.length; n += 200) {
        await git(evil, 'push', '-q', state, ...specs.slice(n, n + 200));
      }

      // A, honest, is refused once: it re-parents its commit and folds what it may.
      await writeFile(refuseOnce, '');
      const carried = await sharedStateCycle(
        clones['acme/a']!,
        state,
        'acme/a',
        '2026-03-01T09:15:00Z',
        ['--fold-pending'],
      );
      expect({ code: carried.code, stderr: carried.stderr }).toEqual({ code: 0, stderr: '' });
      expect(JSON.parse(carried.stdout)).toMatchObject({ pushed: true, retries: 1 });

      const tip = await git(state, 'rev-parse', STATE_BRANCH);
      const reader = await sandbox.clone(state);
      const folders = new Set(
        (await changedPaths(state, head, tip)).map((p) => p.split('/').slice(0, 3).join('/')),
      );
      expect(folders).toEqual(
        new Set([
          '.heartbeat/acme/a',
          '.heartbeat/acme/b',
          '.heartbeat/acme/d',
          '.heartbeat/acme/e',
          '.heartbeat/acme/n',
        ]),
      );
      // Nothing else moved: the operator's files are the files they were.
      for (const file of [
        '.heartbeat/README.md',
        '.heartbeat/acme/README.md',
        '.heartbeat/acme/z',
      ]) {
        expect(await git(state, 'rev-parse', `${tip}:${file}`)).toBe(
          await git(state, 'rev-parse', `${head}:${file}`),
        );
      }
      // Every event exactly once; the stale write dropped nothing of acme/c's.
      expect(await folderIds(reader, tip, 'acme/a')).toEqual(['cycle-1', 'cycle-2']);
      expect(await folderIds(reader, tip, 'acme/b')).toEqual(['cycle-1', 'reaction-b-1']);
      expect(await folderIds(reader, tip, 'acme/c')).toEqual(['cycle-1', 'cycle-2']);
      // A's own, B's, d's and e's (one commit each, the same message), n's.
      expect(await git(state, 'rev-list', '--count', `${head}..${tip}`)).toBe('5');

      // (c) again: the attacker swaps a ref the writer fetched for one below it (a folder/file
      // clash in the writer's copy), and A loses its next race: it still lands, once.
      await git(
        evil,
        'push',
        '-q',
        state,
        `:${pending(hex('.heartbeat/acme/q'))}`,
        `+${blob}:${pending(hex('.heartbeat/acme/q'))}/00`,
      );
      await writeFile(refuseOnce, '');
      const again = await sharedStateCycle(
        clones['acme/a']!,
        state,
        'acme/a',
        '2026-03-01T09:45:00Z',
        ['--fold-pending'],
      );
      expect({ code: again.code, stderr: again.stderr }).toEqual({ code: 0, stderr: '' });
      expect(JSON.parse(again.stdout)).toMatchObject({ pushed: true, retries: 1 });
      const last = await git(state, 'rev-parse', STATE_BRANCH);
      expect(await changedPaths(state, tip, last)).not.toHaveLength(0);
      expect(
        (await changedPaths(state, tip, last)).every((p) => p.startsWith('.heartbeat/acme/a/')),
      ).toBe(true);
      expect(await folderIds(reader, last, 'acme/a')).toEqual(['cycle-1', 'cycle-2', 'cycle-3']);
      // B's pending commit, carried already, is stale now: not carried again.
      expect(await folderIds(reader, last, 'acme/b')).toEqual(['cycle-1', 'reaction-b-1']);
    },
  );
});
