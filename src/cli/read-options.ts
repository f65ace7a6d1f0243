/**
 * Where a reading command (`score`, `history`, `log`, `badge`, `prompt`) reads: `--branch`,
 * `--agent` and `--repository`, and for those that read one agent's state files, `--remote`
 * (declared in declarations/shared.ts). Apart from options.ts, which the commit-msg hook loads, so zod stays
 * out of it.
 */
import type { ReadOptions } from '../app/read-state.js';
import { UsageError } from '../errors.js';
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

/**
 * The revision `leaderboard`, `site` and `log` read: `--ref`, or with `--remote` the commit that
 * remote holds the state at now (one fetch), or undefined (where the reading commands read).
 */
export async function stateRef(
  cwd: string,
  values: { ref?: string | undefined; remote?: string | undefined; branch?: string | undefined },
  repository: ReadOptions['repository'],
): Promise<string | undefined> {
  if (values.remote === undefined) return values.ref;
  if (values.ref !== undefined)
    throw new UsageError('--ref and --remote name two states: pass one');
  // Loaded only to fetch: `log` reads history through git alone otherwise.
  const { fetchStateCommit } = await import('../app/read-state.js');
  return fetchStateCommit(cwd, values.remote, { repository, branch: values.branch });
}
