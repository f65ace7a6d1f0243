/**
 * What each MCP resource holds, read fresh on every read from the repository the server runs in:
 * the contract file, the score section as of now, and the latest cycle commit as `log --json`
 * reports it. Read-only.
 */
import { readScoreView } from '../app/agent-prompt.js';
import { cycleLogScope, readCycleLog } from '../app/audit-log.js';
import { readContractText } from '../app/contract-file.js';
import { openRepo, type ReadOptions } from '../app/read-state.js';
import { InputError } from '../errors.js';
import { resolveNow } from '../app/time.js';
import { jsonText } from '../core/render/text.js';
import type { ResourceName } from './resource-list.js';

const readers: Record<ResourceName, (cwd: string, read: ReadOptions) => Promise<string>> = {
  async contract(cwd, read) {
    const { repo, config } = await openRepo(cwd, read);
    return readContractText(repo.root, config);
  },
  async score(cwd, read) {
    return (await readScoreView(cwd, resolveNow(undefined), read)).section;
  },
  async 'latest-cycle'(cwd, read) {
    const location = await openRepo(cwd, read);
    // As `log` reads it: a shared repository's folder only, and a team agent's own cycles.
    const { paths, ours } = cycleLogScope(location, read.repository);
    const entries = await readCycleLog(location.repo, location.rev, undefined, paths);
    const latest = entries.find(ours) ?? null;
    return jsonText(latest);
  },
};

/** A resource's text; a bad input reads as the CLI words it, anything else is a bug. */
export async function readResource(
  name: ResourceName,
  cwd: string,
  read: ReadOptions = {},
): Promise<string> {
  try {
    return await readers[name](cwd, read);
  } catch (error) {
    if (error instanceof InputError)
      throw new Error(`heartbeat-gate mcp: ${error.message}`, { cause: error });
    throw error;
  }
}
