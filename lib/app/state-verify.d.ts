/**
 * What a writer checks before it builds on a copy of the state: the ledger lines the gate last
 * wrote are still there byte for byte, the derived files and checkpoints equal a replay, and the
 * checkout holds no state change of its own. A write on top of a hand edit would "launder" it
 * into a gate commit, so a mismatch refuses the write (an InputError naming file and line).
 */
import type { Config } from '../config.js';
import type { Repo } from '../git/repo.js';
import { type StateStore } from '../git/state-store.js';
import { type LintFinding } from './state-lint.js';
/** Every commit the gate writes on the state branch has a subject starting so. */
export declare const STATE_SUBJECT_PREFIX = "heartbeat: ";
/**
 * The newest commit reachable from `commit` (first parents) that changed the state folder with
 * a gate subject: the copy a hand edit after it is compared with. Undefined when there is none.
 */
export declare function lastGateCommit(repo: Repo, commit: string, stateDir: string): Promise<string | undefined>;
/**
 * Ledger lines of `anchor` (a gate commit) that `store` no longer holds byte for byte. Merges
 * insert events between lines, so a line is only required to be present, not in place.
 */
export declare function changedLedgerLines(anchor: StateStore, store: StateStore, anchorName: string): Promise<LintFinding[]>;
/**
 * Refuses (InputError) a state commit whose ledger lost or changed a line the last gate commit
 * before it wrote, or whose derived files or checkpoints differ from a replay of its ledger.
 */
export declare function verifyStateCommit(repo: Repo, config: Config, commit: string, store: StateStore): Promise<void>;
/**
 * Refuses a checkout whose state files hold a change of their own: a ledger line the branch's
 * head lacks, or a derived file that is neither the head's nor a replay of the checkout's ledger.
 * A checkout left behind the branch by an interrupted write is not a change (it is restored).
 */
export declare function verifyCheckout(config: Config, head: StateStore, worktree: StateStore): Promise<void>;
