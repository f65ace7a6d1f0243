/** Pull requests: list, get, commits, files, reviews. */
import { renderCommit, renderFile, renderReview } from '../factories.js';
import { notFound, num, paginate, repoOf } from '../context.js';
function pullOf(ctx) {
    const r = repoOf(ctx);
    const p = r?.pulls.get(num(ctx, 'pull_number'));
    return r && p ? { r, p } : undefined;
}
const full = (r) => `${r.repo.owner}/${r.repo.name}`;
/** Handlers by operationId. */
export const pullHandlers = {
    'pulls/list': (ctx) => {
        const r = repoOf(ctx);
        if (!r)
            return notFound();
        const state = ctx.params.state ?? 'open';
        const head = ctx.params.head;
        const base = ctx.params.base;
        const pulls = [...r.pulls.values()]
            .filter((p) => state === 'all' || p.state === state)
            .filter((p) => !head || `${p.headRepo.split('/')[0]}:${p.headRef}` === head)
            .filter((p) => !base || p.baseRef === base);
        const key = ctx.params.sort === 'updated' ? 'updatedAt' : 'createdAt';
        pulls.sort((a, b) => a[key].localeCompare(b[key]) || a.number - b.number);
        // GitHub's default direction is desc, except for sort=long-running and popularity.
        if (ctx.params.direction !== 'asc')
            pulls.reverse();
        return paginate(ctx, pulls.map((p) => ctx.state.renderPull(r, p)));
    },
    'pulls/get': (ctx) => {
        const found = pullOf(ctx);
        return found ? { status: 200, body: ctx.state.renderPull(found.r, found.p) } : notFound();
    },
    'pulls/list-commits': (ctx) => {
        const found = pullOf(ctx);
        if (!found)
            return notFound();
        const user = (login) => (login ? ctx.state.renderUser(login) : null);
        // GitHub lists at most 250 commits of a PR.
        const commits = found.p.commits
            .slice(0, 250)
            .map((c) => renderCommit(c, full(found.r), { author: user(c.author.login), committer: user(c.committer.login) }, ctx.state.base));
        return paginate(ctx, commits);
    },
    'pulls/list-files': (ctx) => {
        const found = pullOf(ctx);
        if (!found)
            return notFound();
        const files = found.p.files
            .slice(0, 3000)
            .map((f) => renderFile(f, full(found.r), found.p.headSha, ctx.state.base));
        return paginate(ctx, files);
    },
    'pulls/list-reviews': (ctx) => {
        const found = pullOf(ctx);
        if (!found)
            return notFound();
        const reviews = found.p.reviews.map((rv) => renderReview(rv, ctx.state.renderUser(rv.user), full(found.r), found.p.number, ctx.state.base));
        return paginate(ctx, reviews);
    },
};
