/**
 * The one place that builds the GitHub client: @octokit/rest with the throttling and retry plugins,
 * pointed at GITHUB_API_URL (GitHub Enterprise, or the local test server).
 */
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { Octokit } from '@octokit/rest';
const GitHubClient = Octokit.plugin(throttling, retry);
/** The API's maximum page size: listing with it keeps a busy PR to a handful of requests. */
export const PER_PAGE = 100;
/**
 * A client authenticated with `token` against `baseUrl` (default: GITHUB_API_URL's value as the
 * caller passes it, else api.github.com). Primary rate limits retry twice, secondary ones once;
 * server errors retry with the retry plugin's backoff.
 */
export function createGitHubClient(options) {
    const { log } = options;
    const client = new GitHubClient({
        auth: options.token,
        baseUrl: (options.baseUrl ?? 'https://api.github.com').replace(/\/+$/, ''),
        userAgent: options.userAgent ?? 'heartbeat-gate',
        // Octokit logs every failed request as an error; an expected 404 (no configuration file on
        // the base branch) is no warning, and real failures surface where they are handled.
        log: { debug: () => { }, info: () => { }, warn: log.warning, error: log.info },
        throttle: {
            onRateLimit: (retryAfter, request, _octokit, retryCount) => {
                log.warning(`GitHub rate limit hit on ${request.method} ${request.url}; retrying in ${retryAfter}s`);
                return retryCount < 2;
            },
            onSecondaryRateLimit: (retryAfter, request, _octokit, retryCount) => {
                log.warning(`GitHub secondary rate limit on ${request.method} ${request.url}; retrying in ${retryAfter}s`);
                return retryCount < 1;
            },
        },
    });
    // @octokit/request parses JSON with json-with-bigint, whose fallback on Node 20 runs a regular
    // expression over the whole body that overflows on strings of tens of megabytes (a 50 MB
    // comment) and then hands back the raw text: parse such a body here.
    client.hook.after('request', (response) => {
        const type = String(response.headers['content-type'] ?? '');
        if (typeof response.data === 'string' && /^application\/json\b/i.test(type)) {
            response.data = JSON.parse(response.data);
        }
    });
    return client;
}
