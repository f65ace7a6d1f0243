/**
 * The scheduled run's `heartbeat-gate / score` check, published through the one check-run writer
 * (src/github/checks.ts, by way of src/github/score-check.ts): the Action reaches GitHub only
 * through src/app.
 */
import { postScoreCheck, SCORE_CHECK_NAME } from '../github/score-check.js';
import type { GitHub } from '../github/octokit.js';

export { SCORE_CHECK_NAME };

/** Posts the completed score check on `sha`; false when the token may not write checks. */
export function publishScoreCheck(
  github: Pick<GitHub, 'rest'>,
  check: Parameters<typeof postScoreCheck>[1],
): Promise<boolean> {
  return postScoreCheck(github, check);
}
