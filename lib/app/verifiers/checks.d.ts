/**
 * Reads a commit's check runs and commit statuses through the GitHub API, for `check:` hints and
 * ground-truth checks. Two requests per commit, each at the API's largest page.
 */
import type { Octokit } from '@octokit/rest';
import type { CheckReading } from '../../core/verify.js';
/** Reads every latest check run and status of a commit. */
export type CheckReader = (sha: string) => Promise<CheckReading[]>;
/** The part of an Octokit client the reader uses (Octokit from @octokit/rest or @actions/github). */
export type ChecksClient = {
    rest: Pick<Octokit['rest'], 'checks' | 'repos'>;
};
/** A {@link CheckReader} over the GitHub API, caching each commit's readings for the cycle. */
export declare function githubCheckReader(octokit: ChecksClient, repository: {
    owner: string;
    repo: string;
}): CheckReader;
