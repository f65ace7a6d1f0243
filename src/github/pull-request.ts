/**
 * The GitHub side of the evidence gate: a pull request's head commit, conversation comments,
 * reviews and changed files, and a file of the base branch. Reads only; every list pages with the
 * API's maximum page size, so a PR with 1,000 comments costs ten comment requests.
 */
import type { ClaimComment, HeadCommit } from '../core/claims.js';
import { evidenceClaimsFromMessage } from '../core/evidence/index.js';
import type { CommitPerson } from '../core/identity.js';
import { PER_PAGE, type GitHub } from './octokit.js';
import { PUSHES_LISTED } from './activity.js';

/** A repository. */
export interface RepoRef {
  owner: string;
  repo: string;
}

/** What the gate needs to know of a pull request. */
export interface PullRequestInfo {
  number: number;
  headSha: string;
  /** The base branch: configuration and contract are read from it, never from the PR. */
  baseRef: string;
  author: string;
  /** The head branch's name, and the repository it lives in (null: the fork was deleted). */
  headRef: string;
  headRepo: string | null;
  /** The head lives in another repository (a fork): the token is read-only there. */
  fromFork: boolean;
  htmlUrl: string;
  /** How many files GitHub says the PR changes (its file list stops at 3,000). */
  changedFiles?: number | undefined;
}

/** Reads a pull request (issue_comment and merge_group payloads do not carry its head). */
export async function getPullRequest(
  github: GitHub,
  where: RepoRef & { pullNumber: number },
): Promise<PullRequestInfo> {
  const { data } = await github.rest.pulls.get({
    owner: where.owner,
    repo: where.repo,
    pull_number: where.pullNumber,
  });
  return toPullRequestInfo(data);
}

/** A pull request as the API lists or returns it. */
interface ApiPull {
  number: number;
  html_url: string;
  user: { login: string } | null;
  head: { sha: string; ref: string; repo: { full_name: string } | null };
  base: { ref: string; repo: { full_name: string } };
  changed_files?: number;
}

function toPullRequestInfo(data: ApiPull): PullRequestInfo {
  return {
    number: data.number,
    headSha: data.head.sha,
    baseRef: data.base.ref,
    author: data.user?.login ?? '',
    headRef: data.head.ref,
    headRepo: data.head.repo?.full_name ?? null,
    fromFork: data.head.repo?.full_name !== data.base.repo.full_name,
    htmlUrl: data.html_url,
    changedFiles: data.changed_files,
  };
}

/** The trusted branch: the repository's default branch, as GitHub says. */
export async function defaultBranch(github: GitHub, where: RepoRef): Promise<string> {
  const { data } = await github.rest.repos.get({ owner: where.owner, repo: where.repo });
  return data.default_branch;
}

/**
 * Every open pull request whose head is `sha`: a check run belongs to a commit, so each of them
 * shows the one verdict posted on it. One request per 100 open pull requests.
 */
export async function listOpenPullsAt(
  github: GitHub,
  where: RepoRef & { sha: string },
): Promise<PullRequestInfo[]> {
  const pulls = await github.paginate(github.rest.pulls.list, {
    owner: where.owner,
    repo: where.repo,
    state: 'open',
    per_page: PER_PAGE,
  });
  return pulls.filter((p) => p.head.sha === where.sha).map(toPullRequestInfo);
}

/**
 * Who pushed to a branch, as GitHub's repository activity says (the actor is GitHub's, not a
 * commit's author): the logins of the newest {@link PUSHES_LISTED} pushes, and whether more exist.
 */
export async function listBranchPushers(
  github: GitHub,
  where: RepoRef & { branch: string },
): Promise<{ logins: string[]; truncated: boolean }> {
  const logins = new Set<string>();
  let seen = 0;
  for await (const page of github.paginate.iterator(github.rest.repos.listActivities, {
    owner: where.owner,
    repo: where.repo,
    ref: `refs/heads/${where.branch}`,
    per_page: PER_PAGE,
  })) {
    for (const activity of page.data) if (activity.actor) logins.add(activity.actor.login);
    seen += page.data.length;
    if (seen >= PUSHES_LISTED) return { logins: [...logins], truncated: true };
  }
  return { logins: [...logins], truncated: false };
}

/** A comment as the gate sees it: the claim view plus what identifies our own sticky comment. */
export interface PullComment extends ClaimComment {
  id: number;
  authorIsBot: boolean;
}

/** Every conversation comment of a PR, oldest first. */
export async function listPullComments(
  github: GitHub,
  where: RepoRef & { pullNumber: number },
): Promise<PullComment[]> {
  const comments = await github.paginate(github.rest.issues.listComments, {
    owner: where.owner,
    repo: where.repo,
    issue_number: where.pullNumber,
    per_page: PER_PAGE,
  });
  return comments.map((c) => ({
    id: c.id,
    author: c.user?.login ?? '',
    authorIsBot: c.user?.type === 'Bot',
    body: c.body ?? '',
    createdAt: c.created_at,
    updatedAt: c.updated_at,
    url: c.html_url,
  }));
}

/** A submitted review: its body can hold claims, an approval can let a gate change through. */
export interface PullReview {
  id: number;
  author: string;
  state: string;
  commitId: string | null;
  body: string;
  submittedAt: string;
  url: string;
}

/** Every submitted review of a PR (pending ones have no time and are left out). */
export async function listPullReviews(
  github: GitHub,
  where: RepoRef & { pullNumber: number },
): Promise<PullReview[]> {
  const reviews = await github.paginate(github.rest.pulls.listReviews, {
    owner: where.owner,
    repo: where.repo,
    pull_number: where.pullNumber,
    per_page: PER_PAGE,
  });
  return reviews.flatMap((r) =>
    r.submitted_at
      ? [
          {
            id: r.id,
            author: r.user?.login ?? '',
            state: r.state,
            commitId: r.commit_id,
            body: r.body ?? '',
            submittedAt: r.submitted_at,
            url: r.html_url,
          },
        ]
      : [],
  );
}

/** Reviews with a body, as claim comments (`review-<id>`, written when submitted). */
export function reviewsAsComments(reviews: readonly PullReview[]): ClaimComment[] {
  return reviews
    .filter((r) => r.body.trim() !== '')
    .map((r) => ({
      id: `review-${r.id}`,
      author: r.author,
      body: r.body,
      createdAt: r.submittedAt,
      url: r.url,
    }));
}

/** A commit as the API returns it (list or single). */
interface ApiCommit {
  sha: string;
  html_url: string;
  commit: {
    message: string;
    author?: { name?: string; email?: string; date?: string } | null;
    committer?: { name?: string; email?: string; date?: string } | null;
  };
  author?: { login?: string } | Record<string, never> | null;
  committer?: { login?: string } | Record<string, never> | null;
}

/** A commit as the claims see it; `pushedAt` is its committer date (the pusher sets it). */
function toHeadCommit(c: ApiCommit): HeadCommit {
  const message = c.commit.message;
  const person = (
    git: { name?: string; email?: string } | null | undefined,
    user: { login?: string } | null | undefined,
  ): CommitPerson => ({
    login: user?.login ?? null,
    name: git?.name ?? null,
    email: git?.email ?? null,
  });
  return {
    sha: c.sha,
    author: person(c.commit.author, c.author),
    committer: person(c.commit.committer, c.committer),
    trailerClaims: evidenceClaimsFromMessage(message, { cleanup: 'none' }).map((x) => ({
      topic: x.topic,
      payload: x.payload,
    })),
    pushedAt: c.commit.committer?.date ?? c.commit.author?.date ?? new Date(0).toISOString(),
    url: c.html_url,
  };
}

/**
 * The PR's head commit with its trailer claims and the people on it, read by sha: a PR's commit
 * list stops at 250, and the head of a longer PR is beyond it.
 */
export async function getHeadCommit(
  github: GitHub,
  where: RepoRef & { headSha: string },
): Promise<HeadCommit> {
  const { data } = await github.rest.repos.getCommit({
    owner: where.owner,
    repo: where.repo,
    ref: where.headSha,
  });
  return toHeadCommit(data);
}

/** GitHub lists at most 250 commits of a PR. */
export const PULL_COMMITS_LISTED = 250;

/** The PR's commits (the first 250), and whether the list may be cut short. */
export async function listPullCommits(
  github: GitHub,
  where: RepoRef & { pullNumber: number },
): Promise<{ commits: HeadCommit[]; truncated: boolean }> {
  const commits = await github.paginate(github.rest.pulls.listCommits, {
    owner: where.owner,
    repo: where.repo,
    pull_number: where.pullNumber,
    per_page: PER_PAGE,
  });
  return {
    commits: commits.map(toHeadCommit),
    truncated: commits.length >= PULL_COMMITS_LISTED,
  };
}

/** The earliest start of a check run of `name` on `sha` by GitHub Actions (the gate's own). */
export async function firstCheckRunAt(
  github: GitHub,
  where: RepoRef & { sha: string; name: string },
): Promise<string | undefined> {
  const runs = await github.paginate(github.rest.checks.listForRef, {
    owner: where.owner,
    repo: where.repo,
    ref: where.sha,
    check_name: where.name,
    filter: 'all',
    per_page: PER_PAGE,
  });
  const times = runs
    // Check runs are written only by apps; the app's slug is GitHub's, not the writer's claim.
    .filter((r) => r.app?.slug === 'github-actions' && r.started_at)
    .map((r) => r.started_at as string)
    .sort((a, b) => Date.parse(a) - Date.parse(b));
  return times[0];
}

/**
 * The earliest time GitHub created a check suite for `sha` pushed to `branch` (any app): GitHub
 * creates one per app when the commit is pushed and sets `created_at` itself, so no writer can
 * date it earlier. A suite of the same commit pushed to another branch says nothing of this one.
 */
export async function firstCheckSuiteAt(
  github: Pick<GitHub, 'rest' | 'paginate'>,
  where: RepoRef & { sha: string; branch: string },
): Promise<string | undefined> {
  const suites = await github.paginate(github.rest.checks.listSuitesForRef, {
    owner: where.owner,
    repo: where.repo,
    ref: where.sha,
    per_page: PER_PAGE,
  });
  const times = suites
    .filter((s) => s.head_branch === null || s.head_branch === where.branch)
    .map((s) => s.created_at)
    .filter((t): t is string => typeof t === 'string')
    .sort((a, b) => Date.parse(a) - Date.parse(b));
  return times[0];
}

/** GitHub lists at most 3,000 files of a PR. */
export const PULL_FILES_LISTED = 3_000;

/**
 * The names of every file a PR changes (both names of a rename), and how many files GitHub
 * listed: fewer than the PR's `changed_files`, or the 3,000 the API stops at, means some are
 * missing.
 */
export async function listChangedFiles(
  github: GitHub,
  where: RepoRef & { pullNumber: number },
): Promise<{ names: string[]; listed: number }> {
  const files = await github.paginate(github.rest.pulls.listFiles, {
    owner: where.owner,
    repo: where.repo,
    pull_number: where.pullNumber,
    per_page: PER_PAGE,
  });
  return {
    names: files.flatMap((f) =>
      f.previous_filename ? [f.filename, f.previous_filename] : [f.filename],
    ),
    listed: files.length,
  };
}

/** A text file at a ref (the base branch), or undefined when it does not exist there. */
export async function readFileAt(
  github: GitHub,
  where: RepoRef & { path: string; ref: string },
): Promise<string | undefined> {
  try {
    const { data } = await github.rest.repos.getContent({
      owner: where.owner,
      repo: where.repo,
      path: where.path,
      ref: where.ref,
      mediaType: { format: 'raw' },
    });
    return typeof data === 'string' ? data : String(data);
  } catch (error) {
    if ((error as { status?: number }).status === 404) return undefined;
    throw error;
  }
}
