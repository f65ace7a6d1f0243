/** Pull requests, check runs and file contents as GitHub's response objects. */
import { createHash } from 'node:crypto';
import { nodeId } from './factories.js';
/** A pull request as `pull-request` (a superset of `pull-request-simple`). */
export function renderPull(p, ctx) {
    const full = ctx.baseRepoFull;
    const api = `${ctx.base.api}/repos/${full}`;
    const html = `${ctx.base.html}/${full}/pull/${p.number}`;
    const link = (href) => ({ href });
    const side = (ref, sha, repo) => ({
        label: `${repo.owner.login}:${ref}`,
        ref,
        sha,
        user: repo.owner,
        repo,
    });
    const additions = p.files.reduce((n, f) => n + f.additions, 0);
    const deletions = p.files.reduce((n, f) => n + f.deletions, 0);
    return {
        url: `${api}/pulls/${p.number}`,
        id: p.id,
        node_id: nodeId('PR', p.id),
        html_url: html,
        diff_url: `${html}.diff`,
        patch_url: `${html}.patch`,
        issue_url: `${api}/issues/${p.number}`,
        commits_url: `${api}/pulls/${p.number}/commits`,
        review_comments_url: `${api}/pulls/${p.number}/comments`,
        review_comment_url: `${api}/pulls/comments{/number}`,
        comments_url: `${api}/issues/${p.number}/comments`,
        statuses_url: `${api}/statuses/${p.headSha}`,
        number: p.number,
        state: p.state,
        locked: false,
        title: p.title,
        user: ctx.user,
        body: p.body,
        labels: [],
        milestone: null,
        active_lock_reason: null,
        created_at: p.createdAt,
        updated_at: p.updatedAt,
        closed_at: p.state === 'closed' ? p.updatedAt : null,
        merged_at: p.merged ? p.updatedAt : null,
        merge_commit_sha: null,
        assignee: null,
        assignees: [],
        requested_reviewers: [],
        requested_teams: [],
        head: side(p.headRef, p.headSha, ctx.headRepo),
        base: side(p.baseRef, p.baseSha, ctx.baseRepo),
        _links: {
            self: link(`${api}/pulls/${p.number}`),
            html: link(html),
            issue: link(`${api}/issues/${p.number}`),
            comments: link(`${api}/issues/${p.number}/comments`),
            review_comments: link(`${api}/pulls/${p.number}/comments`),
            review_comment: link(`${api}/pulls/comments{/number}`),
            commits: link(`${api}/pulls/${p.number}/commits`),
            statuses: link(`${api}/statuses/${p.headSha}`),
        },
        author_association: 'CONTRIBUTOR',
        auto_merge: null,
        draft: p.draft,
        merged: p.merged,
        mergeable: true,
        rebaseable: true,
        mergeable_state: 'clean',
        merged_by: null,
        comments: ctx.comments,
        review_comments: ctx.reviewComments,
        maintainer_can_modify: false,
        commits: p.commits.length,
        additions,
        deletions,
        changed_files: p.files.length,
    };
}
/** The `pull-request-minimal` a check run lists for each open PR whose head is its commit. */
export function renderPullMinimal(p, repo, base) {
    const r = { id: repo.id, url: repo.url, name: repo.name };
    return {
        id: p.id,
        number: p.number,
        url: `${base.api}/repos/${repo.full_name}/pulls/${p.number}`,
        head: { ref: p.headRef, sha: p.headSha, repo: r },
        base: { ref: p.baseRef, sha: p.baseSha, repo: r },
    };
}
/** The GitHub App a check run is posted by (the `GITHUB_TOKEN`'s app). */
export function renderActionsApp(owner) {
    return {
        id: 15368,
        slug: 'github-actions',
        node_id: 'MDM6QXBwMTUzNjg=',
        owner,
        name: 'GitHub Actions',
        description: 'Automate your workflow from idea to production',
        external_url: 'https://help.github.com/en/actions',
        html_url: 'https://github.com/apps/github-actions',
        created_at: '2018-07-30T09:30:17Z',
        updated_at: '2024-04-10T20:33:16Z',
        permissions: { checks: 'write', contents: 'write', metadata: 'read', pull_requests: 'write' },
        events: ['check_run', 'check_suite', 'pull_request', 'push'],
    };
}
/** A file as `content-file` (base64, as the default media type returns it). */
export function renderContentFile(repoFull, path, ref, text, base) {
    const bytes = Buffer.from(text, 'utf8');
    const sha = createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
    const encoded = path.split('/').map(encodeURIComponent).join('/');
    const self = `${base.api}/repos/${repoFull}/contents/${encoded}?ref=${encodeURIComponent(ref)}`;
    const git = `${base.api}/repos/${repoFull}/git/blobs/${sha}`;
    const html = `${base.html}/${repoFull}/blob/${ref}/${encoded}`;
    return {
        type: 'file',
        encoding: 'base64',
        size: bytes.length,
        name: path.split('/').pop() ?? path,
        path,
        // GitHub wraps base64 at 60 characters per line.
        content: (bytes.toString('base64').match(/.{1,60}/g) ?? []).join('\n') + '\n',
        sha,
        url: self,
        git_url: git,
        html_url: html,
        download_url: `https://raw.githubusercontent.com/${repoFull}/${ref}/${encoded}`,
        _links: { self, git, html },
    };
}
