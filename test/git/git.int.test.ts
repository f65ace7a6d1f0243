/**
 * The one spawner (src/git/git.ts): a value is an operand and never an option, paths go after
 * `--`, and a failure is one line naming the git command, with credentials in URLs hidden.
 */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import { GitCommandError, gitFailure, gitText, runGit } from '../../src/git/git.js';
import { Repo } from '../../src/git/repo.js';
import { git, GitSandbox } from '../helpers/git.js';

const sandbox = new GitSandbox();
afterAll(() => sandbox.cleanup());

describe('runGit', () => {
  it('refuses an operand that starts with - before git starts, naming the command', async () => {
    const dir = await sandbox.repo({ 'README.md': 'x\n' });
    const pwned = join(await sandbox.dir('hg-pwned-'), 'pwned');
    const remote = `--upload-pack=touch ${pwned}`;
    const attempt = runGit({ args: ['ls-remote'], operands: [remote] }, { cwd: dir });
    await expect(attempt).rejects.toThrow(InputError);
    await expect(attempt).rejects.toThrow(
      /^git ls-remote: '--upload-pack=touch .*' starts with '-'/,
    );
    expect(existsSync(pwned)).toBe(false);
  });

  it('every Repo method that takes a remote, branch or revision refuses one that starts with -', async () => {
    const dir = await sandbox.repo({ 'README.md': 'x\n' });
    const pwned = join(await sandbox.dir('hg-pwned-'), 'pwned');
    const value = `--upload-pack=touch ${pwned}`;
    const repo = await Repo.open(dir);
    const head = (await repo.resolve('HEAD'))!;
    const attempts = [
      () => repo.fetchBranch(value, 'main'),
      () => repo.remoteHead(value, 'main'),
      () => repo.push(value, head, 'main'),
      () => repo.unshallow(value),
      () => repo.listTree(`--output=${pwned}`, '.heartbeat'),
      () => repo.changedPaths(head, `--output=${pwned}`),
      () => repo.updateRef('refs/heads/x', `--output=${pwned}`, undefined),
      () => repo.raw({ args: ['log'], operands: [`--output=${pwned}`] }),
    ];
    for (const attempt of attempts) {
      await expect(attempt()).rejects.toThrow(
        /starts with '-' \(git would read it as an option\)$/,
      );
    }
    // A revision is never proven to exist through an option either.
    expect(await repo.resolve(`--output=${pwned}`)).toBeUndefined();
    expect(await repo.isAncestor(`--output=${pwned}`, head)).toBe(false);
    expect(existsSync(pwned)).toBe(false);
  });

  it('takes a path that starts with - after --, as a path', async () => {
    const dir = await sandbox.repo({ 'README.md': 'x\n' });
    await writeFile(join(dir, '-n'), 'dash\n');
    await git(dir, 'add', '--', '-n');
    const listed = await gitText({ args: ['ls-files'], paths: ['-n'] }, { cwd: dir });
    expect(listed).toBe('-n\n');
  });

  it('a failure reads as one line naming the command, credentials hidden', async () => {
    const dir = await sandbox.repo({ 'README.md': 'x\n' });
    const failed = await gitText({ args: ['cat-file', '-p'], operands: ['nope'] }, { cwd: dir })
      .then(() => undefined)
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(GitCommandError);
    expect(gitFailure(failed)).toMatch(/^cat-file: fatal: Not a valid object name nope$/);

    const said = "fatal: unable to access 'https://agent:ghp_secret@example.com/x.git/'\nmore";
    const error = new GitCommandError('fetch', 128, said);
    expect(error.message).not.toContain('ghp_secret');
    expect(gitFailure(error)).toBe(
      "fetch: fatal: unable to access 'https://***@example.com/x.git/'",
    );
  });
});
