/**
 * Turn stored records into GitHub's response objects: every field the OpenAPI description requires,
 * with URLs pointing at the test server (API) and github.com (HTML), as GitHub fills them.
 */
import type { CommentRecord, CommitRecord, FileRecord, ReactionRecord, RepoRecord, ReviewRecord, Schemas, StatusRecord, UserRecord } from './records.js';
/** Where URLs point. */
export interface UrlBase {
    api: string;
    html: string;
}
/** A node id of GitHub's shape (opaque to clients). */
export declare function nodeId(prefix: string, id: number): string;
/** A user as `simple-user`. */
export declare function renderUser(u: UserRecord, base: UrlBase): Schemas['simple-user'];
/** A repository valid as `full-repository`, `repository` and `minimal-repository`. */
export type RepoObject = Schemas['full-repository'] & Schemas['repository'];
/** A repository as `full-repository` (a superset of `repository` and `minimal-repository`). */
export declare function renderRepo(r: RepoRecord, owner: UserRecord, base: UrlBase): RepoObject;
/** The `reactions` rollup a comment carries, counted from the stored reactions. */
export declare function renderRollup(url: string, reactions: ReactionRecord[]): Schemas['reaction-rollup'];
/** An issue or PR conversation comment as `issue-comment`. */
export declare function renderIssueComment(c: CommentRecord, user: Schemas['simple-user'], repoFull: string, reactions: ReactionRecord[], base: UrlBase): Schemas['issue-comment'];
/** A reaction as `reaction`. */
export declare function renderReaction(r: ReactionRecord, user: Schemas['simple-user']): Schemas['reaction'];
/** A PR commit as `commit`. */
export declare function renderCommit(c: CommitRecord, repoFull: string, users: {
    author: Schemas['simple-user'] | null;
    committer: Schemas['simple-user'] | null;
}, base: UrlBase): Schemas['commit'];
/** A changed file as `diff-entry`. */
export declare function renderFile(f: FileRecord, repoFull: string, headSha: string, base: UrlBase): Schemas['diff-entry'];
/** A review as `pull-request-review`. */
export declare function renderReview(r: ReviewRecord, user: Schemas['simple-user'], repoFull: string, pullNumber: number, base: UrlBase): Schemas['pull-request-review'];
/** A commit status as `status` (also valid as `simple-commit-status`). */
export declare function renderStatus(s: StatusRecord, creator: Schemas['simple-user'], repoFull: string, base: UrlBase): Schemas['status'];
