/**
 * Options shared by the commands that write state (cycle, verdict, feedback), as declarations/shared.ts declares
 * them: where the state commit goes (`--branch`, `--push`, `--remote`), and how a write is reported.
 */
import type { LedgerTarget } from '../app/ledger-writer.js';
import { plural } from '../core/render/text.js';
import { parseRepositoryName } from '../config.js';
import { UsageError } from '../errors.js';

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
