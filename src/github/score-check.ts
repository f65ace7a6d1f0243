/**
 * The `heartbeat-gate / score` check run: the score, target, tier and interval in its title, the
 * scheduled run's report as its summary, written by the one check-run writer (src/github/checks.ts).
 * A token that may not write checks (403) is not an error of the heartbeat: the caller is told,
 * and the job summary still carries everything.
 */
import { isWriteForbidden, postCompletedCheck } from './checks.js';
import type { GitHub } from './octokit.js';

/** The check run's name, as branch protection and the checks tab show it. */
export const SCORE_CHECK_NAME = 'heartbeat-gate / score';

/** Posts the completed score check on `sha`; false when the token may not write checks. */
export async function postScoreCheck(
  github: Pick<GitHub, 'rest'>,
  check: {
    owner: string;
    repo: string;
    sha: string;
    conclusion: 'success' | 'neutral' | 'failure';
    title: string;
    summary: string;
    /** The check's details (`output.text`): the state head this run leaves, for the next run. */
    text?: string | undefined;
    detailsUrl: string | undefined;
  },
): Promise<boolean> {
  try {
    await postCompletedCheck(
      github,
      { owner: check.owner, repo: check.repo },
      {
        name: SCORE_CHECK_NAME,
        headSha: check.sha,
        conclusion: check.conclusion,
        title: check.title,
        summary: check.summary,
        text: check.text,
        detailsUrl: check.detailsUrl,
      },
    );
    return true;
  } catch (error) {
    if (isWriteForbidden(error)) return false;
    throw error;
  }
}

/** A `heartbeat-gate / score` check run as read back: the app GitHub says posted it, its details. */
export interface ScoreCheckReading {
  /** The app's slug (`github-actions` for any workflow's GITHUB_TOKEN). */
  app: string | undefined;
  text: string;
}

/** Pages of score checks read on one commit; more is not proven (an error). */
const MAX_SCORE_PAGES = 3;

/** Every `heartbeat-gate / score` check run on `sha` (not only the latest): at most 300. */
export async function listScoreChecks(
  github: Pick<GitHub, 'rest'>,
  where: { owner: string; repo: string },
  sha: string,
): Promise<ScoreCheckReading[]> {
  const readings: ScoreCheckReading[] = [];
  for (let page = 1; ; page++) {
    if (page > MAX_SCORE_PAGES)
      throw new Error(
        `more than ${MAX_SCORE_PAGES * 100} ${SCORE_CHECK_NAME} check runs on ${sha}`,
      );
    const { data } = await github.rest.checks.listForRef({
      ...where,
      ref: sha,
      check_name: SCORE_CHECK_NAME,
      filter: 'all',
      per_page: 100,
      page,
    });
    for (const run of data.check_runs)
      readings.push({ app: run.app?.slug, text: run.output.text ?? '' });
    if (data.check_runs.length < 100 || readings.length >= data.total_count) return readings;
  }
}
