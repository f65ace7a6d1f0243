import { type RepoObject, type UrlBase } from './factories.js';
import type { CommentRecord, CommitRecord, Permission, PullRecord, ReactionContent, ReactionRecord, RepoRef, RepoState, ReviewRecord, Schemas, StatusRecord, UserRecord, FileRecord } from './records.js';
/** A user to seed: a login, or more. Logins ending in `[bot]` are bots. */
export type UserInput = string | {
    login: string;
    type?: UserRecord['type'];
    name?: string;
    email?: string;
};
/** A deterministic 40-hex sha from any label (tests may also pass real shas). */
export declare function fakeSha(label: string): string;
/** GitHub's timestamp form: second precision, `Z`. */
export declare function isoSeconds(date: Date): string;
/** The in-memory GitHub. Timestamps of writes come from `clock` (settable by tests). */
export declare class GitHubState {
    /** Where rendered URLs point. */
    readonly base: UrlBase;
    /** The time the server stamps writes with. */
    clock: () => Date;
    private nextId;
    private readonly users;
    private readonly repos;
    constructor(base: UrlBase);
    /** A fresh id (one counter for every kind, so ids never collide across kinds). */
    newId(): number;
    /** `clock()` as GitHub writes timestamps. */
    now(): string;
    /** Add (or return) a user. */
    addUser(input: UserInput): UserRecord;
    /** A user by login, if known. */
    user(login: string): UserRecord | undefined;
    /** A known user as `simple-user` (seeding it first if needed). */
    renderUser(login: string): Schemas['simple-user'];
    /** Add (or return) a repository; its owner becomes an admin. Other seeders call it for you. */
    addRepo(input: RepoRef & {
        private?: boolean;
        defaultBranch?: string;
    }): RepoState;
    /** A repository's stored state, if seeded. */
    repo(owner: string, repo: string): RepoState | undefined;
    /** A repository as `full-repository`. */
    renderRepo(r: RepoState): RepoObject;
    /** Seed a pull request (the author, repo and head commit default to something plausible). */
    addPullRequest(input: RepoRef & {
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
    }): PullRecord;
    /** A seeded pull request, or a clear error naming what is missing. */
    pull(ref: RepoRef & {
        pullNumber: number;
    }): PullRecord;
    /** Append a commit to a PR; by default it becomes the PR's head. */
    addPullCommit(input: RepoRef & {
        pullNumber: number;
        sha?: string;
        message: string;
        author?: Partial<CommitRecord['author']>;
        committer?: Partial<CommitRecord['committer']>;
        /** Keep the PR's head where it is (default: this commit becomes the head). */
        keepHead?: boolean;
    }): CommitRecord;
    /** Add a changed file to a PR. */
    addPullFile(input: RepoRef & {
        pullNumber: number;
        filename: string;
    } & Partial<Omit<FileRecord, 'filename'>>): FileRecord;
    /** Add a submitted review to a PR (on its current head by default). */
    addReview(input: RepoRef & {
        pullNumber: number;
        user: string;
        body?: string;
        state?: ReviewRecord['state'];
        commitId?: string;
        submittedAt?: string;
    }): ReviewRecord;
    /** Add a conversation comment on an issue or PR (seeded or not). */
    addIssueComment(input: RepoRef & {
        issueNumber: number;
        user: string;
        body: string;
        createdAt?: string;
        updatedAt?: string;
        authorAssociation?: Schemas['author-association'];
    }): CommentRecord;
    /** Add a PR review comment (a diff comment), listed per PR with its reactions rollup. */
    addReviewComment(input: RepoRef & {
        pullNumber: number;
        user: string;
        body: string;
        createdAt?: string;
        updatedAt?: string;
    }): CommentRecord;
    /** Add a reaction on an issue/PR body (`issueNumber`), a comment (`commentId`) or a review comment. */
    addReaction(input: RepoRef & {
        user: string;
        content: ReactionContent;
        createdAt?: string;
    } & ({
        commentId: number;
    } | {
        issueNumber: number;
    } | {
        reviewCommentId: number;
    })): ReactionRecord;
    /** Give a user a role on a repository. */
    setPermission(input: RepoRef & {
        user: string;
        permission: Permission;
    }): void;
    /** A user's role on a repository (public repositories are readable by everyone). */
    permission(r: RepoState, login: string): Permission;
    /** Seed a check run (as another app or workflow would have posted it). */
    addCheckRun(input: RepoRef & {
        headSha: string;
        name: string;
        status?: Schemas['check-run']['status'];
        conclusion?: Schemas['check-run']['conclusion'];
        output?: {
            title?: string;
            summary?: string;
            text?: string;
        };
        startedAt?: string;
        completedAt?: string;
        detailsUrl?: string;
    }): Schemas['check-run'];
    /** Store a new check run with every field GitHub fills. */
    createCheckRun(r: RepoState, fields: Pick<Schemas['check-run'], 'name' | 'head_sha' | 'status' | 'conclusion'> & Partial<Pick<Schemas['check-run'], 'started_at' | 'completed_at' | 'details_url' | 'external_id'>>): Schemas['check-run'];
    /** Seed a commit status. */
    addCommitStatus(input: RepoRef & {
        sha: string;
        context: string;
        state: StatusRecord['state'];
        description?: string;
        targetUrl?: string;
        creator?: string;
        createdAt?: string;
    }): StatusRecord;
    /** Seed a file at a ref (default: the default branch). */
    addContent(input: RepoRef & {
        path: string;
        content: string;
        ref?: string;
    }): void;
    /** Every check run (optionally of one repo / commit / name), oldest first, as the API shows it. */
    checkRuns(filter?: Partial<RepoRef> & {
        headSha?: string;
        name?: string;
    }): Schemas['check-run'][];
    /** The conversation comments of one issue/PR, oldest first, as the API shows them. */
    issueComments(owner: string, repo: string, issueNumber: number): Schemas['issue-comment'][];
    /** The reactions on a subject, as the API shows them. */
    reactions(owner: string, repo: string, subject: ReactionRecord['subject']): Schemas['reaction'][];
    /** The commit statuses of a sha, newest first, as the API shows them. */
    commitStatuses(owner: string, repo: string, sha: string): Schemas['status'][];
    /** A comment as `issue-comment`, with its reactions rollup. */
    renderComment(r: RepoState, c: CommentRecord): Schemas['issue-comment'];
    /** A PR as `pull-request`. */
    renderPull(r: RepoState, p: PullRecord): Schemas['pull-request'];
    private association;
}
/** The stored reactions on one subject, oldest first. */
export declare function reactionsOn(r: RepoState, s: ReactionRecord['subject']): ReactionRecord[];
