/**
 * Where the scheduled heartbeat reads its configuration and contract: the trusted branch as the
 * remote holds it (the repository's default branch unless the caller names one), never the ref
 * that triggered the run — a `workflow_dispatch` on an agent's branch checks out the agent's
 * files. When the checkout is not that branch's tip, the tip is checked out beside it in a
 * temporary worktree (sharing the repository), and removed afterwards.
 */
import { CONFIG_PATH, DEFAULT_CONFIG, parseConfig, type Config } from '../config.js';
import { InputError } from '../errors.js';
import { Repo } from '../git/repo.js';

/** A checkout of the trusted branch's tip and the configuration read from it. */
export interface TrustedTree {
  /** The trusted branch's name. */
  branch: string;
  commit: string;
  /** A working tree at `commit`: the workspace itself when it already is that commit. */
  root: string;
  config: Config;
  /** Removes the temporary worktree, if one was made. */
  dispose(): Promise<void>;
}

/** The remote's default branch, as its HEAD names it (`git ls-remote --symref`). */
async function remoteDefaultBranch(repo: Repo, remote: string): Promise<string | undefined> {
  const text = await repo.raw({ args: ['ls-remote', '--symref'], operands: [remote, 'HEAD'] });
  return /^ref: refs\/heads\/(\S+)\s+HEAD$/m.exec(text)?.[1];
}

/** A file's text at `commit`, or undefined when the commit has no such file. */
async function fileAt(repo: Repo, commit: string, path: string): Promise<string | undefined> {
  const clean = path.replace(/^\.\//, '');
  try {
    await repo.raw({ args: ['cat-file', '-e'], operands: [`${commit}:${clean}`] });
  } catch {
    return undefined;
  }
  return repo.raw({ args: ['cat-file', 'blob'], operands: [`${commit}:${clean}`] });
}

/**
 * Opens the trusted branch (`branch`, else the remote's default branch) of the repository at
 * `cwd` and reads the configuration (CONFIG_PATH) from it (defaults when it has none).
 */
export async function openTrustedTree(options: {
  cwd: string;
  remote: string;
  branch?: string | undefined;
}): Promise<TrustedTree> {
  const repo = await Repo.open(options.cwd);
  const branch = options.branch ?? (await remoteDefaultBranch(repo, options.remote));
  if (!branch) {
    throw new InputError(
      `${options.remote} names no default branch: the heartbeat reads its configuration and contract from it`,
    );
  }
  const commit = await repo.fetchBranch(options.remote, branch);
  if (!commit) {
    throw new InputError(
      `the trusted branch ${branch} does not exist on ${options.remote}: the heartbeat reads its configuration and contract from it`,
    );
  }
  const text = await fileAt(repo, commit, CONFIG_PATH);
  const config = text === undefined ? DEFAULT_CONFIG : parseConfig(text, CONFIG_PATH);
  if ((await repo.resolve('HEAD')) === commit) {
    return { branch, commit, root: repo.root, config, dispose: async () => {} };
  }
  const checkout = await repo.temporaryWorktree(commit);
  return { branch, commit, root: checkout.path, config, dispose: checkout.dispose };
}
