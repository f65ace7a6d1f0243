/**
 * The event ledger: the append-only source of truth for score and progress. Text in, events out,
 * and back again — no I/O here; src/git/state-store.ts reads and writes the files.
 *
 * On disk the ledger is JSON Lines split into monthly segments (`ledger/YYYY-MM.jsonl`, UTC month
 * of `at`), each sorted by (at, id), so the same set of events always serializes to the same bytes
 * and two copies merge by a plain union of ids.
 */
import type { LedgerEvent } from './model.js';
export type { CycleWindow, ReplayState } from './state-rules.js';
/** A line of a ledger file that is not a valid event (1-based line number). */
export interface LedgerLineError {
    line: number;
    message: string;
}
/** Events parsed from one ledger file, and every line that failed, in file order. */
export interface ParsedLedger {
    events: LedgerEvent[];
    errors: LedgerLineError[];
}
/**
 * Parses JSON Lines ledger text. Blank lines are ignored; every other line must be one event.
 * Errors are data (with line numbers) so the caller decides how to report them.
 */
export declare function parseLedger(text: string): ParsedLedger;
/** Milliseconds since the epoch of an event's `at` (offsets allowed, so compare instants). */
export declare function eventTime(event: Pick<LedgerEvent, 'at'>): number;
/** The replay order: by instant, then by id, so every copy of the ledger replays alike. */
export declare function compareEvents(a: LedgerEvent, b: LedgerEvent): number;
/** Events sorted into replay order (a copy). */
export declare function sortEvents(events: readonly LedgerEvent[]): LedgerEvent[];
/** Canonical text of a ledger file: sorted, one event per line, trailing newline. */
export declare function serializeLedger(events: readonly LedgerEvent[]): string;
/** The result of merging ledgers by id. */
export interface LedgerMerge {
    /** The union, in replay order. */
    events: LedgerEvent[];
    /** Events of later inputs whose id the earlier inputs lacked. */
    added: LedgerEvent[];
    /** Ids seen again with different content: the first copy wins, the later one is reported. */
    conflicts: string[];
}
/**
 * Unions ledgers by event id. The first occurrence of an id wins, so ingesting an event twice
 * changes nothing; a later copy with different content is reported, never silently kept.
 */
export declare function mergeLedgers(...ledgers: ReadonlyArray<readonly LedgerEvent[]>): LedgerMerge;
/** The segment an event belongs to: the UTC month of its instant, `YYYY-MM`. */
export declare function ledgerMonth(event: Pick<LedgerEvent, 'at'>): string;
/** Groups events into monthly segments, each in replay order, months ascending. */
export declare function splitByMonth(events: readonly LedgerEvent[]): Map<string, LedgerEvent[]>;
