/**
 * The verification sidecar's adapters in one call: plan each task (core), read what the plans
 * name — the cycle's commits, a trusted command's exit status, check runs through the API — and
 * judge (core). Entry points (the CLI cycle, the Action's scheduled cycle) only choose which
 * sources they have.
 */
import type { Config } from '../../config.js';
import { mergeLedgers } from '../../core/ledger.js';
import type { ClaimEvent, HeartbeatTask, OpenClaim } from '../../core/model.js';
import {
  judgeVerification,
  planVerification,
  type CheckReading,
  type CycleChanges,
  type TaskVerification,
  readingsAsOf,
  trustedReadings,
} from '../../core/verify.js';
import type { Repo } from '../../git/repo.js';
import type { CheckReader } from './checks.js';
import { allowedCommands } from './command.js';
import {
  claimCommits,
  claimsFromCommits,
  cycleChanges,
  readCycleCommits,
  type CycleRange,
  type EvidenceJudge,
} from './commits.js';
import { OBSERVERS } from './observers.js';
import type { CommitPusherReader } from './pushers.js';

export { githubCheckReader, type CheckReader, type ChecksClient } from './checks.js';
export { allowedCommands, runVerifyCommand } from './command.js';
export { githubCommitPusherReader, type CommitPusherReader } from './pushers.js';
export {
  claimsFromCommits,
  cycleChanges,
  readCycleCommits,
  type CycleRange,
  type EvidenceJudge,
} from './commits.js';

type VerifiedTask = Pick<HeartbeatTask, 'id' | 'verify' | 'preMarked'> & { required?: boolean };

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
  /** Judge the check runs as GitHub knew them at this instant (the cycle's due time). */
  asOf?: string | undefined;
  config: Pick<Config, 'checks' | 'groundTruth' | 'agents' | 'producers'>;
  /** Where `check:` looks when no claim names a commit (the branch head). */
  fallbackSha?: string | undefined;
  /** Earlier cycles' claims still awaiting their ground truth. */
  openClaims?: readonly OpenClaim[];
  env?: NodeJS.ProcessEnv;
}

/** Verifies each task, in order; commands run one at a time. */
export async function verifyTasks(input: VerifyTasksInput): Promise<TaskVerification[]> {
  const results: TaskVerification[] = [];
  for (const task of input.tasks) {
    const plan = planVerification(task, input.claims, {
      checkAliases: input.config.checks,
      groundTruthChecks: input.config.groundTruth,
      fallbackSha: input.fallbackSha,
      ...(input.openClaims ? { openClaims: input.openClaims } : {}),
    });
    const checks = new Map<string, CheckReading[]>();
    const unreadable = new Set<string>();
    const unread: string[] = [];
    if (input.readChecks) {
      for (const sha of new Set(plan.checkReads.map((read) => read.sha))) {
        try {
          const read = await input.readChecks(sha);
          const known = input.asOf === undefined ? read : readingsAsOf(read, input.asOf);
          const trusted = trustedReadings(known, {
            agents: input.config.agents,
            producers: input.config.producers,
          });
          checks.set(sha, trusted.readings);
          unread.push(...trusted.ignored.map((line) => `${line} on ${sha.slice(0, 12)}`));
        } catch (error) {
          unreadable.add(sha);
          unread.push(`checks of ${sha.slice(0, 12)} unreadable: ${(error as Error).message}`);
        }
      }
    }
    const observe = OBSERVERS[plan.hint.kind];
    const own = observe
      ? await observe(plan, {
          allowedCommands: input.allowedCommands,
          cwd: input.cwd,
          commandTimeoutMs: input.commandTimeoutMs,
          env: input.env,
          changes: input.changes,
        })
      : {};
    const result = judgeVerification(plan, { checks, unreadable, ...own });
    results.push(
      unread.length > 0 ? { ...result, evidence: [...result.evidence, ...unread] } : result,
    );
  }
  return results;
}

/** Options of {@link verifyCycle}. */
export interface VerifyCycleOptions {
  /** The tasks of the cycle being judged. */
  tasks: readonly VerifiedTask[];
  /** The commits of the cycle (the work branch's head, and where the last cycle stood). */
  range: CycleRange;
  /** The tasks of the contract read from the trusted branch (undefined: run no command). */
  trustedTasks: ReadonlyArray<Pick<HeartbeatTask, 'id' | 'verify'>> | undefined;
  config: Pick<Config, 'checks' | 'groundTruth' | 'agents' | 'producers' | 'commandTimeoutSeconds'>;
  /** The evidence gate that judges the commits' trailer claims (`evidenceJudge`, thrashing included). */
  evidence: EvidenceJudge;
  /** Claims the ledger already holds since the last cycle (e.g. PR comments), merged by id. */
  ledgerClaims?: readonly ClaimEvent[];
  /** Earlier cycles' claims still awaiting their ground truth (the last cycle event's). */
  openClaims?: readonly OpenClaim[];
  readChecks?: CheckReader | undefined;
  /**
   * Who GitHub says pushed each commit (the Action), and whether this is the only agent
   * configured; without it (the CLI), a commit is the agent's by its noreply address.
   */
  commitPushers?: { read: CommitPusherReader; onlyAgent: boolean } | undefined;
  /** Judge the check runs as GitHub knew them at this instant (the cycle's due time). */
  asOf?: string | undefined;
  /** Where `cmd:` commands run: a checkout of `range.to` (default the repository's root). */
  cwd?: string | undefined;
  env?: NodeJS.ProcessEnv;
}

/** Reads the cycle's commits from git and verifies every task against them. */
export async function verifyCycle(
  repo: Repo,
  options: VerifyCycleOptions,
): Promise<{ verifications: TaskVerification[]; claims: ClaimEvent[] }> {
  const commits = await readCycleCommits(repo, options.range);
  const pushers = options.commitPushers;
  const owners =
    pushers && options.config.agents.length > 0
      ? {
          ...(await pushers.read(
            repo,
            claimCommits(commits, options.evidence),
            options.asOf ?? new Date().toISOString(),
          )),
          onlyAgent: pushers.onlyAgent,
        }
      : undefined;
  const fromCommits = options.evidence
    ? claimsFromCommits(commits, options.config.agents, options.evidence, owners)
    : [];
  const claims = mergeLedgers(options.ledgerClaims ?? [], fromCommits).events.filter(
    (event): event is ClaimEvent => event.kind === 'claim',
  );
  const verifications = await verifyTasks({
    tasks: options.tasks,
    claims,
    changes: cycleChanges(commits, options.range),
    allowedCommands: allowedCommands(options.trustedTasks),
    cwd: options.cwd ?? repo.root,
    commandTimeoutMs: options.config.commandTimeoutSeconds * 1000,
    readChecks: options.readChecks,
    asOf: options.asOf,
    config: options.config,
    fallbackSha: options.range.to,
    ...(options.openClaims ? { openClaims: options.openClaims } : {}),
    ...(options.env ? { env: options.env } : {}),
  });
  return { verifications, claims };
}
