/**
 * The event ledger: the append-only source of truth for score and progress. Text in, events out,
 * and back again — no I/O here; src/git/state-store.ts reads and writes the files.
 *
 * On disk the ledger is JSON Lines split into monthly segments (`ledger/YYYY-MM.jsonl`, UTC month
 * of `at`), each sorted by (at, id), so the same set of events always serializes to the same bytes
 * and two copies merge by a plain union of ids.
 */
import { z } from 'zod';
import { CycleEventSchema, CycleProgressSchema, FeedbackEventSchema, LedgerEventSchema, ScoreStateSchema, VerdictEventSchema, } from './model.js';
/**
 * Parses JSON Lines ledger text. Blank lines are ignored; every other line must be one event.
 * Errors are data (with line numbers) so the caller decides how to report them.
 */
export function parseLedger(text) {
    const events = [];
    const errors = [];
    const lines = text.split('\n');
    lines.forEach((raw, index) => {
        const line = index + 1;
        if (raw.trim() === '')
            return;
        let value;
        try {
            value = JSON.parse(raw);
        }
        catch (error) {
            errors.push({ line, message: `not JSON (${error.message})` });
            return;
        }
        const parsed = LedgerEventSchema.safeParse(value);
        if (!parsed.success) {
            const issue = parsed.error.issues[0];
            const field = issue && issue.path.length > 0 ? issue.path.join('.') : 'event';
            errors.push({ line, message: `${field}: ${issue?.message ?? 'invalid event'}` });
            return;
        }
        events.push(parsed.data);
    });
    return { events, errors };
}
/** Milliseconds since the epoch of an event's `at` (offsets allowed, so compare instants). */
export function eventTime(event) {
    return Date.parse(event.at);
}
/** The replay order: by instant, then by id, so every copy of the ledger replays alike. */
export function compareEvents(a, b) {
    const byTime = eventTime(a) - eventTime(b);
    if (byTime !== 0)
        return byTime;
    if (a.id === b.id)
        return 0;
    return a.id < b.id ? -1 : 1;
}
/** Events sorted into replay order (a copy). */
export function sortEvents(events) {
    // Each instant is parsed once, not twice per comparison: a year's ledger is ~200,000 events.
    const keyed = events.map((event) => ({ event, time: eventTime(event) }));
    keyed.sort((a, b) => {
        const byTime = a.time - b.time;
        if (byTime !== 0)
            return byTime;
        if (a.event.id === b.event.id)
            return 0;
        return a.event.id < b.event.id ? -1 : 1;
    });
    return keyed.map(({ event }) => event);
}
/** Canonical text of a ledger file: sorted, one event per line, trailing newline. */
export function serializeLedger(events) {
    return sortEvents(events)
        .map((event) => JSON.stringify(LedgerEventSchema.parse(event)))
        .map((line) => `${line}\n`)
        .join('');
}
/**
 * Unions ledgers by event id. The first occurrence of an id wins, so ingesting an event twice
 * changes nothing; a later copy with different content is reported, never silently kept.
 */
export function mergeLedgers(...ledgers) {
    const byId = new Map();
    const added = [];
    const conflicts = [];
    ledgers.forEach((ledger, index) => {
        for (const event of ledger) {
            const text = JSON.stringify(LedgerEventSchema.parse(event));
            const seen = byId.get(event.id);
            if (seen) {
                if (seen.text !== text && !conflicts.includes(event.id))
                    conflicts.push(event.id);
                continue;
            }
            byId.set(event.id, { event, text });
            if (index > 0)
                added.push(event);
        }
    });
    return {
        events: sortEvents([...byId.values()].map((entry) => entry.event)),
        added: sortEvents(added),
        conflicts,
    };
}
/** The segment an event belongs to: the UTC month of its instant, `YYYY-MM`. */
export function ledgerMonth(event) {
    return new Date(eventTime(event)).toISOString().slice(0, 7);
}
/** Groups events into monthly segments, each in replay order, months ascending. */
export function splitByMonth(events) {
    const months = new Map();
    for (const event of sortEvents(events)) {
        const month = ledgerMonth(event);
        const list = months.get(month);
        if (list)
            list.push(event);
        else
            months.set(month, [event]);
    }
    return new Map([...months.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
/** What the cycle commit reports: everything scored since the last cycle event. */
export const CycleWindowSchema = z.object({
    /** Sum of the points of the events since the last cycle (verdicts and feedback). */
    points: z.number().int(),
    verdicts: z.array(VerdictEventSchema),
    feedback: z.array(FeedbackEventSchema),
});
/** The state a ledger replays to; also what a monthly checkpoint stores. */
export const ReplayStateSchema = z.object({
    score: ScoreStateSchema,
    progress: CycleProgressSchema.optional(),
    lastCycle: CycleEventSchema.optional(),
    sinceLastCycle: CycleWindowSchema,
});
