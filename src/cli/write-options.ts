/**
 * Options shared by the commands that write state (cycle, verdict, feedback): where the state
 * commit goes (`--branch`, `--push`, `--remote`), `--now`, `--json`, and how a write is reported.
 */
import type { ParseArgsConfig } from 'node:util';
import type { LedgerTarget } from '../app/ledger-writer.js';
import { plural } from '../core/render/text.js';
import { parseRepositoryName } from '../config.js';
import { UsageError } from '../errors.js';

type OptionSpec = NonNullable<ParseArgsConfig['options']>;

/** Where a writing command's state commit goes (`--now`, `--json` and `--help` are the shell's). */
export const TARGET_OPTIONS = {
  push: { type: 'boolean' },
  remote: { type: 'string' },
  branch: { type: 'string' },
  'push-attempts': { type: 'string' },
  'fold-pending': { type: 'boolean' },
  agent: { type: 'string' },
  repository: { type: 'string' },
} as const satisfies OptionSpec;

export const WRITE_USAGE = `  --now <ISO-8601>  the instant to record at (default: the clock)
  --push            push the state commit to the state branch on the remote; when the remote
                    moved, merge ledgers by event id onto its head and retry
  --remote <name|url|path>
                    the remote to push to: a remote's name, or a state repository's URL or path
                    (default: origin)
  --repository <owner/name>
                    this repository's name in a state repository shared by many: its state goes
                    under <stateDir>/<owner>/<name>/ on --branch of --remote (implies --push;
                    needs --remote)
  --push-attempts <n>
                    how many lost push races (1-100, default 40) before giving up with exit 2;
                    the event is then safe to record again
  --fold-pending    publish this write for other writers to carry should its push lose a
                    race, and carry theirs: one push lands many events. Only when every writer
                    that can push to the remote is trusted: a pending write is folded unchecked
  --branch <name>   the state branch (default: stateBranch in .heartbeat/config.json, else the
                    current branch; created on first use)
  --agent <name>    the agent whose state this is, when the configuration names several (team)
  --json            print the result as JSON
`;

/** Where the state commit goes. */
export function targetOptions(
  cwd: string,
  values: {
    push?: boolean;
    remote?: string;
    branch?: string;
    'push-attempts'?: string;
    'fold-pending'?: boolean;
    agent?: string;
    repository?: string;
  },
): LedgerTarget {
  const attempts = values['push-attempts'];
  if (
    attempts !== undefined &&
    !(/^\d{1,3}$/.test(attempts) && +attempts >= 1 && +attempts <= 100)
  ) {
    throw new UsageError(`--push-attempts must be a whole number from 1 to 100, not '${attempts}'`);
  }
  const repository =
    values.repository === undefined
      ? undefined
      : parseRepositoryName(values.repository, '--repository');
  if (repository && values.remote === undefined) {
    throw new UsageError(
      '--repository needs --remote: the URL or path of the state repository its state goes to',
    );
  }
  return {
    cwd,
    push: (values.push ?? false) || repository !== undefined,
    ...(repository ? { repository } : {}),
    ...(attempts !== undefined ? { attempts: Number(attempts) } : {}),
    ...(values['fold-pending'] ? { foldPending: true } : {}),
    ...(values.remote !== undefined ? { remote: values.remote } : {}),
    ...(values.branch !== undefined ? { branch: values.branch } : {}),
    ...(values.agent !== undefined ? { agent: values.agent } : {}),
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
    ? `, pushed${write.retries > 0 ? ` after ${plural(write.retries, 'retry', 'retries')} (the remote moved)` : ''}`
    : '';
  return `Committed ${write.commit.slice(0, 12)} on ${write.branch}${pushed}.${warnings}`;
}

/** A value as pretty JSON with a trailing newline. */
export function jsonOut(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
