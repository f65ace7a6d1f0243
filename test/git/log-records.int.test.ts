// Repo.forEachLogRecord hands records over as git writes them: records that span pipe chunks, and
// multi-byte characters cut at a chunk boundary, must come out exactly as `git log` prints them.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Repo } from '../../src/git/repo.js';
import { GitSandbox, git } from '../helpers/git.js';

const sandbox = new GitSandbox();
afterAll(() => sandbox.cleanup());

async function repoWithMessages(messages: readonly string[]): Promise<string> {
  const dir = await sandbox.repo();
  for (const message of messages) {
    // From a file: a message this long does not fit in one argument.
    await writeFile(join(dir, '.git', 'MSG'), message);
    await git(dir, 'commit', '-q', '--allow-empty', '--cleanup=verbatim', '-F', '.git/MSG');
  }
  return dir;
}

describe('Repo.forEachLogRecord', () => {
  it('reads records larger than a pipe chunk, with multi-byte characters, exactly as git log', async () => {
    const messages = [
      'keep: small\n',
      `keep: big ${'ü€😀'.repeat(40_000)}\n\nTrailer: é\n`,
      'skip: not matched\n',
      `keep: ${'x'.repeat(70_001)}\n`,
    ];
    const dir = await repoWithMessages(messages);
    const repo = await Repo.open(dir);
    const seen: string[] = [];
    await repo.forEachLogRecord('HEAD', 'keep: ', (record) => seen.push(record.message));
    expect(seen).toEqual([messages[3], messages[1], messages[0]]);
    const shas = (await git(dir, 'log', '--format=%H', '--grep=^keep: ')).split('\n');
    expect((await repo.log('HEAD', 'keep: ')).map((r) => r.sha)).toEqual(shas);
  });

  it('keeps a message whole when it holds the field separator (\\x1f), and the fields before it', async () => {
    const messages = ['keep: before\x1fhidden after\n\nTrailer: x\x1fy\n'];
    const dir = await repoWithMessages(messages);
    const repo = await Repo.open(dir);
    const [record] = await repo.log('HEAD', 'keep: ');
    expect(record?.message).toBe(messages[0]);
    expect(record?.sha).toBe((await git(dir, 'rev-parse', 'HEAD')).trim());
    expect(record?.authorEmail).toBe((await git(dir, 'log', '-1', '--format=%ae')).trim());
  });

  it('stops git and rejects with the error a visitor throws', async () => {
    const dir = await repoWithMessages(['keep: one\n', 'keep: two\n']);
    const repo = await Repo.open(dir);
    await expect(
      repo.forEachLogRecord('HEAD', 'keep: ', () => {
        throw new Error('visitor failed');
      }),
    ).rejects.toThrow('visitor failed');
  });

  it('rejects naming git log when the revision does not exist', async () => {
    const dir = await repoWithMessages(['keep: one\n']);
    const repo = await Repo.open(dir);
    await expect(repo.forEachLogRecord('no-such-branch', 'keep: ', () => {})).rejects.toThrow(
      /^git log failed \(128\)/,
    );
  });
});
