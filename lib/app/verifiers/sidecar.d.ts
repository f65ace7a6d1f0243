/**
 * The sidecar inside a cycle: just before the next cycle opens, judge each task of the cycle that
 * is ending against real state and record one verdict event per task, so the cycle commit scores
 * them and names every contradiction. Left alone: tasks whose hint selects no verifier (judged by
 * `heartbeat-gate verdict`, and `lint` warns), tasks that already have a verdict since the last
 * cycle (an operator's), and abandoned tasks (no attempts left).
 */
import type { Config } from '../../config.js';
import type { ReplayState } from '../../core/ledger.js';
import type { HeartbeatTask, VerdictEvent } from '../../core/model.js';
import { type TaskVerification } from '../../core/verify.js';
import type { Repo } from '../../git/repo.js';
import type { CheckReader } from './checks.js';
import type { EvidenceJudge } from './commits.js';
/** What the entry point can offer the sidecar. */
export interface SidecarSources {
    /** The evidence gate for the commits' trailer claims (`evidence:` and ground truth). */
    evidence?: EvidenceJudge | undefined;
    /** Check runs and statuses through the GitHub API (the Action); the CLI has none. */
    readChecks?: CheckReader | undefined;
    env?: NodeJS.ProcessEnv;
    /** Where a shallow checkout fetches the history it lacks (default `origin`). */
    remote?: string | undefined;
    /**
     * Verifications by the judged cycle's event id: a write that starts over after a lost push race
     * plans again, and must not run the commands or read the API twice.
     */
    cache?: Map<string, Promise<TaskVerification[]>>;
}
/** The verdicts of the ending cycle, and the work branch head the next cycle starts from. */
export interface SidecarVerdicts {
    events: VerdictEvent[];
    verifications: TaskVerification[];
    /** HEAD of the repository's checked-out branch (undefined in an empty repository). */
    head: string | undefined;
}
/**
 * The tasks of the contract on the trusted branch (its remote-tracking copy first: a local branch
 * is as writable as the working tree), or undefined when there is none.
 */
export declare function trustedContractTasks(repo: Repo, config: Pick<Config, 'contract' | 'trustedBranch'>): Promise<HeartbeatTask[] | undefined>;
/** Verifies the tasks of `state.lastCycle` and returns their verdict events, timed before `startedAt`. */
export declare function sidecarVerdicts(snapshot: {
    repo: Repo;
    config: Config;
    state: ReplayState | undefined;
}, startedAt: string, sources?: SidecarSources): Promise<SidecarVerdicts>;
