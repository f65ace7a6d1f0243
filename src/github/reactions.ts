/**
 * The GitHub side of reaction polling: the agent's PR bodies, PR comments and review comments with
 * their reaction counts, the reactors of one of them, and a user's permission. Every list pages
 * with the API's maximum page size (100), so a PR with 1,000 comments costs about ten requests.
 */
import { createHash } from 'node:crypto';
import {
  type FeedbackContent,
  type Reaction,
  type ReactionSubject,
  type RepositoryPermission,
} from '../core/feedback.js';
import { isAgentLogin } from '../core/identity.js';
import { PER_PAGE, type GitHub } from './octokit.js';

/** What the adapter needs of the client (src/github/octokit.ts adds throttling and retry). */
export type GitHubClient = Pick<GitHub, 'rest' | 'paginate'>;

/** A repository. */
export interface RepoCoordinates {
  owner: string;
  repo: string;
}

interface Rollup {
  '+1': number;
  '-1': number;
  total_count: number;
}

const counts = (reactions: Rollup | undefined) => ({
  up: reactions?.['+1'] ?? 0,
  down: reactions?.['-1'] ?? 0,
  ...(reactions ? { total: reactions.total_count } : {}),
});

/** A short fingerprint of a PR body: the API gives no time for a body edit, so edits are noticed by content. */
export function bodyHash(body: string | null | undefined): string {
  return createHash('sha256')
    .update(body ?? '')
    .digest('hex')
    .slice(0, 16);
}

/** A PR the agent opened, as a reaction subject (its body), with its number. */
export interface AgentPull {
  number: number;
  subject: ReactionSubject;
}

/**
 * The agent's pull requests updated since `since` (open or closed), with their body's reaction
 * counts: one listing of the repository's issues, newest activity first.
 */
export async function listAgentPulls(
  client: GitHubClient,
  where: RepoCoordinates & { agents: readonly string[]; since: string },
): Promise<AgentPull[]> {
  const issues = await client.paginate(client.rest.issues.listForRepo, {
    owner: where.owner,
    repo: where.repo,
    state: 'all',
    sort: 'updated',
    direction: 'desc',
    since: where.since,
    per_page: PER_PAGE,
  });
  return issues
    .filter((issue) => issue.pull_request && isAgentLogin(issue.user?.login ?? '', where.agents))
    .map((issue) => ({
      number: issue.number,
      subject: {
        key: `pull:${issue.number}`,
        url: issue.html_url,
        author: issue.user?.login ?? '',
        createdAt: issue.created_at,
        // An issue's updated_at moves with any activity, not only body edits: the hash decides.
        updatedAt: issue.created_at,
        bodyHash: bodyHash(issue.body),
        ...counts(issue.reactions),
      },
    }));
}

/** The agent's conversation comments and review comments on one PR, with their reaction counts. */
export async function listAgentComments(
  client: GitHubClient,
  where: RepoCoordinates & { pullNumber: number; agents: readonly string[] },
): Promise<ReactionSubject[]> {
  const [comments, reviewComments] = await Promise.all([
    client.paginate(client.rest.issues.listComments, {
      owner: where.owner,
      repo: where.repo,
      issue_number: where.pullNumber,
      per_page: PER_PAGE,
    }),
    client.paginate(client.rest.pulls.listReviewComments, {
      owner: where.owner,
      repo: where.repo,
      pull_number: where.pullNumber,
      per_page: PER_PAGE,
    }),
  ]);
  const byAgent = (login: string | undefined) => isAgentLogin(login ?? '', where.agents);
  return [
    ...comments
      .filter((c) => byAgent(c.user?.login))
      .map((c) => ({
        key: `issue-comment:${c.id}`,
        url: c.html_url,
        author: c.user?.login ?? '',
        createdAt: c.created_at,
        updatedAt: c.updated_at,
        ...counts(c.reactions),
      })),
    ...reviewComments
      .filter((c) => byAgent(c.user.login))
      .map((c) => ({
        key: `review-comment:${c.id}`,
        url: c.html_url,
        author: c.user.login,
        createdAt: c.created_at,
        updatedAt: c.updated_at,
        ...counts(c.reactions),
      })),
  ];
}

/**
 * The 👍 and/or 👎 reactions on one subject: filtered by content when one is asked, else one
 * unfiltered listing kept to the contents asked.
 */
export async function listReactors(
  client: GitHubClient,
  where: RepoCoordinates & { subject: ReactionSubject; contents: readonly FeedbackContent[] },
): Promise<Reaction[]> {
  const [kind, rawId] = where.subject.key.split(':');
  const id = Number(rawId);
  const only = where.contents.length === 1 ? { content: where.contents[0] } : {};
  const base = { owner: where.owner, repo: where.repo, ...only, per_page: PER_PAGE };
  const reactions =
    kind === 'pull'
      ? await client.paginate(client.rest.reactions.listForIssue, { ...base, issue_number: id })
      : kind === 'issue-comment'
        ? await client.paginate(client.rest.reactions.listForIssueComment, {
            ...base,
            comment_id: id,
          })
        : await client.paginate(client.rest.reactions.listForPullRequestReviewComment, {
            ...base,
            comment_id: id,
          });
  const asked = new Set<string>(where.contents);
  return reactions
    .filter((r) => asked.has(r.content) && r.user)
    .map((r) => ({
      id: r.id,
      content: r.content as FeedbackContent,
      user: r.user?.login ?? '',
      createdAt: r.created_at,
    }));
}

const ROLES: ReadonlySet<string> = new Set([
  'admin',
  'maintain',
  'write',
  'triage',
  'read',
  'none',
]);

/**
 * A user's permission on the repository. `permission` reports maintain as write and triage as
 * read; `role_name` names the role itself. A login GitHub does not know (404) has none.
 */
export async function repositoryPermission(
  client: GitHubClient,
  where: RepoCoordinates & { login: string },
): Promise<RepositoryPermission> {
  try {
    const { data } = await client.rest.repos.getCollaboratorPermissionLevel({
      owner: where.owner,
      repo: where.repo,
      username: where.login,
    });
    const role = data.role_name;
    if (ROLES.has(role)) return role as RepositoryPermission;
    return ROLES.has(data.permission) ? (data.permission as RepositoryPermission) : 'none';
  } catch (error) {
    if ((error as { status?: number }).status === 404) return 'none';
    throw error;
  }
}
