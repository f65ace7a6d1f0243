/**
 * The sidecar inside a cycle: just before the next cycle opens, judge each task of the cycle that
 * is ending against real state and record one verdict event per task, so the cycle commit scores
 * them and names every contradiction. Every task gets one, with a one-line reason; a hint without
 * a verifier of its own (`task_completed`) is judged from the claims naming the task. Left alone:
 * tasks that already have a verdict since the last cycle where those are trusted (an operator's,
 * on a workstation; never in the Action, where the agent can push one), and abandoned tasks.
 * Claims whose ground truth had not concluded ride on the cycle event and are read again.
 */
import { createHash } from 'node:crypto';
import { CONFIG_PATH, parseConfig, type Config } from '../../config.js';
import { parseHeartbeatContract } from '../../core/contract.js';
import type { ReplayState } from '../../core/ledger.js';
import type { ClaimEvent, HeartbeatTask, OpenClaim, VerdictEvent } from '../../core/model.js';
import { isAbandoned } from '../../core/progress.js';
import {
  evidenceText,
  nextOpenClaims,
  parseVerifyHint,
  type TaskVerification,
} from '../../core/verify.js';
import type { Repo } from '../../git/repo.js';
import type { CheckReader } from './checks.js';
import type { CommentClaimReader } from './comments.js';
import type { CommitPusherReader } from './pushers.js';
import type { EvidenceJudge } from './commits.js';
import { verifyCycle } from './index.js';
import { trustedBranchName } from '../trusted-branch.js';

/** What the entry point can offer the sidecar. */
export interface SidecarSources {
  /** The evidence gate for the commits' trailer claims (`evidence:`, ground truth, thrashing). */
  evidence: EvidenceJudge;
  /** Check runs and statuses through the GitHub API (the Action); the CLI has none. */
  readChecks?: CheckReader | undefined;
  /** The agent's PR comment claims since the judged cycle started (the Action); the CLI has none. */
  readCommentClaims?: CommentClaimReader | undefined;
  /** Who GitHub says pushed each commit (the Action), for whose a commit is; the CLI has none. */
  commitPushers?: { read: CommitPusherReader; onlyAgent: boolean } | undefined;
  env?: NodeJS.ProcessEnv;
  /** Where a shallow checkout fetches the history it lacks (default `origin`). */
  remote?: string | undefined;
  /**
   * Verifications by the judged cycle's event id: a cycle planned again in the same run (a write
   * over a head it does not trust) must not run the commands or read the API twice.
   */
  cache?: Map<
    string,
    Promise<{ verifications: TaskVerification[]; thrashed: Map<string, number> }>
  >;
  /**
   * Judge every task even when the ledger already holds a verdict for it since the last cycle.
   * The Action sets it: the state branch may carry a verdict the agent pushed itself.
   */
  judgeDespiteVerdicts?: boolean;
  /** The repository's default branch as GitHub says it (the Action), for an unset `trustedBranch`. */
  defaultBranch?: (() => Promise<string | undefined>) | undefined;
  /**
   * When GitHub says a commit reached the repository (the Action: its first check suite). A
   * cycle judges the checkout's first-parent commit that was the head at the cycle's due time,
   * the later of this and the committer date deciding; without it (the CLI), the committer date
   * alone, so a run that catches up judges each cycle as a run at its due time would have.
   */
  pushedAt?: ((sha: string) => Promise<string | undefined>) | undefined;
}

/** The verdicts of the ending cycle, and the work branch head the next cycle starts from. */
export interface SidecarVerdicts {
  events: VerdictEvent[];
  verifications: TaskVerification[];
  /** HEAD of the repository's checked-out branch (undefined in an empty repository). */
  head: string | undefined;
  /** Claims still awaiting their ground truth, for the next cycle event to carry. */
  openClaims: OpenClaim[];
}

/**
 * The remote's default branch, as the remote's `HEAD` says (`git ls-remote --symref`): the
 * clone's `origin/HEAD` is a ref the agent sets (`git remote set-head`), so it is asked only
 * when the remote cannot be (no network), as the clone's last word.
 */
async function remoteHeadBranch(repo: Repo, remote: string): Promise<string | undefined> {
  try {
    const answer = await repo.raw({ args: ['ls-remote', '--symref'], operands: [remote, 'HEAD'] });
    const branch = /^ref: refs\/heads\/(\S+)\s+HEAD$/m.exec(answer)?.[1];
    if (branch) return branch;
  } catch {
    // unreachable: the clone's copy below
  }
  try {
    const head = (
      await repo.raw({ args: ['symbolic-ref', '-q'], operands: [`refs/remotes/${remote}/HEAD`] })
    ).trim();
    const prefix = `refs/remotes/${remote}/`;
    return head.startsWith(prefix) ? head.slice(prefix.length) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The trusted branch's name (the one rule: src/app/trusted-branch.ts), from the remote: its
 * default branch as GitHub says it (the Action) or as its `HEAD` says, each read freshly fetched.
 * Never a guessed `main`.
 */
export async function trustedBranchOf(
  repo: Repo,
  config: Pick<Config, 'trustedBranch'>,
  sources: Pick<SidecarSources, 'defaultBranch' | 'remote'> = {},
): Promise<string | undefined> {
  const remote = sources.remote ?? 'origin';
  return trustedBranchName({
    remoteDefault: async () =>
      (await sources.defaultBranch?.()) ?? (await remoteHeadBranch(repo, remote)),
    namedBy: async (branch) => {
      const tip = await repo.fetchBranch(remote, branch).catch(() => undefined);
      const text =
        tip &&
        (await repo
          .raw({ args: ['show'], operands: [`${tip}:${CONFIG_PATH}`] })
          .catch(() => undefined));
      if (!text) return undefined;
      try {
        return parseConfig(text, `${branch}:${CONFIG_PATH}`).trustedBranch;
      } catch {
        return undefined; // the cycle reports a bad configuration where it reads it
      }
    },
    local: config.trustedBranch,
  });
}

/**
 * The tasks of the contract on the remote's trusted branch, fetched first (a local branch is as
 * writable as the working tree, and a stale remote-tracking copy may predate a removal), or
 * undefined when there is none.
 */
export async function trustedContractTasks(
  repo: Repo,
  config: Pick<Config, 'contract' | 'trustedBranch'>,
  sources: Pick<SidecarSources, 'defaultBranch' | 'remote'> = {},
): Promise<HeartbeatTask[] | undefined> {
  const branch = await trustedBranchOf(repo, config, sources);
  if (!branch) return undefined;
  const remote = sources.remote ?? 'origin';
  let commit: string | undefined;
  try {
    commit = await repo.fetchBranch(remote, branch);
  } catch {
    return undefined;
  }
  if (!commit) return undefined;
  let text: string;
  try {
    text = await repo.raw({ args: ['show'], operands: [`${commit}:${config.contract}`] });
  } catch {
    return undefined;
  }
  return parseHeartbeatContract(text, config.contract).tasks;
}

/** 12 hex digits of the SHA-256 of an event's content. */
function contentHash(body: object): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex').slice(0, 12);
}

/** Verifies the tasks of `state.lastCycle` and returns their verdict events, timed before `startedAt`. */
export async function sidecarVerdicts(
  snapshot: { repo: Repo; config: Config; state: ReplayState | undefined },
  startedAt: string,
  sources: SidecarSources,
): Promise<SidecarVerdicts> {
  const { repo, config, state } = snapshot;
  const checkedOut = await repo.resolve('HEAD');
  const last = state?.lastCycle;
  const history = () => fullHistory(repo, sources.remote ?? 'origin');
  if (last) await history();
  // The first cycle too: a run that starts late judges it on the head of its own instant.
  const head =
    checkedOut &&
    (await headAt(repo, checkedOut, startedAt, last?.head, sources.pushedAt, history));
  if (!state || !last || !head) return { events: [], verifications: [], head, openClaims: [] };
  // Just before the next cycle opens, and never before the cycle being judged.
  const at = new Date(Math.max(Date.parse(last.at), Date.parse(startedAt) - 1)).toISOString();
  const carried = last.openClaims ?? [];

  // On a workstation an operator's `verdict` since the last cycle decides the task. In the
  // Action the state branch may hold a verdict the agent pushed (under any id, ours included):
  // none stops the sidecar.
  const judged = new Set(
    sources.judgeDespiteVerdicts ? [] : state.sinceLastCycle.verdicts.map((v) => v.taskId),
  );
  const progress = new Map((state.progress?.tasks ?? []).map((t) => [t.taskId, t]));
  const tasks = last.tasks.filter((task) => {
    const current = progress.get(task.id);
    return !judged.has(task.id) && !(current && isAbandoned(current));
  });
  if (tasks.length === 0) {
    return { events: [], verifications: [], head, openClaims: nextOpenClaims(carried, [], at) };
  }
  const requiredOf = (taskId: string): boolean =>
    progress.get(taskId)?.required ?? last.tasks.find((t) => t.id === taskId)?.required ?? true;

  const verify = async () => {
    const from = last.head && (await repo.isAncestor(last.head, head)) ? last.head : undefined;
    // PR comments that cannot be read settle nothing, not even `unclear` (an unread claim could
    // be a lie): the run fails before it writes, and the cycle is judged at its due time by a
    // run that can read them (issue 26, class C).
    let commentClaims: ClaimEvent[] = [];
    if (sources.readCommentClaims) {
      try {
        commentClaims = await sources.readCommentClaims(last.at, config.agents, startedAt);
      } catch (error) {
        throw new Error(
          `the agent's PR comments since ${last.at} could not be read, so cycle ${last.cycle}'s tasks are left for a later run to judge: ${(error as Error).message}`,
          { cause: error },
        );
      }
    }
    const cmd = tasks.some((t) => parseVerifyHint(t.verify).kind === 'cmd');
    // Commands run on the head as it was at the due time, not on a later checkout.
    const checkout = cmd && head !== checkedOut ? await repo.temporaryWorktree(head) : undefined;
    try {
      const verified = await verifyCycle(repo, {
        tasks: tasks.map((task) => ({ ...task, required: requiredOf(task.id) })),
        range: from ? { from, to: head } : { since: last.at, to: head },
        // Only a task with a `cmd:` hint needs the trusted contract (and, in the Action, the API).
        trustedTasks: cmd ? await trustedContractTasks(repo, config, sources) : undefined,
        config,
        readChecks: sources.readChecks,
        commitPushers: sources.commitPushers,
        evidence: sources.evidence,
        ledgerClaims: commentClaims,
        openClaims: carried,
        asOf: startedAt,
        cwd: checkout?.path,
        ...(sources.env ? { env: sources.env } : {}),
      });
      const { claims, verifications } = verified;
      // Seed 002 thrashing, the PR gate's rule: blocked three times in a row abandons the task.
      const thrashing = sources.evidence.detectThrashing(claims);
      const blocked = new Map(thrashing?.streaks.map((s) => [s.taskId, s.blocked]));
      const thrashed = new Map(
        (thrashing?.abandoned ?? []).map((id): [string, number] => [id, blocked.get(id) ?? 0]),
      );
      return { verifications, thrashed };
    } finally {
      await checkout?.dispose();
    }
  };
  const key = `${last.id}:${tasks.map((t) => t.id).join(',')}`;
  const pending = sources.cache?.get(key) ?? verify();
  sources.cache?.set(key, pending);
  const { thrashed } = await pending;
  const verifications = (await pending).verifications.map((v) =>
    thrashed.has(v.taskId) && v.verdict !== 'verified' && !v.groundTruthContradiction
      ? {
          ...v,
          verdict: 'not_verified' as const,
          reason: `abandoned: build.blocked ${thrashed.get(v.taskId)} times in a row (thrashing)`,
        }
      : v,
  );
  const events = verifications.map((v): VerdictEvent => {
    const required = requiredOf(v.taskId);
    const body = {
      at,
      kind: 'verdict' as const,
      taskId: v.taskId,
      verdict: v.verdict,
      reason: v.reason,
      ...(thrashed.has(v.taskId) && v.verdict !== 'verified' ? { abandoned: true as const } : {}),
      groundTruthContradiction: v.groundTruthContradiction,
      required,
      evidence: evidenceText(v),
      ...(v.contradictions.length > 0
        ? { contradictions: v.contradictions.map(({ claimed, actual }) => ({ claimed, actual })) }
        : {}),
    };
    // In the Action the id names its content, so a look-alike the agent pushed first under the
    // plain id (or any other) cannot take this verdict's place in the ledger.
    const id = `verdict:${last.cycle}:${v.taskId}`;
    return {
      id: sources.judgeDespiteVerdicts ? `${id}:${contentHash(body)}` : id,
      ...body,
    };
  });
  return { events, verifications, head, openClaims: nextOpenClaims(carried, verifications, at) };
}

/**
 * A shallow checkout holds neither the last cycle's head nor the commits since it, nor the heads
 * at earlier due times (and its cut-off commit would look as if it added every file): fetch the
 * history first.
 */
async function fullHistory(repo: Repo, remote: string): Promise<void> {
  if (!(await repo.isShallow())) return;
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

/** How many first-parent commits back the head at a due time is looked for. */
const HEAD_WALK = 200;

/**
 * The trusted branch's head at `instant`: the newest first-parent commit from `current` that had
 * reached the repository by then (GitHub's time, or the later committer date), never older than
 * the last cycle's head. None found (history rewritten): the last cycle's head, else `current`.
 * `history` fetches what a shallow checkout lacks, needed only when `current` came later.
 */
async function headAt(
  repo: Repo,
  current: string,
  instant: string,
  lastHead: string | undefined,
  pushedAt: ((sha: string) => Promise<string | undefined>) | undefined,
  history: () => Promise<void>,
): Promise<string> {
  const at = Date.parse(instant);
  const reached = async (sha: string, committed: string): Promise<boolean> => {
    const asserted = await pushedAt?.(sha);
    const times = [Date.parse(committed), ...(asserted ? [Date.parse(asserted)] : [])];
    return Math.max(...times) <= at;
  };
  const tip = (
    await repo.raw({ args: ['log', '-1', '--format=%cI'], operands: [current], paths: [] })
  ).trim();
  if (await reached(current, tip)) return current;
  await history();
  const stop = lastHead && (await repo.isAncestor(lastHead, current)) ? lastHead : undefined;
  const out = await repo.raw({
    args: ['log', '--first-parent', `--max-count=${HEAD_WALK}`, '--format=%H %cI'],
    operands: [stop ? `${stop}..${current}` : current],
    paths: [],
  });
  for (const line of out.split('\n')) {
    const [sha, committed] = line.trim().split(' ');
    if (!sha || !committed) continue;
    if (await reached(sha, committed)) return sha;
  }
  return stop ?? current;
}
