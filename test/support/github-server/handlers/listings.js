/** Listings that carry reaction rollups: a repository's issues (PRs as issues) and a PR's review comments. */
import { renderPullAsIssue, renderReviewComment } from '../issue-factory.js';
import { reactionsOn } from '../state.js';
import { notFound, num, paginate, repoOf, since } from '../context.js';
/** Handlers by operationId. */
export const listingHandlers = {
    // Only pull requests are stored, so every listed issue is a PR.
    'issues/list-for-repo': (ctx) => {
        const r = repoOf(ctx);
        if (!r)
            return notFound();
        const full = `${r.repo.owner}/${r.repo.name}`;
        const state = ctx.params.state ?? 'open';
        const creator = ctx.params.creator?.toLowerCase();
        const comments = (n) => [...r.comments.values()].filter((c) => c.issueNumber === n);
        const pulls = since(ctx, [...r.pulls.values()]
            .filter((p) => state === 'all' || p.state === state)
            .filter((p) => creator === undefined || p.user.toLowerCase() === creator), (p) => p.updatedAt);
        const sort = ctx.params.sort ?? 'created';
        const key = (p) => sort === 'updated'
            ? p.updatedAt
            : sort === 'comments'
                ? String(comments(p.number).length).padStart(10, '0')
                : p.createdAt;
        pulls.sort((a, b) => key(a).localeCompare(key(b)) || a.number - b.number);
        if (ctx.params.direction !== 'asc')
            pulls.reverse();
        return paginate(ctx, pulls.map((p) => renderPullAsIssue(p, ctx.state.renderUser(p.user), full, comments(p.number).length, reactionsOn(r, { kind: 'issue', number: p.number }), ctx.state.base)));
    },
    'pulls/list-review-comments': (ctx) => {
        const r = repoOf(ctx);
        const p = r?.pulls.get(num(ctx, 'pull_number'));
        if (!r || !p)
            return notFound();
        const full = `${r.repo.owner}/${r.repo.name}`;
        const key = ctx.params.sort === 'updated' ? 'updatedAt' : 'createdAt';
        const list = since(ctx, [...r.reviewComments.values()].filter((c) => c.issueNumber === p.number), (c) => c.updatedAt).sort((a, b) => a[key].localeCompare(b[key]) || a.id - b.id);
        if (ctx.params.direction === 'desc')
            list.reverse();
        return paginate(ctx, list.map((c) => renderReviewComment(c, ctx.state.renderUser(c.user), full, p.headSha, reactionsOn(r, { kind: 'reviewComment', id: c.id }), ctx.state.base)));
    },
};
