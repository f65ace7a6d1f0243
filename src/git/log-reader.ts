/**
 * Reading history with git and nothing else: the repository's root, a revision's commit, and
 * `git log` streamed record by record. `log` runs on this alone, so it starts without loading
 * simple-git (the Repo adapter, about 8 MiB of a 60 MiB budget), and a slow reader of its output
 * holds git back instead of letting Node queue what git printed.
 */
import { execFile, spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { InputError } from '../errors.js';

const execFileAsync = promisify(execFile);

/** A commit as `log` reads it. */
export interface CommitRecord {
  sha: string;
  /** Committer date, ISO-8601. */
  date: string;
  author: string;
  authorEmail: string;
  message: string;
}

const LOG_FORMAT = '--format=%H%x1f%cI%x1f%an%x1f%ae%x1f%B';

function toCommitRecord(record: string): CommitRecord {
  const fields = record.split('\x1f');
  const [sha = '', date = '', author = '', authorEmail = '', message = ''] = fields;
  // A \x1f inside the message (or an author field, which then shifts into it) stays in the
  // message, which is then not a gate's: nothing after it hides from the canonical check.
  if (fields.length <= 5) return { sha, date, author, authorEmail, message };
  return { sha, date, author, authorEmail, message: fields.slice(4).join('\x1f') };
}

/** The top folder of the repository containing `dir`; not a repository is an InputError. */
export async function gitRoot(dir: string): Promise<string> {
  try {
    const { stdout } = await execFileAsync('git', ['rev-parse', '--show-toplevel'], { cwd: dir });
    return stdout.trim();
  } catch {
    throw notARepository(dir);
  }
}

/** What reading history outside a repository is. */
export function notARepository(dir: string): InputError {
  return new InputError(`${dir}: not inside a git repository`, dir);
}

/** The commit a revision names in the repository at `root`, or undefined when there is none. */
export async function resolveCommit(root: string, rev: string): Promise<string | undefined> {
  try {
    const { stdout } = await execFileAsync(
      'git',
      ['rev-parse', '-q', '--verify', `${rev}^{commit}`],
      {
        cwd: root,
      },
    );
    return stdout.trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * `git log` of the commits reachable from `rev` whose message starts with `subjectPrefix`, newest
 * first, handing each record to `visit` as git writes it, so that reading a long history overlaps
 * git walking it. When `visit` returns a promise, git's output is not read until it settles (the
 * pipe fills and git waits), so memory does not grow with a slow reader. A throw from `visit`
 * stops git and rejects.
 */
export function forEachLogRecord(
  root: string,
  rev: string,
  subjectPrefix: string,
  visit: (record: CommitRecord) => unknown,
  /** Only commits that touch one of these paths (none: every commit). */
  paths: readonly string[] = [],
): Promise<void> {
  return readLogRecords(spawnLog(root, rev, subjectPrefix, paths), visit);
}

/** A running `git log` for {@link readLogRecords}: its output waits in the pipe until read. */
export type LogProcess = ChildProcessByStdio<null, Readable, Readable>;

/**
 * Starts the `git log` {@link forEachLogRecord} reads, in `dir` (the root or any folder of the
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
  const args = [
    'log',
    '-z',
    LOG_FORMAT,
    `--grep=^${subjectPrefix}`,
    ...(ignoreMissing ? ['--ignore-missing'] : []),
    rev,
    '--',
    ...paths,
  ];
  const child = spawn('git', args, {
    cwd: dir,
    // Into a pipe git flushes after every commit unless told not to: 10,000 commits were
    // 5,000 reads of a few hundred bytes each, rather than ~900 full ones.
    env: { ...process.env, GIT_FLUSH: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A log read later (started early) may have closed already: its exit code is kept for it.
  closes.set(child, new Promise((resolve) => child.once('close', (code) => resolve(code))));
  return child;
}

const closes = new WeakMap<LogProcess, Promise<number | null>>();

/** Reads a {@link spawnLog} process record by record, as {@link forEachLogRecord} describes. */
export function readLogRecords(
  child: LogProcess,
  visit: (record: CommitRecord) => unknown,
): Promise<void> {
  return new Promise((resolve, reject) => {
    // Bytes of the record git is still writing (it may span many chunks).
    let partial: Buffer[] = [];
    let failure: unknown;
    // The last wait a visitor asked for while this chunk was read (they settle in order).
    let wait: Promise<unknown> | undefined;
    const emit = (bytes: Buffer, start: number, end: number) => {
      const record = bytes.toString('utf8', start, end);
      if (record.trim().length === 0) return;
      const pending = visit(toCommitRecord(record));
      if (pending instanceof Promise) wait = pending;
    };
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => {
      if (failure !== undefined) return;
      try {
        let start = 0;
        let end = chunk.indexOf(0);
        if (end === -1) {
          partial.push(chunk);
          return;
        }
        if (partial.length > 0) {
          const head = Buffer.concat([...partial, chunk.subarray(0, end)]);
          partial = [];
          emit(head, 0, head.length);
          start = end + 1;
          end = chunk.indexOf(0, start);
        }
        for (; end !== -1; end = chunk.indexOf(0, start)) {
          emit(chunk, start, end);
          start = end + 1;
        }
        if (start < chunk.length) partial.push(chunk.subarray(start));
      } catch (error) {
        failure = error;
        child.kill();
      }
      if (wait !== undefined) {
        const settled = wait;
        wait = undefined;
        child.stdout.pause();
        settled.then(
          () => child.stdout.resume(),
          (error: unknown) => {
            failure = error;
            child.kill();
            child.stdout.resume();
          },
        );
      }
    });
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    void closes.get(child)!.then((code) => {
      if (failure !== undefined) return reject(failure as Error);
      if (code !== 0) {
        const stderr = Buffer.concat(err).toString('utf8').trim();
        return reject(new Error(`git log failed (${code}): ${stderr}`));
      }
      try {
        if (partial.length > 0) {
          const rest = Buffer.concat(partial);
          emit(rest, 0, rest.length);
        }
        resolve();
      } catch (error) {
        reject(error as Error);
      }
    });
  });
}

/** A repository read through {@link forEachLogRecord} and {@link resolveCommit} alone. */
export class HistoryReader {
  constructor(readonly root: string) {}

  /** Opens the repository containing `dir`; not a repository is an InputError. */
  static async open(dir: string): Promise<HistoryReader> {
    return new HistoryReader(await gitRoot(dir));
  }

  resolve(rev: string): Promise<string | undefined> {
    return resolveCommit(this.root, rev);
  }

  forEachLogRecord(
    rev: string,
    subjectPrefix: string,
    visit: (record: CommitRecord) => unknown,
    paths: readonly string[] = [],
  ): Promise<void> {
    return forEachLogRecord(this.root, rev, subjectPrefix, visit, paths);
  }
}
