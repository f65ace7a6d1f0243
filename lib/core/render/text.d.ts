/** Small text helpers every output uses: one home each, so messages read the same everywhere. */
/** A delta with its sign: `+3`, `-10`, `0`. */
export declare function signed(n: number): string;
/** A delta that may have nothing to compare with: `+3`, or `no data`. */
export declare function signedOrNoData(n: number | null): string;
/** A count and its noun: `1 day`, `2 days` (`plural(n, 'retry', 'retries')` for irregular ones). */
export declare function plural(n: number, word: string, words?: string): string;
/**
 * At most `max` characters of `text` and a marker when cut: untrusted text (a comment, an error
 * quoting input) can be of any size. The marker is `…` unless given, as text or from the number of
 * characters dropped.
 */
export declare function clip(text: string, max: number, marker?: string | ((dropped: number) => string)): string;
/** How {@link closest} may match besides spelling. */
export interface ClosestOptions {
    /** Words meant as a known name, lowercase (`mandatory` → `required`). */
    aliases?: Readonly<Record<string, string>>;
    /** The most edits a match may be (default: a third of the name's length, at least 2). */
    maxEdits?: number;
}
/** The known name closest to `name`, if it is within a third of its length (at least 2 edits). */
export declare function closest(name: string, known: readonly string[], options?: ClosestOptions): string | undefined;
/** `; did you mean X?` for a message, or nothing. */
export declare function didYouMean(name: string, known: readonly string[], options?: ClosestOptions): string;
/** A value as pretty JSON with a trailing newline: what every `--json` and MCP answer prints. */
export declare function jsonText(value: unknown): string;
/**
 * `value` as it appears inside jsonText of an array: `[\n` + elements joined by `,\n` + `\n]\n`
 * is jsonText of the array, so a long one can be printed element by element without holding it.
 */
export declare function jsonArrayElement(value: unknown): string;
