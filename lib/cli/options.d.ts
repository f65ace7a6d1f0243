/**
 * Option parsing shared by the commands: node's parseArgs in strict mode, its errors turned into
 * UsageError (exit 2), plus the `--now` and date values every time-dependent command takes.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
type OptionSpec = NonNullable<ParseArgsConfig['options']>;
/** Parses `args` against `options` (no positionals unless `positionals` is set). */
export declare function parseCommandArgs<const O extends OptionSpec>(args: string[], options: O, positionals?: boolean): ReturnType<typeof parseArgs<{
    args: string[];
    options: O;
    strict: true;
    allowPositionals: boolean;
}>>;
/** `--now <ISO-8601>` as a UTC instant; the machine's clock when absent. */
export declare function resolveNow(value: string | undefined, clock?: () => Date): string;
/** A `--since` value: a calendar day `YYYY-MM-DD` or an ISO-8601 instant with a timezone. */
export type Since = {
    day: string;
} | {
    instant: number;
};
export declare function parseSince(value: string): Since;
/** Writes a value as pretty JSON with a trailing newline. */
export declare function jsonText(value: unknown): string;
export {};
