/**
 * `heartbeat-gate log [--json] [--since <date>]`: the audit trail — every cycle commit in git
 * history with when, score, target, tier, delta, each verdict and who made it.
 */
import { type CycleLogEntry } from '../../app/audit-log.js';
import type { CliCommand } from '../io.js';
/** The log as a terminal reads it: a headline per cycle, then one line per verdict. */
export declare function formatCycleLog(entries: readonly CycleLogEntry[]): string;
/** The log with each cycle commit marked verified, or not with what differs from the ledger. */
export declare function formatVerifiedLog(entries: readonly (CycleLogEntry & {
    problems: readonly string[];
})[]): string;
export declare const command: CliCommand;
