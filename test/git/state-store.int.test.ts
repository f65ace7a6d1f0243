import { execFile } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { serializeLedger } from '../../src/core/ledger.js';
import type { LedgerEvent } from '../../src/core/model.js';
import { InputError } from '../../src/errors.js';
import { Repo } from '../../src/git/repo.js';
import {
  allEvents,
  commitSource,
  dirSource,
  gitBlobId,
  loadStateStore,
  statePaths,
  writeStateFiles,
} from '../../src/git/state-store.js';
import { git, GitSandbox, writeFiles } from '../helpers/git.js';

const sandbox = new GitSandbox();
afterEach(() => sandbox.cleanup());

const paths = statePaths('.heartbeat');
const up = (id: string, at: string): LedgerEvent => ({ id, at, kind: 'feedback', direction: 'up' });
const march = [up('a', '2026-03-01T10:00:00Z'), up('b', '2026-03-02T10:00:00Z')];
const april = [up('c', '2026-04-01T10:00:00Z')];

async function loadDir(root: string) {
  return loadStateStore(dirSource(root, '.heartbeat'), '.heartbeat');
}

describe('the state store', () => {
  it('reads nothing from a repository without state', async () => {
    const store = await loadDir(await sandbox.repo());
    expect(store.score).toBeUndefined();
    expect(store.progress).toBeUndefined();
    expect(store.months).toEqual([]);
  });

  it('reads the same events from the working tree and from the commit that holds them', async () => {
    const root = await sandbox.repo({ 'README.md': 'hi\n' });
    const files = new Map([
      [paths.segment('2026-04'), serializeLedger(april)],
      [paths.segment('2026-03'), serializeLedger(march)],
    ]);
    await writeStateFiles(root, files);
    const fromDir = await loadDir(root);
    expect(fromDir.months).toEqual(['2026-03', '2026-04']);
    expect((await allEvents(fromDir)).map((e) => e.id)).toEqual(['a', 'b', 'c']);

    const repo = await Repo.open(root);
    const head = await repo.resolve('HEAD');
    const commit = await repo.commitFiles({ base: head, files, message: 'state' });
    const fromCommit = await loadStateStore(commitSource(repo, commit, '.heartbeat'), '.heartbeat');
    expect(await allEvents(fromCommit)).toEqual(await allEvents(fromDir));
    expect(fromCommit.segmentIds.get('2026-03')).toMatch(/^[0-9a-f]{40}$/);
  });

  it('leaves no temporary files behind after an atomic write', async () => {
    const root = await sandbox.repo();
    await writeStateFiles(root, new Map([[paths.score, '{}\n']]));
    expect(await readdir(join(root, '.heartbeat'))).toEqual(['score.json']);
  });

  it.each([
    ['score.json', paths.score, '{"today": 3}', /\.heartbeat\/score\.json: field today/],
    ['score.json', paths.score, '{"today": ', /\.heartbeat\/score\.json: not valid JSON/],
    ['progress.json', paths.progress, '{"cycle": -1}', /\.heartbeat\/progress\.json: field cycle/],
    [
      'a ledger segment',
      paths.segment('2026-03'),
      `${serializeLedger(march)}{"id":"x"}\n`,
      /\.heartbeat\/ledger\/2026-03\.jsonl: line 3: /,
    ],
    [
      'a ledger segment',
      paths.segment('2026-04'),
      serializeLedger(march),
      /2026-04\.jsonl: event a at 2026-03-01T10:00:00Z belongs to another month/,
    ],
    ['a stray file', '.heartbeat/ledger/notes.txt', 'x', /notes\.txt: unexpected file/],
  ])('names the file and the field or line of a corrupt %s', async (_name, path, text, message) => {
    const root = await sandbox.repo();
    await writeFiles(root, { [path]: text });
    const load = async () => {
      const store = await loadDir(root);
      await allEvents(store);
    };
    await expect(load()).rejects.toThrow(InputError);
    await expect(load()).rejects.toThrow(message);
  });
});

/** The tree git's own plumbing writes for `base` with `files`, as the writer did before. */
async function treeByGit(
  root: string,
  base: string,
  files: ReadonlyMap<string, string>,
): Promise<string> {
  const index = { ...process.env, GIT_INDEX_FILE: join(await sandbox.dir('hg-index-'), 'i') };
  const run = (args: string[], input?: string | Buffer) =>
    new Promise<string>((resolve, reject) => {
      const child = execFile('git', args, { cwd: root, env: index }, (error, stdout) =>
        error ? reject(error) : resolve(stdout.trim()),
      );
      child.stdin?.end(input);
    });
  await run(['read-tree', base]);
  for (const [path, text] of files) {
    const blob = await run(['hash-object', '-w', '--stdin'], text);
    await run(['update-index', '--add', '--cacheinfo', `100644,${blob},${path}`]);
  }
  return run(['write-tree']);
}

describe('Repo.commitFiles', () => {
  it("commits only the given files and leaves the user's staged work staged", async () => {
    const root = await sandbox.repo({ 'app.ts': 'v1\n' });
    await writeFiles(root, { 'app.ts': 'v2 (staged)\n' });
    await git(root, 'add', 'app.ts');
    const repo = await Repo.open(root);
    const head = await repo.resolve('HEAD');
    const files = new Map([[paths.score, '{"x":1}\n']]);
    const commit = await repo.commitFiles({ base: head, files, message: 'heartbeat: test\n' });
    await repo.updateRef('refs/heads/main', commit, head);
    await writeStateFiles(root, files);
    await repo.stagePaths([paths.score]);

    expect(await git(root, 'show', '--name-only', '--format=', 'HEAD')).toBe(
      '.heartbeat/score.json',
    );
    expect(await git(root, 'diff', '--cached', '--name-only')).toBe('app.ts');
    expect(await git(root, 'status', '--porcelain')).toBe('M  app.ts');
    expect(await readFile(join(root, 'app.ts'), 'utf8')).toBe('v2 (staged)\n');
  });

  it('writes the tree git writes: nested folders, new and replaced files, names git orders apart', async () => {
    // `a.b` (a file) sorts before the folder `a` (read as `a/`), `a-b` before both, `a0` after:
    // a tree in plain name order is a different (and corrupt) object.
    const root = await sandbox.repo({
      'README.md': 'hi\n',
      'st/a/x.json': '1\n',
      'st/a.b': 'file\n',
      'st/a0/y': 'y\n',
      'st/deep/er/kept': 'kept\n',
    });
    await git(root, 'update-index', '--chmod=+x', 'README.md');
    await git(root, 'commit', '-q', '-m', 'exec bit');
    const repo = await Repo.open(root);
    const head = await repo.resolve('HEAD');
    const files = new Map([
      ['st/a/x.json', '2\n'],
      ['st/a-b', 'new\n'],
      ['st/deep/er/new/z.jsonl', 'naïve 👍\n'],
      ['st/fresh/one', ''],
    ]);
    const commit = await repo.commitFiles({ base: head, files, message: 'state\n' });

    expect(await git(root, 'rev-parse', `${commit}^{tree}`)).toBe(
      await treeByGit(root, head!, files),
    );
    expect(await git(root, 'rev-parse', `${commit}^`)).toBe(head);
    expect(await git(root, 'fsck', '--strict', '--no-dangling')).toBe('');
    expect(await git(root, 'show', `${commit}:st/deep/er/new/z.jsonl`)).toBe('naïve 👍');
  });

  it('writes what git writes over an odd tree: a name not UTF-8, a mode git rewrites', async () => {
    const root = await sandbox.repo({ 'README.md': 'hi\n' });
    const blob = await git(root, 'hash-object', '-w', 'README.md');
    // A tree no git command writes, as an old tool or a hand could: git reads 100664 as 100644.
    const odd = Buffer.concat([
      Buffer.from('100664 odd\0', 'latin1'),
      Buffer.from(blob, 'hex'),
      Buffer.from('100644 \xffname\0', 'latin1'),
      Buffer.from(blob, 'hex'),
    ]);
    const hashed = (args: string[], input: Buffer) =>
      new Promise<string>((resolve, reject) => {
        const child = execFile('git', args, { cwd: root }, (error, stdout) =>
          error ? reject(error) : resolve(stdout.trim()),
        );
        child.stdin?.end(input);
      });
    const st = await hashed(['hash-object', '--literally', '-w', '-t', 'tree', '--stdin'], odd);
    const top = await hashed(
      ['mktree'],
      Buffer.from(`100644 blob ${blob}\tREADME.md\n040000 tree ${st}\tst\n`),
    );
    const base = await git(root, 'commit-tree', top, '-m', 'odd');
    const repo = await Repo.open(root);
    const files = new Map([['st/new.json', '{}\n']]);
    const commit = await repo.commitFiles({ base, files, message: 'state\n' });
    expect(await git(root, 'rev-parse', `${commit}^{tree}`)).toBe(
      await treeByGit(root, base, files),
    );
  });

  it('refuses a file written where the base has a folder, and commits nothing', async () => {
    const root = await sandbox.repo({ 'st/a/x': '1\n' });
    const repo = await Repo.open(root);
    const head = await repo.resolve('HEAD');
    await expect(
      repo.commitFiles({ base: head, files: new Map([['st/a', '2\n']]), message: 'm' }),
    ).rejects.toThrow('st/a is a folder in the state commit, not a file');
    await expect(
      repo.commitFiles({ base: head, files: new Map([['st/a/x/y', '2\n']]), message: 'm' }),
    ).rejects.toThrow('st/a/x is a file in the state commit, not a folder');
  });

  it('writes a root commit in a repository without commits', async () => {
    const root = await sandbox.repo({ 'README.md': 'hi\n' });
    const repo = await Repo.open(root);
    const commit = await repo.commitFiles({
      base: undefined,
      files: new Map([['.heartbeat/score.json', '{}\n']]),
      message: 'first\n',
    });
    expect(await git(root, 'ls-tree', '-r', '--name-only', commit)).toBe('.heartbeat/score.json');
    expect(await git(root, 'rev-list', '--count', commit)).toBe('1');
  });

  it('refuses to move a branch that moved meanwhile (compare-and-swap)', async () => {
    const root = await sandbox.repo({ 'a.txt': 'a\n' });
    const repo = await Repo.open(root);
    const head = await repo.resolve('HEAD');
    const one = await repo.commitFiles({
      base: head,
      files: new Map([['x', '1']]),
      message: 'one',
    });
    const two = await repo.commitFiles({
      base: head,
      files: new Map([['x', '2']]),
      message: 'two',
    });
    await repo.updateRef('refs/heads/main', one, head);
    await expect(repo.updateRef('refs/heads/main', two, head)).rejects.toThrow();
    expect(await repo.resolve('HEAD')).toBe(one);
  });
});

describe('reading state files with few git processes', () => {
  it('computes the blob id git gives a file, so unchanged segments are skipped unread', async () => {
    const root = await sandbox.repo();
    for (const text of ['', 'ascii\n', 'naïve — ünïcödé 👍\n', serializeLedger(march)]) {
      await writeFile(join(root, 'f'), text);
      expect(gitBlobId(text)).toBe(await git(root, 'hash-object', 'f'));
    }
  });

  it('reads many blobs in one batch with the same texts as one by one', async () => {
    const root = await sandbox.repo({
      'a.txt': 'a\n',
      'b.txt': 'naïve 👍\nsecond line',
      'c.txt': '',
    });
    const ids = await Promise.all(
      ['a.txt', 'b.txt', 'c.txt'].map((path) => git(root, 'rev-parse', `HEAD:${path}`)),
    );
    const batch = await Repo.open(root);
    await batch.prefetchBlobs(ids);
    const single = await Repo.open(root);
    for (const id of ids) expect(await batch.readBlob(id)).toBe(await single.readBlob(id));
    expect(await batch.readBlob(ids[1] as string)).toBe('naïve 👍\nsecond line');
  });
});
