/**
 * Reads a commit's check runs and commit statuses through the GitHub API, for `check:` hints and
 * ground-truth checks: every page of each (a busy commit has more than 100), with who produced
 * each reading. Fails closed: a listing longer than {@link MAX_PAGES} pages is an error, and the
 * verifier then judges from nothing (unclear), never from a truncated list.
 */
import type { Octokit } from '@octokit/rest';
import type { CheckReading } from '../../core/verify.js';

/** Reads every latest check run and status of a commit. */
export type CheckReader = (sha: string) => Promise<CheckReading[]>;

/** The part of an Octokit client the reader uses (Octokit from @octokit/rest or @actions/github). */
export type ChecksClient = { rest: Pick<Octokit['rest'], 'checks' | 'repos'> };

const PER_PAGE = 100;
/** 1,000 check runs or statuses on one commit is more than any CI posts; beyond it, fail closed. */
export const MAX_PAGES = 10;

/** A {@link CheckReader} over the GitHub API, caching each commit's readings for the cycle. */
export function githubCheckReader(
  octokit: ChecksClient,
  repository: { owner: string; repo: string },
): CheckReader {
  const cache = new Map<string, Promise<CheckReading[]>>();
  const runs = async (sha: string): Promise<CheckReading[]> => {
    const readings: CheckReading[] = [];
    for (let page = 1; ; page++) {
      if (page > MAX_PAGES) throw new Error(`more than ${MAX_PAGES * PER_PAGE} check runs`);
      const { data } = await octokit.rest.checks.listForRef({
        ...repository,
        ref: sha,
        filter: 'latest',
        per_page: PER_PAGE,
        page,
      });
      for (const run of data.check_runs) {
        readings.push({
          source: 'check-run',
          name: run.name,
          status: run.status,
          conclusion: run.conclusion,
          url: run.html_url,
          producer: run.app?.slug ?? null,
          startedAt: run.started_at,
          completedAt: run.completed_at,
        });
      }
      if (data.check_runs.length < PER_PAGE || readings.length >= data.total_count) return readings;
    }
  };
  // Every status with its creator, newest first (the combined status names no creator, so an
  // agent's own status could not be told apart there); core keeps the newest trusted per context.
  const statuses = async (sha: string): Promise<CheckReading[]> => {
    const readings: CheckReading[] = [];
    for (let page = 1; ; page++) {
      if (page > MAX_PAGES) throw new Error(`more than ${MAX_PAGES * PER_PAGE} commit statuses`);
      const { data } = await octokit.rest.repos.listCommitStatusesForRef({
        ...repository,
        ref: sha,
        per_page: PER_PAGE,
        page,
      });
      for (const status of data) {
        readings.push({
          source: 'status',
          name: status.context,
          status: status.state,
          url: status.target_url,
          producer: status.creator?.login ?? null,
          createdAt: status.created_at,
        });
      }
      if (data.length < PER_PAGE) return readings;
    }
  };
  return (sha) => {
    let readings = cache.get(sha);
    if (!readings) {
      readings = Promise.all([runs(sha), statuses(sha)]).then(([a, b]) => [...a, ...b]);
      cache.set(sha, readings);
    }
    return readings;
  };
}
