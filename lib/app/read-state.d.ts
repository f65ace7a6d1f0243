/**
 * The reading side of the state: where the committed score lives for this repository (the state
 * branch when one is configured, else the working tree) and the score as of `now`. Never writes.
 */
import { type Config } from '../config.js';
import type { ScoreState } from '../core/model.js';
import { Repo } from '../git/repo.js';
import { type StateStore } from '../git/state-store.js';
/** A repository opened for reading its heartbeat state. */
export interface RepoState extends RepoLocation {
    store: StateStore;
}
/** A repository and where its state lives, before any state file is read. */
export interface RepoLocation {
    repo: Repo;
    config: Config;
    /** The state branch's head when one is configured (undefined: no state yet). */
    stateHead: string | undefined;
    /** The revision cycle commits are read from: `HEAD`, or the state branch's head. */
    rev: string;
}
/** Opens the repository containing `cwd` and its configuration. */
export declare function openRepo(cwd: string): Promise<RepoLocation>;
/** Opens the repository containing `cwd` and loads (and validates) its state files. */
export declare function openRepoState(cwd: string): Promise<RepoState>;
/** The score as of `now`: the committed state rolled over to now's calendar day. */
export interface ScoreAt {
    state: ScoreState;
    /** No score has been recorded yet: a fresh Day 1 (score 0, target 50). */
    fresh: boolean;
}
/** The committed score state moved to `now`'s calendar day in the configured timezone. */
export declare function scoreAt(opened: Pick<RepoState, 'config' | 'store'>, now: string): ScoreAt;
