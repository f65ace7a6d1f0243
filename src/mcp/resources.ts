/**
 * What each MCP resource holds, read fresh on every read from the repository the server runs in:
 * the contract file, the score section as of now, and the latest cycle commit as `log --json`
 * reports it. Read-only.
 */
import { readScoreView } from '../app/agent-prompt.js';
import { readCycleLog } from '../app/audit-log.js';
import { readContractText } from '../app/contract-file.js';
import { openRepo } from '../app/read-state.js';
import { InputError } from '../errors.js';
import { resolveNow } from '../app/time.js';
import { jsonText } from '../core/render/text.js';
import type { ResourceName } from './resource-list.js';

const readers: Record<ResourceName, (cwd: string) => Promise<string>> = {
  async contract(cwd) {
    const { repo, config } = await openRepo(cwd);
    return readContractText(repo.root, config);
  },
  async score(cwd) {
    return (await readScoreView(cwd, resolveNow(undefined))).section;
  },
  async 'latest-cycle'(cwd) {
    const { repo, rev } = await openRepo(cwd);
    const [latest = null] = await readCycleLog(repo, rev);
    return jsonText(latest);
  },
};

/** A resource's text; a bad input reads as the CLI words it, anything else is a bug. */
export async function readResource(name: ResourceName, cwd: string): Promise<string> {
  try {
    return await readers[name](cwd);
  } catch (error) {
    if (error instanceof InputError)
      throw new Error(`heartbeat-gate mcp: ${error.message}`, { cause: error });
    throw error;
  }
}
