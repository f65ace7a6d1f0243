/**
 * The event ledger: the append-only source of truth for score and progress. Text in, events out,
 * and back again — no I/O here; src/git/state-store.ts reads and writes the files.
 *
 * On disk the ledger is JSON Lines split into monthly segments (`ledger/YYYY-MM.jsonl`, UTC month
 * of `at`), each sorted by (at, id), so the same set of events always serializes to the same bytes
 * and two copies merge by a plain union of ids.
 */
import type { LedgerEvent } from './model.js';
import { check, parse } from './plain-schema.js';
import { LedgerEventRule } from './state-rules.js';

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
export function parseLedger(text: string): ParsedLedger {
  const events: LedgerEvent[] = [];
  const errors: LedgerLineError[] = [];
  const lines = text.split('\n');
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch (error) {
      errors.push({ line, message: `not JSON (${(error as Error).message})` });
      return;
    }
    const parsed = check(LedgerEventRule, value);
    if ('issue' in parsed) {
      const { path, message } = parsed.issue;
      errors.push({ line, message: `${path.length > 0 ? path.join('.') : 'event'}: ${message}` });
      return;
    }
    events.push(parsed.value);
  });
  return { events, errors };
}

/** Milliseconds since the epoch of an event's `at` (offsets allowed, so compare instants). */
export function eventTime(event: Pick<LedgerEvent, 'at'>): number {
  return Date.parse(event.at);
}

/** The replay order: by instant, then by id, so every copy of the ledger replays alike. */
export function compareEvents(a: LedgerEvent, b: LedgerEvent): number {
  const byTime = eventTime(a) - eventTime(b);
  if (byTime !== 0) return byTime;
  if (a.id === b.id) return 0;
  return a.id < b.id ? -1 : 1;
}

/** Events sorted into replay order (a copy). */
export function sortEvents(events: readonly LedgerEvent[]): LedgerEvent[] {
  // Each instant is parsed once, not twice per comparison: a year's ledger is ~200,000 events.
  const keyed = events.map((event) => ({ event, time: eventTime(event) }));
  keyed.sort((a, b) => {
    const byTime = a.time - b.time;
    if (byTime !== 0) return byTime;
    if (a.event.id === b.event.id) return 0;
    return a.event.id < b.event.id ? -1 : 1;
  });
  return keyed.map(({ event }) => event);
}

/** Canonical text of a ledger file: sorted, one event per line, trailing newline. */
export function serializeLedger(events: readonly LedgerEvent[]): string {
  return sortEvents(events)
    .map((event) => JSON.stringify(parse(LedgerEventRule, event)))
    .map((line) => `${line}\n`)
    .join('');
}

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
export function mergeLedgers(...ledgers: ReadonlyArray<readonly LedgerEvent[]>): LedgerMerge {
  const byId = new Map<string, { event: LedgerEvent; text: string }>();
  const added: LedgerEvent[] = [];
  const conflicts: string[] = [];
  ledgers.forEach((ledger, index) => {
    for (const event of ledger) {
      const text = JSON.stringify(parse(LedgerEventRule, event));
      const seen = byId.get(event.id);
      if (seen) {
        if (seen.text !== text && !conflicts.includes(event.id)) conflicts.push(event.id);
        continue;
      }
      byId.set(event.id, { event, text });
      if (index > 0) added.push(event);
    }
  });
  return {
    events: sortEvents([...byId.values()].map((entry) => entry.event)),
    added: sortEvents(added),
    conflicts,
  };
}

/** The segment an event belongs to: the UTC month of its instant, `YYYY-MM`. */
export function ledgerMonth(event: Pick<LedgerEvent, 'at'>): string {
  return new Date(eventTime(event)).toISOString().slice(0, 7);
}

/** Groups events into monthly segments, each in replay order, months ascending. */
export function splitByMonth(events: readonly LedgerEvent[]): Map<string, LedgerEvent[]> {
  const months = new Map<string, LedgerEvent[]>();
  for (const event of sortEvents(events)) {
    const month = ledgerMonth(event);
    const list = months.get(month);
    if (list) list.push(event);
    else months.set(month, [event]);
  }
  return new Map([...months.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
