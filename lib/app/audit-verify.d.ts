/**
 * `log --verify`: a cycle commit is an audit record only when it is what the gate would have
 * written — it adds its cycle's event to the ledger, and its score, target, tier, delta, interval
 * and verdicts equal a replay of the ledger up to that event. Anyone can write a commit with a
 * well-formed cycle message; this is how `log` tells those apart. A separate, slower path than
 * `log` itself (one replay of the whole ledger and one patch read per listed commit).
 */
import type { Config } from '../config.js';
import type { Repo } from '../git/repo.js';
import type { CycleLogEntry } from './audit-log.js';
/**
 * The problems of each listed cycle commit (by sha; an empty list: it verifies), judged against
 * the ledger at `head` (the state branch's head `log` reads).
 */
export declare function verifyCycleLog(repo: Repo, config: Config, head: string | undefined, entries: readonly CycleLogEntry[]): Promise<Map<string, string[]>>;
