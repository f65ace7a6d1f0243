/**
 * Where a reading command (`score`, `history`, `log`, `badge`, `prompt`) reads: `--branch`,
 * `--agent` and `--repository`, and for those that read one agent's state files, `--remote`
 * (declared in declarations/shared.ts). Apart from options.ts, which the commit-msg hook loads, so zod stays
 * out of it.
 */
import type { ReadOptions } from '../app/read-state.js';
import { parseRepositoryName } from '../core/config-model.js';

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
