/**
 * Options shared by the commands that write state (cycle, verdict, feedback), as declarations/shared.ts declares
 * them: where the state commit goes (`--branch`, `--push`, `--remote`), and how a write is reported.
 */
import type { LedgerTarget } from '../app/ledger-writer.js';
import { parseRepositoryName } from '../config.js';
import { UsageError } from '../errors.js';

/** Where the state commit goes. */
export function targetOptions(
  cwd: string,
  values: {
    push?: boolean;
    remote?: string;
    branch?: string;
    agent?: string;
    repository?: string;
  },
): LedgerTarget {
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
  warnings: readonly string[];
}): string {
  const warnings = write.warnings.map((warning) => `\nwarning: ${warning}`).join('');
  if (!write.commit)
    return `Nothing changed on ${write.branch}: the event was already recorded.${warnings}`;
  const pushed = write.pushed ? ', pushed' : '';
  return `Committed ${write.commit.slice(0, 12)} on ${write.branch}${pushed}.${warnings}`;
}

/** A value as pretty JSON with a trailing newline. */
export function jsonOut(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
