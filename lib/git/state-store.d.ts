import { type ReplayState } from '../core/ledger.js';
import { type CycleProgress, type LedgerEvent, type ScoreState } from '../core/model.js';
import type { Repo } from './repo.js';
/** Paths of the state files, relative to the repository root. */
export declare const statePaths: (stateDir: string) => {
    score: string;
    progress: string;
    segment: (month: string) => string;
    checkpoint: (month: string) => string;
};
/** Where state files are read from: a working tree or a commit. Paths are repository-relative. */
export interface StateSource {
    /** Every file under the state directory, with a content id when the source has one (git blobs). */
    list(): Promise<Map<string, string | undefined>>;
    read(path: string): Promise<string | undefined>;
    /** How to name a file in an error message. */
    describe(path: string): string;
}
/** The state directory of a working tree. */
export declare function dirSource(root: string, stateDir: string): StateSource;
/** The state directory as committed in `commit` (undefined: an empty state). */
export declare function commitSource(repo: Repo, commit: string | undefined, stateDir: string): StateSource;
/** The validated state files of one source. Segments are parsed on first use. */
export interface StateStore {
    readonly source: StateSource;
    readonly stateDir: string;
    readonly score: ScoreState | undefined;
    readonly progress: CycleProgress | undefined;
    /** Months that have a ledger segment, ascending. */
    readonly months: readonly string[];
    /** Content ids of the segments when the source has them (to skip comparing equal files). */
    readonly segmentIds: ReadonlyMap<string, string | undefined>;
    segmentText(month: string): Promise<string | undefined>;
    /** The events of one month, validated (an InputError names the file and line). */
    segment(month: string): Promise<LedgerEvent[]>;
    /** The state before `month`, when a checkpoint was written for it. */
    checkpoint(month: string): ReplayState | undefined;
}
/** Loads and validates the state files of a source; the first bad file throws an InputError. */
export declare function loadStateStore(source: StateSource, stateDir: string): Promise<StateStore>;
/** Every event of a store, in month order (parses every segment). */
export declare function allEvents(store: StateStore): Promise<LedgerEvent[]>;
/** The id git gives `text` as a blob, computed here: comparing files needs no git process. */
export declare function gitBlobId(text: string): string;
/** Canonical JSON for derived files, so equal states are equal bytes. */
export declare function stateJson(value: unknown): string;
/**
 * Writes files (repository-relative path → text) under `root`, each atomically: a temp file in
 * the same folder, then a rename, so a reader never sees half a file.
 */
export declare function writeStateFiles(root: string, files: ReadonlyMap<string, string>): Promise<void>;
