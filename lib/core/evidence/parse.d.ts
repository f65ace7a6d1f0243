/** What one scan of a payload found, for the keys one gate cares about. */
export interface ScannedPayload {
    /** The text after the first `key:` of each wanted key, up to the end of its segment or the next wanted key. */
    readonly values: ReadonlyMap<string, string>;
    /** Some key the gate counts as evidence appeared at all: presence is detected first. */
    readonly anyEvidenceKey: boolean;
    /** Wanted keys given more than once with different values: the agent said two things. */
    readonly conflicting: ReadonlySet<string>;
}
/**
 * Scans a payload once: strips ANSI, splits on newlines and commas, and records for each wanted key
 * the value of its first occurrence, and which keys were given again with another value. A key matches only whole (`quality.tests:` is not `tests:`) and
 * case-sensitively.
 *
 * @param wanted keys whose values the gate reads
 * @param isEvidenceKey which keys count as "evidence present" (defaults to the wanted ones)
 */
export declare function scanPayload(payload: string, wanted: ReadonlySet<string>, isEvidenceKey?: (key: string) => boolean): ScannedPayload;
/**
 * The exact `key: pass`: one space, then `pass` as the whole value, case-sensitive,
 * optionally followed by a parenthesised detail and a full stop. `pass`, `pass (82%)` and
 * `pass.` pass; `passed`, `PASS`, `true`, `  pass` and `pass-but-3-failed` do not.
 */
export declare function saysPass(value: string | undefined): boolean;
/**
 * The value starts with `word` in any case, after leading spaces (`fail`, `FAIL`, `failed`,
 * `failing` for `fail`): the orchestrator's case-insensitive `key: fail` prefix match.
 */
export declare function startsWithLower(value: string, word: string): boolean;
/** A number read from untrusted text: its value, or the text of a number that cannot be read whole. */
export type NumberRead = {
    readonly value: number;
} | {
    readonly unreadable: string;
};
/**
 * The first number in the text (`achieved 82% coverage` → 82, `10.5` → 10.5, `62 (target 80%)`
 * → 62), if any. A number stands on its own: the digits of a word (`v2`, `x86`) are not one.
 * A number is read whole or not at all: `1,000`, `1_000`, `5e3`, `1.2.3` and `0x10` are
 * `unreadable`, never their first digits.
 */
export declare function firstNumber(text: string): NumberRead | undefined;
/** Why a dimension fails when its number cannot be read whole. */
export declare function unreadableReason(key: string, written: string): string;
/** The number right before the first `%` (`pass (82%)` → 82), if there is one. */
export declare function percentage(text: string): number | undefined;
/** Formats a number the way an agent wrote it (`65`, `79.9`), for messages. */
export declare function formatNumber(value: number): string;
