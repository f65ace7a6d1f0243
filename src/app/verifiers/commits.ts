/**
 * The cycle's commits as the verifiers see them, read with git: which commits landed since the
 * last cycle, which paths they changed (`file:`), and the evidence claims in their trailers
 * (`evidence:`, and the commits `check:` reads).
 */
import { claimEvents } from '../../core/claim-event.js';
import { isAgentCommit, isAgentLogin } from '../../core/identity.js';
import type { EvidenceJudge } from '../../core/evidence/judge.js';
import type { ClaimEvent } from '../../core/model.js';
import { taskIdsFromMessage } from '../../core/trailers.js';
import type { CycleChanges } from '../../core/verify.js';
import type { Repo } from '../../git/repo.js';
import { CYCLE_SUBJECT_PREFIX } from '../../core/cycle.js';

// The evidence gates are passed in rather than imported: the CLI bundle keeps them in the commit
// hook's own chunk (its start-up is the product), and the cycle borrows them from there.
export type { EvidenceJudge };

/** One commit of the cycle, as git records it. */
export interface WorkCommit {
  sha: string;
  /** Committer date, ISO-8601 (when the commit landed, near enough for "since the last cycle"). */
  date: string;
  authorName: string;
  authorEmail: string;
  committerName: string;
  committerEmail: string;
  message: string;
  /** Paths the commit changed (both names of a rename). */
  paths: string[];
}

/** Which commits belong to the cycle: everything reachable from `to` and not from `from`. */
export interface CycleRange {
  /** The work branch's head now. */
  to: string;
  /** The head the last cycle saw, when known (exclusive). */
  from?: string | undefined;
  /** Without `from`: only commits committed after this instant (the last cycle's start). */
  since?: string | undefined;
}

const FIELD = '\x1f';
const RECORD = '\x1e';

/**
 * The commits of the cycle, oldest first, with the paths each changed. Cycle commits themselves
 * (state commits on the same branch) are not work and are left out.
 */
export async function readCycleCommits(repo: Repo, range: CycleRange): Promise<WorkCommit[]> {
  const revs = range.from ? [`${range.from}..${range.to}`] : [range.to];
  const out = await repo.raw({
    args: [
      'log',
      '--reverse',
      '--no-renames',
      '--name-only',
      `--format=${RECORD}%H${FIELD}%cI${FIELD}%an${FIELD}%ae${FIELD}%cn${FIELD}%ce${FIELD}%B${FIELD}`,
    ],
    operands: revs,
    paths: [],
  });
  const since = range.since === undefined ? undefined : Date.parse(range.since);
  return out
    .split(RECORD)
    .filter((record) => record.trim() !== '')
    .map((record) => {
      const [sha = '', date = '', an = '', ae = '', cn = '', ce = '', message = '', files = ''] =
        record.split(FIELD);
      return {
        sha,
        date,
        authorName: an,
        authorEmail: ae,
        committerName: cn,
        committerEmail: ce,
        message,
        paths: files.split('\n').filter((line) => line.trim() !== ''),
      };
    })
    .filter((commit) => !commit.message.startsWith(CYCLE_SUBJECT_PREFIX))
    .filter((commit) => since === undefined || Date.parse(commit.date) > since);
}

/** What `file:` hints are matched against. */
export function cycleChanges(commits: readonly WorkCommit[], range: CycleRange): CycleChanges {
  const label = (sha: string) => sha.slice(0, 12);
  const paths = new Set(commits.flatMap((commit) => commit.paths));
  const from = range.from ? label(range.from) : range.since ? `since ${range.since}` : 'start';
  return { range: `${from}..${label(range.to)}`, commits: commits.length, paths: [...paths] };
}

/**
 * Who GitHub says brought each of the cycle's commits in (the Action; see `pushers.ts`), for
 * whose a commit is. Undefined where no API speaks (the CLI).
 */
export interface CommitOwners {
  pushers: ReadonlyMap<string, string>;
  /** Commits whose pusher a cut listing hides: the logins that answer for them, and why. */
  unproven: ReadonlyMap<string, { logins: readonly string[]; why: string }>;
  /**
   * No other agent is configured: a commit GitHub names no pusher for (a squash merge, a listing
   * cut short) is then the agent's by its author or committer, since no other agent can be framed.
   */
  onlyAgent: boolean;
}

/**
 * The evidence claims in the cycle's commit trailers, each judged by its gate, as ledger claim
 * events (`commit:<sha>:<topic>`, the id the rest of heartbeat-gate uses). With `agents`
 * configured only their commits count; with none, every commit on the branch does, since whoever
 * can push there is trusted already. Whose a commit is: see {@link isAgentsWork}.
 */
export function claimsFromCommits(
  commits: readonly WorkCommit[],
  agents: readonly string[],
  judge: EvidenceJudge,
  owners?: CommitOwners,
): ClaimEvent[] {
  const claims: ClaimEvent[] = [];
  for (const commit of commits) {
    const whose = agents.length > 0 ? agentsPart(commit, agents, owners) : 'own';
    if (whose === 'none') continue;
    const taskIds = taskIdsFromMessage(commit.message, { cleanup: 'none' });
    const events = claimEvents(
      judge.evidenceClaimsFromMessage(commit.message, { cleanup: 'none' }),
      judge.evaluateEvidence,
      {
        idPrefix: `commit:${commit.sha}`,
        at: commit.date,
        sha: commit.sha,
        source: 'trailer',
        taskIds: () => taskIds,
      },
    );
    // Not proven the agent's, yet it may be: judged as its own, it can never pay (src/core/verify.ts).
    claims.push(...(whose === 'own' ? events : events.map((e) => ({ ...e, unproven: whose.why }))));
  }
  return claims;
}

/** The commits whose trailers hold claims: the only ones whose owner matters. */
export function claimCommits(commits: readonly WorkCommit[], judge: EvidenceJudge): string[] {
  return commits
    .filter((c) => judge.evidenceClaimsFromMessage(c.message, { cleanup: 'none' }).length > 0)
    .map((c) => c.sha);
}

/**
 * Whether a commit is the agent's work (issue 26, class D): the pusher GitHub names, when it
 * names one; else, where no API speaks or no other agent could be framed, its author or committer
 * by their GitHub noreply address. A `Co-authored-by` trailer never counts: it is text the pusher
 * writes, and would move blame or credit onto whoever it names. A commit whose pusher the agent's
 * own flood of pushes hides is the agent's to answer for, not proven (`unproven`).
 */
function agentsPart(
  commit: WorkCommit,
  agents: readonly string[],
  owners: CommitOwners | undefined,
): 'own' | 'none' | { why: string } {
  const pusher = owners?.pushers.get(commit.sha);
  if (pusher !== undefined) return isAgentLogin(pusher, agents) ? 'own' : 'none';
  const hidden = owners?.unproven.get(commit.sha);
  if (hidden?.logins.some((login) => isAgentLogin(login, agents))) return { why: hidden.why };
  if (owners && !owners.onlyAgent) return 'none';
  const own = isAgentCommit(
    {
      author: { name: commit.authorName, email: commit.authorEmail },
      committer: { name: commit.committerName, email: commit.committerEmail },
    },
    agents,
  );
  return own ? 'own' : 'none';
}
