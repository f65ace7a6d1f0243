/**
 * Where a reading command (`score`, `history`, `log`, `badge`) reads: `--branch`, `--agent` and
 * `--repository`. Apart from options.ts, which the commit-msg hook loads, so zod stays out of it.
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
                   in a clone of a state repository shared by many: read that repository's
                   folder (<stateDir>/<owner>/<name>/; with --agent, its agent's)
`;

/** The reading options as read-state takes them; a bad `--repository` is exit 2 naming it. */
export function readOptions(values: {
  branch?: string | undefined;
  agent?: string | undefined;
  repository?: string | undefined;
}): ReadOptions {
  return {
    branch: values.branch,
    agent: values.agent,
    repository:
      values.repository === undefined
        ? undefined
        : parseRepositoryName(values.repository, '--repository'),
  };
}
