/**
 * The verification sidecar's adapters in one call: plan each task (core), read what the plans
 * name — the cycle's commits, a trusted command's exit status, check runs through the API — and
 * judge (core). Entry points (the CLI cycle, the Action's scheduled cycle) only choose which
 * sources they have.
 */
import type { Config } from '../../config.js';
import type { ClaimEvent, HeartbeatTask } from '../../core/model.js';
import { type CycleChanges, type TaskVerification } from '../../core/verify.js';
import type { Repo } from '../../git/repo.js';
import type { CheckReader } from './checks.js';
import { type CycleRange, type EvidenceJudge } from './commits.js';
export { githubCheckReader, type CheckReader, type ChecksClient } from './checks.js';
export { allowedCommands, runVerifyCommand } from './command.js';
export { claimsFromCommits, cycleChanges, readCycleCommits, type CycleRange, type EvidenceJudge, } from './commits.js';
type VerifiedTask = Pick<HeartbeatTask, 'id' | 'verify' | 'preMarked'>;
/** Everything one round of verification may consult. */
export interface VerifyTasksInput {
    /** The tasks of the cycle being judged (as its cycle event recorded them). */
    tasks: readonly VerifiedTask[];
    /** Evidence claims since the last cycle. */
    claims: readonly ClaimEvent[];
    /** The paths the cycle's commits changed; undefined when they were not read. */
    changes: CycleChanges | undefined;
    /** Task id → the `cmd:` command the trusted contract holds for it. */
    allowedCommands: ReadonlyMap<string, string>;
    /** Where commands run (the repository's working tree). */
    cwd: string;
    commandTimeoutMs: number;
    /** Check runs and statuses through the GitHub API; undefined where there is no API (the CLI). */
    readChecks?: CheckReader | undefined;
    config: Pick<Config, 'checks' | 'groundTruth'>;
    /** Where `check:` looks when no claim names a commit (the branch head). */
    fallbackSha?: string | undefined;
    env?: NodeJS.ProcessEnv;
}
/** Verifies each task, in order; commands run one at a time. */
export declare function verifyTasks(input: VerifyTasksInput): Promise<TaskVerification[]>;
/** Options of {@link verifyCycle}. */
export interface VerifyCycleOptions {
    /** The tasks of the cycle being judged. */
    tasks: readonly VerifiedTask[];
    /** The commits of the cycle (the work branch's head, and where the last cycle stood). */
    range: CycleRange;
    /** The tasks of the contract read from the trusted branch (undefined: run no command). */
    trustedTasks: ReadonlyArray<Pick<HeartbeatTask, 'id' | 'verify'>> | undefined;
    config: Pick<Config, 'checks' | 'groundTruth' | 'agents' | 'commandTimeoutSeconds'>;
    /** The evidence gate that judges the commits' trailer claims; without it they are not read. */
    evidence?: EvidenceJudge | undefined;
    /** Claims the ledger already holds since the last cycle (e.g. PR comments), merged by id. */
    ledgerClaims?: readonly ClaimEvent[];
    readChecks?: CheckReader | undefined;
    env?: NodeJS.ProcessEnv;
}
/** Reads the cycle's commits from git and verifies every task against them. */
export declare function verifyCycle(repo: Repo, options: VerifyCycleOptions): Promise<{
    verifications: TaskVerification[];
    claims: ClaimEvent[];
}>;
