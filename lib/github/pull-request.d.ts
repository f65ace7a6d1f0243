/**
 * The GitHub side of the evidence gate: a pull request's head commit, conversation comments,
 * reviews and changed files, and a file of the base branch. Reads only; every list pages with the
 * API's maximum page size, so a PR with 1,000 comments costs ten comment requests.
 */
import type { ClaimComment, HeadCommit } from '../core/claims.js';
import { type GitHub } from './octokit.js';
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
export declare function getPullRequest(github: GitHub, where: RepoRef & {
    pullNumber: number;
}): Promise<PullRequestInfo>;
/** A comment as the gate sees it: the claim view plus what identifies our own sticky comment. */
export interface PullComment extends ClaimComment {
    id: number;
    authorIsBot: boolean;
}
/** Every conversation comment of a PR, oldest first. */
export declare function listPullComments(github: GitHub, where: RepoRef & {
    pullNumber: number;
}): Promise<PullComment[]>;
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
export declare function listPullReviews(github: GitHub, where: RepoRef & {
    pullNumber: number;
}): Promise<PullReview[]>;
/** Reviews with a body, as claim comments (`review-<id>`, written when submitted). */
export declare function reviewsAsComments(reviews: readonly PullReview[]): ClaimComment[];
/**
 * The PR's head commit with its trailer claims and the people on it, or undefined when the head is
 * beyond the 250 commits the API lists. `pushedAt` is the committer date, raised to `pushedAfter`
 * (the time of the push event that started this run) when given.
 */
export declare function getHeadCommit(github: GitHub, where: RepoRef & {
    pullNumber: number;
    headSha: string;
    pushedAfter?: string | undefined;
}): Promise<HeadCommit | undefined>;
/** The names of every file a PR changes (both names of a rename). */
export declare function listChangedFiles(github: GitHub, where: RepoRef & {
    pullNumber: number;
}): Promise<string[]>;
/** A text file at a ref (the base branch), or undefined when it does not exist there. */
export declare function readFileAt(github: GitHub, where: RepoRef & {
    path: string;
    ref: string;
}): Promise<string | undefined>;
