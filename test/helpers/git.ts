import { execFile } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);

/** Runs git in `cwd` and returns its trimmed standard output. */
export async function git(cwd: string, ...args: string[]): Promise<string> {
  const { stdout } = await exec('git', args, { cwd, maxBuffer: 64 * 1024 * 1024 });
  return stdout.trim();
}

/** Runs git in `cwd` with its clock at `instant`: a commit is dated (authored and committed) then. */
export async function gitAt(cwd: string, instant: string, ...args: string[]): Promise<string> {
  const env = { ...process.env, GIT_AUTHOR_DATE: instant, GIT_COMMITTER_DATE: instant };
  const { stdout } = await exec('git', args, { cwd, env, maxBuffer: 64 * 1024 * 1024 });
  return stdout.trim();
}

/**
 * Temporary repositories for one test file: real git, removed by `cleanup()` (call it in
 * afterEach/afterAll). Branch `main`, identity from the test environment.
 */
export class GitSandbox {
  private readonly dirs: string[] = [];

  /** An empty temporary folder. */
  async dir(prefix = 'hg-'): Promise<string> {
    const dir = await mkdtemp(join(tmpdir(), prefix));
    this.dirs.push(dir);
    return dir;
  }

  /** A new repository on `main`; with `files`, one initial commit holding them. */
  async repo(files: Record<string, string> = {}): Promise<string> {
    const dir = await this.dir('hg-repo-');
    await git(dir, 'init', '-q', '-b', 'main');
    if (Object.keys(files).length > 0) {
      await writeFiles(dir, files);
      await git(dir, 'add', '-A');
      await git(dir, 'commit', '-q', '-m', 'initial');
    }
    return dir;
  }

  /** A bare repository to push to, seeded with `files` on `main` when given. */
  async bareRemote(files: Record<string, string> = {}): Promise<string> {
    const bare = await this.dir('hg-remote-');
    await git(bare, 'init', '-q', '--bare', '-b', 'main');
    if (Object.keys(files).length > 0) {
      const seed = await this.repo(files);
      await git(seed, 'push', '-q', bare, 'main');
    }
    return bare;
  }

  /** A clone of `remote` (remote name `origin`). */
  async clone(remote: string): Promise<string> {
    const dir = await this.dir('hg-clone-');
    await git(dir, 'clone', '-q', remote, '.');
    return dir;
  }

  async cleanup(): Promise<void> {
    await Promise.all(this.dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
  }
}

/** Writes files (relative path → text) under `root`, creating folders. */
export async function writeFiles(root: string, files: Record<string, string>): Promise<void> {
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
}

/** The git subcommand of a logged command line (after any `-c name=value` or `-C dir` options). */
export function gitSubcommand(line: string): string {
  const words = line.split(' ');
  let at = 0;
  while (words[at]?.startsWith('-')) at += words[at] === '-c' || words[at] === '-C' ? 2 : 1;
  return words[at] ?? '';
}

/**
 * A `git` in `bin` that appends its arguments to `log`, one line a process, then runs the real
 * one: put `bin` first on PATH to see every git process a command starts.
 */
export async function writeLoggingGit(bin: string, log: string): Promise<void> {
  const real = (await exec('sh', ['-c', 'command -v git'])).stdout.trim();
  await writeFile(join(bin, 'git'), `#!/bin/sh\necho "$*" >> '${log}'\nexec '${real}' "$@"\n`, {
    mode: 0o755,
  });
}

/** The subcommands `writeLoggingGit` logged, in order. */
export async function loggedGitSubcommands(log: string): Promise<string[]> {
  const text = await readFile(log, 'utf8').catch(() => '');
  return text.trim().split('\n').filter(Boolean).map(gitSubcommand);
}

/** Writes the server-side hook `name` of the bare repository `repo`: a shell script of `lines`. */
export async function writeGitHook(repo: string, name: string, lines: string[]): Promise<void> {
  const hook = join(repo, 'hooks', name);
  await writeFile(hook, ['#!/bin/sh', ...lines, ''].join('\n'));
  await chmod(hook, 0o755);
}
