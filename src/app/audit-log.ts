/**
 * The audit trail: every cycle commit in git history, read back from its trailers. One `git log`
 * with a format for the whole history (no process per commit), so 10,000 cycles read in one go.
 */
import { calendarDay } from '../core/score/calendar.js';
import {
  CYCLE_SUBJECT_PREFIX,
  parseCycleMessage,
  type CycleCommit,
} from '../core/cycle-message.js';
import type { CommitRecord } from '../git/log-reader.js';

/** One cycle commit as `heartbeat-gate log` reports it. */
export interface CycleLogEntry extends CycleCommit {
  sha: string;
  /** Committer date, ISO-8601 (when the cycle was recorded). */
  date: string;
  /** Who made the commit (the author), for the audit trail. */
  author: string;
  authorEmail: string;
  /**
   * Whether the entry was checked against the ledger: false as read, for a cycle commit's message
   * is what its author wrote; only `log --verify` sets it. (Set when the entry is built, not by a
   * copy per entry: a second spread of each of 10,000 entries grew the streaming log's memory.)
   */
  verified: boolean;
}

/** What the audit log reads history through: the Repo adapter, or `log`'s lean HistoryReader. */
export interface HistorySource {
  resolve(rev: string): Promise<string | undefined>;
  forEachLogRecord(
    rev: string,
    subjectPrefix: string,
    visit: (record: CommitRecord) => unknown,
    paths?: readonly string[],
  ): Promise<void>;
}

/**
 * Which cycle commits are one agent's: in a shared state repository (`repository`) only those
 * touching its folder (`paths`, a pathspec for git log), and in a team only those naming it.
 */
export function cycleLogScope(
  location: { config: { stateDir: string }; agent: string | undefined },
  repository: unknown,
) {
  const { config, agent } = location;
  return {
    paths: repository ? [config.stateDir] : [],
    // A team's agents share the state branch: each reads only the cycle commits naming it.
    ours: (entry: { agent?: string | undefined }) => agent === undefined || entry.agent === agent,
  };
}

/** Keeps entries from a calendar day (in `timeZone`) or from an instant onwards. */
export type LogFilter = { day: string; timeZone: string } | { instant: number };

/**
 * Visits each cycle commit reachable from `rev`, newest first, as git prints it: nothing is
 * kept, so memory does not grow with the history. None when `rev` does not exist yet. A promise
 * returned by `visit` (its output is full) holds git back until it settles.
 */
export async function forEachCycleLogEntry(
  repo: HistorySource,
  rev: string,
  since: LogFilter | undefined,
  visit: (entry: CycleLogEntry) => unknown,
  /** Only commits touching these paths (a repository's folder of a shared state repository). */
  paths: readonly string[] = [],
): Promise<void> {
  const head = await repo.resolve(rev);
  if (!head) return;
  await repo.forEachLogRecord(
    head,
    CYCLE_SUBJECT_PREFIX,
    (record) => {
      const cycle = parseCycleMessage(record.message);
      if (!cycle) return;
      if (since && !keep(record.date, since)) return;
      return visit({
        sha: record.sha,
        date: record.date,
        author: record.author,
        authorEmail: record.authorEmail,
        ...cycle,
        verified: false,
      });
    },
    paths,
  );
}

/** Cycle commits reachable from `rev`, newest first; none when `rev` does not exist yet. */
export async function readCycleLog(
  repo: HistorySource,
  rev: string,
  since?: LogFilter,
  paths: readonly string[] = [],
): Promise<CycleLogEntry[]> {
  const entries: CycleLogEntry[] = [];
  await forEachCycleLogEntry(
    repo,
    rev,
    since,
    (entry) => {
      entries.push(entry);
    },
    paths,
  );
  return entries;
}

const HOUR = 3_600_000;

// Filtered here rather than with `git log --since`, which stops early on out-of-order dates.
function keep(date: string, since: LogFilter): boolean {
  const instant = Date.parse(date);
  if ('instant' in since) return instant >= since.instant;
  // Day D starts between UTC midnight - 14 h and + 12 h in every timezone: only the instants in
  // between need the (slow) timezone conversion.
  const midnight = Date.parse(`${since.day}T00:00:00Z`);
  if (instant >= midnight + 12 * HOUR) return true;
  if (instant < midnight - 14 * HOUR) return false;
  return calendarDay(date, since.timeZone) >= since.day;
}
