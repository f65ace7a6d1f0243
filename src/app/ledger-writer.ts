/**
 * Writing the ledger: merge every copy of the state (the branch's commit, the working tree, the
 * remote's head), append new events by id, replay from the earliest month that changed, make
 * exactly one commit holding the changed state files, and push it. Each ref has one writer (a
 * repository's heartbeat, serialised by its workflow's concurrency group; in a state repository,
 * each repository its own branch), so a refused push is reported, never raced or folded. A push
 * writes on the remote head this repository last saw without fetching it, leased on it: a head
 * that moved since (another clone wrote) is fetched and merged, once, as a fetch first would have.
 */
import { InputError } from '../errors.js';
import type { ReplayOptions } from '../core/replay.js';
import type { LedgerPlanner, LedgerTarget, LedgerWrite } from './state/types.js';
import { Repo, trackingRef } from '../git/repo.js';
import { removeStaleTempFiles, statePaths } from '../git/state-store.js';
import { MergedLedger, type Replayed } from './state/merged-ledger.js';
import { moveLocalBranch, settleCopies } from './state/branch.js';
import { loadCopies } from './state/copies.js';
import { asInputError } from './state/errors.js';
import { legacyState } from './state/migrate.js';
import { plannedFiles } from './state/plan.js';
import { pushCommit, refused } from './state/publish.js';
import { writeOverUntrusted } from './state/restore.js';
import { resolveWriteTarget } from './state/target.js';
import { VerifiedCommits } from './state/verify.js';

export type {
  LedgerEffects,
  LedgerPlan,
  LedgerPlanner,
  LedgerSnapshot,
  LedgerTarget,
  LedgerWrite,
  StatePublisher,
} from './state/types.js';

/**
 * Appends the planner's events to the ledger on the state branch in one commit. The planner sees
 * the state of every copy merged (local branch, working tree, remote head).
 */
export async function writeLedger<R>(
  target: LedgerTarget,
  planner: LedgerPlanner<R>,
): Promise<LedgerWrite<R>> {
  const repo = await Repo.open(target.cwd);
  // The refs, the state's folders and files: one git process reads them all, round after round.
  repo.readInOneProcess();
  try {
    // The first attempt builds on the remote head this writer last saw, unfetched; a push that
    // finds the branch moved (another copy of the state wrote it) fetches and writes again, once.
    const leased = await write(repo, target, planner, true);
    if (leased !== STALE) return leased;
    const written = await write(repo, target, planner, false);
    if (written === STALE) throw new Error('a push without a lease was refused as stale');
    return written;
  } catch (error) {
    throw asInputError(error, repo.root);
  } finally {
    await repo.close();
  }
}

/** A push refused because the remote's branch was not where the write took it to be. */
const STALE = Symbol('stale');

async function write<R>(
  repo: Repo,
  target: LedgerTarget,
  planner: LedgerPlanner<R>,
  leasing: boolean,
): Promise<LedgerWrite<R> | typeof STALE> {
  const where = await resolveWriteTarget(repo, target);
  const { config, agent, everyAgentLogin, branch, ref, remote } = where;
  const planFor = ({ state, atLastCycle }: Pick<Replayed, 'state' | 'atLastCycle'>) =>
    planner({
      ...{ repo, config, agent, everyAgentLogin, branch, state },
      atLastCycle: atLastCycle && { ...atLastCycle, options },
    });
  const options: ReplayOptions = {
    timeZone: config.timeZone,
    ...(target.feedback ? { feedback: target.feedback } : {}),
  };
  const verified = await VerifiedCommits.open(repo, config.stateDir);
  const checkedOut = where.current === branch;
  if (checkedOut) await removeStaleTempFiles(repo.root, config.stateDir);
  const tracking = trackingRef(remote, branch);
  const [localHead, known] = target.push
    ? await repo.resolveAll([ref, tracking])
    : [await repo.resolve(ref)];
  // One writer per ref: while the remote's head is, as far as this repository knows, its own copy
  // (the commit it last pushed or fetched), the write builds on it without a fetch and the push's
  // lease checks it; `git push` only (the Action publishes through GitHub and checks trust).
  const lease =
    leasing && target.push && !target.publish && !target.trustedBase && known === localHead
      ? localHead
      : undefined;
  const fetched = target.push ? (lease ?? (await repo.fetchBranch(remote, branch))) : undefined;
  // A state repository still in the older layout: the first write moves this repository's folder.
  const moving =
    target.push && !fetched && !localHead ? await legacyState(repo, where, target) : undefined;
  const remoteHead = fetched ?? moving;
  const trusted = fetched && target.trustedBase ? await target.trustedBase(fetched) : remoteHead;
  if (trusted && target.trustedBase) verified.add(trusted); // verified when it was chosen
  if (fetched && trusted !== fetched) {
    const heads = { localHead, remoteHead: fetched, trusted };
    return writeOverUntrusted(repo, target, where, planFor, heads, options, verified);
  }

  const copies = await loadCopies(repo, config, verified, {
    localHead,
    remoteHead,
    branch,
    checkedOut,
  });
  const { base, otherParents, worktree } = copies;
  const ledger = await MergedLedger.load(copies.stores);
  const snapshot = await ledger.replay(options, undefined);
  const plan = await planFor(snapshot);
  const nothing = (result: R): LedgerWrite<R> => ({
    result,
    commit: undefined,
    branch,
    pushed: false,
    warnings: [],
  });
  if ('skip' in plan) {
    const merged = otherParents.length > 0;
    const ledgerIsBase = !ledger.differsFromBase();
    const stateDir = config.stateDir;
    if (!moving) {
      await settleCopies(repo, {
        ref,
        localHead,
        base,
        merged,
        checkedOut,
        ledgerIsBase,
        stateDir,
      });
    }
    return nothing(plan.skip);
  }
  const baseStore = copies.stores[0]!;
  const planned = await plannedFiles(ledger, plan, options, statePaths(config.stateDir), baseStore);
  const { message, result } = planned.finished;
  const { desired, files } = planned;
  const unchanged = files.size === 0 && otherParents.length === 0;
  if (unchanged && base === localHead && !moving) {
    await settleCopies(repo, {
      ...{ ref, localHead, base, merged: false, checkedOut, ledgerIsBase: true },
      stateDir: config.stateDir,
    });
    return nothing(result);
  }

  const built = moving
    ? // The repository's folder alone, as the older branch held it, on that branch's history.
      await repo.commitFiles({
        base: undefined,
        otherParents: [moving],
        restore: { dir: where.legacy!.dir, from: moving, keep: [] },
        files,
        message,
      })
    : unchanged && base
      ? base
      : await repo.commitFiles({ base, files, message, otherParents });
  let commit = built;
  // Built from verified copies; every other folder is its base's, verified as the base's was.
  if (base && !moving && otherParents.length === 0) verified.carry(base, built, [...files.keys()]);
  verified.add(commit);
  if (target.push && commit !== fetched) {
    const parents = moving ? [moving] : [...(base ? [base] : []), ...otherParents];
    const newBranch = !fetched;
    const push = await pushCommit(
      repo,
      target,
      { commit, parents, branch, remote, message, newBranch },
      lease ? { lease, track: false } : {},
    );
    if (!push.pushed && push.stale) return STALE;
    if (!push.pushed) throw refused(remote, branch, push.reason);
    commit = push.commit;
    verified.add(commit);
  }

  // Bring the local branch (and the checkout, when it is this branch) up to the new commit.
  const moved = await moveLocalBranch(repo, {
    ref,
    from: localHead,
    to: commit,
    // A commit built straight on the local head changed exactly `files`.
    changed: base === localHead && otherParents.length === 0 ? [...files.keys()] : undefined,
    stateDir: config.stateDir,
    worktree: worktree && { store: worktree, desired },
    pushed: !!target.push,
    // A leased push left the tracking ref to move with the local one, in one git process.
    ...(lease && commit !== fetched ? { track: tracking } : {}),
  });
  const warnings = moved.ok ? [] : [moved.warning];
  if (!moved.ok && !target.push) throw new InputError(`${moved.warning}: nothing was recorded`);
  await verified.save();
  return { result, commit, branch, pushed: !!target.push, warnings };
}
