/**
 * Putting a state commit on the remote: `target.publish` (the Action: GitHub's API, which signs
 * it), else `git push`, fast-forward only. The ref has one writer (a repository's heartbeat,
 * serialised by its workflow's concurrency group), so a refused push is never a race to retry:
 * it is reported with the remote's reason, and nothing else moves.
 */
import { PushRefusedError } from '../../errors.js';
import { redactUrlCredentials, type Repo } from '../../git/repo.js';
import type { LedgerTarget } from './types.js';

export async function pushCommit(
  repo: Repo,
  target: LedgerTarget,
  commit: {
    commit: string;
    parents: readonly string[];
    branch: string;
    remote: string;
    message: string;
    newBranch: boolean;
  },
  /**
   * `git push` only: the remote head the commit was built on without a fetch (a push that finds
   * the branch elsewhere answers `stale`), and whether the tracking ref is left to the caller.
   */
  push: { lease?: string; track?: false } = {},
): Promise<{ pushed: true; commit: string } | { pushed: false; reason: string; stale?: boolean }> {
  if (target.publish) return target.publish({ repo, ...commit });
  const pushed = await repo.push(commit.remote, commit.commit, commit.branch, push);
  return pushed.pushed ? { pushed: true, commit: commit.commit } : pushed;
}

/** The error a refused push is: exit 2 naming the remote, the branch and the remote's reason. */
export function refused(remote: string, branch: string, reason: string): PushRefusedError {
  return new PushRefusedError(
    `${redactUrlCredentials(remote)} refused the push to ${branch}: ${reason}`,
  );
}
