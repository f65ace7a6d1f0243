import { type LedgerEvent } from '../../src/core/model.js';
/** Every file under `root` (the .git folder's refs and HEAD included), path → bytes. */
export declare function snapshotTree(root: string): Promise<Map<string, string>>;
/** The ledger of a working tree's state folder, every segment parsed. */
export declare function worktreeLedger(root: string, stateDir?: string): Promise<LedgerEvent[]>;
/** What score.json and progress.json must hold: a full replay of the ledger from nothing. */
export declare function fullReplayFiles(root: string, timeZone?: string): Promise<{
    score: string | undefined;
    progress: string | undefined;
    checkpoint: string | undefined;
}>;
/** The parsed trailers of a commit, as git reads them. */
export declare function commitTrailers(root: string, rev: string): Promise<string[]>;
