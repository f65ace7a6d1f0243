import { type FeedbackContent, type Reaction, type ReactionSubject, type RepositoryPermission } from '../core/feedback.js';
import { type GitHub } from './octokit.js';
/** What the adapter needs of the client (src/github/octokit.ts adds throttling and retry). */
export type GitHubClient = Pick<GitHub, 'rest' | 'paginate'>;
/** A repository. */
export interface RepoCoordinates {
    owner: string;
    repo: string;
}
/** A short fingerprint of a PR body: the API gives no time for a body edit, so edits are noticed by content. */
export declare function bodyHash(body: string | null | undefined): string;
/** A PR the agent opened, as a reaction subject (its body), with its number. */
export interface AgentPull {
    number: number;
    subject: ReactionSubject;
}
/**
 * The agent's pull requests updated since `since` (open or closed), with their body's reaction
 * counts: one listing of the repository's issues, newest activity first.
 */
export declare function listAgentPulls(client: GitHubClient, where: RepoCoordinates & {
    agents: readonly string[];
    since: string;
}): Promise<AgentPull[]>;
/** The agent's conversation comments and review comments on one PR, with their reaction counts. */
export declare function listAgentComments(client: GitHubClient, where: RepoCoordinates & {
    pullNumber: number;
    agents: readonly string[];
}): Promise<ReactionSubject[]>;
/**
 * The 👍 and/or 👎 reactions on one subject: filtered by content when one is asked, else one
 * unfiltered listing kept to the contents asked.
 */
export declare function listReactors(client: GitHubClient, where: RepoCoordinates & {
    subject: ReactionSubject;
    contents: readonly FeedbackContent[];
}): Promise<Reaction[]>;
/**
 * A user's permission on the repository. `permission` reports maintain as write and triage as
 * read; `role_name` names the role itself. A login GitHub does not know (404) has none.
 */
export declare function repositoryPermission(client: GitHubClient, where: RepoCoordinates & {
    login: string;
}): Promise<RepositoryPermission>;
