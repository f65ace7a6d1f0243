/** What the test server stores, and the typed inputs tests seed it with. */
import type { components } from '@octokit/openapi-types';

/** GitHub's response shapes, as @octokit/openapi-types names them. */
export type Schemas = components['schemas'];

/** A reaction's content, as GitHub spells it. */
export type ReactionContent =
  '+1' | '-1' | 'laugh' | 'confused' | 'heart' | 'hooray' | 'rocket' | 'eyes';

/** A repository role; the permission endpoint reports maintain as write and triage as read. */
export type Permission = 'admin' | 'maintain' | 'write' | 'triage' | 'read' | 'none';

/** A user or bot account. */
export interface UserRecord {
  id: number;
  login: string;
  type: 'User' | 'Bot' | 'Organization';
  name: string | null;
  email: string | null;
}

/** A repository. */
export interface RepoRecord {
  id: number;
  owner: string;
  name: string;
  private: boolean;
  defaultBranch: string;
  createdAt: string;
}

/** A commit of a pull request (in PR order, oldest first). */
export interface CommitRecord {
  sha: string;
  message: string;
  author: { name: string; email: string; date: string; login: string | null };
  committer: { name: string; email: string; date: string; login: string | null };
  parents: string[];
}

/** A file changed by a pull request. */
export interface FileRecord {
  filename: string;
  status: 'added' | 'removed' | 'modified' | 'renamed' | 'copied' | 'changed' | 'unchanged';
  additions: number;
  deletions: number;
  patch: string | undefined;
  previousFilename: string | undefined;
}

/** A submitted pull request review. */
export interface ReviewRecord {
  id: number;
  user: string;
  body: string;
  state: 'APPROVED' | 'CHANGES_REQUESTED' | 'COMMENTED' | 'DISMISSED' | 'PENDING';
  commitId: string;
  submittedAt: string;
}

/** A pull request (also an issue of the same number). */
export interface PullRecord {
  id: number;
  number: number;
  title: string;
  body: string | null;
  user: string;
  state: 'open' | 'closed';
  draft: boolean;
  merged: boolean;
  headRef: string;
  headSha: string;
  /** `owner/name` of the head repository: differs from the base one for a fork PR. */
  headRepo: string;
  baseRef: string;
  baseSha: string;
  createdAt: string;
  updatedAt: string;
  commits: CommitRecord[];
  files: FileRecord[];
  reviews: ReviewRecord[];
}

/** An issue or PR conversation comment, or a PR review comment. */
export interface CommentRecord {
  id: number;
  issueNumber: number;
  user: string;
  body: string;
  createdAt: string;
  updatedAt: string;
  authorAssociation: Schemas['author-association'] | undefined;
  /**
   * Its edit history, oldest first, as GitHub keeps it once a comment is edited: the version it
   * was created with, then one per edit, each with its full text (null once deleted from history).
   */
  edits?: ContentEditRecord[];
}

/** One version of an edited comment (GraphQL's `UserContentEdit`). */
export interface ContentEditRecord {
  id: number;
  editedAt: string;
  editor: string;
  /** The version's full text; null when the revision was deleted from the history. */
  body: string | null;
  deletedAt: string | null;
  /** Who deleted the revision from the history (GraphQL's `deletedBy`); null while it stands. */
  deletedBy: string | null;
}

/** What a reaction is on: an issue/PR body, an issue comment or a PR review comment. */
export type ReactionSubject =
  | { kind: 'issue'; number: number }
  | { kind: 'issueComment'; id: number }
  | { kind: 'reviewComment'; id: number };

/** A reaction. */
export interface ReactionRecord {
  id: number;
  subject: ReactionSubject;
  user: string;
  content: ReactionContent;
  createdAt: string;
}

/** A commit status. */
export interface StatusRecord {
  id: number;
  sha: string;
  state: 'error' | 'failure' | 'pending' | 'success';
  context: string;
  description: string | null;
  targetUrl: string | null;
  creator: string;
  createdAt: string;
  updatedAt: string;
}

/** Everything stored for one repository. */
export interface RepoState {
  repo: RepoRecord;
  pulls: Map<number, PullRecord>;
  comments: Map<number, CommentRecord>;
  reviewComments: Map<number, CommentRecord>;
  reactions: ReactionRecord[];
  permissions: Map<string, Permission>;
  checkRuns: Map<number, Schemas['check-run']>;
  /** The check suites GitHub created when commits were pushed (it sets `created_at` itself). */
  checkSuites: CheckSuiteRecord[];
  /** Who moved which branch when (the repository activity GitHub records for every push). */
  pushes: PushRecord[];
  statuses: StatusRecord[];
  /** ref (branch, tag or sha) → path → file text. */
  contents: Map<string, Map<string, string>>;
  /** GitHub Actions workflow runs (`workflow-runs.ts`), oldest first. */
  workflowRuns: WorkflowRunRecord[];
}

/** A GitHub Actions workflow run, as GitHub records it when it starts one. */
export interface WorkflowRunRecord {
  id: number;
  /** The workflow file, e.g. `.github/workflows/heartbeat.yml`. */
  path: string;
  workflowId: number;
  /** Per workflow, counting from 1, as GitHub numbers them. */
  runNumber: number;
  runAttempt: number;
  /** The branch the run is on (a `pull_request` run: the PR's head branch). */
  headBranch: string;
  headSha: string;
  /** `owner/name` of the head repository (a fork's for a fork PR). */
  headRepo: string;
  event: string;
  status: 'queued' | 'in_progress' | 'completed';
  conclusion: 'success' | 'failure' | 'cancelled' | null;
  actor: string;
  /** When GitHub created the run: kept by a re-run. */
  createdAt: string;
  /** When the latest attempt started: reset by a re-run. */
  runStartedAt: string;
  updatedAt: string;
  /** The attempts before `runAttempt`, as each ended (a re-run starts the next one). */
  previousAttempts: WorkflowRunAttempt[];
}

/** One attempt of a workflow run: what GitHub answers for `.../attempts/{attempt_number}`. */
export type WorkflowRunAttempt = Pick<
  WorkflowRunRecord,
  'runAttempt' | 'status' | 'conclusion' | 'actor' | 'runStartedAt' | 'updatedAt'
>;

/** A check suite GitHub Actions got for a pushed commit. */
export interface CheckSuiteRecord {
  id: number;
  headSha: string;
  headBranch: string | null;
  createdAt: string;
}

/** One push to a branch as GitHub's repository activity lists it (the actor is GitHub's). */
export interface PushRecord {
  id: number;
  /** `refs/heads/<branch>`. */
  ref: string;
  before: string;
  after: string;
  /** Null: a test's own git push, whose pusher the test did not name (GitHub always knows it). */
  actor: string | null;
  timestamp: string;
  activityType: 'push' | 'force_push' | 'branch_creation' | 'branch_deletion';
  /**
   * Recorded from the linked repository's own ref moves (ref-activity.ts), not seeded: a ref a
   * test seeded pushes for is listed as seeded, who pushed being what the test says.
   */
  recorded?: true;
}

/** Identifies a repository in every seeding call. */
export interface RepoRef {
  owner: string;
  repo: string;
}
