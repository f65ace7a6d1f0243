import { GitHubState } from './state.js';
/** One request the server answered. */
export interface RecordedRequest {
    method: string;
    /** The path without the query string. */
    path: string;
    query: Record<string, string>;
    body: unknown;
    /** The matched operation (`checks/create`), or undefined for an unknown route. */
    operationId: string | undefined;
    status: number;
}
/** A request GitHub would reject, or a response GitHub would never send. Tests expect none. */
export interface Violation {
    kind: 'unknown-route' | 'request' | 'unimplemented' | 'response' | 'server-error';
    method: string;
    path: string;
    operationId: string | undefined;
    problems: string[];
}
/** A running test server. */
export interface GitHubServer {
    /** Base URL to use as GITHUB_API_URL, e.g. `http://127.0.0.1:41234`. */
    url: string;
    state: GitHubState;
    requests: RecordedRequest[];
    violations: Violation[];
    /** Tokens that may read but not write (a fork PR's GITHUB_TOKEN): writes answer 403. */
    readOnlyTokens: Set<string>;
    /** Which login each token acts as; unknown tokens act as `github-actions[bot]`. */
    tokenUsers: Map<string, string>;
    close(): Promise<void>;
}
/** Start a server on 127.0.0.1 with an empty state. */
export declare function startGitHubServer(): Promise<GitHubServer>;
