/**
 * State commits through GitHub's Git Data API, and what GitHub asserts about a commit. A commit the
 * Action creates this way with no custom author or committer is signed by GitHub for the token's
 * bot (`github-actions[bot]` for GITHUB_TOKEN) and marked verified; nobody without that token can
 * make one, whatever author name, email or date they write. Every function takes the repository
 * and branch as parameters, so state can live in another repository.
 */
import type { GitHub } from './octokit.js';

/** Where state commits go. */
export interface StateCommitTarget {
  owner: string;
  repo: string;
  branch: string;
}

/** One state file of the commit: its new text, or null when the commit removes it. */
export interface StateFileChange {
  path: string;
  text: string | null;
}

/** A commit to create: `changes` over `baseTree` (the first parent's tree; none for a root). */
export interface StateCommitPlan {
  parents: readonly string[];
  baseTree: string | undefined;
  changes: readonly StateFileChange[];
  message: string;
  /** The tree the changes must give (built and verified locally): anything else is refused. */
  expectedTree: string;
}

/** Refusals GitHub answers when the branch moved, is protected, or the token may not write. */
const REFUSED = new Set([403, 409, 422]);

/** GitHub's own message for a refusal (without the documentation link Octokit appends). */
function refusal(error: unknown): string | undefined {
  const { status, response } = error as { status?: number; response?: { data?: unknown } };
  if (status === undefined || !REFUSED.has(status)) return undefined;
  const data = response?.data as { message?: unknown } | undefined;
  const message = typeof data?.message === 'string' ? data.message : (error as Error).message;
  return message.trim().slice(0, 500);
}

/**
 * Creates the tree and the commit, then moves the branch to it without force (GitHub refuses a
 * move that is not a fast-forward, so a branch that moved meanwhile is never overwritten), or
 * creates the branch when the commit has no parent.
 */
export async function createStateCommit(
  github: Pick<GitHub, 'rest'>,
  target: StateCommitTarget,
  plan: StateCommitPlan,
): Promise<{ pushed: true; commit: string } | { pushed: false; reason: string }> {
  const { owner, repo, branch } = target;
  try {
    const tree = await github.rest.git.createTree({
      owner,
      repo,
      ...(plan.baseTree ? { base_tree: plan.baseTree } : {}),
      tree: plan.changes.map((change) =>
        change.text === null
          ? { path: change.path, mode: '100644' as const, type: 'blob' as const, sha: null }
          : {
              path: change.path,
              mode: '100644' as const,
              type: 'blob' as const,
              content: change.text,
            },
      ),
    });
    if (tree.data.sha !== plan.expectedTree) {
      throw new Error(
        `GitHub built tree ${tree.data.sha} for the state commit, not the verified ${plan.expectedTree}`,
      );
    }
    // No author, no committer: GitHub writes and signs it as the token's bot.
    const commit = await github.rest.git.createCommit({
      owner,
      repo,
      message: plan.message,
      tree: tree.data.sha,
      parents: [...plan.parents],
    });
    if (plan.parents.length > 0) {
      await github.rest.git.updateRef({
        owner,
        repo,
        ref: `heads/${branch}`,
        sha: commit.data.sha,
        force: false,
      });
    } else {
      await github.rest.git.createRef({
        owner,
        repo,
        ref: `refs/heads/${branch}`,
        sha: commit.data.sha,
      });
    }
    return { pushed: true, commit: commit.data.sha };
  } catch (error) {
    const reason = refusal(error);
    if (reason === undefined) throw error;
    return { pushed: false, reason };
  }
}

/** What GitHub asserts about one commit. */
export interface CommitAttestation {
  sha: string;
  /** GitHub verified its signature (`verification.verified`). */
  verified: boolean;
  /** `verification.reason` (`valid`, `unsigned`, …). */
  reason: string;
  /** The accounts GitHub links the author and committer to (null: none). */
  authorLogin: string | null;
  committerLogin: string | null;
  /** The git author name as written in the commit (the writer's claim, shown, never trusted). */
  authorName: string;
  /** Paths the commit changed against its first parent (GitHub's listing, first page). */
  files: string[];
}

/** `GET /repos/{owner}/{repo}/commits/{sha}`: one request per commit. */
export async function readCommitAttestation(
  github: Pick<GitHub, 'rest'>,
  target: { owner: string; repo: string },
  sha: string,
): Promise<CommitAttestation> {
  const { data } = await github.rest.repos.getCommit({
    owner: target.owner,
    repo: target.repo,
    ref: sha,
    per_page: 100,
  });
  return {
    sha: data.sha,
    verified: data.commit.verification?.verified === true,
    reason: data.commit.verification?.reason ?? 'unsigned',
    authorLogin: data.author?.login ?? null,
    committerLogin: data.committer?.login ?? null,
    authorName: data.commit.author?.name ?? '',
    files: (data.files ?? []).map((file) => file.filename),
  };
}
