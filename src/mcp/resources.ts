/**
 * What each MCP resource holds, read fresh on every read from the repository the server runs in:
 * the contract file, the score section as of now, and the latest cycle commit as `log --json`
 * reports it. Read-only.
 */
import { readScoreView } from '../app/agent-prompt.js';
import { cycleLogScope, readCycleLog } from '../app/audit-log.js';
import { readContractText } from '../app/contract-file.js';
import { agentsToRead, openRepoState, type ReadOptions } from '../app/read-state.js';
import { AgentChoiceError, InputError, UsageError } from '../errors.js';
import { resolveNow } from '../app/time.js';
import { jsonText } from '../core/render/text.js';
import { RESOURCES, type ResourceName } from './resource-list.js';

const readers: Record<ResourceName, (cwd: string, read: ReadOptions) => Promise<string>> = {
  async contract(cwd, read) {
    const { repo, config } = await openRepoState(cwd, read);
    return readContractText(repo.root, config);
  },
  async score(cwd, read) {
    return (await readScoreView(cwd, resolveNow(undefined), read)).section;
  },
  async 'latest-cycle'(cwd, read) {
    const location = await openRepoState(cwd, read);
    // As `log` reads it: a shared repository's folder only, and a team agent's own cycles.
    const { paths, ours } = cycleLogScope(location, read.repository);
    const entries = await readCycleLog(location.repo, location.rev, undefined, paths);
    const latest = entries.find(ours) ?? null;
    return jsonText(latest);
  },
};

const uriOf = (name: ResourceName) => RESOURCES.find((r) => r.name === name)!.uri;

/** A resource's URI for one team agent: the plain URI with `?agent=<name>`. */
export const agentUri = (name: ResourceName, agent: string) =>
  `${uriOf(name)}?agent=${encodeURIComponent(agent)}`;

/** A resource's text; a bad input reads as the CLI words it, anything else is a bug. */
export async function readResource(
  name: ResourceName,
  cwd: string,
  read: ReadOptions = {},
): Promise<string> {
  try {
    return await readers[name](cwd, read);
  } catch (error) {
    // A team read without naming the agent: say which URIs name one.
    const message =
      error instanceof AgentChoiceError
        ? `this repository has several agents: read ${uriOf(name)}?agent=<name>, one of ${error.agents.join(', ')} (or start the server with --agent <name>)`
        : error instanceof InputError || error instanceof UsageError
          ? error.message
          : undefined;
    if (message === undefined) throw error;
    throw new Error(`heartbeat-gate mcp: ${message}`, { cause: error });
  }
}

/** The resource `name` of each team agent, as listed (none for a single agent). */
export async function agentResources(
  name: ResourceName,
  cwd: string,
  read: ReadOptions = {},
): Promise<{ uri: string; name: string; title: string }[]> {
  let agents: (string | undefined)[];
  try {
    agents = await agentsToRead(cwd, read.repository);
  } catch (error) {
    // A broken configuration lists nothing more; reading a resource says what is wrong.
    if (error instanceof InputError || error instanceof UsageError) return [];
    throw error;
  }
  return agents
    .filter((agent): agent is string => agent !== undefined)
    .map((agent) => ({
      uri: agentUri(name, agent),
      name: `${name} (${agent})`,
      title: `${RESOURCES.find((r) => r.name === name)!.title}: ${agent}`,
    }));
}
