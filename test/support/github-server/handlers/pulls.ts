/** Pull requests: list, get, commits, files, reviews. */
import { renderCommit, renderFile, renderReview } from '../factories.js';
import { commitFromGit } from './git-data.js';
import type { PullRecord, RepoState } from '../records.js';
import {
  error,
  type Handler,
  WRITERS,
  type HandlerContext,
  notFound,
  num,
  paginate,
  repoOf,
  str,
} from '../context.js';
import { PULL_COMMITS_LISTED, PULL_FILES_LISTED } from '../limits.js';

function pullOf(ctx: HandlerContext): { r: RepoState; p: PullRecord } | undefined {
  const r = repoOf(ctx);
  const p = r?.pulls.get(num(ctx, 'pull_number'));
  return r && p ? { r, p } : undefined;
}

const full = (r: RepoState) => `${r.repo.owner}/${r.repo.name}`;

/** Handlers by operationId. */
export const pullHandlers: Record<string, Handler> = {
  'pulls/list': (ctx) => {
    const r = repoOf(ctx);
    if (!r) return notFound();
    const state = (ctx.params.state as string | undefined) ?? 'open';
    const head = ctx.params.head as string | undefined;
    const base = ctx.params.base as string | undefined;
    const pulls = [...r.pulls.values()]
      .filter((p) => state === 'all' || p.state === state)
      .filter((p) => !head || `${p.headRepo.split('/')[0]}:${p.headRef}` === head)
      .filter((p) => !base || p.baseRef === base);
    const key = ctx.params.sort === 'updated' ? 'updatedAt' : 'createdAt';
    pulls.sort((a, b) => a[key].localeCompare(b[key]) || a.number - b.number);
    // GitHub's default direction is desc, except for sort=long-running and popularity.
    if (ctx.params.direction !== 'asc') pulls.reverse();
    return paginate(
      ctx,
      pulls.map((p) => ctx.state.renderPull(r, p)),
    );
  },

  'pulls/get': (ctx) => {
    const found = pullOf(ctx);
    return found ? { status: 200, body: ctx.state.renderPull(found.r, found.p) } : notFound();
  },

  'pulls/list-commits': (ctx) => {
    const found = pullOf(ctx);
    if (!found) return notFound();
    const user = (login: string | null) => (login ? ctx.state.renderUser(login) : null);
    // GitHub lists at most 250 commits of a PR.
    const commits = found.p.commits
      .slice(0, PULL_COMMITS_LISTED)
      .map((c) =>
        renderCommit(
          c,
          full(found.r),
          { author: user(c.author.login), committer: user(c.committer.login) },
          ctx.state.base,
        ),
      );
    return paginate(ctx, commits);
  },

  'pulls/list-files': (ctx) => {
    const found = pullOf(ctx);
    if (!found) return notFound();
    const files = found.p.files
      .slice(0, PULL_FILES_LISTED)
      .map((f) => renderFile(f, full(found.r), found.p.headSha, ctx.state.base));
    return paginate(ctx, files);
  },

  // One commit by sha (any PR's), however long its PR: the list above stops at 250.
  'repos/get-commit': (ctx) => {
    const r = repoOf(ctx);
    if (!r) return notFound();
    const ref = str(ctx, 'ref');
    const c = [...r.pulls.values()].flatMap((p) => p.commits).find((x) => x.sha === ref);
    if (!c) return commitFromGit(ctx) ?? error(422, `No commit found for SHA: ${ref}`);
    const user = (login: string | null) => (login ? ctx.state.renderUser(login) : null);
    return {
      status: 200,
      body: {
        ...renderCommit(
          c,
          full(r),
          { author: user(c.author.login), committer: user(c.committer.login) },
          ctx.state.base,
        ),
        stats: { additions: 0, deletions: 0, total: 0 },
        files: [],
      },
    };
  },

  // The author, or anyone who can write (a moderator), may delete a comment; its reactions go too.
  'pulls/delete-review-comment': (ctx) => {
    const r = repoOf(ctx);
    const c = r?.reviewComments.get(num(ctx, 'comment_id'));
    if (!r || !c) return notFound();
    const role = ctx.state.permission(r, ctx.actor);
    if (c.user.toLowerCase() !== ctx.actor.toLowerCase() && !WRITERS.has(role)) {
      return error(403, 'Must have admin rights to Repository.');
    }
    ctx.state.deleteReviewComment({ owner: r.repo.owner, repo: r.repo.name, commentId: c.id });
    return { status: 204, body: undefined };
  },

  'pulls/list-reviews': (ctx) => {
    const found = pullOf(ctx);
    if (!found) return notFound();
    const reviews = found.p.reviews.map((rv) =>
      renderReview(
        rv,
        ctx.state.renderUser(rv.user),
        full(found.r),
        found.p.number,
        ctx.state.base,
      ),
    );
    return paginate(ctx, reviews);
  },
};
