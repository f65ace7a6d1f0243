/** Runs git in `cwd` and returns its trimmed standard output. */
export declare function git(cwd: string, ...args: string[]): Promise<string>;
/**
 * Temporary repositories for one test file: real git, removed by `cleanup()` (call it in
 * afterEach/afterAll). Branch `main`, identity from the test environment.
 */
export declare class GitSandbox {
    private readonly dirs;
    /** An empty temporary folder. */
    dir(prefix?: string): Promise<string>;
    /** A new repository on `main`; with `files`, one initial commit holding them. */
    repo(files?: Record<string, string>): Promise<string>;
    /** A bare repository to push to, seeded with `files` on `main` when given. */
    bareRemote(files?: Record<string, string>): Promise<string>;
    /** A clone of `remote` (remote name `origin`). */
    clone(remote: string): Promise<string>;
    cleanup(): Promise<void>;
}
/** Writes files (relative path → text) under `root`, creating folders. */
export declare function writeFiles(root: string, files: Record<string, string>): Promise<void>;
