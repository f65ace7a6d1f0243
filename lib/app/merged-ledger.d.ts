/**
 * Every copy of the state's ledger (the branch's commit, the working tree, the remote's head)
 * merged by event id month by month, replayed from the earliest month that changed, and the
 * state files that replay implies. Copies are compared by blob id, so untouched months are
 * neither read nor parsed.
 */
import { type ReplayState } from '../core/ledger.js';
import { type LedgerEvent } from '../core/model.js';
import { type ReplayOptions } from '../core/replay.js';
import { statePaths, type StateStore } from '../git/state-store.js';
/** Every copy of the ledger merged by event id, month by month, parsed only where needed. */
export declare class MergedLedger {
    private readonly stores;
    private readonly months;
    private constructor();
    static load(stores: readonly StateStore[]): Promise<MergedLedger>;
    /** Adds new events by id (a recorded copy wins); reports which were new and which conflicted. */
    add(events: readonly LedgerEvent[]): Promise<{
        added: LedgerEvent[];
        conflicts: string[];
    }>;
    /** The merged events of a month (the base copy's, parsed on first use). */
    private monthEvents;
    /** Whether any month of the merged ledger differs from the base copy. */
    differsFromBase(): boolean;
    /** Whether a month's merged text differs from the base copy. */
    private changed;
    /**
     * Replays from the checkpoint of the earliest month that differs from the base (at least the
     * last month, so the state is always there), capturing the state around the `watch` events.
     */
    replay(options: ReplayOptions, watch: ReadonlySet<string> | undefined): Promise<Replayed>;
    /** The state files the merged ledger implies for the months that may have changed. */
    files(paths: ReturnType<typeof statePaths>, replayed: Replayed): Promise<Map<string, string>>;
}
/** A replay of the merged ledger, with the state around the watched events. */
export interface Replayed {
    state: ReplayState | undefined;
    checkpoints: Map<string, ReplayState>;
    before: Map<string, ReplayState | undefined>;
    after: Map<string, ReplayState>;
}
