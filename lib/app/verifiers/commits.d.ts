import type { evaluateEvidence, evidenceClaimsFromMessage } from '../../core/evidence/index.js';
import type { ClaimEvent } from '../../core/model.js';
import type { CycleChanges } from '../../core/verify.js';
import type { Repo } from '../../git/repo.js';
/**
 * The evidence gates, passed in rather than imported: the CLI bundle keeps the gates in the commit
 * hook's own chunk (its start-up is the product), and the cycle borrows them from there.
 */
export interface EvidenceJudge {
    evaluateEvidence: typeof evaluateEvidence;
    evidenceClaimsFromMessage: typeof evidenceClaimsFromMessage;
}
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
/**
 * The commits of the cycle, oldest first, with the paths each changed. Cycle commits themselves
 * (state commits on the same branch) are not work and are left out.
 */
export declare function readCycleCommits(repo: Repo, range: CycleRange): Promise<WorkCommit[]>;
/** What `file:` hints are matched against. */
export declare function cycleChanges(commits: readonly WorkCommit[], range: CycleRange): CycleChanges;
/**
 * The evidence claims in the cycle's commit trailers, each judged by its gate, as ledger claim
 * events (`commit:<sha>:<topic>`, the id the rest of heartbeat-gate uses). With `agents`
 * configured only their commits count (by author, committer or `Co-authored-by`); with none,
 * every commit on the branch does, since whoever can push there is trusted already.
 */
export declare function claimsFromCommits(commits: readonly WorkCommit[], agents: readonly string[], judge: EvidenceJudge): ClaimEvent[];
