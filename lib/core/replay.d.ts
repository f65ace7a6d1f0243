/**
 * Replay: the ledger's events, in (at, id) order, folded into the state they imply — the score
 * (seed 004), the current cycle's progress (seed 003) and what happened since the last cycle.
 * score.json and progress.json are exactly this state written out, so they can always be
 * recomputed from the ledger, and a replay may resume from any monthly checkpoint.
 */
import { type CycleWindow, type ReplayState } from './ledger.js';
import type { LedgerEvent } from './model.js';
/** What replay needs besides the events. */
export interface ReplayOptions {
    /** IANA timezone in which the day rolls over. */
    timeZone: string;
}
/** Nothing scored since the last cycle. */
export declare function emptyWindow(): CycleWindow;
/**
 * Moves a replay state to the calendar day of `instant` (a later day archives today; an earlier
 * one changes nothing). Readers use it to show the score as of `now`.
 */
export declare function rollReplayStateTo(state: ReplayState, instant: string, options: ReplayOptions): ReplayState;
/**
 * Applies one event. Before it, the score rolls over to the event's calendar day; then a cycle
 * opens the next cycle's progress (every task forced required in the escalated and lockdown
 * tiers), a verdict moves score and progress, feedback moves the score, and a claim is an audit
 * record only.
 */
export declare function applyLedgerEvent(previous: ReplayState | undefined, event: LedgerEvent, options: ReplayOptions): ReplayState;
/**
 * Replays `events` (sorted here into (at, id) order) on top of `from` — a checkpoint, or nothing
 * for the start of the ledger. An empty ledger replays to `undefined`: there is no day yet.
 *
 * The same fold as applying applyLedgerEvent to each event in turn, but verdicts (most of a
 * ledger) update a working copy in place instead of copying the state per event: a year's ledger
 * is ~200,000 events. The copy is this replay's own; `from` and the events are never changed.
 */
export declare function replayLedger(events: readonly LedgerEvent[], options: ReplayOptions, from?: ReplayState): ReplayState | undefined;
