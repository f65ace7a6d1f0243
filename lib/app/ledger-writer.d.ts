import { type Config } from '../config.js';
import type { ReplayState } from '../core/ledger.js';
import type { LedgerEvent } from '../core/model.js';
import { Repo } from '../git/repo.js';
/** Where state is written: the options every writing command shares. */
export interface LedgerTarget {
    /** A folder inside the repository. */
    cwd: string;
    /** Branch holding the state; default: the configured state branch, else the current branch. */
    branch?: string;
    /** Push the state commit to `remote` (and merge with what it holds). */
    push?: boolean;
    /** Remote to push to; default `origin`. */
    remote?: string;
}
/** The merged state a planner decides from. */
export interface LedgerSnapshot {
    repo: Repo;
    config: Config;
    branch: string;
    /** Every copy merged and replayed; undefined while the ledger is empty. */
    state: ReplayState | undefined;
}
/** What the new events did once merged and replayed. */
export interface LedgerEffects {
    /** The state after every event. */
    state: ReplayState | undefined;
    /** Planned events that were new (the others were already recorded). */
    added: LedgerEvent[];
    /** Planned event ids already recorded with other content (the recorded copy was kept). */
    conflicts: string[];
    /** The state just before, and just after, each planned event (by id). */
    before: ReadonlyMap<string, ReplayState | undefined>;
    after: ReadonlyMap<string, ReplayState>;
}
/** A planner's answer: events to append and how to describe the commit. */
export interface LedgerPlan<R> {
    events: LedgerEvent[];
    /** State files the commit carries besides the ledger's (path → text), e.g. the reaction poll cursor. */
    files?: ReadonlyMap<string, string>;
    /** The commit message and the command's result; may throw an InputError (nothing is written). */
    finish(effects: LedgerEffects): {
        message: string;
        result: R;
    };
}
/** Decides what to append from the current merged state; runs again after a lost push race. */
export type LedgerPlanner<R> = (snapshot: LedgerSnapshot) => Promise<LedgerPlan<R> | {
    skip: R;
}> | LedgerPlan<R> | {
    skip: R;
};
/** The outcome of one write. */
export interface LedgerWrite<R> {
    result: R;
    /** The new state commit; undefined when nothing changed (or the planner skipped). */
    commit: string | undefined;
    branch: string;
    /** The commit reached the remote. */
    pushed: boolean;
    /** How many times the write started over because the remote (or the branch) moved. */
    retries: number;
    /** Things the user should know that did not stop the write. */
    warnings: string[];
}
/**
 * Appends the planner's events to the ledger on the state branch in one commit. The planner sees
 * the state of every copy merged (local branch, working tree, remote head) and runs again each
 * time the write has to start over, so what it decides always fits the head it lands on.
 */
export declare function writeLedger<R>(target: LedgerTarget, planner: LedgerPlanner<R>): Promise<LedgerWrite<R>>;
