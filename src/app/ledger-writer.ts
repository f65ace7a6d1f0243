/**
 * Writing the ledger: merge every copy of the state (the branch's commit, the working tree, the
 * remote's head), append new events by id, replay from the earliest month that changed, and make
 * exactly one commit holding the changed state files — then push it, and when the remote moved,
 * start over on the new head so that concurrent writers all land and no event is lost or doubled.
 */
import { relative } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  allAgentLogins,
  configForAgent,
  isTeam,
  loadConfig,
  type Config,
  type RepositoryName,
} from '../config.js';
import { InputError, PushRefusedError } from '../errors.js';
import { retryDelay } from '../core/backoff.js';
import type { ReplayState } from '../core/ledger.js';
import type { LedgerEvent } from '../core/model.js';
import type { ReplayOptions } from '../core/replay.js';
import { gitFailure, redactUrlCredentials, remoteKey, Repo } from '../git/repo.js';
import { ensureOnlyStateDiverged, moveLocalBranch, settleCopies } from '../git/state-branch.js';
import {
  commitSource,
  dirSource,
  loadStateStore,
  removeStaleTempFiles,
  statePaths,
  type StateStore,
} from '../git/state-store.js';
import { MergedLedger } from './merged-ledger.js';
import { PENDING_REFS, pendingFolds, pendingRef } from './state-folds.js';
import { VerifiedCommits, verifyCheckout, verifyStateCommit } from './state-verify.js';

/** Where state is written: the options every writing command shares. */
export interface LedgerTarget {
  /** A folder inside the repository. */
  cwd: string;
  /** Branch holding the state; default: the configured state branch, else the current branch. */
  branch?: string;
  /** Push the state commit to `remote` (and merge with what it holds). */
  push?: boolean;
  /** Remote to push to; default `origin`. */
  remote?: string;
  /** Attempts (lost push races included) before the write gives up; default 40. */
  attempts?: number;
  /**
   * With `push` (git's, not `publish`): after a lost race, publish the commit for other writers
   * to fold, and fold theirs (state-folds.ts). Unchecked: only where every writer that can push
   * to the remote is trusted, or a protected branch could be written through a pending ref.
   */
  foldPending?: boolean;
  /** The configuration, when the caller read it elsewhere (the Action: from the trusted branch). */
  config?: Config;
  /** The agent whose state is written (`--agent`); required when the configuration has a team. */
  agent?: string | undefined;
  /**
   * This repository's name when `remote` is a state repository shared by many (`--repository`):
   * the state goes under its folder there (see stateDirFor), and the local copy of the branch is a
   * private ref, never one of this repository's own branches.
   */
  repository?: RepositoryName | undefined;
  /** Which feedback moves the score (the Action: only the reactions it verified). */
  feedback?: ReplayOptions['feedback'];
  /**
   * With `push`: the commit at or below the remote's head to build on (undefined: none, an empty
   * state). When it is not the head, the commits above it are left out: the write commits the
   * trusted state (plus its events) on top of the head, restoring it. Without it, every copy is
   * verified and a mismatch is refused.
   */
  trustedBase?: (remoteHead: string) => Promise<string | undefined>;
  /**
   * With `push`: how a commit built here reaches the remote instead of `git push` (the Action:
   * through GitHub's API, which signs it). Answers the commit that landed, which may differ from
   * the local one in everything but its tree and parents.
   */
  publish?: StatePublisher;
}

/** Puts a locally built commit on the remote's branch, fast-forward only. */
export type StatePublisher = (commit: {
  repo: Repo;
  commit: string;
  parents: readonly string[];
  branch: string;
  remote: string;
  message: string;
}) => Promise<{ pushed: true; commit: string } | { pushed: false; reason: string }>;

/** The merged state a planner decides from. */
export interface LedgerSnapshot {
  repo: Repo;
  config: Config;
  /** The team agent written for, named in the commit's trailers; undefined for the single agent. */
  agent: string | undefined;
  /** Every agent's logins, the team's included: none of them speaks as an operator. */
  everyAgentLogin: readonly string[];
  branch: string;
  /** Every copy merged and replayed; undefined while the ledger is empty. */
  state: ReplayState | undefined;
}

/** What the new events did once merged and replayed. */
export interface LedgerEffects {
  /** The state after every event. */
  state: ReplayState | undefined;
  /** Planned events that were new (the others were already recorded). */
  added: LedgerEvent[];
  /** Planned event ids already recorded with other content (the recorded copy was kept). */
  conflicts: string[];
  /** The state just before, and just after, each planned event (by id). */
  before: ReadonlyMap<string, ReplayState | undefined>;
  after: ReadonlyMap<string, ReplayState>;
}

/** A planner's answer: events to append and how to describe the commit. */
export interface LedgerPlan<R> {
  events: LedgerEvent[];
  /** State files the commit carries besides the ledger's (path → text), e.g. the reaction poll cursor. */
  files?: ReadonlyMap<string, string>;
  /** The commit message and the command's result; may throw an InputError (nothing is written). */
  finish(effects: LedgerEffects): { message: string; result: R };
}

/** Decides what to append from the current merged state; runs again after a lost push race. */
export type LedgerPlanner<R> = (
  snapshot: LedgerSnapshot,
) => Promise<LedgerPlan<R> | { skip: R }> | LedgerPlan<R> | { skip: R };

/** The outcome of one write. */
export interface LedgerWrite<R> {
  result: R;
  /** The new state commit; undefined when nothing changed (or the planner skipped). */
  commit: string | undefined;
  branch: string;
  /** The commit reached the remote. */
  pushed: boolean;
  /** How many times the write started over because the remote (or the branch) moved. */
  retries: number;
  /** Things the user should know that did not stop the write. */
  warnings: string[];
}

/** Attempts (lost races included) before a write gives up; its event stays safe to replay. */
const DEFAULT_ATTEMPTS = 40;
/** Refusals by a remote that did not move before the push is given up as refused for good. */
const MAX_REFUSALS = 3;
/** Git's empty tree: what a commit's folder is compared with when there was no commit. */
const EMPTY_TREE = '4b825dc642cb6eb9a060e54bf8d69288fbee4904';

/**
 * A commit that lost a push race, kept to be re-parented: its files on top of the new head,
 * when the commits that won changed nothing in its folder (another repository's or agent's).
 */
interface LostRace<R> {
  /** The head it was built on. */
  base: string | undefined;
  /** The commit itself: a head whose folder equals its folder holds its events already. */
  commit: string;
  /** The local copy of the branch when it was built; a moved copy means a full rebuild. */
  localHead: string | undefined;
  files: ReadonlyMap<string, string>;
  message: string;
  result: R;
}

/**
 * True when the commits from `from` to `to` changed nothing under `stateDir` (one git process):
 * the folder is then byte for byte the one the lost commit was built and verified on.
 */
async function folderUnchanged(
  repo: Repo,
  from: string | undefined,
  to: string,
  stateDir: string,
): Promise<boolean> {
  return (await repo.changedPaths(from ?? EMPTY_TREE, to, stateDir)).length === 0;
}

/** The planner's events merged, its commit message and result, and the state files that change. */
async function plannedFiles<R>(
  ledger: MergedLedger,
  plan: LedgerPlan<R>,
  options: ReplayOptions,
  paths: ReturnType<typeof statePaths>,
  baseStore: StateStore,
): Promise<{
  finished: { message: string; result: R };
  desired: Map<string, string>;
  files: Map<string, string>;
}> {
  const merge = await ledger.add(plan.events);
  const ids = new Set(plan.events.map((event) => event.id));
  const replayed = await ledger.replay(options, ids);
  const finished = plan.finish({
    state: replayed.state,
    added: merge.added,
    conflicts: merge.conflicts,
    before: replayed.before,
    after: replayed.after,
  });
  // Every state file as the merged ledger implies it; the commit holds those that changed.
  const desired = await ledger.files(paths, replayed);
  for (const [path, text] of plan.files ?? []) desired.set(path, text);
  const files = new Map<string, string>();
  for (const [path, text] of desired) {
    if ((await baseStore.source.read(path)) !== text) files.set(path, text);
  }
  return { finished, desired, files };
}

function detachedHead(): InputError {
  return new InputError(
    'HEAD is detached and no state branch is configured: pass --branch or set stateBranch in .heartbeat/config.json',
  );
}

/**
 * Appends the planner's events to the ledger on the state branch in one commit. The planner sees
 * the state of every copy merged (local branch, working tree, remote head) and runs again each
 * time the write has to start over, so what it decides always fits the head it lands on.
 */
export async function writeLedger<R>(
  target: LedgerTarget,
  planner: LedgerPlanner<R>,
): Promise<LedgerWrite<R>> {
  const repo = await Repo.open(target.cwd);
  try {
    return await write(repo, target, planner);
  } catch (error) {
    throw asInputError(error, repo.root);
  }
}

/**
 * File-system and git failures become input errors naming the path (exit 2, no stack trace,
 * no credentials); anything else is a bug and stays as it is.
 */
function asInputError(error: unknown, root: string): unknown {
  if (error instanceof InputError || !(error instanceof Error)) return error;
  const code = (error as NodeJS.ErrnoException).code;
  const path = (error as NodeJS.ErrnoException).path;
  if (typeof code === 'string' && /^E[A-Z]+$/.test(code) && path) {
    const shown = relative(root, path) || path;
    return new InputError(`cannot access ${shown} (${code}): nothing was recorded`, shown);
  }
  const git = gitFailure(error);
  if (git !== undefined) {
    return new InputError(`git failed (${redactUrlCredentials(git)}): nothing was recorded`);
  }
  return error;
}

/** `target.publish`, else `git push` (fast-forward only). */
async function pushCommit(
  repo: Repo,
  target: LedgerTarget,
  commit: {
    commit: string;
    parents: readonly string[];
    branch: string;
    remote: string;
    message: string;
    /** Also publish this commit under this ref (git push only; see state-folds.ts). */
    pending?: { commit: string; ref: string };
  },
): Promise<{ pushed: true; commit: string } | { pushed: false; reason: string }> {
  if (target.publish) {
    const { commit: built, parents, branch, remote, message } = commit;
    return target.publish({ repo, commit: built, parents, branch, remote, message });
  }
  const push = await repo.push(commit.remote, commit.commit, commit.branch, commit.pending);
  return push.pushed ? { pushed: true, commit: commit.commit } : push;
}

async function write<R>(
  repo: Repo,
  target: LedgerTarget,
  planner: LedgerPlanner<R>,
): Promise<LedgerWrite<R>> {
  const loaded = target.config ?? (await loadConfig(repo.root));
  const config = configForAgent(loaded, target.agent, target.repository);
  const agent = isTeam(loaded) ? target.agent : undefined;
  const everyAgentLogin = allAgentLogins(loaded);
  const shared = target.repository !== undefined;
  // A shared state repository's branch is never this repository's own branch of the same name.
  const current = shared ? undefined : await repo.currentBranch();
  const branch = target.branch ?? config.stateBranch ?? current;
  if (!branch) {
    throw shared
      ? new InputError(
          "--repository writes to the state repository's branch: pass --branch or set stateBranch in .heartbeat/config.json",
        )
      : detachedHead();
  }
  const remote = target.remote ?? 'origin';
  const planFor = (state: ReplayState | undefined) =>
    planner({ repo, config, agent, everyAgentLogin, branch, state });
  const options: ReplayOptions = {
    timeZone: config.timeZone,
    ...(target.feedback ? { feedback: target.feedback } : {}),
  };
  const paths = statePaths(config.stateDir);
  const ref = shared
    ? `refs/heartbeat-gate/shared/${remoteKey(remote)}/${branch}`
    : `refs/heads/${branch}`;

  let refusals = 0;
  let lastRefusal: string | undefined;
  let lostRace: LostRace<R> | undefined;
  /** The head the last refused push was built on: a remote still there refused, not raced. */
  let refusedOn: { head: string | undefined } | undefined;
  const noteRefusal = (reason: string, pushedOn: string | undefined) => {
    lastRefusal = reason;
    refusedOn = { head: pushedOn };
  };
  const verified = await VerifiedCommits.open(repo, config.stateDir);
  if (current === branch) await removeStaleTempFiles(repo.root, config.stateDir);
  const attempts = target.attempts ?? DEFAULT_ATTEMPTS;
  // Folding other writers' lost commits (state-folds.ts) is asked for, and for plain git pushes:
  // the Action builds only on what it trusts and publishes through GitHub, which signs it.
  const folding = !!target.foldPending && !target.publish && !target.trustedBase;
  const fetchedPending = `refs/heartbeat-gate/fetched-pending/${remoteKey(remote)}`;
  /**
   * Pushes `commit`, built on `head` and only in this writer's folder: when folding, with the
   * foldable pending commits on top and published under its own pending ref whether or not the
   * push wins. `own` is what the write reports: its commit when others' were folded on top of
   * it, else the one that landed (`publish` may land another).
   */
  const pushFolding = async (push: {
    commit: string;
    head: string | undefined;
    parents: readonly string[];
    message: string;
  }) => {
    const folds =
      folding && push.head
        ? await pendingFolds(repo, {
            fetched: fetchedPending,
            head: push.head,
            ownDir: config.stateDir,
          })
        : [];
    const pushed = await pushCommit(repo, target, {
      commit: await repo.commitFolderChain(push.commit, folds),
      parents: push.parents, // read by `publish` alone, which never folds
      branch,
      remote,
      message: push.message,
      ...(folding ? { pending: { commit: push.commit, ref: pendingRef(config.stateDir) } } : {}),
    });
    if (!pushed.pushed) return pushed;
    return { ...pushed, own: folds.length > 0 ? push.commit : pushed.commit };
  };
  let attemptStarted = 0;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (attempt > 0) await sleep(retryDelay(attempt, Math.random(), Date.now() - attemptStarted));
    attemptStarted = Date.now();
    const warnings: string[] = [];
    const checkedOut = current === branch;
    const localHead = await repo.resolve(ref);
    // The other writers' published lost commits come with the same fetch: every push carries them.
    const alsoPending = folding ? { refs: `${PENDING_REFS}/*`, into: fetchedPending } : undefined;
    const remoteHead = target.push
      ? await repo.fetchBranch(remote, branch, alsoPending)
      : undefined;
    // The next attempt's fetch tells a lost race (the remote moved) from a refusal (a hook, a
    // protected branch, no permission), which will refuse again: no extra round trip to ask.
    if (refusedOn && refusedOn.head === remoteHead && (refusals += 1) >= MAX_REFUSALS) {
      throw new PushRefusedError(
        `${remote} refused the push to ${branch} (${MAX_REFUSALS} times, without moving): ${lastRefusal ?? ''}`,
      );
    }
    refusedOn = undefined;
    const trusted =
      remoteHead && target.trustedBase ? await target.trustedBase(remoteHead) : remoteHead;
    if (trusted && target.trustedBase) verified.add(trusted); // verified when it was chosen

    // A lost race against writers of other folders costs one diff and one commit, not a rebuild:
    // the folder is unchanged, so the commit's files go on top of the new head as they are.
    const lost = lostRace;
    lostRace = undefined;
    if (lost && remoteHead && trusted === remoteHead && localHead === lost.localHead) {
      const unchanged = await folderUnchanged(repo, lost.base, remoteHead, config.stateDir);
      // A folder equal to the lost commit's: another writer folded it in (or the push landed
      // though its answer was lost). The events are recorded; nothing to write.
      const landed =
        !unchanged && (await folderUnchanged(repo, lost.commit, remoteHead, config.stateDir));
      if (unchanged || landed) {
        let head = remoteHead;
        let commit = remoteHead;
        if (unchanged) {
          const rebased = await repo.commitFiles({
            base: remoteHead,
            files: lost.files,
            message: lost.message,
          });
          const push = await pushFolding({
            commit: rebased,
            head: remoteHead,
            parents: [remoteHead],
            message: lost.message,
          });
          if (!push.pushed) {
            noteRefusal(push.reason, remoteHead);
            lostRace = { ...lost, base: remoteHead, commit: rebased };
            continue;
          }
          head = push.commit;
          commit = push.own;
        }
        verified.add(head);
        const moved = await moveLocalBranch(repo, {
          ref,
          from: localHead,
          to: head,
          changed: undefined,
          stateDir: config.stateDir,
          worktree: undefined,
          pushed: true,
        });
        const warnings = moved.ok ? [] : [moved.warning];
        await verified.save();
        return {
          result: lost.result,
          commit,
          branch,
          pushed: true,
          retries: attempt,
          warnings,
        };
      }
    }
    if (remoteHead && trusted !== remoteHead) {
      // The remote's head is not to be built on: only the trusted state counts, and the commit
      // goes on top of the head (a fast-forward) with the trusted tree.
      const store = await loadStateStore(
        commitSource(repo, trusted, config.stateDir),
        config.stateDir,
      );
      const ledger = await MergedLedger.load([store]);
      const snapshot = await ledger.replay(options, undefined);
      const plan = await planFor(snapshot.state);
      let outcome: { message: string; result: R; files: Map<string, string> };
      if ('skip' in plan) {
        outcome = {
          message: `heartbeat: restore the state of ${trusted?.slice(0, 12) ?? 'no commit'} over ${remoteHead.slice(0, 12)}\n`,
          result: plan.skip,
          files: new Map(),
        };
      } else {
        const planned = await plannedFiles(ledger, plan, options, paths, store);
        outcome = { ...planned.finished, files: planned.files };
      }
      const built = await repo.commitFiles({
        base: remoteHead,
        restore: { dir: config.stateDir, from: trusted, keep: [`${config.stateDir}/config.json`] },
        files: outcome.files,
        message: outcome.message,
      });
      const push = await pushCommit(repo, target, {
        commit: built,
        parents: [remoteHead],
        branch,
        remote,
        message: outcome.message,
      });
      if (!push.pushed) {
        noteRefusal(push.reason, remoteHead);
        continue;
      }
      const commit = push.commit;
      verified.add(commit);
      // The local copy follows as on every other path (a checkout's files would not: left alone).
      if (!checkedOut) {
        const moved = await moveLocalBranch(repo, {
          ref,
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
      return { result: outcome.result, commit, branch, pushed: true, retries: attempt, warnings };
    }

    // The commit to build on: the remote's head when pushing (local work merges into it).
    let base = localHead;
    const otherParents: string[] = [];
    if (remoteHead && remoteHead !== localHead) {
      if (!localHead || (await repo.isAncestor(localHead, remoteHead))) base = remoteHead;
      else if (!(await repo.isAncestor(remoteHead, localHead))) {
        await ensureOnlyStateDiverged(repo, remoteHead, localHead, config.stateDir, branch);
        base = remoteHead;
        otherParents.push(localHead);
      }
    }

    // Every copy is verified before anything is built on it (each commit once per write).
    const commitStores = new Map<string, StateStore>();
    for (const commit of [base, localHead, remoteHead]) {
      if (!commit || commitStores.has(commit)) continue;
      // verifyCheckout compares every segment of the checkout with the local head's.
      const segments = checkedOut && commit === localHead;
      const store = await loadStateStore(
        commitSource(repo, commit, config.stateDir, { segments }),
        config.stateDir,
      );
      if (!verified.has(commit)) {
        await verifyStateCommit(repo, config, commit, store);
        verified.add(commit);
      }
      commitStores.set(commit, store);
    }
    const stores = [
      base
        ? (commitStores.get(base) as StateStore)
        : await loadStateStore(commitSource(repo, undefined, config.stateDir), config.stateDir),
    ];
    for (const commit of [localHead, remoteHead]) {
      if (commit && commit !== base && stores.every((store) => store !== commitStores.get(commit)))
        stores.push(commitStores.get(commit) as StateStore);
    }
    const worktree = checkedOut
      ? await loadStateStore(dirSource(repo.root, config.stateDir), config.stateDir)
      : undefined;
    if (worktree) {
      const head = localHead
        ? (commitStores.get(localHead) as StateStore)
        : (stores[0] as StateStore);
      await verifyCheckout(config, head, worktree);
      stores.push(worktree);
    }
    const baseStore = stores[0] as StateStore;

    const ledger = await MergedLedger.load(stores);
    const snapshot = await ledger.replay(options, undefined);
    const plan = await planFor(snapshot.state);
    if ('skip' in plan) {
      await settleCopies(repo, {
        ref,
        localHead,
        base,
        merged: otherParents.length > 0,
        checkedOut,
        ledgerIsBase: !ledger.differsFromBase(),
        stateDir: config.stateDir,
      });
      return {
        result: plan.skip,
        commit: undefined,
        branch,
        pushed: false,
        retries: attempt,
        warnings,
      };
    }

    const planned = await plannedFiles(ledger, plan, options, paths, baseStore);
    const { message, result } = planned.finished;
    const { desired, files } = planned;
    if (files.size === 0 && otherParents.length === 0 && base === localHead) {
      await settleCopies(repo, {
        ref,
        localHead,
        base,
        merged: false,
        checkedOut,
        ledgerIsBase: true,
        stateDir: config.stateDir,
      });
      return { result, commit: undefined, branch, pushed: false, retries: attempt, warnings };
    }

    let commit =
      files.size === 0 && otherParents.length === 0 && base
        ? base
        : await repo.commitFiles({ base, files, message, otherParents });
    verified.add(commit); // built from verified copies
    // The branch's new head: the commit, or with folds the last folded commit on top of it.
    let head = commit;
    if (target.push) {
      // A commit built on the remote's head alone, outside a checkout, can be re-parented; with
      // --fold-pending it carries the foldable lost commits from its first attempt on, and is
      // published for the others to carry, so a writer is carried before it ever lost a race.
      const reparentable =
        base === remoteHead &&
        otherParents.length === 0 &&
        !checkedOut &&
        [...files.keys()].every((p) => p.startsWith(`${config.stateDir}/`));
      const parents = [...(base ? [base] : []), ...otherParents];
      const push =
        commit === remoteHead
          ? { pushed: true as const, commit, own: commit }
          : reparentable
            ? await pushFolding({ commit, head: remoteHead, parents, message })
            : await pushCommit(repo, target, { commit, parents, branch, remote, message }).then(
                (plain) => (plain.pushed ? { ...plain, own: plain.commit } : plain),
              );
      if (!push.pushed) {
        // A remote that moved lost us a race: start over on its new head. One that refused
        // without moving (a hook, a protected branch, no permission) will refuse again.
        noteRefusal(push.reason, remoteHead);
        if (reparentable) lostRace = { base, commit, localHead, files, message, result };
        continue;
      }
      head = push.commit;
      commit = push.own;
      verified.add(head);
    }

    // Bring the local branch (and the checkout, when it is this branch) up to the new commit.
    const moved = await moveLocalBranch(repo, {
      ref,
      from: localHead,
      to: head,
      // A commit built straight on the local head changed exactly `files`.
      changed:
        base === localHead && otherParents.length === 0 && head === commit
          ? [...files.keys()]
          : undefined,
      stateDir: config.stateDir,
      worktree: worktree && { store: worktree, desired },
      pushed: !!target.push,
    });
    if (!moved.ok) {
      if (!target.push) continue; // another local writer moved the branch: start over
      warnings.push(moved.warning);
    }
    await verified.save();
    return { result, commit, branch, pushed: !!target.push, retries: attempt, warnings };
  }
  if (refusedOn && refusals + 1 >= MAX_REFUSALS) {
    // The last refusal is told from a race the way the next attempt's fetch would have.
    const now = await repo.remoteHead(remote, branch).catch(() => refusedOn?.head);
    if (now === refusedOn.head) {
      throw new PushRefusedError(
        `${remote} refused the push to ${branch} (${MAX_REFUSALS} times, without moving): ${lastRefusal ?? ''}`,
      );
    }
  }
  const why = `could not write the ledger on ${branch} after ${attempts} attempts: the branch kept moving`;
  if (lastRefusal === undefined) throw new InputError(why);
  throw new PushRefusedError(`${why}; ${remote}'s last reason: ${lastRefusal}`);
}
