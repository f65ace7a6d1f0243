/**
 * A write reads the refs, the state's folders and its files through one `git cat-file --batch`
 * kept open (Repo.readInOneProcess): what it lists and reads is what `git ls-tree -r` and
 * `git cat-file` answer, names with spaces and accents, folders nested, missing ones and all, and
 * a command that never closes the reader still exits.
 */
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { Repo } from '../../src/git/repo.js';
import { git, GitSandbox } from '../helpers/git.js';

const exec = promisify(execFile);
const sandbox = new GitSandbox();
afterAll(() => sandbox.cleanup());

const FILES = {
  'README.md': 'hi\n',
  '.heartbeat/acme/team/agents/coder/score.json': '{"score":1}\n',
  '.heartbeat/acme/team/agents/coder/ledger/2026-01.jsonl': '{"id":"a"}\n',
  '.heartbeat/acme/team/agents/coder/ledger/2026-02.jsonl': '{"id":"b"}\n',
  '.heartbeat/acme/team/agents/coder/checkpoints/2026-01.json': '{}\n',
  '.heartbeat/acme/team/agents/coder/a b/é ü.txt': 'accents\n',
  '.heartbeat/acme/team/agents/coder/a-b': 'sorted after the folder "a b"\n',
  '.heartbeat/acme/team/agents/reviewer/score.json': '{"score":2}\n',
};

/** `git ls-tree -r` of `dir/` in `commit`: paths and blob ids, in git's order. */
async function lsTree(root: string, commit: string, dir: string) {
  const out = await git(root, 'ls-tree', '-r', '-z', commit, '--', `${dir}/`);
  return out
    .split('\0')
    .filter(Boolean)
    .map((line) => {
      const [meta = '', path = ''] = line.split('\t');
      return { path, blob: meta.split(' ')[2] };
    });
}

describe('Repo.readInOneProcess', () => {
  it("lists and reads what git's own commands answer, from one process", async () => {
    const root = await sandbox.repo(FILES);
    const head = await git(root, 'rev-parse', 'HEAD');
    const repo = await Repo.open(root);
    repo.readInOneProcess();
    try {
      expect(await repo.resolveAll(['HEAD', 'refs/heads/none', head])).toEqual([
        head,
        undefined,
        head,
      ]);
      expect(await repo.resolve('HEAD')).toBe(head);
      expect(await repo.resolve('no-such-branch')).toBeUndefined();
      for (const dir of [
        '.heartbeat',
        '.heartbeat/acme/team/agents/coder',
        '.heartbeat/acme/team/agents/coder/a b',
        '.heartbeat/acme/team/agents/nobody',
        'README.md',
      ]) {
        expect(await repo.listTree(head, dir)).toEqual(await lsTree(root, head, dir));
      }
      const listed = await repo.listTree(head, '.heartbeat/acme/team/agents/coder');
      await repo.prefetchBlobs(
        listed.map((entry) => entry.blob),
        head,
      );
      for (const { path, blob } of listed) {
        expect(await repo.readBlob(blob)).toBe(FILES[path as keyof typeof FILES]);
      }
    } finally {
      await repo.close();
    }
  });

  it('a command that leaves the reader open still exits', async () => {
    const root = await sandbox.repo(FILES);
    const script = [
      `const { Repo } = await import(${JSON.stringify(resolve('src/git/repo.ts'))});`,
      `const repo = await Repo.open(${JSON.stringify(root)});`,
      'repo.readInOneProcess();',
      "const [head] = await repo.resolveAll(['HEAD']);",
      "console.log((await repo.listTree(head, '.heartbeat')).length);",
    ].join('\n');
    const { stdout } = await exec(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      { timeout: 60_000 },
    );
    expect(stdout.trim()).toBe('7');
  });
});
