/**
 * Starting `git log` for the log reader (./log-reader.ts), and the repository's root: all that
 * `log`'s head start (src/cli/log-early.ts) needs, so the CLI entry, which every command and the
 * commit-msg hook load, carries no more of the reader than this.
 */
import { InputError } from '../errors.js';
import { gitText, spawnGit, type GitCommand, type GitProcess } from './git.js';

const LOG_FORMAT = '--format=%H%x1f%cI%x1f%an%x1f%ae%x1f%B';

/** The top folder of the repository containing `dir`; not a repository is an InputError. */
export async function gitRoot(dir: string): Promise<string> {
  try {
    return (await gitText({ args: ['rev-parse', '--show-toplevel'] }, { cwd: dir })).trim();
  } catch {
    throw notARepository(dir);
  }
}

/** What reading history outside a repository is. */
export function notARepository(dir: string): InputError {
  return new InputError(`${dir}: not inside a git repository`, dir);
}

/** A running `git log` for the log reader: its output waits in the pipe until read. */
export type LogProcess = GitProcess;

/**
 * Starts the `git log` the log reader reads, in `dir` (the root or any folder of the
 * repository). `ignoreMissing`: a revision that does not exist yet (an unborn HEAD) is an empty
 * log rather than a failure, so it need not be resolved first.
 */
export function spawnLog(
  dir: string,
  rev: string,
  subjectPrefix: string,
  paths: readonly string[] = [],
  { ignoreMissing = false } = {},
): LogProcess {
  const missing = ignoreMissing ? (['--ignore-missing'] as const) : [];
  const command: GitCommand = {
    args: ['log', '-z', LOG_FORMAT, `--grep=^${subjectPrefix}`, ...missing],
    operands: [rev],
    paths,
  };
  const child = spawnGit(command, {
    cwd: dir,
    // Into a pipe git flushes after every commit unless told not to: 10,000 commits were
    // 5,000 reads of a few hundred bytes each, rather than ~900 full ones.
    env: { ...process.env, GIT_FLUSH: '0' },
  });
  // A log read later (started early) may have closed already: its exit code is kept for it.
  closes.set(child, new Promise((resolve) => child.once('close', (code) => resolve(code))));
  return child;
}

const closes = new WeakMap<LogProcess, Promise<number | null>>();

/** The exit code of a {@link spawnLog} process, once it has closed. */
export function logExit(child: LogProcess): Promise<number | null> {
  return closes.get(child) ?? Promise.resolve(child.exitCode);
}
