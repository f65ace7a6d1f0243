/** Runs git in `cwd` and returns its stdout; throws with stderr when git fails. */
export declare function git(cwd: string, args: string[], input?: string): string;
/** Runs git without throwing, for commands expected to fail (a hook rejecting a commit). */
export declare function gitResult(cwd: string, args: string[], env?: Record<string, string | undefined>): {
    status: number | null;
    stdout: string;
    stderr: string;
};
/** A fresh repository in a temp folder (branch `main`); `remove()` deletes it. */
export declare function tempRepo(prefix?: string): {
    dir: string;
    remove: () => void;
};
