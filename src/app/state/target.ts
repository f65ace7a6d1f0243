/**
 * Where a write goes: the agent's view of the configuration, the branch and the local ref that
 * holds its copy. In a state repository shared by many (`--repository`), each repository's state
 * is a branch of its own, `heartbeat/<owner>/<name>` (repositoryStateBranch), written by that
 * repository's heartbeat alone; the configured state branch is then only where an older layout
 * (one branch, a folder per repository) is read from, once, to move it.
 */
import {
  allAgentLogins,
  CONFIG_PATH,
  configForAgent,
  hasConfigFile,
  isTeam,
  loadConfig,
  notSetUp,
  repositoryStateBranch,
  stateDirFor,
  type Config,
} from '../../config.js';
import { InputError } from '../../errors.js';
import { remoteKey, type Repo } from '../../git/repo.js';
import type { LedgerTarget } from './types.js';

export interface WriteTarget {
  config: Config;
  /** The team agent written for, named in the commit's trailers; undefined for the single agent. */
  agent: string | undefined;
  everyAgentLogin: readonly string[];
  /** The branch written (on the remote, and locally under `ref`). */
  branch: string;
  ref: string;
  remote: string;
  /** The branch checked out here (never the state repository's: undefined there). */
  current: string | undefined;
  /**
   * In a state repository: the branch an older layout kept every repository on, and this
   * repository's folder there (every agent of it), moved to `branch` by the first write.
   */
  legacy: { branch: string; dir: string } | undefined;
}

function detachedHead(): InputError {
  return new InputError(
    'HEAD is detached and no state branch is configured: pass --branch or set stateBranch in .heartbeat/config.json',
  );
}

export async function resolveWriteTarget(repo: Repo, target: LedgerTarget): Promise<WriteTarget> {
  // Without a configuration there is no team, so a named agent is unknown: say what to do first.
  if (
    target.agent !== undefined &&
    target.config === undefined &&
    !(await hasConfigFile(repo.root))
  ) {
    throw notSetUp(
      `no ${CONFIG_PATH}, so no team and no agent ${JSON.stringify(target.agent.slice(0, 60))}`,
      '--agent',
    );
  }
  const loaded = target.config ?? (await loadConfig(repo.root));
  const config = configForAgent(loaded, target.agent, target.repository);
  const agent = isTeam(loaded) ? target.agent : undefined;
  const remote = target.remote ?? 'origin';
  const everyAgentLogin = allAgentLogins(loaded);
  if (target.repository !== undefined) {
    const branch = repositoryStateBranch(target.repository);
    const old = target.branch ?? config.stateBranch;
    // The repository's folder itself: its first write moves every agent of it at once.
    const dir = stateDirFor({ ...loaded, team: undefined }, 'agent', target.repository);
    return {
      config,
      agent,
      everyAgentLogin,
      branch,
      // A state repository's branch is never this repository's own branch of the same name.
      ref: `refs/heartbeat-gate/shared/${remoteKey(remote)}/${branch}`,
      remote,
      current: undefined,
      legacy: old === undefined || old === branch ? undefined : { branch: old, dir },
    };
  }
  const current = await repo.currentBranch();
  const branch = target.branch ?? config.stateBranch ?? current;
  if (!branch) throw detachedHead();
  return {
    config,
    agent,
    everyAgentLogin,
    branch,
    ref: `refs/heads/${branch}`,
    remote,
    current,
    legacy: undefined,
  };
}
