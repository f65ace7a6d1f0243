/** Issue/PR conversation comments and reactions. */
import { renderReaction } from '../factories.js';
import type { ReactionRecord, RepoState } from '../records.js';
import { reactionsOn } from '../state.js';
import {
  error,
  type Handler,
  WRITERS,
  type HandlerContext,
  notFound,
  num,
  paginate,
  repoOf,
  since,
  str,
} from '../context.js';

function listReactions(ctx: HandlerContext, r: RepoState, subject: ReactionRecord['subject']) {
  const content = ctx.params.content;
  const items = reactionsOn(r, subject).filter(
    (x) => content === undefined || x.content === content,
  );
  return paginate(
    ctx,
    items.map((x) => renderReaction(x, ctx.state.renderUser(x.user))),
  );
}

function comment(ctx: HandlerContext) {
  const r = repoOf(ctx);
  const c = r?.comments.get(num(ctx, 'comment_id'));
  return r && c ? { r, c } : undefined;
}

/** Handlers by operationId. */
export const issueHandlers: Record<string, Handler> = {
  'issues/list-comments': (ctx) => {
    const r = repoOf(ctx);
    if (!r) return notFound();
    const n = num(ctx, 'issue_number');
    const all = [...r.comments.values()].filter((c) => c.issueNumber === n);
    return paginate(
      ctx,
      since(ctx, all, (c) => c.updatedAt).map((c) => ctx.state.renderComment(r, c)),
    );
  },

  'issues/list-comments-for-repo': (ctx) => {
    const r = repoOf(ctx);
    if (!r) return notFound();
    const key = ctx.params.sort === 'updated' ? 'updatedAt' : 'createdAt';
    const sorted = since(ctx, [...r.comments.values()], (c) => c.updatedAt).sort(
      (a, b) => a[key].localeCompare(b[key]) || a.id - b.id,
    );
    // `direction` is ignored without `sort`, as GitHub documents.
    if (ctx.params.sort !== undefined && ctx.params.direction === 'desc') sorted.reverse();
    return paginate(
      ctx,
      sorted.map((c) => ctx.state.renderComment(r, c)),
    );
  },

  'issues/get-comment': (ctx) => {
    const found = comment(ctx);
    return found ? { status: 200, body: ctx.state.renderComment(found.r, found.c) } : notFound();
  },

  'issues/create-comment': (ctx) => {
    const r = repoOf(ctx);
    if (!r) return notFound();
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
    if (!found) return notFound();
    ctx.state.editIssueComment({
      owner: found.r.repo.owner,
      repo: found.r.repo.name,
      commentId: found.c.id,
      body: String(ctx.body.body),
      editor: ctx.actor,
    });
    return { status: 200, body: ctx.state.renderComment(found.r, found.c) };
  },

  // The author, or anyone who can write (a moderator), may delete a comment; its reactions go too.
  'issues/delete-comment': (ctx) => {
    const found = comment(ctx);
    if (!found) return notFound();
    const role = ctx.state.permission(found.r, ctx.actor);
    if (found.c.user.toLowerCase() !== ctx.actor.toLowerCase() && !WRITERS.has(role)) {
      return error(403, 'Must have admin rights to Repository.');
    }
    ctx.state.deleteIssueComment({
      owner: found.r.repo.owner,
      repo: found.r.repo.name,
      commentId: found.c.id,
    });
    return { status: 204, body: undefined };
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
