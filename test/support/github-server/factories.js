const CONTENTS = [
    '+1',
    '-1',
    'laugh',
    'confused',
    'heart',
    'hooray',
    'rocket',
    'eyes',
];
/** A node id of GitHub's shape (opaque to clients). */
export function nodeId(prefix, id) {
    return `${prefix}_kwDO${Buffer.from(String(id)).toString('base64url')}`;
}
/** A user as `simple-user`. */
export function renderUser(u, base) {
    const api = `${base.api}/users/${encodeURIComponent(u.login)}`;
    return {
        login: u.login,
        id: u.id,
        node_id: nodeId(u.type === 'Bot' ? 'BOT' : 'U', u.id),
        avatar_url: `https://avatars.githubusercontent.com/u/${u.id}?v=4`,
        gravatar_id: '',
        url: api,
        // A bot's page is its app's page.
        html_url: u.type === 'Bot'
            ? `${base.html}/apps/${u.login.replace(/\[bot\]$/, '')}`
            : `${base.html}/${u.login}`,
        followers_url: `${api}/followers`,
        following_url: `${api}/following{/other_user}`,
        gists_url: `${api}/gists{/gist_id}`,
        starred_url: `${api}/starred{/owner}{/repo}`,
        subscriptions_url: `${api}/subscriptions`,
        organizations_url: `${api}/orgs`,
        repos_url: `${api}/repos`,
        events_url: `${api}/events{/privacy}`,
        received_events_url: `${api}/received_events`,
        type: u.type,
        site_admin: false,
        user_view_type: 'public',
    };
}
/** A repository as `full-repository` (a superset of `repository` and `minimal-repository`). */
export function renderRepo(r, owner, base) {
    const full = `${r.owner}/${r.name}`;
    const api = `${base.api}/repos/${full}`;
    const html = `${base.html}/${full}`;
    const u = (path) => `${api}/${path}`;
    return {
        id: r.id,
        node_id: nodeId('R', r.id),
        name: r.name,
        full_name: full,
        owner: renderUser(owner, base),
        private: r.private,
        html_url: html,
        description: null,
        fork: false,
        url: api,
        archive_url: u('{archive_format}{/ref}'),
        assignees_url: u('assignees{/user}'),
        blobs_url: u('git/blobs{/sha}'),
        branches_url: u('branches{/branch}'),
        collaborators_url: u('collaborators{/collaborator}'),
        comments_url: u('comments{/number}'),
        commits_url: u('commits{/sha}'),
        compare_url: u('compare/{base}...{head}'),
        contents_url: u('contents/{+path}'),
        contributors_url: u('contributors'),
        deployments_url: u('deployments'),
        downloads_url: u('downloads'),
        events_url: u('events'),
        forks_url: u('forks'),
        git_commits_url: u('git/commits{/sha}'),
        git_refs_url: u('git/refs{/sha}'),
        git_tags_url: u('git/tags{/sha}'),
        git_url: `git://github.com/${full}.git`,
        issue_comment_url: u('issues/comments{/number}'),
        issue_events_url: u('issues/events{/number}'),
        issues_url: u('issues{/number}'),
        keys_url: u('keys{/key_id}'),
        labels_url: u('labels{/name}'),
        languages_url: u('languages'),
        merges_url: u('merges'),
        milestones_url: u('milestones{/number}'),
        notifications_url: u('notifications{?since,all,participating}'),
        pulls_url: u('pulls{/number}'),
        releases_url: u('releases{/id}'),
        ssh_url: `git@github.com:${full}.git`,
        stargazers_url: u('stargazers'),
        statuses_url: u('statuses/{sha}'),
        subscribers_url: u('subscribers'),
        subscription_url: u('subscription'),
        tags_url: u('tags'),
        teams_url: u('teams'),
        trees_url: u('git/trees{/sha}'),
        clone_url: `${html}.git`,
        mirror_url: null,
        hooks_url: u('hooks'),
        svn_url: html,
        homepage: null,
        language: 'TypeScript',
        forks_count: 0,
        stargazers_count: 0,
        watchers_count: 0,
        size: 1,
        default_branch: r.defaultBranch,
        open_issues_count: 0,
        has_issues: true,
        has_projects: true,
        has_wiki: true,
        has_pages: false,
        has_downloads: true,
        has_discussions: false,
        archived: false,
        disabled: false,
        visibility: r.private ? 'private' : 'public',
        pushed_at: r.createdAt,
        created_at: r.createdAt,
        updated_at: r.createdAt,
        subscribers_count: 0,
        network_count: 0,
        license: null,
        forks: 0,
        open_issues: 0,
        watchers: 0,
        allow_forking: true,
        is_template: false,
        web_commit_signoff_required: false,
        topics: [],
    };
}
/** The `reactions` rollup a comment carries, counted from the stored reactions. */
export function renderRollup(url, reactions) {
    const counts = Object.fromEntries(CONTENTS.map((c) => [c, 0]));
    for (const r of reactions)
        counts[r.content] += 1;
    return { url: `${url}/reactions`, total_count: reactions.length, ...counts };
}
/** An issue or PR conversation comment as `issue-comment`. */
export function renderIssueComment(c, user, repoFull, reactions, base) {
    const url = `${base.api}/repos/${repoFull}/issues/comments/${c.id}`;
    return {
        id: c.id,
        node_id: nodeId('IC', c.id),
        url,
        html_url: `${base.html}/${repoFull}/pull/${c.issueNumber}#issuecomment-${c.id}`,
        body: c.body,
        user,
        created_at: c.createdAt,
        updated_at: c.updatedAt,
        issue_url: `${base.api}/repos/${repoFull}/issues/${c.issueNumber}`,
        author_association: c.authorAssociation ?? 'NONE',
        performed_via_github_app: null,
        reactions: renderRollup(url, reactions),
    };
}
/** A reaction as `reaction`. */
export function renderReaction(r, user) {
    return {
        id: r.id,
        node_id: nodeId('REA', r.id),
        user,
        content: r.content,
        created_at: r.createdAt,
    };
}
/** A PR commit as `commit`. */
export function renderCommit(c, repoFull, users, base) {
    const api = `${base.api}/repos/${repoFull}`;
    return {
        url: `${api}/commits/${c.sha}`,
        sha: c.sha,
        node_id: nodeId('C', parseInt(c.sha.slice(0, 8), 16) || 1),
        html_url: `${base.html}/${repoFull}/commit/${c.sha}`,
        comments_url: `${api}/commits/${c.sha}/comments`,
        commit: {
            url: `${api}/git/commits/${c.sha}`,
            author: { name: c.author.name, email: c.author.email, date: c.author.date },
            committer: { name: c.committer.name, email: c.committer.email, date: c.committer.date },
            message: c.message,
            comment_count: 0,
            tree: { sha: '4b825dc642cb6eb9a060e54bf8d69288fbee4904', url: `${api}/git/trees/4b825dc6` },
            verification: {
                verified: false,
                reason: 'unsigned',
                payload: null,
                signature: null,
                verified_at: null,
            },
        },
        author: users.author,
        committer: users.committer,
        parents: c.parents.map((sha) => ({
            sha,
            url: `${api}/commits/${sha}`,
            html_url: `${base.html}/${repoFull}/commit/${sha}`,
        })),
    };
}
/** A changed file as `diff-entry`. */
export function renderFile(f, repoFull, headSha, base) {
    const path = f.filename.split('/').map(encodeURIComponent).join('/');
    return {
        sha: '0000000000000000000000000000000000000000',
        filename: f.filename,
        status: f.status,
        additions: f.additions,
        deletions: f.deletions,
        changes: f.additions + f.deletions,
        blob_url: `${base.html}/${repoFull}/blob/${headSha}/${path}`,
        raw_url: `${base.html}/${repoFull}/raw/${headSha}/${path}`,
        contents_url: `${base.api}/repos/${repoFull}/contents/${path}?ref=${headSha}`,
        ...(f.patch === undefined ? {} : { patch: f.patch }),
        ...(f.previousFilename === undefined ? {} : { previous_filename: f.previousFilename }),
    };
}
/** A review as `pull-request-review`. */
export function renderReview(r, user, repoFull, pullNumber, base) {
    const html = `${base.html}/${repoFull}/pull/${pullNumber}#pullrequestreview-${r.id}`;
    const pr = `${base.api}/repos/${repoFull}/pulls/${pullNumber}`;
    return {
        id: r.id,
        node_id: nodeId('PRR', r.id),
        user,
        body: r.body,
        state: r.state,
        html_url: html,
        pull_request_url: pr,
        _links: { html: { href: html }, pull_request: { href: pr } },
        submitted_at: r.submittedAt,
        commit_id: r.commitId,
        author_association: 'NONE',
    };
}
/** A commit status as `status` (also valid as `simple-commit-status`). */
export function renderStatus(s, creator, repoFull, base) {
    return {
        url: `${base.api}/repos/${repoFull}/statuses/${s.sha}`,
        avatar_url: creator.avatar_url,
        id: s.id,
        node_id: nodeId('SC', s.id),
        state: s.state,
        description: s.description,
        target_url: s.targetUrl,
        context: s.context,
        created_at: s.createdAt,
        updated_at: s.updatedAt,
        creator,
    };
}
