/**
 * Who may give feedback: a user's permission on the repository, one REST lookup per login, or
 * many logins in one GraphQL query (the subjects and their reactions are listed in
 * graphql-reactions.ts).
 */
import type { RepositoryPermission } from '../core/feedback.js';
import type { GitHubClient, RepoCoordinates } from './graphql-reactions.js';

export type { GitHubClient, RepoCoordinates } from './graphql-reactions.js';

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

/** Logins asked per GraphQL query: one aliased `collaborators(login:)` field each. */
const LOGINS_PER_QUERY = 50;

const GRAPHQL_ROLES: Readonly<Record<string, RepositoryPermission>> = {
  ADMIN: 'admin',
  MAINTAIN: 'maintain',
  WRITE: 'write',
  TRIAGE: 'triage',
  READ: 'read',
};

interface CollaboratorEdges {
  edges: { permission: string; node: { login: string } }[] | null;
}

/**
 * The permission of each login (lowercased key), 50 logins per GraphQL query: a login that is
 * not a collaborator has none. When GitHub refuses the query (a token that may not list
 * collaborators), each login is asked through REST instead.
 */
export async function repositoryPermissions(
  client: GitHubClient,
  where: RepoCoordinates & { logins: readonly string[] },
): Promise<Map<string, RepositoryPermission>> {
  const permissions = new Map<string, RepositoryPermission>();
  for (let i = 0; i < where.logins.length; i += LOGINS_PER_QUERY) {
    const batch = where.logins.slice(i, i + LOGINS_PER_QUERY);
    const fields = batch
      .map(
        (_, k) =>
          `u${k}: collaborators(login: $l${k}, first: 1) { edges { permission node { login } } }`,
      )
      .join('\n    ');
    const params = batch.map((_, k) => `$l${k}: String!`).join(', ');
    const query = `query Permissions($owner: String!, $name: String!, ${params}) {\n  repository(owner: $owner, name: $name) {\n    ${fields}\n  }\n}`;
    const variables: Record<string, string> = { owner: where.owner, name: where.repo };
    batch.forEach((login, k) => (variables[`l${k}`] = login));
    let data: { repository: Record<string, CollaboratorEdges | null> | null } | undefined;
    try {
      data = await client.graphql(query, variables);
    } catch {
      data = undefined;
    }
    for (const [k, login] of batch.entries()) {
      const edges = data?.repository?.[`u${k}`];
      if (!edges) {
        permissions.set(
          login.toLowerCase(),
          await repositoryPermission(client, { ...where, login }),
        );
        continue;
      }
      const edge = (edges.edges ?? []).find(
        (e) => e.node.login.toLowerCase() === login.toLowerCase(),
      );
      permissions.set(login.toLowerCase(), (edge && GRAPHQL_ROLES[edge.permission]) ?? 'none');
    }
  }
  return permissions;
}
