/**
 * `heartbeat-gate cycle`: when the tier's interval has passed (or with force), append the event
 * that opens the next cycle — the contract's tasks as they are now — replay, and record it as
 * one commit whose message and trailers are the audit record of the cycle that just ended.
 */
import { type CycleCommit } from '../core/cycle.js';
import type { ReplayState } from '../core/ledger.js';
import { type ScoreSummary } from '../core/score/summary.js';
import { type LedgerPlan, type LedgerSnapshot, type LedgerTarget } from './ledger-writer.js';
import { type SidecarSources } from './verifiers/sidecar.js';
export interface RunCycleOptions extends LedgerTarget {
    /** The instant the cycle runs at (ISO-8601). */
    now: string;
    /** Run even when the tier's interval has not passed. */
    force?: boolean;
    /**
     * Run the verification sidecar first, with these sources (the evidence gate, check runs);
     * without it the cycle scores only the verdicts recorded since the last one.
     */
    sidecar?: SidecarSources;
}
/** A cycle that ran. */
export interface CycleRan {
    ran: true;
    /** What the commit records (cycle number, score, target, tier, delta, verdicts). */
    record: CycleCommit;
    /** The instant the cycle started (its `now`, or just after a cycle that won a race). */
    startedAt: string;
    /** When the cycle after this one is due. */
    nextDueAt: string;
    summary: ScoreSummary;
    state: ReplayState;
    commit: string | undefined;
    branch: string;
    pushed: boolean;
    retries: number;
    warnings: string[];
}
/** A cycle that was not due. */
export interface CycleNotDue {
    ran: false;
    /** The last cycle's number and start. */
    lastCycle: number;
    lastCycleAt: string;
    intervalMinutes: number;
    nextDueAt: string;
    branch: string;
}
export type CycleOutcome = CycleRan | CycleNotDue;
/** Runs one heartbeat cycle on the state branch (and pushes it with `push`). */
export declare function runCycle(options: RunCycleOptions): Promise<CycleOutcome>;
/**
 * The ledger plan of one cycle on a snapshot: skip when not due (unless forced), else the cycle
 * event and its commit message. The Action's schedule composes it with the polled feedback.
 */
export declare function planCycle(snapshot: LedgerSnapshot, options: {
    now: string;
    force?: boolean;
    sidecar?: SidecarSources;
}): Promise<LedgerPlan<CycleOutcome> | {
    skip: CycleOutcome;
}>;
/**
 * What the commit of cycle `cycle` records, from the state just before its event and just after:
 * the one derivation both the writer and `log --verify` use.
 */
export declare function cycleCommitRecord(cycle: number, before: ReplayState | undefined, after: ReplayState, view: {
    defaultIntervalMinutes: number;
}): CycleCommit;
