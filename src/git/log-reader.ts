/**
 * Reading history: the repository's root, a revision's commit, and `git log` streamed record by
 * record, a thin view over the spawner (./git.ts). `log` runs on this alone, so it starts without
 * loading the Repo adapter, and a slow reader of its output holds git back instead of letting
 * Node queue what git printed.
 */
import { gitCommandError, gitText } from './git.js';
import { gitRoot, logExit, spawnLog, type LogProcess } from './log-process.js';

export { gitRoot, notARepository, spawnLog, type LogProcess } from './log-process.js';

/** A commit as `log` reads it. */
export interface CommitRecord {
  sha: string;
  /** Committer date, ISO-8601. */
  date: string;
  author: string;
  authorEmail: string;
  message: string;
}

function toCommitRecord(record: string): CommitRecord {
  const fields = record.split('\x1f');
  const [sha = '', date = '', author = '', authorEmail = '', message = ''] = fields;
  // A \x1f inside the message (or an author field, which then shifts into it) stays in the
  // message, which is then not a gate's: nothing after it hides from the canonical check.
  if (fields.length <= 5) return { sha, date, author, authorEmail, message };
  return { sha, date, author, authorEmail, message: fields.slice(4).join('\x1f') };
}

/** The commit a revision names in the repository at `root`, or undefined when there is none. */
export async function resolveCommit(root: string, rev: string): Promise<string | undefined> {
  try {
    const command = {
      args: ['rev-parse', '-q', '--verify'],
      operands: [`${rev}^{commit}`],
    } as const;
    return (await gitText(command, { cwd: root })).trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The branches of the repository at `root` by name: its own, then origin's that it has none of
 * (a clone that never checked them out).
 */
export async function branchNames(root: string): Promise<string[]> {
  const command = {
    args: ['for-each-ref', '--format=%(refname)'],
    operands: ['refs/heads/', 'refs/remotes/origin/'],
  } as const;
  const names = new Set<string>();
  for (const ref of (await gitText(command, { cwd: root })).split('\n')) {
    const name = ref.startsWith('refs/heads/')
      ? ref.slice('refs/heads/'.length)
      : ref.slice('refs/remotes/origin/'.length);
    if (ref && name !== 'HEAD') names.add(name);
  }
  return [...names];
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
    void logExit(child).then((code) => {
      if (failure !== undefined) return reject(failure as Error);
      if (code !== 0) {
        const stderr = Buffer.concat(err).toString('utf8');
        return reject(gitCommandError({ args: ['log'] }, code ?? 1, stderr));
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

  branchNames(): Promise<string[]> {
    return branchNames(this.root);
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
