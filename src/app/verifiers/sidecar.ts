/**
 * The sidecar inside a cycle: just before the next cycle opens, judge each task of the cycle that
 * is ending against real state and record one verdict event per task, so the cycle commit scores
 * them and names every contradiction. Left alone: tasks whose hint selects no verifier (judged by
 * `heartbeat-gate verdict`, and `lint` warns), tasks that already have a verdict since the last
 * cycle (an operator's), and abandoned tasks (no attempts left).
 */
import type { Config } from '../../config.js';
import { parseHeartbeatContract } from '../../core/contract.js';
import type { ReplayState } from '../../core/ledger.js';
import type { HeartbeatTask, VerdictEvent } from '../../core/model.js';
import { isAbandoned } from '../../core/progress.js';
import { evidenceText, parseVerifyHint, type TaskVerification } from '../../core/verify.js';
import type { Repo } from '../../git/repo.js';
import type { CheckReader } from './checks.js';
import type { EvidenceJudge } from './commits.js';
import { verifyCycle } from './index.js';

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
export async function trustedContractTasks(
  repo: Repo,
  config: Pick<Config, 'contract' | 'trustedBranch'>,
): Promise<HeartbeatTask[] | undefined> {
  for (const ref of [
    `refs/remotes/origin/${config.trustedBranch}`,
    `refs/heads/${config.trustedBranch}`,
  ]) {
    const commit = await repo.resolve(ref);
    if (!commit) continue;
    let text: string;
    try {
      text = await repo.raw(['show', `${commit}:${config.contract}`]);
    } catch {
      return undefined;
    }
    return parseHeartbeatContract(text, config.contract).tasks;
  }
  return undefined;
}

/** Verifies the tasks of `state.lastCycle` and returns their verdict events, timed before `startedAt`. */
export async function sidecarVerdicts(
  snapshot: { repo: Repo; config: Config; state: ReplayState | undefined },
  startedAt: string,
  sources: SidecarSources = {},
): Promise<SidecarVerdicts> {
  const { repo, config, state } = snapshot;
  const head = await repo.resolve('HEAD');
  const last = state?.lastCycle;
  if (!state || !last || !head) return { events: [], verifications: [], head };

  const judged = new Set(state.sinceLastCycle.verdicts.map((v) => v.taskId));
  const progress = new Map((state.progress?.tasks ?? []).map((t) => [t.taskId, t]));
  const tasks = last.tasks.filter((task) => {
    const current = progress.get(task.id);
    return (
      parseVerifyHint(task.verify).kind !== 'none' &&
      !judged.has(task.id) &&
      !(current && isAbandoned(current))
    );
  });
  if (tasks.length === 0) return { events: [], verifications: [], head };

  const verify = async () => {
    // A shallow checkout holds neither the last cycle's head nor the commits since it (and its
    // cut-off commit would look as if it added every file): fetch the history first.
    if (await repo.isShallow()) {
      const remote = sources.remote ?? 'origin';
      try {
        await repo.unshallow(remote);
      } catch (error) {
        throw new Error(
          `the checkout is shallow and its history could not be fetched from ${remote} ` +
            `(check out with fetch-depth: 0): ${(error as Error).message.trim()}`,
          { cause: error },
        );
      }
    }
    const from = last.head && (await repo.isAncestor(last.head, head)) ? last.head : undefined;
    const { verifications } = await verifyCycle(repo, {
      tasks,
      range: from ? { from, to: head } : { since: last.at, to: head },
      trustedTasks: await trustedContractTasks(repo, config),
      config,
      readChecks: sources.readChecks,
      evidence: sources.evidence,
      ...(sources.env ? { env: sources.env } : {}),
    });
    return verifications;
  };
  const key = `${last.id}:${tasks.map((t) => t.id).join(',')}`;
  const pending = sources.cache?.get(key) ?? verify();
  sources.cache?.set(key, pending);
  const verifications = await pending;
  // Just before the next cycle opens, and never before the cycle being judged.
  const at = new Date(Math.max(Date.parse(last.at), Date.parse(startedAt) - 1)).toISOString();
  const events = verifications.map((v): VerdictEvent => {
    const required =
      progress.get(v.taskId)?.required ??
      last.tasks.find((t) => t.id === v.taskId)?.required ??
      true;
    return {
      id: `verdict:${last.cycle}:${v.taskId}`,
      at,
      kind: 'verdict',
      taskId: v.taskId,
      verdict: v.verdict,
      groundTruthContradiction: v.groundTruthContradiction,
      required,
      evidence: evidenceText(v),
      ...(v.contradictions.length > 0
        ? { contradictions: v.contradictions.map(({ claimed, actual }) => ({ claimed, actual })) }
        : {}),
    };
  });
  return { events, verifications, head };
}
