import { check, parse } from './plain-schema.js';
import { LedgerEventRule } from './state-rules.js';
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
        .map((event) => JSON.stringify(parse(LedgerEventRule, event)))
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
            const text = JSON.stringify(parse(LedgerEventRule, event));
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
