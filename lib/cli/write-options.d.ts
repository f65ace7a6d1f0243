/**
 * Options shared by the commands that write state (cycle, verdict, feedback): where the state
 * commit goes (`--branch`, `--push`, `--remote`), `--now`, `--json`, and how a write is reported.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { LedgerTarget } from '../app/ledger-writer.js';
type OptionSpec = NonNullable<ParseArgsConfig['options']>;
export declare const WRITE_OPTIONS: {
    readonly now: {
        readonly type: "string";
    };
    readonly push: {
        readonly type: "boolean";
    };
    readonly remote: {
        readonly type: "string";
    };
    readonly branch: {
        readonly type: "string";
    };
    readonly json: {
        readonly type: "boolean";
    };
    readonly help: {
        readonly type: "boolean";
        readonly short: "h";
    };
};
export declare const WRITE_USAGE = "  --now <ISO-8601>  the instant to record at (default: the clock)\n  --push            push the state commit to the state branch on the remote; when the remote\n                    moved, merge ledgers by event id onto its head and retry\n  --remote <name>   the remote to push to (default: origin)\n  --branch <name>   the state branch (default: stateBranch in .heartbeat/config.json, else the\n                    current branch; created on first use)\n  --json            print the result as JSON\n";
/** Parses a writing command's arguments; a malformed command line is a UsageError (exit 2). */
export declare function parseWriteArgs<const O extends OptionSpec>(args: string[], options: O): ReturnType<typeof parseArgs<{
    args: string[];
    options: typeof WRITE_OPTIONS & O;
    strict: true;
    allowPositionals: true;
}>>;
/** `--now` as a canonical instant (the clock when absent). */
export declare function nowOption(value: string | undefined): string;
/** Where the state commit goes. */
export declare function targetOptions(cwd: string, values: {
    push?: boolean;
    remote?: string;
    branch?: string;
}): LedgerTarget;
/** One line saying where the write went. */
export declare function commitLine(write: {
    commit: string | undefined;
    branch: string;
    pushed: boolean;
    retries: number;
    warnings: readonly string[];
}): string;
export declare const signed: (n: number) => string;
/** A value as pretty JSON with a trailing newline. */
export declare function jsonOut(value: unknown): string;
export {};
