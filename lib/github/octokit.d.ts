import { Octokit } from '@octokit/rest';
/** The client every adapter takes (the plugins add behaviour, not methods). */
export type GitHub = Octokit;
/** The API's maximum page size: listing with it keeps a busy PR to a handful of requests. */
export declare const PER_PAGE = 100;
/** Where log lines about rate limits and retries go (core.info / core.warning in the Action). */
export interface ClientLog {
    info(message: string): void;
    warning(message: string): void;
}
/**
 * A client authenticated with `token` against `baseUrl` (default: GITHUB_API_URL's value as the
 * caller passes it, else api.github.com). Primary rate limits retry twice, secondary ones once;
 * server errors retry with the retry plugin's backoff.
 */
export declare function createGitHubClient(options: {
    token: string;
    baseUrl?: string | undefined;
    log: ClientLog;
    userAgent?: string;
}): GitHub;
