/**
 * Opening a repository answers its root, the checked-out branch and where verified state
 * commits are kept — from one git process where a branch has a commit — the same as git itself
 * answers them in every layout: a sub-folder, a linked worktree, a detached HEAD, an unborn
 * branch, and not a repository at all.
 */
import { execFile } from 'node:child_process';
import { chmod, mkdir, readFile, realpath, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import { Repo, VERIFIED_COMMITS_GIT_PATH } from '../../src/git/repo.js';
import { git, GitSandbox } from '../helpers/git.js';

const sandbox = new GitSandbox();
afterAll(() => sandbox.cleanup());

/** How many git processes `work` starts (counted by a `git` first on PATH). */
async function gitProcesses<T>(work: () => Promise<T>): Promise<{ result: T; count: number }> {
  const bin = await sandbox.dir('hg-git-count-');
  const log = join(bin, 'calls');
  const real = (await promisify(execFile)('sh', ['-c', 'command -v git'])).stdout.trim();
  await writeFile(join(bin, 'git'), `#!/bin/sh\necho "$1" >> '${log}'\nexec '${real}' "$@"\n`);
  await chmod(join(bin, 'git'), 0o755);
  const path = process.env.PATH;
  process.env.PATH = `${bin}:${path ?? ''}`;
  try {
    const result = await work();
    const calls = await readFile(log, 'utf8').catch(() => '');
    return { result, count: calls.split('\n').filter(Boolean).length };
  } finally {
    process.env.PATH = path;
  }
}

/** What git itself says, asked the long way. */
async function asked(dir: string) {
  const branch = await git(dir, 'symbolic-ref', '-q', '--short', 'HEAD').catch(() => undefined);
  const verified = await git(dir, 'rev-parse', '--path-format=absolute', '--git-path', 'x');
  return { branch, verified: join(verified.slice(0, -'/x'.length), VERIFIED_COMMITS_GIT_PATH) };
}

describe('Repo.open', () => {
  it('answers root, branch and the verified-commits path from one git process', async () => {
    const root = await realpath(await sandbox.repo({ 'README.md': 'hi\n' }));
    await mkdir(join(root, 'sub/deeper'), { recursive: true });
    const { result, count } = await gitProcesses(async () => {
      const repo = await Repo.open(join(root, 'sub/deeper'));
      return {
        root: repo.root,
        branch: await repo.currentBranch(),
        verified: await repo.gitPath(VERIFIED_COMMITS_GIT_PATH),
      };
    });
    expect(count).toBe(1);
    expect(result).toEqual({ root, ...(await asked(root)) });
    expect(result.verified).toBe(join(root, '.git', VERIFIED_COMMITS_GIT_PATH));
  });

  it('in a linked worktree, on a detached HEAD and on an unborn branch, as git says', async () => {
    const main = await realpath(await sandbox.repo({ 'README.md': 'hi\n' }));
    const linked = join(await realpath(await sandbox.dir('hg-linked-')), 'wt');
    await git(main, 'worktree', 'add', '-q', '-b', 'side', linked);
    const detached = await realpath(await sandbox.repo({ 'README.md': 'hi\n' }));
    await git(detached, 'checkout', '-q', '--detach');
    const unborn = await realpath(await sandbox.repo());
    await git(unborn, 'symbolic-ref', 'HEAD', 'refs/heads/trunk');

    for (const [dir, branch] of [
      [linked, 'side'],
      [detached, undefined],
      [unborn, 'trunk'],
    ] as const) {
      const repo = await Repo.open(dir);
      expect(repo.root).toBe(dir);
      const answer = {
        branch: await repo.currentBranch(),
        verified: await repo.gitPath(VERIFIED_COMMITS_GIT_PATH),
      };
      expect(answer, dir).toEqual(await asked(dir));
      expect(answer.branch, dir).toBe(branch);
    }
    // A linked worktree keeps its own verified commits, in its own git folder.
    expect(await (await Repo.open(linked)).gitPath(VERIFIED_COMMITS_GIT_PATH)).toMatch(
      /\/\.git\/worktrees\/wt\/heartbeat-gate\/verified$/,
    );
  });

  it('refuses a folder outside any repository, naming it', async () => {
    const dir = await sandbox.dir('hg-not-a-repo-');
    const error = await Repo.open(dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InputError);
    expect((error as Error).message).toBe(`${dir}: not inside a git repository`);
  });
});
