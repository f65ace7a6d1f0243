import { type RepoObject, type UrlBase } from './factories.js';
import type { PullRecord, Schemas } from './records.js';
/** What a PR needs rendered around it. */
export interface PullContext {
    base: UrlBase;
    baseRepoFull: string;
    user: Schemas['simple-user'];
    baseRepo: RepoObject;
    headRepo: RepoObject;
    comments: number;
    reviewComments: number;
}
/** A pull request as `pull-request` (a superset of `pull-request-simple`). */
export declare function renderPull(p: PullRecord, ctx: PullContext): Schemas['pull-request'];
/** The `pull-request-minimal` a check run lists for each open PR whose head is its commit. */
export declare function renderPullMinimal(p: PullRecord, repo: RepoObject, base: UrlBase): Schemas['pull-request-minimal'];
/** The GitHub App a check run is posted by (the `GITHUB_TOKEN`'s app). */
export declare function renderActionsApp(owner: Schemas['simple-user']): NonNullable<Schemas['integration']>;
/** A file as `content-file` (base64, as the default media type returns it). */
export declare function renderContentFile(repoFull: string, path: string, ref: string, text: string, base: UrlBase): Schemas['content-file'];
