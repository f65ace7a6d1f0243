/**
 * The server's in-memory GitHub: seeded by tests through typed inputs with sensible defaults,
 * read back by tests (and by the request handlers) as GitHub's own response objects.
 */
import { createHash } from 'node:crypto';
import {
  renderIssueComment,
  renderReaction,
  renderRepo,
  renderStatus,
  renderUser,
  type RepoObject,
  type UrlBase,
} from './factories.js';
import { renderActionsApp, renderPull, renderPullMinimal } from './pull-factory.js';
import type {
  CommentRecord,
  CommitRecord,
  Permission,
  PullRecord,
  ReactionContent,
  ReactionRecord,
  RepoRef,
  RepoState,
  ReviewRecord,
  Schemas,
  StatusRecord,
  UserRecord,
  FileRecord,
  CheckSuiteRecord,
  PushRecord,
} from './records.js';

/** A user to seed: a login, or more. Logins ending in `[bot]` are bots. */
export type UserInput =
  string | { login: string; type?: UserRecord['type']; name?: string; email?: string };

/** A deterministic 40-hex sha from any label (tests may also pass real shas). */
export function fakeSha(label: string): string {
  return createHash('sha1').update(label).digest('hex');
}

/** GitHub's timestamp form: second precision, `Z`. */
export function isoSeconds(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The in-memory GitHub. Timestamps of writes come from `clock` (settable by tests). */
export class GitHubState {
  /** Where rendered URLs point. */
  readonly base: UrlBase;
  /** The time the server stamps writes with. */
  clock: () => Date = () => new Date();
  private nextId = 1_000_001;
  /**
   * Pull requests, reviews and comments: GitHub's ids for these passed 2^31 in 2024 (an
   * issue comment made today is about 3.5e9), past GraphQL's 32-bit `Int`, so their `databaseId`
   * fails as it does on GitHub and only `fullDatabaseId` (a BigInt, sent as a string) serves them.
   */
  private nextWideId = 3_500_000_001;
  private readonly users = new Map<string, UserRecord>();
  private readonly repos = new Map<string, RepoState>();

  constructor(base: UrlBase) {
    this.base = base;
  }

  /** A fresh id (one counter for every kind, so ids never collide across kinds). */
  newId(): number {
    return this.nextId++;
  }

  /** A fresh id past 2^31, for the kinds whose ids GitHub has taken there. */
  newWideId(): number {
    return this.nextWideId++;
  }

  /** `clock()` as GitHub writes timestamps. */
  now(): string {
    return isoSeconds(this.clock());
  }

  /** Add (or return) a user. */
  addUser(input: UserInput): UserRecord {
    const u = typeof input === 'string' ? { login: input } : input;
    const existing = this.users.get(u.login.toLowerCase());
    if (existing) return existing;
    const record: UserRecord = {
      id: this.newId(),
      login: u.login,
      type: u.type ?? (u.login.endsWith('[bot]') ? 'Bot' : 'User'),
      name: u.name ?? null,
      email: u.email ?? null,
    };
    this.users.set(u.login.toLowerCase(), record);
    return record;
  }

  /** A user by login, if known. */
  user(login: string): UserRecord | undefined {
    return this.users.get(login.toLowerCase());
  }

  /** The account GitHub links a git email to (its noreply address, or the email it was seeded with). */
  userWithEmail(email: string): UserRecord | undefined {
    const noreply = /^(?:\d+\+)?([^@]+)@users\.noreply\.github\.com$/i.exec(email);
    if (noreply?.[1]) return this.user(noreply[1]);
    const lower = email.toLowerCase();
    return [...this.users.values()].find((u) => u.email?.toLowerCase() === lower);
  }

  /** A known user as `simple-user` (seeding it first if needed). */
  renderUser(login: string): Schemas['simple-user'] {
    return renderUser(this.addUser(login), this.base);
  }

  /** Add (or return) a repository; its owner becomes an admin. Other seeders call it for you. */
  addRepo(input: RepoRef & { private?: boolean; defaultBranch?: string }): RepoState {
    const key = `${input.owner}/${input.repo}`.toLowerCase();
    const existing = this.repos.get(key);
    if (existing) return existing;
    this.addUser(input.owner);
    const state: RepoState = {
      repo: {
        id: this.newId(),
        owner: input.owner,
        name: input.repo,
        private: input.private ?? false,
        defaultBranch: input.defaultBranch ?? 'main',
        createdAt: '2024-01-01T00:00:00Z',
      },
      pulls: new Map(),
      comments: new Map(),
      reviewComments: new Map(),
      reactions: [],
      permissions: new Map([[input.owner.toLowerCase(), 'admin']]),
      checkRuns: new Map(),
      checkSuites: [],
      pushes: [],
      statuses: [],
      contents: new Map(),
      workflowRuns: [],
    };
    this.repos.set(key, state);
    return state;
  }

  /** A repository's stored state, if seeded. */
  repo(owner: string, repo: string): RepoState | undefined {
    return this.repos.get(`${owner}/${repo}`.toLowerCase());
  }

  /** A repository as `full-repository`. */
  renderRepo(r: RepoState): RepoObject {
    return renderRepo(r.repo, this.addUser(r.repo.owner), this.base);
  }

  /** Seed a pull request (the author, repo and head commit default to something plausible). */
  addPullRequest(
    input: RepoRef & {
      number?: number;
      title?: string;
      body?: string | null;
      user?: string;
      state?: 'open' | 'closed';
      draft?: boolean;
      merged?: boolean;
      headRef?: string;
      headSha?: string;
      /** `owner/name` of a fork the PR comes from. */
      headRepo?: string;
      baseRef?: string;
      baseSha?: string;
      createdAt?: string;
      updatedAt?: string;
      /** When the head was pushed (GitHub's check suite time); null: GitHub made no suite. */
      headPushedAt?: string | null;
      /** Who pushed the head branch (the repository activity's actor); default the PR's author. */
      pushedBy?: string;
    },
  ): PullRecord {
    const r = this.addRepo(input);
    const number = input.number ?? nextNumber(r);
    const user = input.user ?? 'octocat';
    this.addUser(user);
    const headRepo = input.headRepo ?? `${r.repo.owner}/${r.repo.name}`;
    const [forkOwner = '', forkName = ''] = headRepo.split('/');
    this.addRepo({ owner: forkOwner, repo: forkName });
    const createdAt = input.createdAt ?? this.now();
    const pull: PullRecord = {
      id: this.newWideId(),
      number,
      title: input.title ?? `Pull request #${number}`,
      body: input.body === undefined ? null : input.body,
      user,
      state: input.state ?? 'open',
      draft: input.draft ?? false,
      merged: input.merged ?? false,
      headRef: input.headRef ?? `feature-${number}`,
      headSha: input.headSha ?? fakeSha(`head of #${number}`),
      headRepo,
      baseRef: input.baseRef ?? r.repo.defaultBranch,
      baseSha: input.baseSha ?? fakeSha(`base of #${number}`),
      createdAt,
      updatedAt: input.updatedAt ?? createdAt,
      commits: [],
      files: [],
      reviews: [],
    };
    r.pulls.set(number, pull);
    if (input.headPushedAt !== null) {
      this.addCheckSuite({
        ...input,
        sha: pull.headSha,
        headBranch: pull.headRef,
        createdAt: input.headPushedAt ?? createdAt,
      });
    }
    this.addPush({
      owner: forkOwner,
      repo: forkName,
      ref: pull.headRef,
      before: pull.baseSha,
      after: pull.headSha,
      actor: input.pushedBy ?? user,
      timestamp: input.headPushedAt ?? createdAt,
      activityType: 'branch_creation',
    });
    return pull;
  }

  /** Seed the check suite GitHub creates for a pushed commit (at `createdAt`, default now). */
  addCheckSuite(
    input: RepoRef & { sha: string; headBranch?: string | null; createdAt?: string },
  ): CheckSuiteRecord {
    const suite = {
      id: this.newId(),
      headSha: input.sha,
      headBranch: input.headBranch ?? null,
      createdAt: input.createdAt ?? this.now(),
    };
    this.addRepo(input).checkSuites.push(suite);
    return suite;
  }

  /** Record a push to `ref` (a branch name) in the repository's activity, by `actor`. */
  addPush(
    input: RepoRef & {
      ref: string;
      after: string;
      actor: string | null;
      before?: string;
      timestamp?: string;
      activityType?: PushRecord['activityType'];
      recorded?: true;
    },
  ): PushRecord {
    if (input.actor !== null) this.addUser(input.actor);
    const push: PushRecord = {
      id: this.newId(),
      ref: input.ref.startsWith('refs/') ? input.ref : `refs/heads/${input.ref}`,
      before: input.before ?? '0'.repeat(40),
      after: input.after,
      actor: input.actor,
      timestamp: input.timestamp ?? this.now(),
      activityType: input.activityType ?? 'push',
      ...(input.recorded ? { recorded: true as const } : {}),
    };
    this.addRepo(input).pushes.push(push);
    return push;
  }

  /** A seeded pull request, or a clear error naming what is missing. */
  pull(ref: RepoRef & { pullNumber: number }): PullRecord {
    const pull = this.repo(ref.owner, ref.repo)?.pulls.get(ref.pullNumber);
    if (!pull)
      throw new Error(`seed ${ref.owner}/${ref.repo}#${ref.pullNumber} with addPullRequest first`);
    return pull;
  }

  /** Append a commit to a PR; by default it becomes the PR's head. */
  addPullCommit(
    input: RepoRef & {
      pullNumber: number;
      sha?: string;
      message: string;
      author?: Partial<CommitRecord['author']>;
      committer?: Partial<CommitRecord['committer']>;
      /** Keep the PR's head where it is (default: this commit becomes the head). */
      keepHead?: boolean;
      /** When it was pushed (GitHub's check suite time, default now); null: GitHub made no suite. */
      pushedAt?: string | null;
      /** Who pushed it (the repository activity's actor); default the PR's author. */
      pushedBy?: string;
    },
  ): CommitRecord {
    const pull = this.pull(input);
    const sha = input.sha ?? fakeSha(`${input.message}#${pull.commits.length}`);
    const date = this.now();
    const person = (p: Partial<CommitRecord['author']> | undefined) => ({
      name: p?.name ?? 'Test Author',
      email: p?.email ?? 'author@example.com',
      date: p?.date ?? date,
      login: p?.login ?? null,
    });
    const parent = pull.commits.at(-1)?.sha ?? pull.baseSha;
    const commit: CommitRecord = {
      sha,
      message: input.message,
      author: person(input.author),
      committer: person(input.committer ?? input.author),
      parents: [parent],
    };
    for (const p of [commit.author.login, commit.committer.login]) if (p) this.addUser(p);
    pull.commits.push(commit);
    if (!input.keepHead) {
      const [headOwner = '', headName = ''] = pull.headRepo.split('/');
      this.addPush({
        owner: headOwner,
        repo: headName,
        ref: pull.headRef,
        before: pull.headSha,
        after: sha,
        actor: input.pushedBy ?? pull.user,
        timestamp: input.pushedAt ?? date,
      });
      pull.headSha = sha;
      if (input.pushedAt !== null) {
        this.addCheckSuite({
          ...input,
          sha,
          headBranch: pull.headRef,
          createdAt: input.pushedAt ?? date,
        });
      }
    }
    return commit;
  }

  /**
   * Force-push a PR's head branch to one commit on its base (`sha`: one pushed before, pushed
   * back), as `git push --force` does: the PR's commit list becomes that commit alone (the old
   * ones are gone from it), GitHub records a `force_push` activity and creates a check suite for
   * the new head unless the commit has one on the branch.
   */
  forcePushPull(
    input: RepoRef & {
      pullNumber: number;
      message: string;
      sha?: string;
      pushedAt?: string;
      pushedBy?: string;
    },
  ): CommitRecord {
    const pull = this.pull(input);
    const before = pull.headSha;
    pull.commits = [];
    const commit = this.addPullCommit({ ...input, keepHead: true });
    const at = input.pushedAt ?? this.now();
    const [headOwner = '', headName = ''] = pull.headRepo.split('/');
    this.addPush({
      owner: headOwner,
      repo: headName,
      ref: pull.headRef,
      before,
      after: commit.sha,
      actor: input.pushedBy ?? pull.user,
      timestamp: at,
      activityType: 'force_push',
    });
    pull.headSha = commit.sha;
    // One suite an app per commit: a commit pushed back keeps the one GitHub made first.
    const suites = this.addRepo(input).checkSuites;
    if (!suites.some((s) => s.headSha === commit.sha && s.headBranch === pull.headRef))
      this.addCheckSuite({ ...input, sha: commit.sha, headBranch: pull.headRef, createdAt: at });
    return commit;
  }

  /** Add a changed file to a PR. */
  addPullFile(
    input: RepoRef & { pullNumber: number; filename: string } & Partial<
        Omit<FileRecord, 'filename'>
      >,
  ): FileRecord {
    const file: FileRecord = {
      filename: input.filename,
      status: input.status ?? 'modified',
      additions: input.additions ?? 1,
      deletions: input.deletions ?? 0,
      patch: input.patch,
      previousFilename: input.previousFilename,
    };
    this.pull(input).files.push(file);
    return file;
  }

  /** Add a submitted review to a PR (on its current head by default). */
  addReview(
    input: RepoRef & {
      pullNumber: number;
      user: string;
      body?: string;
      state?: ReviewRecord['state'];
      commitId?: string;
      submittedAt?: string;
    },
  ): ReviewRecord {
    const pull = this.pull(input);
    this.addUser(input.user);
    const review: ReviewRecord = {
      id: this.newWideId(),
      user: input.user,
      body: input.body ?? '',
      state: input.state ?? 'COMMENTED',
      commitId: input.commitId ?? pull.headSha,
      submittedAt: input.submittedAt ?? this.now(),
    };
    pull.reviews.push(review);
    return review;
  }

  /** Add a conversation comment on an issue or PR (seeded or not). */
  addIssueComment(
    input: RepoRef & {
      issueNumber: number;
      user: string;
      body: string;
      createdAt?: string;
      updatedAt?: string;
      authorAssociation?: Schemas['author-association'];
    },
  ): CommentRecord {
    const r = this.addRepo(input);
    this.addUser(input.user);
    const createdAt = input.createdAt ?? this.now();
    const comment: CommentRecord = {
      id: this.newWideId(),
      issueNumber: input.issueNumber,
      user: input.user,
      body: input.body,
      createdAt,
      updatedAt: input.updatedAt ?? createdAt,
      authorAssociation: input.authorAssociation ?? this.association(r, input.user),
    };
    r.comments.set(comment.id, comment);
    return comment;
  }

  /** Add a PR review comment (a diff comment), listed per PR with its reactions rollup. */
  addReviewComment(
    input: RepoRef & {
      pullNumber: number;
      user: string;
      body: string;
      createdAt?: string;
      updatedAt?: string;
    },
  ): CommentRecord {
    const r = this.addRepo(input);
    this.addUser(input.user);
    const createdAt = input.createdAt ?? this.now();
    const comment: CommentRecord = {
      id: this.newWideId(),
      issueNumber: input.pullNumber,
      user: input.user,
      body: input.body,
      createdAt,
      updatedAt: input.updatedAt ?? createdAt,
      authorAssociation: this.association(r, input.user),
    };
    r.reviewComments.set(comment.id, comment);
    return comment;
  }

  /** Add a reaction on an issue/PR body (`issueNumber`), a comment (`commentId`) or a review comment. */
  addReaction(
    input: RepoRef & { user: string; content: ReactionContent; createdAt?: string } & (
        { commentId: number } | { issueNumber: number } | { reviewCommentId: number }
      ),
  ): ReactionRecord {
    const r = this.addRepo(input);
    this.addUser(input.user);
    const subject: ReactionRecord['subject'] =
      'commentId' in input
        ? { kind: 'issueComment', id: input.commentId }
        : 'issueNumber' in input
          ? { kind: 'issue', number: input.issueNumber }
          : { kind: 'reviewComment', id: input.reviewCommentId };
    const reaction: ReactionRecord = {
      id: this.newId(),
      subject,
      user: input.user,
      content: input.content,
      createdAt: input.createdAt ?? this.now(),
    };
    r.reactions.push(reaction);
    return reaction;
  }

  /**
   * Edit a conversation comment as `editor` (its author by default), now: its body and
   * `updated_at` change and, as GitHub keeps it, the history gains the version it was created
   * with (on the first edit) and this one.
   */
  editIssueComment(
    input: RepoRef & { commentId: number; body: string; editor?: string },
  ): CommentRecord {
    const r = this.addRepo(input);
    const c = r.comments.get(input.commentId);
    if (!c) throw new Error(`no issue comment ${input.commentId} in ${input.owner}/${input.repo}`);
    const at = this.now();
    const version = { deletedAt: null, deletedBy: null };
    c.edits ??= [
      { id: this.newId(), editedAt: c.createdAt, editor: c.user, body: c.body, ...version },
    ];
    c.edits.push({
      id: this.newId(),
      editedAt: at,
      editor: input.editor ?? c.user,
      body: input.body,
      ...version,
    });
    c.body = input.body;
    c.updatedAt = at;
    return c;
  }

  /**
   * Delete one revision (0: the version the comment was created with) from a comment's edit
   * history, now, as `by` (its author by default; on github.com, its author or anyone who can
   * write): its text is gone, its time stays, and the history names who deleted it.
   */
  deleteCommentRevision(
    input: RepoRef & { commentId: number; revision: number; by?: string },
  ): void {
    const c = this.addRepo(input).comments.get(input.commentId);
    const edit = c?.edits?.[input.revision];
    if (!c || !edit) throw new Error(`no revision ${input.revision} of comment ${input.commentId}`);
    edit.body = null;
    edit.deletedAt = this.now();
    edit.deletedBy = input.by ?? c.user;
  }

  /**
   * Delete a conversation comment and, as GitHub does, every reaction on it. Returns the comment
   * as it was, with its reactions rollup: what GitHub's `issue_comment` `deleted` event carries.
   */
  deleteIssueComment(input: RepoRef & { commentId: number }): Schemas['issue-comment'] {
    const r = this.addRepo(input);
    const c = r.comments.get(input.commentId);
    if (!c) throw new Error(`no issue comment ${input.commentId} in ${input.owner}/${input.repo}`);
    const rendered = this.renderComment(r, c);
    r.comments.delete(c.id);
    r.reactions = r.reactions.filter(
      (x) => !(x.subject.kind === 'issueComment' && x.subject.id === c.id),
    );
    return rendered;
  }

  /** Delete a review comment and, as GitHub does, every reaction on it. */
  deleteReviewComment(input: RepoRef & { commentId: number }): void {
    const r = this.addRepo(input);
    if (!r.reviewComments.delete(input.commentId)) {
      throw new Error(`no review comment ${input.commentId} in ${input.owner}/${input.repo}`);
    }
    r.reactions = r.reactions.filter(
      (x) => !(x.subject.kind === 'reviewComment' && x.subject.id === input.commentId),
    );
  }

  /** Give a user a role on a repository. */
  setPermission(input: RepoRef & { user: string; permission: Permission }): void {
    this.addUser(input.user);
    this.addRepo(input).permissions.set(input.user.toLowerCase(), input.permission);
  }

  /** A user's role on a repository (public repositories are readable by everyone). */
  permission(r: RepoState, login: string): Permission {
    return r.permissions.get(login.toLowerCase()) ?? (r.repo.private ? 'none' : 'read');
  }

  /** Seed a check run (as another app or workflow would have posted it). */
  addCheckRun(
    input: RepoRef & {
      headSha: string;
      name: string;
      status?: Schemas['check-run']['status'];
      conclusion?: Schemas['check-run']['conclusion'];
      output?: { title?: string; summary?: string; text?: string };
      startedAt?: string;
      completedAt?: string;
      detailsUrl?: string;
    },
  ): Schemas['check-run'] {
    const status = input.status ?? (input.conclusion ? 'completed' : 'queued');
    const run = this.createCheckRun(this.addRepo(input), {
      name: input.name,
      head_sha: input.headSha,
      status,
      conclusion: input.conclusion ?? null,
      started_at: input.startedAt ?? this.now(),
      completed_at: status === 'completed' ? (input.completedAt ?? this.now()) : null,
      details_url: input.detailsUrl ?? null,
    });
    Object.assign(run.output, {
      title: input.output?.title ?? null,
      summary: input.output?.summary ?? null,
      text: input.output?.text ?? null,
    });
    return run;
  }

  /** Store a new check run with every field GitHub fills. */
  createCheckRun(
    r: RepoState,
    fields: Pick<Schemas['check-run'], 'name' | 'head_sha' | 'status' | 'conclusion'> &
      Partial<
        Pick<Schemas['check-run'], 'started_at' | 'completed_at' | 'details_url' | 'external_id'>
      >,
  ): Schemas['check-run'] {
    const id = this.newId();
    const full = `${r.repo.owner}/${r.repo.name}`;
    const url = `${this.base.api}/repos/${full}/check-runs/${id}`;
    const repo = this.renderRepo(r);
    const run: Schemas['check-run'] = {
      id,
      head_sha: fields.head_sha,
      node_id: `CR_kwDO${id}`,
      external_id: fields.external_id ?? '',
      url,
      html_url: `${this.base.html}/${full}/runs/${id}`,
      details_url: fields.details_url ?? `${this.base.html}/${full}/runs/${id}`,
      status: fields.status,
      conclusion: fields.conclusion,
      started_at: fields.started_at ?? this.now(),
      completed_at: fields.completed_at ?? null,
      output: {
        title: null,
        summary: null,
        text: null,
        annotations_count: 0,
        annotations_url: `${url}/annotations`,
      },
      name: fields.name,
      check_suite: { id: 5_000_000 + id },
      app: renderActionsApp(this.renderUser('github')),
      pull_requests: [...r.pulls.values()]
        .filter((p) => p.state === 'open' && p.headSha === fields.head_sha)
        .map((p) => renderPullMinimal(p, repo, this.base)),
    };
    r.checkRuns.set(id, run);
    return run;
  }

  /** Seed a commit status. */
  addCommitStatus(
    input: RepoRef & {
      sha: string;
      context: string;
      state: StatusRecord['state'];
      description?: string;
      targetUrl?: string;
      creator?: string;
      createdAt?: string;
    },
  ): StatusRecord {
    const creator = input.creator ?? 'github-actions[bot]';
    this.addUser(creator);
    const createdAt = input.createdAt ?? this.now();
    const status: StatusRecord = {
      id: this.newId(),
      sha: input.sha,
      state: input.state,
      context: input.context,
      description: input.description ?? null,
      targetUrl: input.targetUrl ?? null,
      creator,
      createdAt,
      updatedAt: createdAt,
    };
    this.addRepo(input).statuses.push(status);
    return status;
  }

  /** Seed a file at a ref (default: the default branch). */
  addContent(input: RepoRef & { path: string; content: string; ref?: string }): void {
    const r = this.addRepo(input);
    const ref = input.ref ?? r.repo.defaultBranch;
    const files = r.contents.get(ref) ?? new Map<string, string>();
    files.set(input.path.replace(/^\/+/, ''), input.content);
    r.contents.set(ref, files);
  }

  /** Every check run (optionally of one repo / commit / name), oldest first, as the API shows it. */
  checkRuns(
    filter: Partial<RepoRef> & { headSha?: string; name?: string } = {},
  ): Schemas['check-run'][] {
    return [...this.repos.values()]
      .filter((r) => !filter.owner || r.repo.owner.toLowerCase() === filter.owner.toLowerCase())
      .filter((r) => !filter.repo || r.repo.name.toLowerCase() === filter.repo.toLowerCase())
      .flatMap((r) => [...r.checkRuns.values()])
      .filter(
        (c) =>
          (!filter.headSha || c.head_sha === filter.headSha) &&
          (!filter.name || c.name === filter.name),
      )
      .map((c) => structuredClone(c));
  }

  /** The conversation comments of one issue/PR, oldest first, as the API shows them. */
  issueComments(owner: string, repo: string, issueNumber: number): Schemas['issue-comment'][] {
    const r = this.repo(owner, repo);
    if (!r) return [];
    return [...r.comments.values()]
      .filter((c) => c.issueNumber === issueNumber)
      .map((c) => this.renderComment(r, c));
  }

  /** The reactions on a subject, as the API shows them. */
  reactions(
    owner: string,
    repo: string,
    subject: ReactionRecord['subject'],
  ): Schemas['reaction'][] {
    const r = this.repo(owner, repo);
    return (r ? reactionsOn(r, subject) : []).map((x) =>
      renderReaction(x, this.renderUser(x.user)),
    );
  }

  /** The commit statuses of a sha, newest first, as the API shows them. */
  commitStatuses(owner: string, repo: string, sha: string): Schemas['status'][] {
    const r = this.repo(owner, repo);
    if (!r) return [];
    return r.statuses
      .filter((s) => s.sha === sha)
      .reverse()
      .map((s) =>
        renderStatus(s, this.renderUser(s.creator), `${r.repo.owner}/${r.repo.name}`, this.base),
      );
  }

  /** A comment as `issue-comment`, with its reactions rollup. */
  renderComment(r: RepoState, c: CommentRecord): Schemas['issue-comment'] {
    const full = `${r.repo.owner}/${r.repo.name}`;
    const reactions = reactionsOn(r, { kind: 'issueComment', id: c.id });
    return renderIssueComment(c, this.renderUser(c.user), full, reactions, this.base);
  }

  /** A PR as `pull-request`. */
  renderPull(r: RepoState, p: PullRecord): Schemas['pull-request'] {
    const [headOwner = '', headName = ''] = p.headRepo.split('/');
    const head = this.repo(headOwner, headName) ?? r;
    return renderPull(p, {
      base: this.base,
      baseRepoFull: `${r.repo.owner}/${r.repo.name}`,
      user: this.renderUser(p.user),
      baseRepo: this.renderRepo(r),
      headRepo: this.renderRepo(head),
      comments: [...r.comments.values()].filter((c) => c.issueNumber === p.number).length,
      reviewComments: [...r.reviewComments.values()].filter((c) => c.issueNumber === p.number)
        .length,
    });
  }

  private association(r: RepoState, login: string): Schemas['author-association'] {
    if (login.toLowerCase() === r.repo.owner.toLowerCase()) return 'OWNER';
    const p = r.permissions.get(login.toLowerCase());
    return p && p !== 'none' && p !== 'read' ? 'COLLABORATOR' : 'NONE';
  }
}

/** The stored reactions on one subject, oldest first. */
export function reactionsOn(r: RepoState, s: ReactionRecord['subject']): ReactionRecord[] {
  return r.reactions.filter((x) =>
    x.subject.kind === 'issue' && s.kind === 'issue'
      ? x.subject.number === s.number
      : x.subject.kind === s.kind && 'id' in x.subject && 'id' in s && x.subject.id === s.id,
  );
}

function nextNumber(r: RepoState): number {
  return Math.max(0, ...r.pulls.keys()) + 1;
}
