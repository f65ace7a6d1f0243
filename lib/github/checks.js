/** GitHub takes at most 50 annotations per request. */
const ANNOTATIONS_PER_REQUEST = 50;
/** Posts a completed check run (more than 50 annotations go in follow-up updates); its id. */
export async function postCompletedCheck(github, where, check) {
    const annotations = (check.annotations ?? []).map((a) => ({
        path: a.path,
        start_line: 1,
        end_line: 1,
        annotation_level: a.level,
        title: a.title.slice(0, 255),
        message: a.message.slice(0, 64_000),
    }));
    const output = (batch) => ({
        title: check.title.slice(0, 1000),
        summary: check.summary,
        ...(batch.length > 0 ? { annotations: batch } : {}),
    });
    const { data } = await github.rest.checks.create({
        owner: where.owner,
        repo: where.repo,
        name: check.name,
        head_sha: check.headSha,
        status: 'completed',
        conclusion: check.conclusion,
        completed_at: check.completedAt.toISOString(),
        ...(check.detailsUrl ? { details_url: check.detailsUrl } : {}),
        output: output(annotations.slice(0, ANNOTATIONS_PER_REQUEST)),
    });
    for (let i = ANNOTATIONS_PER_REQUEST; i < annotations.length; i += ANNOTATIONS_PER_REQUEST) {
        await github.rest.checks.update({
            owner: where.owner,
            repo: where.repo,
            check_run_id: data.id,
            output: output(annotations.slice(i, i + ANNOTATIONS_PER_REQUEST)),
        });
    }
    return data.id;
}
/** A write the token may not make: a fork PR's read-only token (403), or no such permission. */
export function isWriteForbidden(error) {
    const status = error.status;
    return status === 403;
}
