/**
 * A write over a remote head that is not to be built on (the Action found commits above the last
 * one it trusts): only the trusted state counts, and the commit goes on top of the head (a
 * fast-forward) with the trusted commit's folders restored (every agent's), plus the planner's
 * events.
 */
import { repositoryStateDir } from '../../core/config-model.js';
import type { ReplayOptions } from '../../core/replay.js';
import type { Repo } from '../../git/repo.js';
import { commitSource, loadStateStore, statePaths } from '../../git/state-store.js';
import type { LedgerPlanner, LedgerTarget, LedgerWrite } from './types.js';
import { MergedLedger, type Replayed } from './merged-ledger.js';
import type { VerifiedCommits } from './verify.js';
import { moveLocalBranch } from './branch.js';
import { plannedFiles } from './plan.js';
import { pushCommit, refused } from './publish.js';
import type { WriteTarget } from './target.js';

export async function writeOverUntrusted<R>(
  repo: Repo,
  target: LedgerTarget,
  where: WriteTarget,
  planFor: (replayed: Pick<Replayed, 'state' | 'atLastCycle'>) => ReturnType<LedgerPlanner<R>>,
  heads: { localHead: string | undefined; remoteHead: string; trusted: string | undefined },
  options: ReplayOptions,
  verified: VerifiedCommits,
): Promise<LedgerWrite<R>> {
  const { config, branch, remote } = where;
  const { localHead, remoteHead, trusted } = heads;
  const store = await loadStateStore(commitSource(repo, trusted, config.stateDir), config.stateDir);
  const ledger = await MergedLedger.load([store]);
  const snapshot = await ledger.replay(options, undefined);
  const plan = await planFor(snapshot);
  let outcome: { message: string; result: R; files: Map<string, string> };
  if ('skip' in plan) {
    outcome = {
      message: `heartbeat: restore the state of ${trusted?.slice(0, 12) ?? 'no commit'} over ${remoteHead.slice(0, 12)}\n`,
      result: plan.skip,
      files: new Map(),
    };
  } else {
    const planned = await plannedFiles(ledger, plan, options, statePaths(config.stateDir), store);
    outcome = { ...planned.finished, files: planned.files };
  }
  // Every agent's folder of this repository comes back from the trusted commit, not the written
  // agent's alone: a teammate's folder forged above it would otherwise be sealed in this signed
  // commit, and the teammate's own pass, which checks its folder in a signed commit, trusts it.
  const dir = repositoryStateDir(config.stateDir, where.agent);
  const built = await repo.commitFiles({
    base: remoteHead,
    restore: { dir, from: trusted, keep: [`${dir}/config.json`] },
    files: outcome.files,
    message: outcome.message,
  });
  const push = await pushCommit(repo, target, {
    commit: built,
    parents: [remoteHead],
    branch,
    remote,
    message: outcome.message,
    newBranch: false,
  });
  if (!push.pushed) throw refused(remote, branch, push.reason);
  const commit = push.commit;
  verified.add(commit);
  const warnings: string[] = [];
  // The local copy follows as on every other path (a checkout's files would not: left alone).
  if (where.current !== branch) {
    const moved = await moveLocalBranch(repo, {
      ref: where.ref,
      from: localHead,
      to: commit,
      changed: undefined,
      stateDir: config.stateDir,
      worktree: undefined,
      pushed: true,
    });
    if (!moved.ok) warnings.push(moved.warning);
  }
  await verified.save();
  return { result: outcome.result, commit, branch, pushed: true, warnings };
}
