/** Repositories: the repository, collaborator permission, file contents. */
import { renderContentFile } from '../pull-factory.js';
import type { Permission } from '../records.js';
import { type Handler, error, notFound, repoOf, str } from '../context.js';

// The permission endpoint folds the five roles into GitHub's classic four.
const CLASSIC: Record<Permission, string> = {
  admin: 'admin',
  maintain: 'write',
  write: 'write',
  triage: 'read',
  read: 'read',
  none: 'none',
};

const RANK: Permission[] = ['none', 'read', 'triage', 'write', 'maintain', 'admin'];

/** Handlers by operationId. */
export const repoHandlers: Record<string, Handler> = {
  'repos/get': (ctx) => {
    const r = repoOf(ctx);
    return r ? { status: 200, body: ctx.state.renderRepo(r) } : notFound();
  },

  // Repository activity: pushes newest first (direction desc), paged by cursor as GitHub does.
  'repos/list-activities': (ctx) => {
    const r = repoOf(ctx);
    if (!r) return notFound();
    const ref = ctx.params.ref as string | undefined;
    const full = ref === undefined || ref.startsWith('refs/') ? ref : `refs/heads/${ref}`;
    const actor = (ctx.params.actor as string | undefined)?.toLowerCase();
    const type = ctx.params.activity_type as string | undefined;
    // A ref whose pushes the test seeded is listed as seeded (it says who pushed).
    const seeded = new Set(r.pushes.filter((p) => !p.recorded).map((p) => p.ref));
    const list = r.pushes
      .filter((p) => !(p.recorded && seeded.has(p.ref)))
      .filter((p) => full === undefined || p.ref === full)
      .filter((p) => actor === undefined || p.actor?.toLowerCase() === actor)
      .filter((p) => type === undefined || p.activityType === type)
      .sort((a, b) => a.timestamp.localeCompare(b.timestamp) || a.id - b.id);
    if (ctx.params.direction !== 'asc') list.reverse();
    const perPage = typeof ctx.params.per_page === 'number' ? ctx.params.per_page : 30;
    const cursor = ctx.params.after as string | undefined;
    const start = cursor === undefined ? 0 : Number(Buffer.from(cursor, 'base64url').toString());
    const page = list.slice(start, start + perPage);
    const headers: Record<string, string> = {};
    if (start + perPage < list.length) {
      const next = new URL(ctx.url);
      next.searchParams.set('after', Buffer.from(String(start + perPage)).toString('base64url'));
      headers.link = `<${next.toString()}>; rel="next"`;
    }
    const body = page.map((p) => ({
      id: p.id,
      node_id: `RA_kwDO${p.id}`,
      before: p.before,
      after: p.after,
      ref: p.ref,
      timestamp: p.timestamp,
      activity_type: p.activityType,
      actor: p.actor === null ? null : ctx.state.renderUser(p.actor),
    }));
    return { status: 200, body, headers };
  },

  'repos/get-collaborator-permission-level': (ctx) => {
    const r = repoOf(ctx);
    if (!r) return notFound();
    const login = str(ctx, 'username');
    const user = ctx.state.user(login);
    if (!user) return error(404, `${login} is not a user`);
    const role = ctx.state.permission(r, login);
    const at = (p: Permission) => RANK.indexOf(role) >= RANK.indexOf(p);
    return {
      status: 200,
      body: {
        permission: CLASSIC[role],
        role_name: role,
        user: {
          ...ctx.state.renderUser(login),
          permissions: {
            admin: at('admin'),
            maintain: at('maintain'),
            push: at('write'),
            triage: at('triage'),
            pull: at('read'),
          },
          role_name: role,
        },
      },
    };
  },

  'repos/get-content': (ctx) => {
    const r = repoOf(ctx);
    if (!r) return notFound();
    const ref = typeof ctx.params.ref === 'string' ? ctx.params.ref : r.repo.defaultBranch;
    const path = str(ctx, 'path').replace(/^\/+|\/+$/g, '');
    const files = r.contents.get(ref);
    const text = files?.get(path);
    const full = `${r.repo.owner}/${r.repo.name}`;
    if (text !== undefined) {
      if (/application\/vnd\.github(\.v3)?\.raw/.test(ctx.accept)) {
        return {
          status: 200,
          raw: { contentType: 'application/vnd.github.raw; charset=utf-8', text },
        };
      }
      return { status: 200, body: renderContentFile(full, path, ref, text, ctx.state.base) };
    }
    // A directory: the files directly under it (subdirectories are listed as `dir`).
    const entries = new Map<string, { type: 'file' | 'dir'; text: string }>();
    for (const [p, t] of files ?? []) {
      if (!p.startsWith(`${path}/`)) continue;
      const [name = '', ...rest] = p.slice(path.length + 1).split('/');
      entries.set(name, rest.length ? { type: 'dir', text: '' } : { type: 'file', text: t });
    }
    if (!entries.size) return notFound();
    const listing = [...entries]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, e]) => {
        const file = renderContentFile(full, `${path}/${name}`, ref, e.text, ctx.state.base);
        const { content: _content, encoding: _encoding, ...item } = file;
        return { ...item, type: e.type, size: e.type === 'dir' ? 0 : file.size };
      });
    return { status: 200, body: listing };
  },
};
