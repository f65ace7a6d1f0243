/** The check run's name, as branch protection and the checks tab show it. */
export const SCORE_CHECK_NAME = 'heartbeat-gate / score';
/** GitHub caps a check run's output texts at 65,535 characters. */
const MAX_OUTPUT = 65_535;
const clip = (text) => text.length <= MAX_OUTPUT ? text : `${text.slice(0, MAX_OUTPUT - 40)}\n\n… (truncated)`;
/** Posts the completed score check on `sha`; false when the token may not write checks. */
export async function postScoreCheck(github, check) {
    try {
        await github.rest.checks.create({
            owner: check.owner,
            repo: check.repo,
            name: SCORE_CHECK_NAME,
            head_sha: check.sha,
            status: 'completed',
            conclusion: check.conclusion,
            ...(check.detailsUrl ? { details_url: check.detailsUrl } : {}),
            output: { title: clip(check.title).slice(0, 1000), summary: clip(check.summary) },
        });
        return true;
    }
    catch (error) {
        if (error.status === 403)
            return false;
        throw error;
    }
}
