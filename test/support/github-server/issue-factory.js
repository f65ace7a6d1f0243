/** A pull request seen as an issue, and PR review comments, as GitHub's response objects. */
import { nodeId, renderRollup } from './factories.js';
/** A pull request as `issue` (how the issues API lists it), with its body's reactions rollup. */
export function renderPullAsIssue(p, user, repoFull, comments, reactions, base) {
    const api = `${base.api}/repos/${repoFull}`;
    const url = `${api}/issues/${p.number}`;
    const html = `${base.html}/${repoFull}/pull/${p.number}`;
    return {
        id: p.id,
        node_id: nodeId('PR', p.id),
        url,
        repository_url: api,
        labels_url: `${url}/labels{/name}`,
        comments_url: `${url}/comments`,
        events_url: `${url}/events`,
        html_url: html,
        number: p.number,
        state: p.state,
        state_reason: null,
        title: p.title,
        body: p.body,
        user,
        labels: [],
        assignee: null,
        assignees: [],
        milestone: null,
        locked: false,
        active_lock_reason: null,
        comments,
        pull_request: {
            merged_at: p.merged ? p.updatedAt : null,
            diff_url: `${html}.diff`,
            html_url: html,
            patch_url: `${html}.patch`,
            url: `${api}/pulls/${p.number}`,
        },
        closed_at: p.state === 'closed' ? p.updatedAt : null,
        created_at: p.createdAt,
        updated_at: p.updatedAt,
        draft: p.draft,
        author_association: 'CONTRIBUTOR',
        reactions: renderRollup(url, reactions),
    };
}
/** A PR review (diff) comment as `pull-request-review-comment`, with its reactions rollup. */
export function renderReviewComment(c, user, repoFull, headSha, reactions, base) {
    const api = `${base.api}/repos/${repoFull}`;
    const url = `${api}/pulls/comments/${c.id}`;
    const html = `${base.html}/${repoFull}/pull/${c.issueNumber}#discussion_r${c.id}`;
    const pr = `${api}/pulls/${c.issueNumber}`;
    return {
        url,
        pull_request_review_id: null,
        id: c.id,
        node_id: nodeId('PRRC', c.id),
        diff_hunk: '@@ -1 +1 @@',
        path: 'README.md',
        position: 1,
        original_position: 1,
        commit_id: headSha,
        original_commit_id: headSha,
        user,
        body: c.body,
        created_at: c.createdAt,
        updated_at: c.updatedAt,
        html_url: html,
        pull_request_url: pr,
        author_association: c.authorAssociation ?? 'NONE',
        _links: { self: { href: url }, html: { href: html }, pull_request: { href: pr } },
        line: 1,
        original_line: 1,
        side: 'RIGHT',
        subject_type: 'line',
        reactions: renderRollup(url, reactions),
    };
}
