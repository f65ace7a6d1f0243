/**
 * The one way heartbeat-gate runs git. A command is its subcommand and options, written in this
 * code (the type admits nothing else), then its operands, then its paths: a value that came from a
 * user, a file or a remote (a remote, branch, ref, revision, refspec) is only ever an operand, and
 * an operand that starts with '-' is refused, so no value is read as an option
 * (`--upload-pack=<command>`, `--output=<file>`). Paths go after `--`. A failure is one
 * GitCommandError whose message names the subcommand, with credentials in URLs hidden.
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { InputError } from '../errors.js';

/** The subcommands heartbeat-gate runs, and their own words (`worktree add`, `cat-file blob`). */
export type GitSubcommand =
  | 'add'
  | 'blob'
  | 'cat-file'
  | 'commit'
  | 'commit-tree'
  | 'config'
  | 'diff-tree'
  | 'fast-import'
  | 'fetch'
  | 'for-each-ref'
  | 'hash-object'
  | 'init'
  | 'log'
  | 'ls-files'
  | 'ls-remote'
  | 'ls-tree'
  | 'merge'
  | 'merge-base'
  | 'prune'
  | 'push'
  | 'read-tree'
  | 'remove'
  | 'restore'
  | 'rev-parse'
  | 'show'
  | 'status'
  | 'symbolic-ref'
  | 'update-index'
  | 'update-ref'
  | 'var'
  | 'worktree'
  | 'write-tree';

/** An option as this code writes it; a value it carries is glued on (`--format=…`, `-p<id>`). */
export type GitOption = `-${string}`;

/** A git command line, split by where each word may come from. */
export interface GitCommand {
  /** The subcommand and its options: words written in heartbeat-gate's code. */
  args: readonly (GitSubcommand | GitOption)[];
  /** Values (remotes, branches, refs, revisions, refspecs, object names): never an option. */
  operands?: readonly string[];
  /** Paths and pathspecs, after `--`. */
  paths?: readonly string[];
}

/** A value handed to git that starts with '-' (git would read it as an option). */
export function refuseOptionLike(value: string, what: string): void {
  if (!value.startsWith('-')) return;
  throw new InputError(
    `${what}: '${redactUrlCredentials(value)}' starts with '-' (git would read it as an option)`,
    what,
  );
}

/** The argument vector of `command`; an operand that starts with '-' is an InputError. */
export function gitArgv(command: GitCommand): string[] {
  const operands = command.operands ?? [];
  for (const operand of operands) refuseOptionLike(operand, `git ${command.args[0] ?? ''}`);
  const paths = command.paths ? ['--', ...command.paths] : [];
  return [...command.args, ...operands, ...paths];
}

/** Where and how git runs. */
export interface GitOptions {
  cwd: string;
  /** git's whole environment (default: this process's). */
  env?: NodeJS.ProcessEnv;
}

/** A running git whose output is read as it comes. */
export type GitProcess = ChildProcessByStdio<Writable | null, Readable, Readable>;

/**
 * Starts git: the one place heartbeat-gate spawns it. Standard input is a pipe when `stdin` is
 * (for {@link runGit}'s input), else closed.
 */
export function spawnGit(
  command: GitCommand,
  options: GitOptions & { stdin?: 'pipe' | 'ignore' },
): GitProcess {
  return spawn('git', gitArgv(command), {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: [options.stdin ?? 'ignore', 'pipe', 'pipe'],
  }) as GitProcess;
}

/** How a git run ended. */
export interface GitExit {
  code: number;
  stdout: Buffer;
  stderr: Buffer;
}

/** Runs git to its exit, whatever the status; `input` is written to its standard input. */
export function runGit(
  command: GitCommand,
  options: GitOptions & { input?: string },
): Promise<GitExit> {
  return new Promise((resolve, reject) => {
    let child: GitProcess;
    try {
      child = spawnGit(command, {
        ...options,
        stdin: options.input === undefined ? 'ignore' : 'pipe',
      });
    } catch (error) {
      return reject(error as Error);
    }
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      resolve({ code: code ?? 1, stdout: Buffer.concat(out), stderr: Buffer.concat(err) }),
    );
    if (child.stdin) {
      // A git that exits without reading its input closes the pipe; its exit status tells.
      child.stdin.on('error', () => undefined);
      child.stdin.end(options.input);
    }
  });
}

/** git exited with a failure: the subcommand, its status and what it said (URLs' credentials hidden). */
export class GitCommandError extends Error {
  constructor(
    readonly subcommand: string,
    readonly code: number,
    stderr: string,
  ) {
    super(`git ${subcommand} failed (${code}): ${redactUrlCredentials(stderr.trim())}`);
  }
}

/** A failed exit as a GitCommandError. */
export function gitCommandError(command: GitCommand, exit: GitExit | number, stderr = ''): Error {
  const [code, said] =
    typeof exit === 'number' ? [exit, stderr] : [exit.code, exit.stderr.toString('utf8')];
  return new GitCommandError(command.args[0] ?? '', code, said);
}

/** git's standard output as bytes; a non-zero exit rejects with a GitCommandError. */
export async function gitBytes(
  command: GitCommand,
  options: GitOptions & { input?: string },
): Promise<Buffer> {
  const exit = await runGit(command, options);
  if (exit.code !== 0) throw gitCommandError(command, exit);
  return exit.stdout;
}

/** git's standard output as text; a non-zero exit rejects with a GitCommandError. */
export async function gitText(
  command: GitCommand,
  options: GitOptions & { input?: string },
): Promise<string> {
  return (await gitBytes(command, options)).toString('utf8');
}

/** What git said when a git command failed (`<subcommand>: <first line>`), else undefined. */
export function gitFailure(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const own = /^git (\S+) failed \(\d+\): ([^\n]*)/.exec(error.message);
  return own ? `${own[1]}: ${own[2]}` : undefined;
}

/** Hides the credentials of every URL in `text` (`https://user:token@host` → `https://***@host`). */
export function redactUrlCredentials(text: string): string {
  // The character class stops at '/', '@' and spaces, so each scheme is scanned once.
  return text.replace(/([a-z][a-z0-9+.-]*:\/\/)[^\s/@]*@/gi, '$1***@');
}
