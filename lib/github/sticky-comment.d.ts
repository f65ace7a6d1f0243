/**
 * The sticky PR comment: one comment, found by its hidden marker, created once and then edited.
 * Only a bot's comment that is not the agent's can be ours: anyone could paste the marker.
 */
import type { PullComment, RepoRef } from './pull-request.js';
import type { GitHub } from './octokit.js';
/** Our earlier sticky comment among a PR's comments, if any. */
export declare function findStickyComment(comments: readonly PullComment[], marker: string, isAgent: (login: string) => boolean): PullComment | undefined;
/** What writing the sticky comment did. */
export type StickyWrite = 'created' | 'edited' | 'unchanged';
/** Creates the sticky comment, or edits it when its body changed. */
export declare function writeStickyComment(github: GitHub, where: RepoRef & {
    pullNumber: number;
    body: string;
    existing: PullComment | undefined;
}): Promise<StickyWrite>;
