import type { Repo } from './repo.js';
import { type StateStore } from './state-store.js';
/**
 * A write with nothing to commit still leaves every copy whole. A writer killed after moving the
 * branch but before writing or staging the state files leaves the checkout behind the branch:
 * when the ledger holds nothing the branch lacks, its state files are restored from the branch
 * (working tree and index). A local branch left behind the remote's head (a writer killed after
 * its push) moves up to it.
 */
export declare function settleCopies(repo: Repo, copies: {
    ref: string;
    localHead: string | undefined;
    /** The commit the write would have built on. */
    base: string | undefined;
    /** The local branch diverged from the remote (base is not a fast-forward of it). */
    merged: boolean;
    checkedOut: boolean;
    /** The merged ledger (working tree included) is exactly the base's. */
    ledgerIsBase: boolean;
    stateDir: string;
}): Promise<void>;
/** Diverged histories are merged only when the local side changed nothing but state. */
export declare function ensureOnlyStateDiverged(repo: Repo, remoteHead: string, localHead: string, stateDir: string, branch: string): Promise<void>;
/**
 * Moves `ref` from `from` to `to` (compare-and-swap). When the branch is checked out, the state
 * files in the working tree and the index follow, and nothing else of the user's work is touched;
 * if `to` also changed files outside the state folder (the remote moved), git fast-forwards.
 */
export declare function moveLocalBranch(repo: Repo, move: {
    ref: string;
    from: string | undefined;
    to: string;
    /** The paths `to` changed from `from`, when known without asking git. */
    changed: string[] | undefined;
    stateDir: string;
    worktree: {
        store: StateStore;
        desired: ReadonlyMap<string, string>;
    } | undefined;
}): Promise<{
    ok: true;
} | {
    ok: false;
    warning: string;
}>;
