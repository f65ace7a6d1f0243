/**
 * Every copy of the state's ledger (the branch's commit, the working tree, the remote's head)
 * merged by event id month by month, replayed from the earliest month that changed, and the
 * state files that replay implies. Copies are compared by blob id, so untouched months are
 * neither read nor parsed.
 */
import { ledgerMonth, mergeLedgers, ReplayStateSchema, serializeLedger, } from '../core/ledger.js';
import { CycleProgressSchema, ScoreStateSchema } from '../core/model.js';
import { applyLedgerEvent } from '../core/replay.js';
import { gitBlobId, stateJson, statePaths } from '../git/state-store.js';
/** Every copy of the ledger merged by event id, month by month, parsed only where needed. */
export class MergedLedger {
    stores;
    months;
    constructor(stores, months) {
        this.stores = stores;
        this.months = months;
    }
    static async load(stores) {
        const [base] = stores;
        const months = new Map();
        const all = [...new Set(stores.flatMap((store) => store.months))].sort();
        for (const month of all) {
            // Copies are compared by blob id: an untouched month is neither read nor parsed.
            const baseId = base?.months.includes(month) ? await segmentId(base, month) : undefined;
            let differs = false;
            for (const store of stores.slice(1)) {
                if (store.months.includes(month) && (await segmentId(store, month)) !== baseId) {
                    differs = true;
                }
            }
            let events;
            if (differs) {
                const copies = [];
                for (const store of stores) {
                    if (store.months.includes(month))
                        copies.push(await store.segment(month));
                }
                events = mergeLedgers(...copies).events;
            }
            months.set(month, { baseId, events, text: undefined });
        }
        return new MergedLedger(stores, months);
    }
    /** Adds new events by id (a recorded copy wins); reports which were new and which conflicted. */
    async add(events) {
        const added = [];
        const conflicts = [];
        const byMonth = new Map();
        for (const event of events) {
            const month = ledgerMonth(event);
            byMonth.set(month, [...(byMonth.get(month) ?? []), event]);
        }
        for (const [month, monthEvents] of byMonth) {
            const merged = mergeLedgers(await this.monthEvents(month), monthEvents);
            added.push(...merged.added);
            conflicts.push(...merged.conflicts);
            const copy = this.months.get(month) ?? {
                baseId: undefined,
                events: undefined,
                text: undefined,
            };
            this.months.set(month, { ...copy, events: merged.events, text: undefined });
        }
        const sorted = [...this.months.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
        this.months.clear();
        for (const [month, copy] of sorted)
            this.months.set(month, copy);
        return { added, conflicts };
    }
    /** The merged events of a month (the base copy's, parsed on first use). */
    async monthEvents(month) {
        const copy = this.months.get(month);
        if (!copy)
            return [];
        if (!copy.events) {
            const base = this.stores[0];
            copy.events = base?.months.includes(month) ? await base.segment(month) : [];
        }
        return copy.events;
    }
    /** Whether any month of the merged ledger differs from the base copy. */
    differsFromBase() {
        return [...this.months.keys()].some((month) => this.changed(month));
    }
    /** Whether a month's merged text differs from the base copy. */
    changed(month) {
        const copy = this.months.get(month);
        if (!copy?.events)
            return false;
        copy.text ??= serializeLedger(copy.events);
        return gitBlobId(copy.text) !== copy.baseId;
    }
    /**
     * Replays from the checkpoint of the earliest month that differs from the base (at least the
     * last month, so the state is always there), capturing the state around the `watch` events.
     */
    async replay(options, watch) {
        const months = [...this.months.keys()];
        let start = months.findIndex((month) => this.changed(month));
        if (start < 0)
            start = Math.max(0, months.length - 1);
        // Resume from the nearest month with a checkpoint (a month new to the ledger has none yet).
        const base = this.stores[0];
        while (start > 0 && !base?.checkpoint(months[start]))
            start -= 1;
        const from = start > 0 ? base?.checkpoint(months[start]) : undefined;
        const checkpoints = new Map();
        const before = new Map();
        const after = new Map();
        let state = from;
        for (const month of months.slice(start)) {
            if (state && month !== months[0])
                checkpoints.set(month, state);
            for (const event of await this.monthEvents(month)) {
                if (watch?.has(event.id))
                    before.set(event.id, state);
                state = applyLedgerEvent(state, event, options);
                if (watch?.has(event.id))
                    after.set(event.id, state);
            }
        }
        return { state, checkpoints, before, after };
    }
    /** The state files the merged ledger implies for the months that may have changed. */
    async files(paths, replayed) {
        const files = new Map();
        // Months never loaded are the base copy, unchanged; only loaded months can differ.
        for (const [month, copy] of this.months) {
            if (copy.events)
                files.set(paths.segment(month), (copy.text ??= serializeLedger(copy.events)));
        }
        for (const [month, checkpoint] of replayed.checkpoints) {
            files.set(paths.checkpoint(month), stateJson(ReplayStateSchema.parse(checkpoint)));
        }
        if (replayed.state) {
            files.set(paths.score, stateJson(ScoreStateSchema.parse(replayed.state.score)));
            if (replayed.state.progress) {
                files.set(paths.progress, stateJson(CycleProgressSchema.parse(replayed.state.progress)));
            }
        }
        return files;
    }
}
/** A store's segment id: git's when it has one, else computed from the file. */
async function segmentId(store, month) {
    const id = store.segmentIds.get(month);
    if (id !== undefined)
        return id;
    const text = await store.segmentText(month);
    return text === undefined ? undefined : gitBlobId(text);
}
