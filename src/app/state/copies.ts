/**
 * The copies of the state a write merges — the commit it builds on, the local branch, the remote's
 * head and, when the branch is checked out, the working tree — each verified before anything is
 * built on it (each commit once per write, and not again once remembered as verified).
 */
import type { Config } from '../../config.js';
import type { Repo } from '../../git/repo.js';
import { commitSource, dirSource, loadStateStore, type StateStore } from '../../git/state-store.js';
import { verifyCheckout, verifyStateCommit, type VerifiedCommits } from './verify.js';
import { ensureOnlyStateDiverged } from './branch.js';

export interface Copies {
  /** The commit the write builds on (the remote's head when pushing; local work merges in). */
  base: string | undefined;
  /** Further parents: the local branch when it diverged from the remote (state only). */
  otherParents: string[];
  /** Every copy's store, the base's first. */
  stores: StateStore[];
  /** The checkout's state files, when the branch is checked out. */
  worktree: StateStore | undefined;
}

export async function loadCopies(
  repo: Repo,
  config: Config,
  verified: VerifiedCommits,
  heads: {
    localHead: string | undefined;
    remoteHead: string | undefined;
    branch: string;
    checkedOut: boolean;
  },
): Promise<Copies> {
  const { localHead, remoteHead, checkedOut } = heads;
  const stateDir = config.stateDir;
  let base = localHead;
  const otherParents: string[] = [];
  if (remoteHead && remoteHead !== localHead) {
    if (!localHead || (await repo.isAncestor(localHead, remoteHead))) base = remoteHead;
    else if (!(await repo.isAncestor(remoteHead, localHead))) {
      await ensureOnlyStateDiverged(repo, remoteHead, localHead, stateDir, heads.branch);
      base = remoteHead;
      otherParents.push(localHead);
    }
  }
  const byCommit = new Map<string, StateStore>();
  for (const commit of [base, localHead, remoteHead]) {
    if (!commit || byCommit.has(commit)) continue;
    // verifyCheckout compares every segment of the checkout with the local head's.
    const segments = checkedOut && commit === localHead;
    const store = await loadStateStore(
      commitSource(repo, commit, stateDir, { segments }),
      stateDir,
    );
    if (!verified.has(commit)) {
      await verifyStateCommit(repo, config, commit, store);
      verified.add(commit);
    }
    byCommit.set(commit, store);
  }
  const baseStore =
    (base && byCommit.get(base)) ||
    (await loadStateStore(commitSource(repo, undefined, stateDir), stateDir));
  const stores = [baseStore, ...[...new Set(byCommit.values())].filter((s) => s !== baseStore)];
  const worktree = checkedOut
    ? await loadStateStore(dirSource(repo.root, stateDir), stateDir)
    : undefined;
  if (worktree) {
    await verifyCheckout(config, (localHead && byCommit.get(localHead)) || baseStore, worktree);
    stores.push(worktree);
  }
  return { base, otherParents, stores, worktree };
}
