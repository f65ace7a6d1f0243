/** What a handler sees and returns, and GitHub's pagination and error replies. */
import type { RepoState } from './records.js';
import type { GitHubState } from './state.js';

/** A handler's reply. `body` is sent as JSON unless `raw` is set. */
export interface Reply {
  status: number;
  body?: unknown;
  raw?: { contentType: string; text: string };
  headers?: Record<string, string>;
  /** A request GitHub would reject (recorded in `violations`), as opposed to a legitimate 404. */
  violation?: string;
}

/** One request, parsed and validated, as a handler sees it. */
export interface HandlerContext {
  state: GitHubState;
  /** Path and query parameters, coerced to the described types. */
  params: Record<string, unknown>;
  body: Record<string, unknown>;
  /** The absolute URL of the request (for Link headers). */
  url: URL;
  accept: string;
  /** The login the token acts as. */
  actor: string;
}

/** A handler for one operationId. */
export type Handler = (ctx: HandlerContext) => Reply;

const DOCS = 'https://docs.github.com/rest';

/** GitHub's error body. */
export function error(status: number, message: string, violation?: string): Reply {
  return {
    status,
    body: { message, documentation_url: DOCS, status: String(status) },
    ...(violation === undefined ? {} : { violation }),
  };
}

/** GitHub's 404. */
export const notFound = (): Reply => error(404, 'Not Found');

/** GitHub's 422 for a request that fails validation; always a violation. */
export function invalid(
  message: string,
  errors: { field?: string; code: string; message?: string }[] = [],
): Reply {
  return {
    status: 422,
    body: {
      message,
      documentation_url: DOCS,
      status: '422',
      errors: errors.map((e) => ({ resource: 'Request', ...e })),
    },
    violation: message,
  };
}

/** A string parameter (path parameters are always present once validated). */
export function str(ctx: HandlerContext, name: string): string {
  const v = ctx.params[name];
  return typeof v === 'string' ? v : String(v ?? '');
}

/** A numeric parameter. */
export function num(ctx: HandlerContext, name: string): number {
  return Number(ctx.params[name]);
}

/** The repository of `{owner}/{repo}`, or undefined (answer 404). */
export function repoOf(ctx: HandlerContext): RepoState | undefined {
  return ctx.state.repo(str(ctx, 'owner'), str(ctx, 'repo'));
}

/** One page of `items` as GitHub pages: `per_page` (default 30, max 100), `page`, and a Link header. */
export function paginate<T>(ctx: HandlerContext, items: T[], wrap?: (page: T[]) => unknown): Reply {
  const perPage = typeof ctx.params.per_page === 'number' ? ctx.params.per_page : 30;
  const page = typeof ctx.params.page === 'number' && ctx.params.page > 0 ? ctx.params.page : 1;
  const slice = items.slice((page - 1) * perPage, page * perPage);
  const last = Math.max(1, Math.ceil(items.length / perPage));
  const link = (n: number, rel: string) => {
    const u = new URL(ctx.url);
    u.searchParams.set('per_page', String(perPage));
    u.searchParams.set('page', String(n));
    return `<${u.toString()}>; rel="${rel}"`;
  };
  const links: string[] = [];
  if (page > 1) links.push(link(page - 1, 'prev'));
  if (page < last) links.push(link(page + 1, 'next'), link(last, 'last'));
  if (page > 1) links.push(link(1, 'first'));
  return {
    status: 200,
    body: wrap ? wrap(slice) : slice,
    headers: links.length ? { link: links.join(', ') } : {},
  };
}

/** Filter records by a `since` timestamp on a field, as GitHub does (inclusive). */
export function since<T>(ctx: HandlerContext, items: T[], at: (item: T) => string): T[] {
  const value = ctx.params.since;
  if (typeof value !== 'string') return items;
  const t = Date.parse(value);
  return items.filter((item) => Date.parse(at(item)) >= t);
}

/** The roles that may moderate (delete another's comment), as GitHub grants it. */
export const WRITERS: ReadonlySet<string> = new Set(['write', 'maintain', 'admin']);
