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

/** The GitHub Actions app: every workflow's GITHUB_TOKEN posts its check runs as it. */
export const GITHUB_ACTIONS_APP_ID = 15368;

/** One page of the GitHub Actions app's `heartbeat-gate / score` check runs on a commit. */
export interface ScoreCheckPage {
  /** Each check's details (`output.text`), as GitHub lists them. */
  texts: string[];
  /** No page follows. */
  last: boolean;
}

/**
 * Page `page` (100 a page) of the score check runs the GitHub Actions app posted on `sha`, every
 * one, not only the latest: another app's check of that name is not listed at all (`app_id`).
 */
export async function readScoreCheckPage(
  github: Pick<GitHub, 'rest'>,
  where: { owner: string; repo: string },
  sha: string,
  page: number,
): Promise<ScoreCheckPage> {
  const { data } = await github.rest.checks.listForRef({
    ...where,
    ref: sha,
    check_name: SCORE_CHECK_NAME,
    app_id: GITHUB_ACTIONS_APP_ID,
    filter: 'all',
    per_page: 100,
    page,
  });
  return {
    texts: data.check_runs.map((run) => run.output.text ?? ''),
    last: data.check_runs.length < 100 || page * 100 >= data.total_count,
  };
}
