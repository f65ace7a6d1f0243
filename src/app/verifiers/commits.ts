/**
 * The cycle's commits as the verifiers see them, read with git: which commits landed since the
 * last cycle, which paths they changed (`file:`), and the evidence claims in their trailers
 * (`evidence:`, and the commits `check:` reads).
 */
import { claimEvents } from '../../core/claim-event.js';
import { coAuthorsFromTrailers, isAgentCommit } from '../../core/identity.js';
import type { EvidenceJudge } from '../../core/evidence/judge.js';
import type { ClaimEvent } from '../../core/model.js';
import { parseTrailers, taskIdsFromMessage } from '../../core/trailers.js';
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
 * The evidence claims in the cycle's commit trailers, each judged by its gate, as ledger claim
 * events (`commit:<sha>:<topic>`, the id the rest of heartbeat-gate uses). With `agents`
 * configured only their commits count (by author, committer or `Co-authored-by`); with none,
 * every commit on the branch does, since whoever can push there is trusted already.
 */
export function claimsFromCommits(
  commits: readonly WorkCommit[],
  agents: readonly string[],
  judge: EvidenceJudge,
): ClaimEvent[] {
  const claims: ClaimEvent[] = [];
  for (const commit of commits) {
    if (agents.length > 0 && !isAgentsCommit(commit, agents)) continue;
    const taskIds = taskIdsFromMessage(commit.message, { cleanup: 'none' });
    claims.push(
      ...claimEvents(
        judge.evidenceClaimsFromMessage(commit.message, { cleanup: 'none' }),
        judge.evaluateEvidence,
        {
          idPrefix: `commit:${commit.sha}`,
          at: commit.date,
          sha: commit.sha,
          source: 'trailer',
          taskIds: () => taskIds,
        },
      ),
    );
  }
  return claims;
}

function isAgentsCommit(commit: WorkCommit, agents: readonly string[]): boolean {
  return isAgentCommit(
    {
      author: { name: commit.authorName, email: commit.authorEmail },
      committer: { name: commit.committerName, email: commit.committerEmail },
      coAuthors: coAuthorsFromTrailers(parseTrailers(commit.message, { cleanup: 'none' })),
    },
    agents,
  );
}
