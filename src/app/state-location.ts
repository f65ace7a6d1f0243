/**
 * Where a repository's heartbeat state lives: the state branch's head when one is configured,
 * else HEAD. Needs only a way to resolve revisions, so `log` finds it without the Repo adapter.
 */
import {
  agentFolderTeam,
  configForAgent,
  isTeam,
  repositoryStateBranch,
  type Config,
  type RepositoryName,
} from '../core/config-model.js';
import { didYouMean } from '../core/render/text.js';
import { InputError } from '../errors.js';
import { refuseOptionLike } from '../git/git.js';

/** Resolves a revision to its commit (undefined when it does not exist). */
export interface RevisionResolver {
  resolve(rev: string): Promise<string | undefined>;
  /** The branches there are by name (asked only to suggest one for a misspelt `--branch`). */
  branchNames(): Promise<string[]>;
}

/** Where to read: `branch` (a reading command's `--branch`) instead of the configured state branch. */
export interface ReadOptions {
  branch?: string | undefined;
  /** The agent to read (`--agent`): required when the configuration has a team. */
  agent?: string | undefined;
  /** Read this repository's folder of a shared state repository (`--repository owner/name`). */
  repository?: RepositoryName | undefined;
  /**
   * Read the state branch as this remote (a name, URL or path) has it now, fetched first, not the
   * local copy: how a clone whose state goes to a state repository reads it back (`--remote`).
   */
  remote?: string | undefined;
}

/** Where the state lives, before any state file is read. */
export interface StateLocation {
  /** The configuration as one agent sees it (see configForAgent): its logins, contract, state folder. */
  config: Config;
  /** The team agent read (`--agent`); undefined for the single agent. */
  agent: string | undefined;
  /** The state branch's head when one is configured (undefined: no state yet). */
  stateHead: string | undefined;
  /** The revision cycle commits are read from: `HEAD`, or the state branch's head. */
  rev: string;
}

/**
 * The state branch's head: the local branch, else its remote-tracking copy (a clone that never
 * checked it out), else undefined (no state yet).
 */
export async function stateBranchHead(
  git: RevisionResolver,
  branch: string,
): Promise<string | undefined> {
  return (
    (await git.resolve(`refs/heads/${branch}`)) ??
    (await git.resolve(`refs/remotes/origin/${branch}`))
  );
}

/**
 * Refuses a reading command's `--branch` that names no branch (`remote`: none there): a typo,
 * which read as an empty state would show Day 1. Only the configured state branch may be missing
 * (nothing recorded there yet). `known`: the branches to suggest one from.
 */
export async function refuseMissingBranch(
  branch: string | undefined,
  loaded: Config,
  known: () => Promise<readonly string[]>,
  remote?: string,
): Promise<void> {
  if (branch === undefined || branch === loaded.stateBranch) return;
  const where = remote === undefined ? 'no such branch here' : `${remote} has no such branch`;
  throw new InputError(
    `--branch ${branch}: ${where}${didYouMean(branch, await known())}`,
    '--branch',
  );
}

/** Where `loaded` (the repository's configuration) puts the state, as `options` ask to read it. */
export async function locateState(
  git: RevisionResolver,
  loaded: Config,
  options: ReadOptions = {},
): Promise<StateLocation> {
  // A clone of a shared state repository does not know the other repository's team: there,
  // `--agent` names the agent's folder.
  const configured =
    options.repository && !isTeam(loaded) && options.agent !== undefined
      ? agentFolderTeam(loaded, options.agent)
      : loaded;
  const config = configForAgent(
    options.branch === undefined ? configured : { ...configured, stateBranch: options.branch },
    options.agent,
    options.repository,
  );
  const agent = isTeam(configured) ? options.agent : undefined;
  if (config.stateBranch !== undefined) {
    refuseOptionLike(config.stateBranch, options.branch === undefined ? 'stateBranch' : '--branch');
  }
  if (options.repository) {
    // A state repository: the repository's own branch, else (until its first write moves it) the
    // older layout's shared branch, `--branch` or stateBranch.
    const own = repositoryStateBranch(options.repository);
    const head = await stateBranchHead(git, own);
    const legacy = head || !config.stateBranch ? undefined : config.stateBranch;
    const old = legacy && (await stateBranchHead(git, legacy));
    if (legacy && old) return { config, agent, stateHead: old, rev: old };
    return { config: { ...config, stateBranch: own }, agent, stateHead: head, rev: head ?? own };
  }
  if (!config.stateBranch) return { config, agent, stateHead: undefined, rev: 'HEAD' };
  const stateHead = await stateBranchHead(git, config.stateBranch);
  // With --remote the branch is read from there (see openRepo), not from here.
  if (!stateHead && options.remote === undefined) {
    await refuseMissingBranch(options.branch, loaded, () => git.branchNames());
  }
  return { config, agent, stateHead, rev: stateHead ?? config.stateBranch };
}
