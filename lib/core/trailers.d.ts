/**
 * Git trailers, read exactly as git reads them (git 2.39 `trailer.c`, `commit.c` and
 * `strbuf_stripspace`), so that what `check-commit` judges is what `git log --format=%(trailers)`
 * shows later. Pure: the caller passes the message text.
 */
/** One trailer of a commit message. */
export interface Trailer {
    /** The key as written, e.g. `Build-Done` (git compares keys case-insensitively). */
    readonly key: string;
    /** The value unfolded onto one line, as `git interpret-trailers --parse` prints it. */
    readonly value: string;
    /** The value's lines as written: the first line, then each continuation line, trimmed. */
    readonly lines: readonly string[];
}
/** How to read a message. Defaults fit a commit-msg hook's message file. */
export interface TrailerOptions {
    /**
     * `strip` (default) first cleans the message as `git commit` does by default when an editor is
     * involved: cut at the `-v` scissors line, drop comment lines, trim trailing whitespace, squeeze
     * blank lines. `none` reads the text as stored, as `git log --format=%(trailers)` does.
     */
    readonly cleanup?: 'strip' | 'none';
    /** Stop at a `---` line as `git interpret-trailers` does without `--no-divider`. Default false, as `git commit` and `git log` read messages. */
    readonly divider?: boolean;
    /** git's `core.commentChar`; default `#`. */
    readonly commentChar?: string;
}
/**
 * `git commit`'s default cleanup of an edited message (`--cleanup=strip`), plus the cut at the
 * `git commit -v` scissors line (a hook cannot tell whether `-v` was given; the line is git's own).
 */
export declare function cleanupCommitMessage(message: string, commentChar?: string): string;
/** The trailers of a commit message, in order, as git parses them. */
export declare function parseTrailers(message: string, options?: TrailerOptions): Trailer[];
/** Task ids named by `Heartbeat-Task:` trailers (comma- or space-separated), first mention first. */
export declare function taskIdsFromMessage(message: string, options?: TrailerOptions): string[];
