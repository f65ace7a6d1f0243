/**
 * Whether the state files are what the ledger says: each ledger segment in its canonical form
 * (sorted by (at, id), one canonical JSON object per line), and the derived files — score.json,
 * progress.json and the monthly checkpoints — byte for byte what a full replay of the ledger
 * writes, so a hand edit of any of them is caught.
 */
import type { Config } from '../config.js';
import { type StateStore } from '../git/state-store.js';
/** One problem lint found; `text` is the line printed for it (`file:line: severity: message`). */
export interface LintFinding {
    readonly file: string;
    readonly line?: number;
    readonly severity: 'error' | 'warning';
    readonly text: string;
}
/** Every way the state files differ from what the ledger gives. */
export declare function derivedStateFindings(store: StateStore, config: Config): Promise<LintFinding[]>;
