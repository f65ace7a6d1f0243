import { type CycleCommit } from '../core/cycle.js';
import type { Repo } from '../git/repo.js';
/** One cycle commit as `heartbeat-gate log` reports it. */
export interface CycleLogEntry extends CycleCommit {
    sha: string;
    /** Committer date, ISO-8601 (when the cycle was recorded). */
    date: string;
    /** Who made the commit (the author), for the audit trail. */
    author: string;
    authorEmail: string;
}
/** Keeps entries from a calendar day (in `timeZone`) or from an instant onwards. */
export type LogFilter = {
    day: string;
    timeZone: string;
} | {
    instant: number;
};
/** Cycle commits reachable from `rev`, newest first; none when `rev` does not exist yet. */
export declare function readCycleLog(repo: Repo, rev: string, since?: LogFilter): Promise<CycleLogEntry[]>;
