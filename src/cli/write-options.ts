/**
 * Options shared by the commands that write state (cycle, verdict, feedback): where the state
 * commit goes (`--branch`, `--push`, `--remote`), `--now`, `--json`, and how a write is reported.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { LedgerTarget } from '../app/ledger-writer.js';
import { parseNow } from '../app/time.js';
import { UsageError } from '../errors.js';

type OptionSpec = NonNullable<ParseArgsConfig['options']>;

export const WRITE_OPTIONS = {
  now: { type: 'string' },
  push: { type: 'boolean' },
  remote: { type: 'string' },
  branch: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies OptionSpec;

export const WRITE_USAGE = `  --now <ISO-8601>  the instant to record at (default: the clock)
  --push            push the state commit to the state branch on the remote; when the remote
                    moved, merge ledgers by event id onto its head and retry
  --remote <name>   the remote to push to (default: origin)
  --branch <name>   the state branch (default: stateBranch in .heartbeat/config.json, else the
                    current branch; created on first use)
  --json            print the result as JSON
`;

/** Parses a writing command's arguments; a malformed command line is a UsageError (exit 2). */
export function parseWriteArgs<const O extends OptionSpec>(
  args: string[],
  options: O,
): ReturnType<
  typeof parseArgs<{
    args: string[];
    options: typeof WRITE_OPTIONS & O;
    strict: true;
    allowPositionals: true;
  }>
> {
  try {
    return parseArgs({
      args,
      options: { ...WRITE_OPTIONS, ...options },
      strict: true,
      allowPositionals: true,
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** `--now` as a canonical instant (the clock when absent). */
export function nowOption(value: string | undefined): string {
  return value === undefined ? new Date().toISOString() : parseNow(value);
}

/** Where the state commit goes. */
export function targetOptions(
  cwd: string,
  values: { push?: boolean; remote?: string; branch?: string },
): LedgerTarget {
  return {
    cwd,
    push: values.push ?? false,
    ...(values.remote !== undefined ? { remote: values.remote } : {}),
    ...(values.branch !== undefined ? { branch: values.branch } : {}),
  };
}

/** One line saying where the write went. */
export function commitLine(write: {
  commit: string | undefined;
  branch: string;
  pushed: boolean;
  retries: number;
  warnings: readonly string[];
}): string {
  const warnings = write.warnings.map((warning) => `\nwarning: ${warning}`).join('');
  if (!write.commit)
    return `Nothing changed on ${write.branch}: the event was already recorded.${warnings}`;
  const pushed = write.pushed
    ? `, pushed${write.retries > 0 ? ` after ${write.retries} retr${write.retries === 1 ? 'y' : 'ies'} (the remote moved)` : ''}`
    : '';
  return `Committed ${write.commit.slice(0, 12)} on ${write.branch}${pushed}.${warnings}`;
}

export const signed = (n: number): string => (n > 0 ? `+${n}` : `${n}`);

/** A value as pretty JSON with a trailing newline. */
export function jsonOut(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
