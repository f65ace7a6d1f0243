/** A pull request seen as an issue, and PR review comments, as GitHub's response objects. */
import { type UrlBase } from './factories.js';
import type { CommentRecord, PullRecord, ReactionRecord, Schemas } from './records.js';
/** A pull request as `issue` (how the issues API lists it), with its body's reactions rollup. */
export declare function renderPullAsIssue(p: PullRecord, user: Schemas['simple-user'], repoFull: string, comments: number, reactions: ReactionRecord[], base: UrlBase): Schemas['issue'];
/** A PR review (diff) comment as `pull-request-review-comment`, with its reactions rollup. */
export declare function renderReviewComment(c: CommentRecord, user: Schemas['simple-user'], repoFull: string, headSha: string, reactions: ReactionRecord[], base: UrlBase): Schemas['pull-request-review-comment'];
