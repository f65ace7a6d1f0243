/** What a handler sees and returns, and GitHub's pagination and error replies. */
import type { RepoState } from './records.js';
import type { GitHubState } from './state.js';
/** A handler's reply. `body` is sent as JSON unless `raw` is set. */
export interface Reply {
    status: number;
    body?: unknown;
    raw?: {
        contentType: string;
        text: string;
    };
    headers?: Record<string, string>;
    /** A request GitHub would reject (recorded in `violations`), as opposed to a legitimate 404. */
    violation?: string;
}
/** One request, parsed and validated, as a handler sees it. */
export interface HandlerContext {
    state: GitHubState;
    /** Path and query parameters, coerced to the described types. */
    params: Record<string, unknown>;
    body: Record<string, unknown>;
    /** The absolute URL of the request (for Link headers). */
    url: URL;
    accept: string;
    /** The login the token acts as. */
    actor: string;
}
/** A handler for one operationId. */
export type Handler = (ctx: HandlerContext) => Reply;
/** GitHub's error body. */
export declare function error(status: number, message: string, violation?: string): Reply;
/** GitHub's 404. */
export declare const notFound: () => Reply;
/** GitHub's 422 for a request that fails validation; always a violation. */
export declare function invalid(message: string, errors?: {
    field?: string;
    code: string;
    message?: string;
}[]): Reply;
/** A string parameter (path parameters are always present once validated). */
export declare function str(ctx: HandlerContext, name: string): string;
/** A numeric parameter. */
export declare function num(ctx: HandlerContext, name: string): number;
/** The repository of `{owner}/{repo}`, or undefined (answer 404). */
export declare function repoOf(ctx: HandlerContext): RepoState | undefined;
/** One page of `items` as GitHub pages: `per_page` (default 30, max 100), `page`, and a Link header. */
export declare function paginate<T>(ctx: HandlerContext, items: T[], wrap?: (page: T[]) => unknown): Reply;
/** Filter records by a `since` timestamp on a field, as GitHub does (inclusive). */
export declare function since<T>(ctx: HandlerContext, items: T[], at: (item: T) => string): T[];
