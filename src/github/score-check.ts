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
        detailsUrl: check.detailsUrl,
      },
    );
    return true;
  } catch (error) {
    if (isWriteForbidden(error)) return false;
    throw error;
  }
}
