/**
 * `POST /graphql`: GitHub's GraphQL API over the server's state. Every query is parsed and
 * validated against GitHub's published schema (`@octokit/graphql-schema`) and executed by
 * graphql-js on that schema, so a field, argument or type GitHub does not have fails like on
 * GitHub. What is served, from the same records the REST handlers serve:
 *
 * - `repository(owner, name)` with `pullRequests(first/after, orderBy UPDATED_AT|CREATED_AT)` and
 *   `collaborators(login, first)` (edges with `permission`: explicit roles only);
 * - `node(id)` / `nodes(ids)` for pull requests, issue comments, review comments and review
 *   threads (one thread per review comment); an id that resolves to nothing is null with a
 *   NOT_FOUND error at its path, as GitHub answers it;
 * - on those: `id`, `databaseId` (an error past 2^31, as GitHub's `Int` is: ids of comments and
 *   pull requests are), `fullDatabaseId`, `number`, `url`, `createdAt`, `updatedAt`, `lastEditedAt`
 *   (a comment's `updated_at` when later than its creation), `author` (a bot's login without
 *   `[bot]`, as GitHub's GraphQL spells it), `body`, `reactions(first/after, content)`,
 *   `comments(first/after)`, `reviewThreads(first/after)`, a pull request's `headRefOid`,
 *   `headRefName` and `headRepository` (null once its repository is gone), an issue comment's
 *   `pullRequest` (null on an issue); a
 *   `Reaction`'s `databaseId`, `content`, `createdAt`, `user`; an issue comment's
 *   `userContentEdits` (newest first: the version it was created with last, each with its
 *   `editedAt`, `editor`, `diff` = that version's full text, null with `deletedAt` and
 *   `deletedBy` once deleted from the history);
 * - over a linked repository, `repository.object` (commits) and `createCommitOnBranch`
 *   (graphql-commits.ts).
 *
 * GitHub's limits are enforced: every connection needs `first` or `last`, at most 100; a query
 * may ask for at most 500,000 nodes (counted as GitHub documents it: the product of `first` down
 * each nested connection). A request that breaks them, a field this server does not serve
 * (a non-null field resolving to nothing), or any other error is a violation.
 */
import { readFileSync } from 'node:fs';
import {
  buildClientSchema,
  type IntrospectionQuery,
  execute,
  Kind,
  parse,
  validate,
  type DocumentNode,
  type FieldNode,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import type { Reply } from '../context.js';
import type { CommentRecord, PullRecord, ReactionRecord, RepoState } from '../records.js';
import type { GitHubState } from '../state.js';
import { commitResolvers, GraphQLRefusal, type GraphQLAccess } from './graphql-commits.js';

let schema: GraphQLSchema | undefined;

function githubSchema(): GraphQLSchema {
  // Read on the first GraphQL request, not on import: most tests never send one (~1 s). The
  // package's own validator builds from this introspection too (its IDL repeats a field).
  schema ??= buildClientSchema(
    JSON.parse(
      readFileSync(
        new URL('../../../../node_modules/@octokit/graphql-schema/schema.json', import.meta.url),
        'utf8',
      ),
    ) as IntrospectionQuery,
  );
  return schema;
}

/** GitHub's documented maximum of nodes one query may ask for. */
export const GRAPHQL_NODE_LIMIT = 500_000;

const encode = (text: string) => Buffer.from(text).toString('base64');
const decode = (id: string) => Buffer.from(id, 'base64').toString('utf8');

interface ConnectionArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
}

class LimitError extends Error {}

const position = (cursor: string) => Number(decode(cursor).replace(/^cursor:v2:/, ''));

/**
 * A page of `items` as GitHub's connections serve it: `after`/`before` bound the window, `first`
 * takes from its start and `last` from its end. `hasNextPage` is exact when paging forward and
 * `hasPreviousPage` when paging backward (the two the Relay specification requires).
 */
function connection<T>(items: readonly T[], args: ConnectionArgs, name: string) {
  if (args.first == null && args.last == null) {
    throw new LimitError(
      `You must provide a \`first\` or \`last\` value to properly paginate the \`${name}\` connection.`,
    );
  }
  for (const [argument, limit] of [
    ['first', args.first],
    ['last', args.last],
  ] as const) {
    if (limit != null && (limit > 100 || limit < 0)) {
      throw new LimitError(
        `Requesting ${limit} records on the \`${name}\` connection exceeds the \`${argument}\` limit of 100 records.`,
      );
    }
  }
  if (args.first != null && args.last != null) {
    throw new LimitError(
      `Passing both \`first\` and \`last\` to paginate the \`${name}\` connection is not supported.`,
    );
  }
  const low = args.after ? position(args.after) + 1 : 0;
  const high = Math.max(
    low,
    args.before ? Math.min(position(args.before), items.length) : items.length,
  );
  const start = args.first != null ? low : Math.max(low, high - (args.last ?? 0));
  const stop = args.first != null ? Math.min(high, low + args.first) : high;
  const page = items.slice(start, stop);
  return {
    totalCount: items.length,
    pageInfo: {
      hasNextPage: args.first != null ? stop < high : stop < items.length,
      hasPreviousPage: args.last != null ? start > low : start > 0,
      startCursor: page.length ? encode(`cursor:v2:${start}`) : null,
      endCursor: page.length ? encode(`cursor:v2:${stop - 1}`) : null,
    },
    nodes: page,
    edges: page.map((node, i) => ({ node, cursor: encode(`cursor:v2:${start + i}`) })),
  };
}

/** The number of nodes a query may return, as GitHub counts it. */
function nodeCount(document: DocumentNode, variables: Record<string, unknown>): number {
  const fragments = new Map<string, SelectionSetNode>();
  for (const d of document.definitions) {
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d.selectionSet);
  }
  const firstOf = (field: FieldNode): number | undefined => {
    const arg = field.arguments?.find((a) => a.name.value === 'first' || a.name.value === 'last');
    if (!arg) return undefined;
    if (arg.value.kind === Kind.INT) return Number(arg.value.value);
    if (arg.value.kind === Kind.VARIABLE) return Number(variables[arg.value.name.value] ?? 0);
    return undefined;
  };
  const walk = (set: SelectionSetNode | undefined, multiplier: number): number => {
    let total = 0;
    for (const s of set?.selections ?? []) {
      if (s.kind === Kind.FIELD) {
        const first = firstOf(s);
        if (first !== undefined) {
          total += multiplier * first + walk(s.selectionSet, multiplier * first);
        } else total += walk(s.selectionSet, multiplier);
      } else if (s.kind === Kind.INLINE_FRAGMENT) total += walk(s.selectionSet, multiplier);
      else total += walk(fragments.get(s.name.value), multiplier);
    }
    return total;
  };
  let total = 0;
  for (const d of document.definitions) {
    if (d.kind === Kind.OPERATION_DEFINITION) total += walk(d.selectionSet, 1);
  }
  return total;
}

const CONTENT: Record<string, ReactionRecord['content']> = {
  THUMBS_UP: '+1',
  THUMBS_DOWN: '-1',
  LAUGH: 'laugh',
  HOORAY: 'hooray',
  CONFUSED: 'confused',
  HEART: 'heart',
  ROCKET: 'rocket',
  EYES: 'eyes',
};
const CONTENT_NAME = Object.fromEntries(Object.entries(CONTENT).map(([k, v]) => [v, k]));

/** The resolvers: plain objects whose function fields graphql-js calls with the arguments. */
function resolvers(state: GitHubState, access: GraphQLAccess) {
  const commits = commitResolvers(state, access);
  const actor = (login: string) => {
    const user = state.addUser(login);
    return user.type === 'Bot'
      ? { __typename: 'Bot', login: login.replace(/\[bot\]$/, '') }
      : { __typename: 'User', login };
  };
  const full = (r: RepoState) => `${r.repo.owner}/${r.repo.name}`;
  const reactionsOn =
    (r: RepoState, match: (x: ReactionRecord) => boolean) =>
    (args: ConnectionArgs & { content?: string | null }) => {
      const wanted = args.content ? CONTENT[args.content] : undefined;
      const list = r.reactions
        .filter((x) => match(x) && (wanted === undefined || x.content === wanted))
        .map((x) => ({
          __typename: 'Reaction',
          id: encode(`REA:${x.id}`),
          databaseId: x.id,
          content: CONTENT_NAME[x.content],
          createdAt: x.createdAt,
          user: state.user(x.user)?.type === 'Bot' ? null : { __typename: 'User', login: x.user },
        }));
      return connection(list, args, 'reactions');
    };
  const edited = (c: { createdAt: string; updatedAt: string }) =>
    Date.parse(c.updatedAt) > Date.parse(c.createdAt) ? c.updatedAt : null;

  const issueComment = (r: RepoState, c: CommentRecord) => ({
    __typename: 'IssueComment',
    id: encode(`IC:${full(r)}:${c.id}`),
    databaseId: c.id,
    fullDatabaseId: String(c.id),
    url: `${state.base.html}/${full(r)}/pull/${c.issueNumber}#issuecomment-${c.id}`,
    body: c.body,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
    lastEditedAt: edited(c),
    author: actor(c.user),
    reactions: reactionsOn(r, (x) => x.subject.kind === 'issueComment' && x.subject.id === c.id),
    // The pull request it is on; null on an issue.
    pullRequest: () => {
      const p = r.pulls.get(c.issueNumber);
      return p ? pull(r, p) : null;
    },
    // Newest first, as GitHub lists a comment's history; empty until it is edited.
    userContentEdits: (args: ConnectionArgs) =>
      connection(
        [...(c.edits ?? [])].reverse().map((e) => ({
          __typename: 'UserContentEdit',
          id: encode(`UCE:${e.id}`),
          createdAt: e.editedAt,
          updatedAt: e.deletedAt ?? e.editedAt,
          editedAt: e.editedAt,
          deletedAt: e.deletedAt,
          diff: e.body,
          editor: actor(e.editor),
          deletedBy: e.deletedBy === null ? null : actor(e.deletedBy),
        })),
        args,
        'userContentEdits',
      ),
  });
  const reviewComment = (r: RepoState, c: CommentRecord) => ({
    __typename: 'PullRequestReviewComment',
    id: encode(`RC:${full(r)}:${c.id}`),
    databaseId: c.id,
    fullDatabaseId: String(c.id),
    url: `${state.base.html}/${full(r)}/pull/${c.issueNumber}#discussion_r${c.id}`,
    body: c.body,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
    lastEditedAt: edited(c),
    author: actor(c.user),
    reactions: reactionsOn(r, (x) => x.subject.kind === 'reviewComment' && x.subject.id === c.id),
  });
  const thread = (r: RepoState, c: CommentRecord) => ({
    __typename: 'PullRequestReviewThread',
    id: encode(`RT:${full(r)}:${c.id}`),
    comments: (args: ConnectionArgs) => connection([reviewComment(r, c)], args, 'comments'),
  });
  const pull = (r: RepoState, p: PullRecord) => ({
    __typename: 'PullRequest',
    id: encode(`PR:${full(r)}:${p.number}`),
    databaseId: p.id,
    fullDatabaseId: String(p.id),
    number: p.number,
    url: `${state.base.html}/${full(r)}/pull/${p.number}`,
    body: p.body ?? '',
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
    lastEditedAt: (p as PullRecord & { lastEditedAt?: string }).lastEditedAt ?? null,
    author: actor(p.user),
    headRefOid: p.headSha,
    headRefName: p.headRef,
    headRepository: () => {
      const [owner = '', name = ''] = p.headRepo.split('/');
      const head = state.repo(owner, name);
      return head ? repository(head) : null;
    },
    reactions: reactionsOn(r, (x) => x.subject.kind === 'issue' && x.subject.number === p.number),
    comments: (args: ConnectionArgs) =>
      connection(
        [...r.comments.values()]
          .filter((c) => c.issueNumber === p.number)
          .map((c) => issueComment(r, c)),
        args,
        'comments',
      ),
    reviewThreads: (args: ConnectionArgs) =>
      connection(
        [...r.reviewComments.values()]
          .filter((c) => c.issueNumber === p.number)
          .map((c) => thread(r, c)),
        args,
        'reviewThreads',
      ),
  });
  const repository = (r: RepoState) => ({
    __typename: 'Repository',
    id: encode(`R:${full(r)}`),
    name: r.repo.name,
    nameWithOwner: full(r),
    object: commits.object(r.repo.owner, r.repo.name),
    pullRequests: (
      args: ConnectionArgs & { orderBy?: { field: string; direction: string } | null },
    ) => {
      const pulls = [...r.pulls.values()];
      const field = args.orderBy?.field === 'UPDATED_AT' ? 'updatedAt' : 'createdAt';
      pulls.sort((a, b) => Date.parse(a[field]) - Date.parse(b[field]) || a.number - b.number);
      if (args.orderBy?.direction === 'DESC') pulls.reverse();
      return connection(
        pulls.map((p) => pull(r, p)),
        args,
        'pullRequests',
      );
    },
    collaborators: (args: ConnectionArgs & { login?: string | null }) => {
      const rows = [...r.permissions.entries()]
        .filter(
          ([login, role]) => role !== 'none' && (!args.login || login === args.login.toLowerCase()),
        )
        .map(([login, role]) => ({
          permission: role.toUpperCase(),
          node: { __typename: 'User', login: state.user(login)?.login ?? login },
        }));
      const page = connection(rows, args, 'collaborators');
      return { ...page, edges: page.nodes.map((e) => ({ ...e, cursor: encode(e.node.login) })) };
    },
  });
  const node = ({ id }: { id: string }) => {
    const [kind, repoFull = '', key = ''] = decode(id).split(':');
    const [owner = '', name = ''] = repoFull.split('/');
    const r = state.repo(owner, name);
    if (!r) return null;
    const n = Number(key);
    switch (kind) {
      case 'PR': {
        const p = r.pulls.get(n);
        return p ? pull(r, p) : null;
      }
      case 'IC': {
        const c = r.comments.get(n);
        return c ? issueComment(r, c) : null;
      }
      case 'RC': {
        const c = r.reviewComments.get(n);
        return c ? reviewComment(r, c) : null;
      }
      case 'RT': {
        const c = r.reviewComments.get(n);
        return c ? thread(r, c) : null;
      }
      default:
        return null;
    }
  };
  return {
    repository: ({ owner, name }: { owner: string; name: string }) => {
      const r = state.repo(owner, name);
      return r ? repository(r) : null;
    },
    // GitHub answers an id that resolves to nothing (a comment deleted since it was listed) with
    // null and a NOT_FOUND error naming its path, beside the rest of the data.
    node: ({ id }: { id: string }) => node({ id }) ?? notFound(id),
    nodes: ({ ids }: { ids: string[] }) => ids.map((id) => node({ id }) ?? notFound(id)),
    createCommitOnBranch: commits.createCommitOnBranch,
  };
}

/** The error GitHub names an unresolvable global id with (graphql-js nulls the field and locates it). */
function notFound(id: string): GraphQLRefusal {
  return new GraphQLRefusal(
    'NOT_FOUND',
    `Could not resolve to a node with the global id of '${id}'`,
  );
}

function failure(message: string): Reply {
  return { status: 200, body: { data: null, errors: [{ message }] }, violation: message };
}

/** Answers one GraphQL request (the body as sent); a violation when GitHub would refuse it. */
export function graphqlReply(
  state: GitHubState,
  text: string,
  token: string | undefined,
  access: GraphQLAccess = { actor: 'github-actions[bot]', readOnly: false },
): Reply {
  if (!token) {
    return {
      status: 401,
      body: { message: 'This endpoint requires you to be authenticated.' },
      violation: 'a GraphQL request without a token',
    };
  }
  let request: { query?: unknown; variables?: unknown };
  try {
    request = JSON.parse(text) as typeof request;
  } catch {
    return failure('Problems parsing JSON');
  }
  if (typeof request.query !== 'string') return failure('A query attribute must be specified');
  let document: DocumentNode;
  try {
    document = parse(request.query);
  } catch (e) {
    return failure(`Parse error: ${(e as Error).message}`);
  }
  const errors = validate(githubSchema(), document);
  if (errors.length) return failure(errors.map((e) => e.message).join('; '));
  const variables = (request.variables ?? {}) as Record<string, unknown>;
  const nodes = nodeCount(document, variables);
  if (nodes > GRAPHQL_NODE_LIMIT) {
    return failure(
      `This query requests up to ${nodes} possible nodes which exceeds the maximum limit of ${GRAPHQL_NODE_LIMIT}.`,
    );
  }
  const result = execute({
    schema: githubSchema(),
    document,
    rootValue: resolvers(state, access),
    variableValues: variables,
  });
  if (result instanceof Promise) return failure('the test server resolves synchronously');
  if (result.errors?.length) {
    // GitHub's refusals carry a `type`; only those GitHub answers to a well-formed request are not violations.
    const faults = result.errors.filter(
      (e) => !(e.originalError instanceof GraphQLRefusal) || e.originalError.violation,
    );
    return {
      status: 200,
      body: {
        data: result.data ?? null,
        errors: result.errors.map((e) => ({
          ...(e.originalError instanceof GraphQLRefusal ? { type: e.originalError.type } : {}),
          path: e.path,
          locations: e.locations,
          message: e.message,
        })),
      },
      ...(faults.length ? { violation: faults.map((e) => e.message).join('; ') } : {}),
    };
  }
  return { status: 200, body: { data: result.data } };
}
