/**
 * The `heartbeat-gate / score` check run: the score, target, tier and interval in its title, the
 * scheduled run's report as its summary. A token that may not write checks (403) is not an error
 * of the heartbeat: the caller is told, and the job summary still carries everything.
 */
import type { GitHub } from './octokit.js';
import { clip } from '../core/render/text.js';

/** The check run's name, as branch protection and the checks tab show it. */
export const SCORE_CHECK_NAME = 'heartbeat-gate / score';

/** GitHub caps a check run's output texts at 65,535 characters. */
const MAX_OUTPUT = 65_535;

const clipOutput = (text: string): string =>
  text.length <= MAX_OUTPUT ? text : clip(text, MAX_OUTPUT - 40, '\n\n… (truncated)');

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
    await github.rest.checks.create({
      owner: check.owner,
      repo: check.repo,
      name: SCORE_CHECK_NAME,
      head_sha: check.sha,
      status: 'completed',
      conclusion: check.conclusion,
      ...(check.detailsUrl ? { details_url: check.detailsUrl } : {}),
      output: { title: clipOutput(check.title).slice(0, 1000), summary: clipOutput(check.summary) },
    });
    return true;
  } catch (error) {
    if ((error as { status?: number }).status === 403) return false;
    throw error;
  }
}
