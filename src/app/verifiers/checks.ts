/**
 * Reads a commit's check runs and commit statuses through the GitHub API, for `check:` hints and
 * ground-truth checks. Two requests per commit, each at the API's largest page.
 */
import type { Octokit } from '@octokit/rest';
import type { CheckReading } from '../../core/verify.js';

/** Reads every latest check run and status of a commit. */
export type CheckReader = (sha: string) => Promise<CheckReading[]>;

/** The part of an Octokit client the reader uses (Octokit from @octokit/rest or @actions/github). */
export type ChecksClient = { rest: Pick<Octokit['rest'], 'checks' | 'repos'> };

/** A {@link CheckReader} over the GitHub API, caching each commit's readings for the cycle. */
export function githubCheckReader(
  octokit: ChecksClient,
  repository: { owner: string; repo: string },
): CheckReader {
  const cache = new Map<string, Promise<CheckReading[]>>();
  const read = async (sha: string): Promise<CheckReading[]> => {
    const [runs, combined] = await Promise.all([
      octokit.rest.checks.listForRef({ ...repository, ref: sha, filter: 'latest', per_page: 100 }),
      octokit.rest.repos.getCombinedStatusForRef({ ...repository, ref: sha, per_page: 100 }),
    ]);
    return [
      ...runs.data.check_runs.map((run): CheckReading => ({
        source: 'check-run',
        name: run.name,
        status: run.status,
        conclusion: run.conclusion,
        url: run.html_url,
      })),
      ...combined.data.statuses.map((status): CheckReading => ({
        source: 'status',
        name: status.context,
        status: status.state,
        url: status.target_url,
      })),
    ];
  };
  return (sha) => {
    let readings = cache.get(sha);
    if (!readings) cache.set(sha, (readings = read(sha)));
    return readings;
  };
}
