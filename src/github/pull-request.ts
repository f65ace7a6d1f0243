/**
 * The GitHub side of the evidence gate: a pull request's head commit, conversation comments,
 * reviews and changed files, and a file of the base branch. Reads only; every list pages with the
 * API's maximum page size, so a PR with 1,000 comments costs ten comment requests.
 */
import type { ClaimComment, HeadCommit } from '../core/claims.js';
import { evidenceClaimsFromMessage } from '../core/evidence/index.js';
import { coAuthorsFromTrailers, type CommitPerson } from '../core/identity.js';
import { parseTrailers } from '../core/trailers.js';
import { PER_PAGE, type GitHub } from './octokit.js';

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
  /** The head lives in another repository (a fork): the token is read-only there. */
  fromFork: boolean;
  htmlUrl: string;
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
  return {
    number: data.number,
    headSha: data.head.sha,
    baseRef: data.base.ref,
    author: data.user.login,
    fromFork: data.head.repo?.full_name !== data.base.repo.full_name,
    htmlUrl: data.html_url,
  };
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

/**
 * The PR's head commit with its trailer claims and the people on it, or undefined when the head is
 * beyond the 250 commits the API lists. `pushedAt` is the committer date, raised to `pushedAfter`
 * (the time of the push event that started this run) when given.
 */
export async function getHeadCommit(
  github: GitHub,
  where: RepoRef & { pullNumber: number; headSha: string; pushedAfter?: string | undefined },
): Promise<HeadCommit | undefined> {
  const commits = await github.paginate(github.rest.pulls.listCommits, {
    owner: where.owner,
    repo: where.repo,
    pull_number: where.pullNumber,
    per_page: PER_PAGE,
  });
  const head = commits.find((c) => c.sha === where.headSha);
  if (!head) return undefined;
  const message = head.commit.message;
  const person = (
    git: { name?: string; email?: string; date?: string } | null | undefined,
    user: { login?: string } | null | undefined,
  ): CommitPerson => ({
    login: user?.login ?? null,
    name: git?.name ?? null,
    email: git?.email ?? null,
  });
  const coAuthors = coAuthorsFromTrailers(parseTrailers(message, { cleanup: 'none' }));
  const committed =
    head.commit.committer?.date ?? head.commit.author?.date ?? new Date(0).toISOString();
  const pushedAt =
    where.pushedAfter && Date.parse(where.pushedAfter) > Date.parse(committed)
      ? where.pushedAfter
      : committed;
  return {
    sha: head.sha,
    author: person(head.commit.author, head.author),
    committer: person(head.commit.committer, head.committer),
    coAuthors,
    trailerClaims: evidenceClaimsFromMessage(message, { cleanup: 'none' }).map((c) => ({
      topic: c.topic,
      payload: c.payload,
    })),
    pushedAt,
    url: head.html_url,
  };
}

/** The names of every file a PR changes (both names of a rename). */
export async function listChangedFiles(
  github: GitHub,
  where: RepoRef & { pullNumber: number },
): Promise<string[]> {
  const files = await github.paginate(github.rest.pulls.listFiles, {
    owner: where.owner,
    repo: where.repo,
    pull_number: where.pullNumber,
    per_page: PER_PAGE,
  });
  return files.flatMap((f) =>
    f.previous_filename ? [f.filename, f.previous_filename] : [f.filename],
  );
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
