/**
 * The GitHub side of reaction polling, through the GraphQL API: every pull request with activity
 * in the lookback, whoever opened it, with the agent's PR bodies, conversation comments and review
 * comments, each with every 👍 / 👎 nested, in a few requests (REST lists reactions per comment:
 * one request each). A 👎 counts for the agent who wrote the text wherever it is: on an operator's
 * PR or another agent's too (issue 26, class E). Every listing is read to its end; nothing is
 * summarised by counts the agent could keep steady.
 */
import type { FeedbackContent, Reaction, ReactionSubject } from '../core/feedback.js';
import type { CommentVersion, CommentVersions } from '../core/comment-history.js';
import type { CommentMemory } from '../core/comment-memory.js';
import { isAgentLogin } from '../core/identity.js';
import type { GitHub } from './octokit.js';
import {
  COMMIT_SIGNATURE_FIELDS,
  type CommitRef,
  type CommitSignatureNode,
} from './state-commits.js';

/** What the adapter needs of the client (src/github/octokit.ts adds throttling and retry). */
export type GitHubClient = Pick<GitHub, 'rest' | 'paginate' | 'graphql'>;

/** A repository. */
export interface RepoCoordinates {
  owner: string;
  repo: string;
}

/**
 * Pull requests whose details one query asks for. Each brings up to 100 comments with 100
 * reactions each: 25 keep a query near 255,000 nodes, under GitHub's limit of 500,000.
 */
export const PULLS_PER_QUERY = 25;

interface PageInfo {
  hasNextPage: boolean;
  endCursor: string | null;
}
interface Actor {
  __typename: string;
  login: string;
}
interface ReactionNode {
  databaseId: number | null;
  content: string;
  createdAt: string;
  user: { login: string } | null;
}
interface ReactionPage {
  pageInfo: PageInfo;
  nodes: ReactionNode[];
}
interface CommentNode {
  id: string;
  /** The REST id as a decimal string: past 2^31 for comments since 2024, beyond `databaseId`'s Int. */
  fullDatabaseId: string | null;
  url: string;
  createdAt: string;
  lastEditedAt: string | null;
  author: Actor | null;
  reactions: ReactionPage;
}
interface CommentPage {
  pageInfo: PageInfo;
  nodes: CommentNode[];
}
interface BackwardCommentPage {
  pageInfo: { hasPreviousPage: boolean; startCursor: string | null };
  nodes: CommentNode[];
}
interface PullNode {
  id: string;
  number: number;
  url: string;
  createdAt: string;
  updatedAt: string;
  lastEditedAt: string | null;
  author: Actor | null;
  headRefName: string;
  headRepository: { nameWithOwner: string } | null;
  reactions: ReactionPage;
  /** The newest page: the comments since the last run are at the end of the listing. */
  comments: BackwardCommentPage;
  reviewThreads: { totalCount: number };
}

const REACTIONS =
  'pageInfo { hasNextPage endCursor } nodes { databaseId content createdAt user { login } }';
const COMMENT = `id fullDatabaseId url createdAt lastEditedAt author { __typename login } reactions(first: 100) { ${REACTIONS} }`;

const PULL_LIST_PAGE = `repository(owner: $owner, name: $name) {
    pullRequests(first: 100, after: $after, orderBy: { field: UPDATED_AT, direction: DESC }) {
      pageInfo { hasNextPage endCursor }
      nodes { id number updatedAt }
    }
  }`;

const PULL_LIST = `query RecentPulls($owner: String!, $name: String!, $after: String) {
  ${PULL_LIST_PAGE}
}`;

/** The first page of PRs, and what GitHub asserts about a commit (the state head) in the same request. */
const PULL_LIST_AND_COMMIT = `query RecentPullsAndCommit($owner: String!, $name: String!, $after: String, $commitOwner: String!, $commitName: String!, $commit: GitObjectID!) {
  ${PULL_LIST_PAGE}
  commitRepository: repository(owner: $commitOwner, name: $commitName) {
    object(oid: $commit) { ... on Commit { ${COMMIT_SIGNATURE_FIELDS} } }
  }
}`;

const PULL_SUBJECTS = `query PullSubjects($ids: [ID!]!) {
  nodes(ids: $ids) {
    ... on PullRequest {
      id number url createdAt updatedAt lastEditedAt author { __typename login } headRefName headRepository { nameWithOwner }
      reactions(first: 100) { ${REACTIONS} }
      comments(last: 100) { pageInfo { hasPreviousPage startCursor } nodes { ${COMMENT} } }
      reviewThreads(first: 1) { totalCount }
    }
  }
}`;

/** Two pages of a PR's conversation comments at once: the next from the front, the next from the back. */
const MORE_COMMENTS = `query PullComments($id: ID!, $after: String, $before: String) {
  node(id: $id) {
    ... on PullRequest {
      front: comments(first: 100, after: $after) { pageInfo { hasNextPage endCursor } nodes { ${COMMENT} } }
      back: comments(last: 100, before: $before) { pageInfo { hasPreviousPage startCursor } nodes { ${COMMENT} } }
    }
  }
}`;

/** The page of a PR's conversation comments before `before` (older ones). */
const EARLIER_COMMENTS = `query EarlierPullComments($id: ID!, $before: String) {
  node(id: $id) {
    ... on PullRequest {
      comments(last: 100, before: $before) { pageInfo { hasPreviousPage startCursor } nodes { ${COMMENT} } }
    }
  }
}`;

/** Remembered comments by node id, each with its pull request (null once gone from GitHub). */
const KNOWN_COMMENTS = `query KnownComments($ids: [ID!]!) {
  nodes(ids: $ids) {
    ... on IssueComment {
      ${COMMENT}
      pullRequest { id number author { __typename login } headRefName headRepository { nameWithOwner } }
    }
  }
}`;

const REVIEW_THREADS = `query PullReviewComments($id: ID!, $after: String) {
  node(id: $id) {
    ... on PullRequest {
      reviewThreads(first: 50, after: $after) {
        pageInfo { hasNextPage endCursor }
        nodes { id comments(first: 50) { pageInfo { hasNextPage endCursor } nodes { ${COMMENT} } } }
      }
    }
  }
}`;

const MORE_THREAD_COMMENTS = `query ThreadComments($id: ID!, $after: String) {
  node(id: $id) {
    ... on PullRequestReviewThread {
      comments(first: 100, after: $after) { pageInfo { hasNextPage endCursor } nodes { ${COMMENT} } }
    }
  }
}`;

const MORE_REACTIONS = `query SubjectReactions($id: ID!, $content: ReactionContent!, $after: String) {
  node(id: $id) {
    ... on Reactable {
      reactions(first: 100, after: $after, content: $content) { ${REACTIONS} }
    }
  }
}`;

/**
 * A query's data, where a node that no longer exists is null as GitHub answers it: the rest of the
 * data beside a NOT_FOUND error naming it. An agent deleting one of its comments in the middle of
 * a run (between the listing and a query naming the comment) must not fail the run; any other
 * error still throws.
 */
async function dataOf<T>(
  client: Pick<GitHubClient, 'graphql'>,
  query: string,
  variables: Record<string, unknown>,
): Promise<T> {
  try {
    return await client.graphql<T>(query, variables);
  } catch (error) {
    const answer = error as { errors?: readonly { type?: string }[]; data?: T | null };
    const gone = answer.errors?.length && answer.errors.every((e) => e.type === 'NOT_FOUND');
    if (gone && answer.data) return answer.data;
    throw error;
  }
}

/** A GraphQL actor's login as the REST API spells it (bots end in `[bot]`). */
function restLogin(actor: Actor | null): string {
  if (!actor) return '';
  return actor.__typename === 'Bot' ? `${actor.login}[bot]` : actor.login;
}

const FEEDBACK: Readonly<Record<string, FeedbackContent>> = {
  THUMBS_UP: '+1',
  THUMBS_DOWN: '-1',
};

function feedbackOf(nodes: readonly ReactionNode[]): Reaction[] {
  const reactions: Reaction[] = [];
  for (const node of nodes) {
    const content = FEEDBACK[node.content];
    // A reaction without a user is a deleted account's ("ghost"): nobody to trust.
    if (!content || !node.user) continue;
    reactions.push({
      ...(node.databaseId === null ? {} : { id: node.databaseId }),
      content,
      user: node.user.login,
      createdAt: node.createdAt,
    });
  }
  return reactions;
}

/** All 👍 / 👎 of a subject whose first page of reactions was not the last: listed per content. */
async function allFeedback(client: GitHubClient, id: string): Promise<Reaction[]> {
  const reactions: Reaction[] = [];
  for (const content of ['THUMBS_UP', 'THUMBS_DOWN']) {
    let after: string | null = null;
    do {
      const data: { node: { reactions: ReactionPage } | null } = await dataOf(
        client,
        MORE_REACTIONS,
        { id, content, after },
      );
      const page = data.node?.reactions;
      if (!page) throw new Error(`GitHub did not return the reactions of ${id}`);
      reactions.push(...feedbackOf(page.nodes));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
  }
  return reactions;
}

async function reactionsOf(
  client: GitHubClient,
  id: string,
  page: ReactionPage,
): Promise<Reaction[]> {
  return page.pageInfo.hasNextPage ? allFeedback(client, id) : feedbackOf(page.nodes);
}

/** A comment's REST id, from GraphQL's BigInt (a decimal string); undefined if none is given. */
function restId(node: CommentNode): number | undefined {
  const id = node.fullDatabaseId === null ? NaN : Number(node.fullDatabaseId);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

async function commentSubject(
  client: GitHubClient,
  kind: 'issue-comment' | 'review-comment',
  node: CommentNode,
): Promise<ReactionSubject> {
  return {
    key: `${kind}:${restId(node) ?? node.id}`,
    url: node.url,
    author: restLogin(node.author),
    createdAt: node.createdAt,
    editedAt: node.lastEditedAt ?? undefined,
    reactions: await reactionsOf(client, node.id, node.reactions),
  };
}

/**
 * Every pull request (any state, anyone's) updated at or after `since`, newest activity first: a
 * comment the agent wrote in the lookback updated its PR then. With `commit`, the first request
 * also asks for that commit's signature (null: GitHub has no such commit).
 */
async function listPullIds(
  client: GitHubClient,
  where: RepoCoordinates & { since: string; commit?: CommitRef },
): Promise<RecentPulls> {
  const ids: string[] = [];
  let newest: string | undefined;
  let commit: CommitSignatureNode | null | undefined;
  let after: string | null = null;
  for (;;) {
    const ask = after === null ? where.commit : undefined;
    const data: {
      repository: {
        pullRequests: {
          pageInfo: PageInfo;
          nodes: { id: string; updatedAt: string }[];
        };
      } | null;
      commitRepository?: { object: Partial<CommitSignatureNode> | null } | null;
    } = await dataOf(
      client,
      ask ? PULL_LIST_AND_COMMIT : PULL_LIST,
      ask
        ? {
            owner: where.owner,
            name: where.repo,
            after,
            commitOwner: ask.owner,
            commitName: ask.repo,
            commit: ask.sha,
          }
        : { owner: where.owner, name: where.repo, after },
    );
    if (ask) {
      const object = data.commitRepository?.object;
      // Another type of object (a tree, a blob) answers no commit fields.
      commit = object?.oid === ask.sha ? (object as CommitSignatureNode) : null;
    }
    const page = data.repository?.pullRequests;
    if (!page)
      throw new Error(`GitHub did not return the pull requests of ${where.owner}/${where.repo}`);
    let older = false;
    for (const pull of page.nodes) {
      if (Date.parse(pull.updatedAt) < Date.parse(where.since)) {
        older = true;
        break;
      }
      ids.push(pull.id);
      if (newest === undefined || Date.parse(pull.updatedAt) > Date.parse(newest))
        newest = pull.updatedAt;
    }
    if (older || !page.pageInfo.hasNextPage) return { ids, commit, newest };
    // A page said to have more beyond it names no cursor: the listing cannot be finished.
    if (!page.pageInfo.endCursor)
      throw new Error(`GitHub did not return the pull requests of ${where.owner}/${where.repo}`);
    after = page.pageInfo.endCursor;
  }
}

async function restOfComments(
  client: GitHubClient,
  query: string,
  id: string,
  first: CommentPage,
  pick: (node: unknown) => CommentPage | undefined,
): Promise<CommentNode[]> {
  const nodes = [...first.nodes];
  let info = first.pageInfo;
  while (info.hasNextPage) {
    const data: { node: unknown } = await dataOf(client, query, { id, after: info.endCursor });
    const page = pick(data.node);
    if (!page) throw new Error(`GitHub did not return the comments of ${id}`);
    nodes.push(...page.nodes);
    info = page.pageInfo;
  }
  return nodes;
}

/**
 * All of a PR's conversation comments, from its newest page on, read from both ends at once (two
 * pages a request) until the ends meet: a page that holds a comment the other end already read,
 * or an end that reached the other side of the listing. Both ends are contiguous runs of one
 * order, so their union is the whole listing; nothing is taken from a count.
 */
async function allPullComments(
  client: GitHubClient,
  id: string,
  newest: BackwardCommentPage,
): Promise<CommentNode[]> {
  const front: CommentNode[] = [];
  const back: CommentNode[][] = [[...newest.nodes]];
  const seen = new Set(newest.nodes.map((node) => node.id));
  let after: string | null = null;
  let before = newest.pageInfo.startCursor;
  let open = newest.pageInfo.hasPreviousPage;
  if (open && !before) throw new Error(`GitHub did not return the comments of ${id}`);
  while (open) {
    const data: { node: { front?: CommentPage; back?: BackwardCommentPage } | null } = await dataOf(
      client,
      MORE_COMMENTS,
      { id, after, before },
    );
    const forward = data.node?.front;
    const backward = data.node?.back;
    if (!forward || !backward) throw new Error(`GitHub did not return the comments of ${id}`);
    let met = false;
    for (const node of forward.nodes) {
      if (seen.has(node.id)) met = true;
      else front.push(node);
      seen.add(node.id);
    }
    const older: CommentNode[] = [];
    for (const node of backward.nodes) {
      if (seen.has(node.id)) met = true;
      else older.push(node);
      seen.add(node.id);
    }
    back.unshift(older);
    open = !met && forward.pageInfo.hasNextPage && backward.pageInfo.hasPreviousPage;
    if (open) {
      after = forward.pageInfo.endCursor;
      before = backward.pageInfo.startCursor;
      // A page said to have more beyond it names no cursor: the listing cannot be finished.
      if (!after || !before) throw new Error(`GitHub did not return the comments of ${id}`);
    }
  }
  return [...front, ...back.flat()];
}

/**
 * A PR's conversation comments created from `since` on, from its newest page back: pages are read
 * until one reaches a comment created before `since` or the listing's start (the listing is in
 * the order they were created), so what is read grows with the comments written since, never
 * with those before.
 */
async function pullCommentsSince(
  client: GitHubClient,
  id: string,
  newest: BackwardCommentPage,
  since: string,
): Promise<CommentNode[]> {
  const pages = [newest.nodes];
  let page = newest;
  const reached = (nodes: readonly CommentNode[]) =>
    nodes.some((node) => Date.parse(node.createdAt) < Date.parse(since));
  while (page.pageInfo.hasPreviousPage && !reached(page.nodes)) {
    const before = page.pageInfo.startCursor;
    if (!before) throw new Error(`GitHub did not return the comments of ${id}`);
    const data: { node: { comments?: BackwardCommentPage } | null } = await dataOf(
      client,
      EARLIER_COMMENTS,
      { id, before },
    );
    const earlier = data.node?.comments;
    if (!earlier) throw new Error(`GitHub did not return the comments of ${id}`);
    pages.unshift(earlier.nodes);
    page = earlier;
  }
  return pages.flat();
}

const commentsOf = (node: unknown) => (node as { comments?: CommentPage } | null)?.comments;

/** The agent's review comments on one PR, each with every 👍 / 👎. */
async function reviewSubjects(
  client: GitHubClient,
  pullId: string,
  agents: readonly string[],
): Promise<ReactionSubject[]> {
  const subjects: ReactionSubject[] = [];
  let after: string | null = null;
  do {
    const data: {
      node: {
        reviewThreads: {
          pageInfo: PageInfo;
          nodes: { id: string; comments: CommentPage }[];
        };
      } | null;
    } = await dataOf(client, REVIEW_THREADS, { id: pullId, after });
    const threads = data.node?.reviewThreads;
    if (!threads) throw new Error(`GitHub did not return the review threads of ${pullId}`);
    for (const thread of threads.nodes) {
      const comments = await restOfComments(
        client,
        MORE_THREAD_COMMENTS,
        thread.id,
        thread.comments,
        commentsOf,
      );
      for (const comment of comments) {
        if (isAgentLogin(restLogin(comment.author), agents))
          subjects.push(await commentSubject(client, 'review-comment', comment));
      }
    }
    after = threads.pageInfo.hasNextPage ? threads.pageInfo.endCursor : null;
  } while (after);
  return subjects;
}

/** An agent's conversation comment on a pull request, as the poll's listing found it. */
export interface ListedComment {
  /** The GraphQL node id, which its body is read by (see {@link commentBodies}). */
  id: string;
  databaseId: number | undefined;
  /** The API's author login (a bot's with `[bot]`). */
  author: string;
  createdAt: string;
  /** When its body was last edited, as GitHub says (`lastEditedAt`); undefined if never. */
  editedAt: string | undefined;
  pull: {
    number: number;
    author: string;
    /** Its head branch (a claim describes the head it had when written: claim-head.ts). */
    headRef: string;
    /** `owner/name` of its head branch's repository; undefined when GitHub has none (a fork gone). */
    headRepository: string | undefined;
  };
}

/**
 * How far before the remembered instant comments are listed again: a comment GitHub created just
 * before it may not have shown in that run's listing yet.
 */
export const MEMORY_OVERLAP_MS = 60_000;

/** Node ids one query of remembered comments reads (`nodes(ids:)` takes at most 100). */
const KNOWN_PER_QUERY = 100;

/** A pull request whose conversation comments a listing read (see {@link CommentListing}). */
export interface ReadPull {
  number: number;
  /** GitHub's `updatedAt` when its comments were read. */
  updatedAt: string;
  /** Read whole: the memory held no instant for it. */
  whole: boolean;
}

/** What one listing found: the subjects, and the asked commit's signature (see `listPullIds`). */
export interface ListedSubjects {
  subjects: ReactionSubject[];
  commit: CommitSignatureNode | null | undefined;
  /** The agents' conversation comments on the pull requests listed (for their claims). */
  comments: ListedComment[];
  /**
   * The pull requests whose conversation comments were read: one the listing of pull requests
   * skipped (it moved between two pages) is not here, so no record says it was read.
   */
  pulls: ReadPull[];
  /** What was listed: pull requests updated from `since` on, the comments of `agents`. */
  since: string;
  agents: readonly string[];
}

/** The pull requests updated since `since` (see `listPullIds`), listed before the rest. */
export interface RecentPulls {
  ids: string[];
  commit: CommitSignatureNode | null | undefined;
  /** The newest `updatedAt` among them: GitHub's time, no later than the listing. */
  newest?: string | undefined;
}

/** The first step of {@link listReactionSubjects}: the pull requests, and the commit's signature. */
export const listRecentPulls = (
  client: GitHubClient,
  where: RepoCoordinates & { since: string; commit?: CommitRef },
): Promise<RecentPulls> => listPullIds(client, where);

/**
 * Every subject the agent wrote on PRs updated since `since`: its PR bodies, and its conversation
 * and review comments on any PR, each with all its 👍 / 👎. With `commit`, the first request
 * also reads that commit's signature, sparing a request of its own; with `pulls`, they were
 * listed already. With `known` (see {@link CommentMemory}), a PR's conversation comments are read
 * only back to its remembered instant (whole when it has none), and the remembered ones by their
 * ids: what others wrote before it costs nothing (issue 26, class C).
 */
export async function listReactionSubjects(
  client: GitHubClient,
  where: RepoCoordinates & {
    agents: readonly string[];
    since: string;
    commit?: CommitRef;
    pulls?: RecentPulls;
    known?: CommentMemory;
  },
): Promise<ListedSubjects> {
  const { ids, commit } = where.pulls ?? (await listPullIds(client, where));
  const subjects: ReactionSubject[] = [];
  const listedComments: ListedComment[] = [];
  const readPulls: ReadPull[] = [];
  const byAgent = (actor: Actor | null) => isAgentLogin(restLogin(actor), where.agents);
  const read = new Set<string>();
  const listed = new Set(ids);
  const addComment = async (comment: CommentNode, about: ListedComment['pull']) => {
    read.add(comment.id);
    subjects.push(await commentSubject(client, 'issue-comment', comment));
    listedComments.push({
      id: comment.id,
      databaseId: restId(comment),
      author: restLogin(comment.author),
      createdAt: comment.createdAt,
      editedAt: comment.lastEditedAt ?? undefined,
      pull: about,
    });
  };
  const { known } = where;
  const fromOf = (pull: number) => {
    const at = known?.from.get(pull);
    return at && new Date(Date.parse(at) - MEMORY_OVERLAP_MS).toISOString();
  };
  for (let i = 0; i < ids.length; i += PULLS_PER_QUERY) {
    const data: { nodes: (PullNode | null)[] } = await dataOf(client, PULL_SUBJECTS, {
      ids: ids.slice(i, i + PULLS_PER_QUERY),
    });
    for (const pull of data.nodes) {
      if (!pull) throw new Error('GitHub did not return one of the pull requests');
      if (byAgent(pull.author)) {
        subjects.push({
          key: `pull:${pull.number}`,
          url: pull.url,
          author: restLogin(pull.author),
          createdAt: pull.createdAt,
          editedAt: pull.lastEditedAt ?? undefined,
          reactions: await reactionsOf(client, pull.id, pull.reactions),
        });
      }
      const from = fromOf(pull.number);
      const comments = from
        ? await pullCommentsSince(client, pull.id, pull.comments, from)
        : await allPullComments(client, pull.id, pull.comments);
      readPulls.push({ number: pull.number, updatedAt: pull.updatedAt, whole: !from });
      const about = pullAbout(pull);
      for (const comment of comments) {
        if (byAgent(comment.author) && !read.has(comment.id)) await addComment(comment, about);
      }
      if (pull.reviewThreads.totalCount > 0)
        subjects.push(...(await reviewSubjects(client, pull.id, where.agents)));
    }
  }
  // The remembered comments not listed again: read by id, each with its pull request (one the
  // listing holds, as a listed comment's is); one GitHub no longer has was deleted.
  const rest = (known?.ids ?? []).filter((id) => !read.has(id));
  for (let i = 0; i < rest.length; i += KNOWN_PER_QUERY) {
    const data: {
      nodes: ((CommentNode & { pullRequest: PullAbout | null }) | null)[];
    } = await dataOf(client, KNOWN_COMMENTS, { ids: rest.slice(i, i + KNOWN_PER_QUERY) });
    for (const comment of data.nodes) {
      const pull = comment?.pullRequest;
      if (!comment?.id || !pull || !listed.has(pull.id) || read.has(comment.id)) continue;
      if (byAgent(comment.author)) await addComment(comment, pullAbout(pull));
    }
  }
  return {
    subjects,
    commit,
    comments: listedComments,
    pulls: readPulls,
    since: where.since,
    agents: where.agents,
  };
}

/** What a comment's claim needs of its pull request, as GitHub answered it. */
interface PullAbout {
  id: string;
  number: number;
  author: Actor | null;
  headRefName: string;
  headRepository: { nameWithOwner: string } | null;
}

function pullAbout(pull: PullAbout): ListedComment['pull'] {
  return {
    number: pull.number,
    author: restLogin(pull.author),
    headRef: pull.headRefName,
    headRepository: pull.headRepository?.nameWithOwner,
  };
}

// `lastEditedAt` with the body, in one answer: the listing's is older than the body (an edit in
// between would be read as the text at a due time it postdates).
const COMMENT_BODIES = `query CommentBodies($ids: [ID!]!) {
  nodes(ids: $ids) { ... on IssueComment { id body lastEditedAt } }
}`;

/** Comments whose bodies one query reads: GitHub's `nodes(ids:)` takes at most 100 ids. */
export const BODIES_PER_QUERY = 100;

/** A comment's body as GitHub answered it, and when GitHub says that body was last edited. */
export interface CommentBody {
  body: string;
  /** GitHub's `lastEditedAt` in the same answer; undefined if never edited. */
  editedAt: string | undefined;
}

/**
 * The bodies of conversation comments by node id, {@link BODIES_PER_QUERY} a request; a comment
 * deleted since it was listed has none.
 */
export async function commentBodies(
  client: Pick<GitHubClient, 'graphql'>,
  ids: readonly string[],
): Promise<Map<string, CommentBody>> {
  const bodies = new Map<string, CommentBody>();
  for (let i = 0; i < ids.length; i += BODIES_PER_QUERY) {
    const data: {
      nodes: ({ id?: string; body?: string; lastEditedAt?: string | null } | null)[];
    } = await dataOf(client, COMMENT_BODIES, { ids: ids.slice(i, i + BODIES_PER_QUERY) });
    for (const node of data.nodes) {
      if (node?.id === undefined || node.body === undefined) continue;
      bodies.set(node.id, { body: node.body, editedAt: node.lastEditedAt ?? undefined });
    }
  }
  return bodies;
}

/** Versions of a comment's history read: GitHub's most for one page of a connection. */
export const EDITS_PER_COMMENT = 100;
/**
 * Comments whose histories one query reads: each version can hold a whole comment (65,536
 * characters), so 10 keep an answer under ~65 MB however the agent edits.
 */
export const HISTORIES_PER_QUERY = 10;

const COMMENT_HISTORIES = `query CommentHistories($ids: [ID!]!) {
  nodes(ids: $ids) {
    ... on IssueComment {
      id
      userContentEdits(first: ${EDITS_PER_COMMENT}) {
        pageInfo { hasNextPage }
        nodes { editedAt deletedAt diff editor { __typename login } deletedBy { __typename login } }
      }
    }
  }
}`;

/**
 * The edit histories of conversation comments by node id, {@link HISTORIES_PER_QUERY} a
 * request; a comment deleted since it was listed has none.
 */
export async function commentHistories(
  client: Pick<GitHubClient, 'graphql'>,
  ids: readonly string[],
): Promise<Map<string, CommentVersions>> {
  const histories = new Map<string, CommentVersions>();
  for (let i = 0; i < ids.length; i += HISTORIES_PER_QUERY) {
    const data: {
      nodes: ({
        id?: string;
        userContentEdits?: {
          pageInfo: { hasNextPage: boolean };
          nodes: ({
            editedAt: string | null;
            deletedAt: string | null;
            diff: string | null;
            editor: Actor | null;
            deletedBy: Actor | null;
          } | null)[];
        };
      } | null)[];
    } = await dataOf(client, COMMENT_HISTORIES, { ids: ids.slice(i, i + HISTORIES_PER_QUERY) });
    for (const node of data.nodes) {
      const edits = node?.userContentEdits;
      if (node?.id === undefined || !edits) continue;
      const versions = edits.nodes.map((edit): CommentVersion => {
        // A version without its time cannot be placed before or after the due time, and may be
        // the one of it: nothing is proven, so nothing is settled.
        if (!edit?.editedAt)
          throw new Error(`GitHub did not return the edit history of ${node.id}`);
        const gone = edit.deletedAt !== null || edit.diff === null;
        return {
          editedAt: edit.editedAt,
          text: gone ? null : edit.diff,
          // Who GitHub says did it; a deleted account (null) is no one.
          ...(edit.editor ? { editor: restLogin(edit.editor) } : {}),
          ...(edit.deletedBy ? { deletedBy: restLogin(edit.deletedBy) } : {}),
        };
      });
      histories.set(node.id, { versions, complete: !edits.pageInfo.hasNextPage });
    }
  }
  return histories;
}
