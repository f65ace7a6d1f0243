/** Issue/PR conversation comments and reactions. */
import { renderReaction } from '../factories.js';
import { reactionsOn } from '../state.js';
import { notFound, num, paginate, repoOf, since, str, } from '../context.js';
function listReactions(ctx, r, subject) {
    const content = ctx.params.content;
    const items = reactionsOn(r, subject).filter((x) => content === undefined || x.content === content);
    return paginate(ctx, items.map((x) => renderReaction(x, ctx.state.renderUser(x.user))));
}
function comment(ctx) {
    const r = repoOf(ctx);
    const c = r?.comments.get(num(ctx, 'comment_id'));
    return r && c ? { r, c } : undefined;
}
/** Handlers by operationId. */
export const issueHandlers = {
    'issues/list-comments': (ctx) => {
        const r = repoOf(ctx);
        if (!r)
            return notFound();
        const n = num(ctx, 'issue_number');
        const all = [...r.comments.values()].filter((c) => c.issueNumber === n);
        return paginate(ctx, since(ctx, all, (c) => c.updatedAt).map((c) => ctx.state.renderComment(r, c)));
    },
    'issues/list-comments-for-repo': (ctx) => {
        const r = repoOf(ctx);
        if (!r)
            return notFound();
        const key = ctx.params.sort === 'updated' ? 'updatedAt' : 'createdAt';
        const sorted = since(ctx, [...r.comments.values()], (c) => c.updatedAt).sort((a, b) => a[key].localeCompare(b[key]) || a.id - b.id);
        // `direction` is ignored without `sort`, as GitHub documents.
        if (ctx.params.sort !== undefined && ctx.params.direction === 'desc')
            sorted.reverse();
        return paginate(ctx, sorted.map((c) => ctx.state.renderComment(r, c)));
    },
    'issues/get-comment': (ctx) => {
        const found = comment(ctx);
        return found ? { status: 200, body: ctx.state.renderComment(found.r, found.c) } : notFound();
    },
    'issues/create-comment': (ctx) => {
        const r = repoOf(ctx);
        if (!r)
            return notFound();
        const c = ctx.state.addIssueComment({
            owner: r.repo.owner,
            repo: r.repo.name,
            issueNumber: num(ctx, 'issue_number'),
            user: ctx.actor,
            body: str({ ...ctx, params: ctx.body }, 'body'),
        });
        return { status: 201, body: ctx.state.renderComment(r, c) };
    },
    'issues/update-comment': (ctx) => {
        const found = comment(ctx);
        if (!found)
            return notFound();
        found.c.body = String(ctx.body.body);
        found.c.updatedAt = ctx.state.now();
        return { status: 200, body: ctx.state.renderComment(found.r, found.c) };
    },
    'reactions/list-for-issue-comment': (ctx) => {
        const found = comment(ctx);
        return found
            ? listReactions(ctx, found.r, { kind: 'issueComment', id: found.c.id })
            : notFound();
    },
    'reactions/list-for-issue': (ctx) => {
        const r = repoOf(ctx);
        return r
            ? listReactions(ctx, r, { kind: 'issue', number: num(ctx, 'issue_number') })
            : notFound();
    },
    'reactions/list-for-pull-request-review-comment': (ctx) => {
        const r = repoOf(ctx);
        const c = r?.reviewComments.get(num(ctx, 'comment_id'));
        return r && c ? listReactions(ctx, r, { kind: 'reviewComment', id: c.id }) : notFound();
    },
};
