/**
 * One `git cat-file --batch` kept open for a write's reads: objects are asked in rounds (the
 * refs, then the folders they lead to, then the files) and answered in order, so reading the state
 * costs one git process instead of one per round. git flushes each answer (no `--buffer`), so a
 * round can depend on the last. The process holds no reference on node's event loop while nothing
 * is asked: a command that ends without closing it still exits, and git then reads end of input.
 */
import { gitCommandError, spawnGit, type GitProcess } from './git.js';

/** One answer: the object's id, type and body, or type `missing` for a name naming none. */
export interface BatchAnswer {
  id: string;
  type: string;
  body: Buffer;
}

/** An answer's header: "<id> <type> <size>" (anything else says the name names no object). */
const HEADER = /^([0-9a-f]{40}|[0-9a-f]{64}) (\S+) (\d+)$/;

interface Round {
  count: number;
  answers: BatchAnswer[];
  resolve: (answers: BatchAnswer[]) => void;
  reject: (error: Error) => void;
}

export class ObjectReader {
  private child: GitProcess | undefined;
  private pending: Buffer = Buffer.alloc(0);
  private readonly rounds: Round[] = [];
  private failure: Error | undefined;

  constructor(private readonly cwd: string) {}

  /** The objects `names` name (ids, `<rev>^{commit}`, `<rev>:<path>`), in order. */
  ask(names: readonly string[]): Promise<BatchAnswer[]> {
    if (names.length === 0) return Promise.resolve([]);
    if (names.some((name) => /[\0\n]/.test(name))) {
      return Promise.reject(new Error('git cat-file --batch: a name holds a newline'));
    }
    if (this.failure) return Promise.reject(this.failure);
    const child = this.start();
    return new Promise<BatchAnswer[]>((resolve, reject) => {
      this.rounds.push({ count: names.length, answers: [], resolve, reject });
      this.hold(true);
      child.stdin!.write(`${names.join('\n')}\n`);
    });
  }

  /** Ends git's input and waits for it to exit. */
  async close(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
    this.hold(true);
    child.stdin!.end();
    await closed;
  }

  private start(): GitProcess {
    if (this.child) return this.child;
    const child = spawnGit({ args: ['cat-file', '--batch'] }, { cwd: this.cwd, stdin: 'pipe' });
    this.child = child;
    const stderr: Buffer[] = [];
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.stdout.on('data', (chunk: Buffer) => this.read(chunk));
    child.stdin!.on('error', () => undefined); // its exit status tells
    child.on('error', (error) => this.fail(error));
    child.on('close', (code) =>
      this.fail(
        gitCommandError(
          { args: ['cat-file', '--batch'] },
          code ?? 1,
          Buffer.concat(stderr).toString('utf8') || 'exited before answering',
        ),
      ),
    );
    return child;
  }

  /** Whether the process keeps node's event loop alive: only while a round waits. */
  private hold(waiting: boolean): void {
    const child = this.child;
    if (!child) return;
    // The pipes are sockets (typed as plain streams): each holds the loop as the process does.
    const handles = [child, child.stdout, child.stderr, child.stdin] as ({
      ref?: () => void;
      unref?: () => void;
    } | null)[];
    for (const handle of handles) {
      if (waiting) handle?.ref?.();
      else handle?.unref?.();
    }
  }

  private read(chunk: Buffer): void {
    this.pending = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    for (;;) {
      const round = this.rounds[0];
      if (!round) return;
      const eol = this.pending.indexOf(0x0a);
      if (eol < 0) return;
      const header = HEADER.exec(this.pending.subarray(0, eol).toString('utf8'));
      let answer: BatchAnswer;
      if (header) {
        const size = Number(header[3]);
        const end = eol + 1 + size;
        if (this.pending.length < end + 1) return;
        answer = { id: header[1]!, type: header[2]!, body: this.pending.subarray(eol + 1, end) };
        this.pending = this.pending.subarray(end + 1);
      } else {
        answer = { id: '', type: 'missing', body: Buffer.alloc(0) };
        this.pending = this.pending.subarray(eol + 1);
      }
      round.answers.push(answer);
      if (round.answers.length === round.count) {
        this.rounds.shift();
        if (this.rounds.length === 0) this.hold(false);
        round.resolve(round.answers);
      }
    }
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const round of this.rounds.splice(0)) round.reject(error);
  }
}
