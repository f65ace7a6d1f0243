/** One file of a commit's tree. */
export interface TreeEntry {
    path: string;
    blob: string;
}
/** A commit as `log` reads it. */
export interface CommitRecord {
    sha: string;
    /** Committer date, ISO-8601. */
    date: string;
    author: string;
    authorEmail: string;
    message: string;
}
/** A repository on disk. */
export declare class Repo {
    readonly root: string;
    private readonly git;
    private constructor();
    /** Opens the repository containing `dir`; not a repository is an InputError. */
    static open(dir: string): Promise<Repo>;
    /** Runs git with the given arguments and returns its standard output. */
    raw(args: string[], env?: Record<string, string>): Promise<string>;
    /** The checked-out branch, or undefined when HEAD is detached. */
    currentBranch(): Promise<string | undefined>;
    /** The commit a revision names, or undefined when it does not exist (e.g. an unborn branch). */
    resolve(rev: string): Promise<string | undefined>;
    /** Files under `dir` in a commit, with their blob ids. */
    listTree(commit: string, dir: string): Promise<TreeEntry[]>;
    private readonly blobs;
    /** The text of a blob (blobs are immutable, so each is read once). */
    readBlob(blob: string): Promise<string>;
    /** Reads many blobs with one git process (`cat-file --batch`), so later reads are free. */
    prefetchBlobs(ids: readonly string[]): Promise<void>;
    /**
     * Commits `base`'s tree with `files` (repository-relative path → text) replaced or added, as a
     * child of `base` (a root commit without one). Nothing outside the object store changes.
     */
    commitFiles(options: {
        base: string | undefined;
        files: ReadonlyMap<string, string>;
        message: string;
        /** Further parents after `base` (a merge of diverged state branches). */
        otherParents?: readonly string[];
    }): Promise<string>;
    /** Runs git with optional extra environment and standard input; rejects on a non-zero exit. */
    private run;
    /** `run`, returning standard output as bytes. */
    private runBytes;
    /** Moves `ref` to `to` only if it still points at `from` (undefined: must not exist yet). */
    updateRef(ref: string, to: string, from: string | undefined): Promise<void>;
    /** Stages the working-tree content of exactly these paths (the user's other staged work stays). */
    stagePaths(paths: readonly string[]): Promise<void>;
    /** Tracked files under `paths` whose index or working-tree copy differs from HEAD. */
    differingFromHead(paths: readonly string[]): Promise<string[]>;
    /** Puts HEAD's copy of `paths` back in the index and the working tree. */
    restoreFromHead(paths: readonly string[]): Promise<void>;
    /** Paths that differ between two commits (under `dir` when given). */
    changedPaths(from: string, to: string, dir?: string): Promise<string[]>;
    /** True when `ancestor` is reachable from `commit`. */
    isAncestor(ancestor: string, commit: string): Promise<boolean>;
    /** Whether this is a shallow clone (actions/checkout's default `fetch-depth: 1`). */
    isShallow(): Promise<boolean>;
    /** Fetches the history a shallow clone lacks from `remote`. */
    unshallow(remote: string): Promise<void>;
    /** Fast-forwards the checked-out branch and working tree to `commit`; false if it cannot. */
    fastForward(commit: string): Promise<boolean>;
    /**
     * Fetches `branch` from `remote` into `refs/remotes/<remote>/<branch>` and returns its head,
     * or undefined when the remote has no such branch yet.
     */
    fetchBranch(remote: string, branch: string): Promise<string | undefined>;
    /** The commit `remote`'s `branch` points at now (no fetch), or undefined when it has none. */
    remoteHead(remote: string, branch: string): Promise<string | undefined>;
    /**
     * Pushes `commit` to `remote`'s `branch` (fast-forward only). When the remote refuses, the
     * answer carries what git and the remote said, one line.
     */
    push(remote: string, commit: string, branch: string): Promise<{
        pushed: true;
    } | {
        pushed: false;
        reason: string;
    }>;
    /**
     * The lines each of `commits` adds under `dir` against its first parent (all of them for a
     * root commit), from one git process.
     */
    addedLines(commits: readonly string[], dir: string): Promise<Map<string, string[]>>;
    /** Commits reachable from `rev` whose message starts with `subjectPrefix`, newest first. */
    log(rev: string, subjectPrefix: string): Promise<CommitRecord[]>;
    /**
     * `log`, handing each record to `visit` as git writes it, so that reading a long history
     * overlaps git walking it. A throw from `visit` stops git and rejects.
     */
    forEachLogRecord(rev: string, subjectPrefix: string, visit: (record: CommitRecord) => void): Promise<void>;
}
