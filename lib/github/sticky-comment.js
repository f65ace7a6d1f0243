/** Our earlier sticky comment among a PR's comments, if any. */
export function findStickyComment(comments, marker, isAgent) {
    return comments.find((c) => c.authorIsBot && !isAgent(c.author) && c.body.trimStart().startsWith(marker));
}
/** Creates the sticky comment, or edits it when its body changed. */
export async function writeStickyComment(github, where) {
    if (!where.existing) {
        await github.rest.issues.createComment({
            owner: where.owner,
            repo: where.repo,
            issue_number: where.pullNumber,
            body: where.body,
        });
        return 'created';
    }
    if (where.existing.body === where.body)
        return 'unchanged';
    await github.rest.issues.updateComment({
        owner: where.owner,
        repo: where.repo,
        comment_id: where.existing.id,
        body: where.body,
    });
    return 'edited';
}
