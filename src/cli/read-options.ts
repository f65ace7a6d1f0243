/**
 * Where a reading command (`score`, `history`, `log`, `badge`, `prompt`) reads: `--branch`,
 * `--agent` and `--repository`, and for those that read one agent's state files, `--remote`.
 * Apart from options.ts, which the commit-msg hook loads, so zod stays out of it.
 */
import type { ParseArgsConfig } from 'node:util';
import type { ReadOptions } from '../app/read-state.js';
import { parseRepositoryName } from '../core/config-model.js';

export const READ_OPTIONS = {
  branch: { type: 'string' },
  agent: { type: 'string' },
  repository: { type: 'string' },
} as const satisfies NonNullable<ParseArgsConfig['options']>;

export const READ_USAGE = `  --branch <name>  read the state from this branch (default: stateBranch from the configuration)
  --agent <name>   the agent to read, when the configuration names several (team)
  --repository <owner/name>
                   in a state repository shared by many (a clone of it, or --remote): read that
                   repository's folder (<stateDir>/<owner>/<name>/; with --agent, its agent's)
`;

/** `--remote`: the state branch as a remote has it now (where `--remote` writes sent it). */
export const REMOTE_READ_OPTION = {
  remote: { type: 'string' },
} as const satisfies NonNullable<ParseArgsConfig['options']>;

export const REMOTE_READ_USAGE = `  --remote <name|url|path>
                   fetch the state branch from this remote first and read it there: a state
                   repository (with --repository), or the remote a --push sends state to
`;

/** The reading options as read-state takes them; a bad `--repository` is exit 2 naming it. */
export function readOptions(values: {
  branch?: string | undefined;
  agent?: string | undefined;
  repository?: string | undefined;
  remote?: string | undefined;
}): ReadOptions {
  return {
    branch: values.branch,
    agent: values.agent,
    remote: values.remote,
    repository:
      values.repository === undefined
        ? undefined
        : parseRepositoryName(values.repository, '--repository'),
  };
}
