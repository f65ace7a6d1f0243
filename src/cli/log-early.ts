/**
 * `log`'s head start: the CLI entry calls startEarlyLog before loading the rest of the bundle,
 * so git finds the repository's root and walks the history while node loads and compiles the
 * parser. Only `git log` of HEAD starts early (the state on the current branch, no `--branch`,
 * `--repository` or `--verify`); the command takes it when the configuration agrees, else it is
 * stopped and the command runs its own.
 */
import { CYCLE_SUBJECT_PREFIX } from '../core/cycle-message.js';
import { gitRoot, spawnLog, type LogProcess } from '../git/log-process.js';

/** What started before the command was loaded. */
export interface EarlyLog {
  cwd: string;
  /** `git rev-parse --show-toplevel` of cwd: the root, or undefined when cwd is not in a repository. */
  root: Promise<string | undefined>;
  /** `git log` of HEAD's cycle commits, run from cwd, unborn HEAD an empty log. */
  log: LogProcess;
  /** Call once the reader listens to `log`'s output: lets it flow. */
  release(): void;
}

let early: EarlyLog | undefined;

/** Options after which the log read is not HEAD's, or not the plain one. */
const NOT_HEAD = /^--(?:branch|repository|verify|help)(?:=|$)|^-h$/;

/** Starts git for `heartbeat-gate log <args>` in `cwd`, unless the options rule HEAD's log out. */
export function startEarlyLog(args: readonly string[], cwd: string): void {
  if (args.some((arg) => NOT_HEAD.test(arg))) return;
  const root = gitRoot(cwd).catch(() => undefined);
  const log = spawnLog(cwd, 'HEAD', CYCLE_SUBJECT_PREFIX, [], { ignoreMissing: true });
  // A failure to start is seen by the reader (or nobody, when the log is not used).
  log.on('error', () => {});
  // Node discards a child's unread output when it exits (a short log is all written before the
  // command loads): a listener marks it as read by someone, and holds it until release().
  const hold = () => {};
  log.stdout.on('readable', hold);
  log.stderr.on('readable', hold);
  const release = () => {
    for (const stream of [log.stdout, log.stderr]) {
      stream.off('readable', hold);
      stream.resume();
    }
  };
  early = { cwd, root, log, release };
}

/** The early log started for `cwd`, once; undefined when none was. */
export function takeEarlyLog(cwd: string): EarlyLog | undefined {
  const taken = early?.cwd === cwd ? early : undefined;
  early = undefined;
  return taken;
}

/** Stops an early log nobody took (git would wait on a full pipe forever). */
export function discardEarlyLog(log: LogProcess | undefined = early?.log): void {
  if (log === early?.log) early = undefined;
  if (!log || log.exitCode !== null) return;
  log.stdout.destroy();
  log.stderr.destroy();
  log.kill();
}
