const DOCS = 'https://docs.github.com/rest';
/** GitHub's error body. */
export function error(status, message, violation) {
    return {
        status,
        body: { message, documentation_url: DOCS, status: String(status) },
        ...(violation === undefined ? {} : { violation }),
    };
}
/** GitHub's 404. */
export const notFound = () => error(404, 'Not Found');
/** GitHub's 422 for a request that fails validation; always a violation. */
export function invalid(message, errors = []) {
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
export function str(ctx, name) {
    const v = ctx.params[name];
    return typeof v === 'string' ? v : String(v ?? '');
}
/** A numeric parameter. */
export function num(ctx, name) {
    return Number(ctx.params[name]);
}
/** The repository of `{owner}/{repo}`, or undefined (answer 404). */
export function repoOf(ctx) {
    return ctx.state.repo(str(ctx, 'owner'), str(ctx, 'repo'));
}
/** One page of `items` as GitHub pages: `per_page` (default 30, max 100), `page`, and a Link header. */
export function paginate(ctx, items, wrap) {
    const perPage = typeof ctx.params.per_page === 'number' ? ctx.params.per_page : 30;
    const page = typeof ctx.params.page === 'number' && ctx.params.page > 0 ? ctx.params.page : 1;
    const slice = items.slice((page - 1) * perPage, page * perPage);
    const last = Math.max(1, Math.ceil(items.length / perPage));
    const link = (n, rel) => {
        const u = new URL(ctx.url);
        u.searchParams.set('per_page', String(perPage));
        u.searchParams.set('page', String(n));
        return `<${u.toString()}>; rel="${rel}"`;
    };
    const links = [];
    if (page > 1)
        links.push(link(page - 1, 'prev'));
    if (page < last)
        links.push(link(page + 1, 'next'), link(last, 'last'));
    if (page > 1)
        links.push(link(1, 'first'));
    return {
        status: 200,
        body: wrap ? wrap(slice) : slice,
        headers: links.length ? { link: links.join(', ') } : {},
    };
}
/** Filter records by a `since` timestamp on a field, as GitHub does (inclusive). */
export function since(ctx, items, at) {
    const value = ctx.params.since;
    if (typeof value !== 'string')
        return items;
    const t = Date.parse(value);
    return items.filter((item) => Date.parse(at(item)) >= t);
}
