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
  /**
   * The branch does not exist yet: it is created on the commit, parents or not (a repository's
   * first write in a state repository moves its folder there on an older branch's history).
   */
  newBranch?: boolean;
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

/** The outcome of a state write: the commit GitHub wrote, or its reason for refusing. */
export type StateCommitResult =
  { pushed: true; commit: string } | { pushed: false; reason: string };

/**
 * Writes the state commit: one GraphQL `createCommitOnBranch` (one request) when it has a single
 * parent on an existing branch, else the Git Data API (a new branch, a merge: three requests).
 */
export async function createStateCommit(
  github: Pick<GitHub, 'rest' | 'graphql'>,
  target: StateCommitTarget,
  plan: StateCommitPlan,
): Promise<StateCommitResult> {
  const [parent, ...others] = plan.parents;
  return parent !== undefined && others.length === 0 && !plan.newBranch
    ? commitOnBranch(github, target, { ...plan, parent })
    : createThroughGitData(github, target, plan);
}

/** GitHub's GraphQL refusals of a write that leave the branch as it was: refused like a 422. */
const GRAPHQL_REFUSED = new Set(['STALE_DATA', 'FORBIDDEN', 'UNPROCESSABLE', 'NOT_FOUND']);

/** The reason of a GraphQL refusal (`errors[].type` on a 200 answer), or undefined. */
function graphqlRefusal(error: unknown): string | undefined {
  const { errors } = error as { errors?: unknown };
  if (!Array.isArray(errors)) return undefined;
  const typed = errors as { type?: unknown; message?: unknown }[];
  if (!typed.some((e) => typeof e.type === 'string' && GRAPHQL_REFUSED.has(e.type)))
    return undefined;
  const message = typed.map((e) => (typeof e.message === 'string' ? e.message : '')).join('; ');
  return message.trim().slice(0, 500) || 'GitHub refused the commit';
}

const CREATE_COMMIT_ON_BRANCH = `mutation StateCommit($input: CreateCommitOnBranchInput!) {
  createCommitOnBranch(input: $input) { commit { oid tree { oid } } }
}`;

/**
 * `createCommitOnBranch`: GitHub writes the commit as the token's account and signs it, and moves
 * the branch only if it still points at `parent` (`expectedHeadOid`): a branch that moved
 * meanwhile answers `STALE_DATA`, a refusal as the Git Data API's 422 (the branch has one writer:
 * never retried).
 */
async function commitOnBranch(
  github: Pick<GitHub, 'graphql'>,
  target: StateCommitTarget,
  plan: StateCommitPlan & { parent: string },
): Promise<StateCommitResult> {
  const [headline = '', ...rest] = plan.message.replace(/\n+$/, '').split('\n');
  const body = rest.join('\n').replace(/^\n+/, '');
  let answer: { createCommitOnBranch: { commit: { oid: string; tree: { oid: string } } } | null };
  try {
    answer = await github.graphql(CREATE_COMMIT_ON_BRANCH, {
      input: {
        branch: {
          repositoryNameWithOwner: `${target.owner}/${target.repo}`,
          branchName: target.branch,
        },
        expectedHeadOid: plan.parent,
        message: body ? { headline, body } : { headline },
        fileChanges: {
          additions: plan.changes
            .filter((change) => change.text !== null)
            .map((change) => ({
              path: change.path,
              contents: Buffer.from(change.text ?? '', 'utf8').toString('base64'),
            })),
          deletions: plan.changes
            .filter((change) => change.text === null)
            .map((change) => ({ path: change.path })),
        },
      },
    });
  } catch (error) {
    const reason = graphqlRefusal(error) ?? refusal(error);
    if (reason === undefined) throw error;
    return { pushed: false, reason };
  }
  const commit = answer.createCommitOnBranch?.commit;
  if (!commit) throw new Error('GitHub did not return the state commit it wrote');
  // The branch has moved by now; a tree other than the verified one is the next run's to judge
  // (its content is verified before anything builds on it), and this run fails loudly.
  if (commit.tree.oid !== plan.expectedTree) {
    throw new Error(
      `GitHub built tree ${commit.tree.oid} for the state commit ${commit.oid}, not the verified ${plan.expectedTree}`,
    );
  }
  return { pushed: true, commit: commit.oid };
}

/**
 * Creates the tree and the commit, then moves the branch to it without force (GitHub refuses a
 * move that is not a fast-forward, so a branch that moved meanwhile is never overwritten), or
 * creates the branch when the commit has no parent.
 */
async function createThroughGitData(
  github: Pick<GitHub, 'rest'>,
  target: StateCommitTarget,
  plan: StateCommitPlan,
): Promise<StateCommitResult> {
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
    if (plan.parents.length > 0 && !plan.newBranch) {
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
  /**
   * The committer date: GitHub's own clock for a commit it signed as written through the API
   * without a custom committer (the gate's); anyone's claim otherwise.
   */
  committedAt: string | undefined;
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
    committedAt: data.commit.committer?.date,
    files: (data.files ?? []).map((file) => file.filename),
  };
}

/** A commit of a repository (the state branch's head) whose signature a GraphQL query asks about. */
export interface CommitRef {
  owner: string;
  repo: string;
  sha: string;
}

/** The fields of a `Commit` that `gateCommitAttestation` reads (a fragment for any query). */
export const COMMIT_SIGNATURE_FIELDS =
  'oid committedDate author { name email } signature { isValid state wasSignedByGitHub }';

/** A `Commit` as GraphQL answers `COMMIT_SIGNATURE_FIELDS`. */
export interface CommitSignatureNode {
  oid: string;
  committedDate?: string;
  author: { name: string | null; email: string | null } | null;
  signature: { isValid: boolean; state: string; wasSignedByGitHub: boolean } | null;
}

/** The address GitHub writes as the author of the commits it creates for `login` (a bot). */
const noreplyOf = (login: string) =>
  new RegExp(
    `^\\d+\\+${login.replace(/[[\]\\^$.|?*+(){}]/g, '\\$&')}@users\\.noreply\\.github\\.com$`,
  );

/**
 * What GraphQL can confirm about a commit: that GitHub itself signed it (`wasSignedByGitHub`,
 * `state: VALID`) and that its author is `bot`'s own noreply address. GitHub signs only commits
 * it writes, and writes a bot's with no custom identity only, so such a commit was created with
 * `bot`'s token. GraphQL names no account for a bot (`GitActor.user` is a `User`), so anything
 * else is not decided here (undefined): the REST attestation decides, and names the writer.
 */
export function confirmedAttestation(
  node: CommitSignatureNode | null | undefined,
  bot: string,
): CommitAttestation | undefined {
  const signature = node?.signature;
  const email = node?.author?.email ?? '';
  if (!node || !signature?.isValid || signature.state !== 'VALID' || !signature.wasSignedByGitHub)
    return undefined;
  if (!noreplyOf(bot).test(email)) return undefined;
  return {
    sha: node.oid,
    verified: true,
    reason: 'valid',
    authorLogin: bot,
    committerLogin: null,
    authorName: node.author?.name ?? '',
    committedAt: node.committedDate,
    files: [],
  };
}

/**
 * Creates `target.branch` at `sha`, a commit already in the repository (a deleted state branch
 * brought back to the head the heartbeat recorded); GitHub's reason when it refuses.
 */
export async function createStateBranch(
  github: Pick<GitHub, 'rest'>,
  target: StateCommitTarget,
  sha: string,
): Promise<StateCommitResult> {
  const { owner, repo, branch } = target;
  try {
    await github.rest.git.createRef({ owner, repo, ref: `refs/heads/${branch}`, sha });
    return { pushed: true, commit: sha };
  } catch (error) {
    const reason = refusal(error);
    if (reason === undefined) throw error;
    return { pushed: false, reason };
  }
}
