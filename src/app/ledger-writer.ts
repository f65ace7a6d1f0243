/**
 * Writing the ledger: merge every copy of the state (the branch's commit, the working tree, the
 * remote's head), append new events by id, replay from the earliest month that changed, and make
 * exactly one commit holding the changed state files — then push it, and when the remote moved,
 * start over on the new head so that concurrent writers all land and no event is lost or doubled.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { loadConfig, type Config } from '../config.js';
import { InputError } from '../errors.js';
import {
  ledgerMonth,
  mergeLedgers,
  ReplayStateSchema,
  serializeLedger,
  type ReplayState,
} from '../core/ledger.js';
import { CycleProgressSchema, ScoreStateSchema, type LedgerEvent } from '../core/model.js';
import { applyLedgerEvent, type ReplayOptions } from '../core/replay.js';
import { Repo } from '../git/repo.js';
import {
  commitSource,
  dirSource,
  loadStateStore,
  gitBlobId,
  stateJson,
  statePaths,
  writeStateFiles,
  type StateStore,
} from '../git/state-store.js';

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
}

/** The merged state a planner decides from. */
export interface LedgerSnapshot {
  repo: Repo;
  config: Config;
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

const MAX_ATTEMPTS = 40;
/** Refusals by a remote that did not move before the push is given up as refused for good. */
const MAX_REFUSALS = 3;

/** The branch state lives on. A detached HEAD with nothing configured is an input error. */
export async function stateBranch(repo: Repo, config: Config, branch?: string): Promise<string> {
  const name = branch ?? config.stateBranch ?? (await repo.currentBranch());
  if (!name) throw detachedHead();
  return name;
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
  const config = await loadConfig(repo.root);
  const current = await repo.currentBranch();
  const branch = target.branch ?? config.stateBranch ?? current;
  if (!branch) throw detachedHead();
  const remote = target.remote ?? 'origin';
  const options: ReplayOptions = { timeZone: config.timeZone };
  const paths = statePaths(config.stateDir);
  const ref = `refs/heads/${branch}`;

  let refusals = 0;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    if (attempt > 0) await sleep(Math.floor(Math.random() * 40 * Math.min(attempt, 8)) + 10);
    const warnings: string[] = [];
    const checkedOut = current === branch;
    const localHead = await repo.resolve(ref);
    const remoteHead = target.push ? await repo.fetchBranch(remote, branch) : undefined;

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

    const stores = [
      await loadStateStore(commitSource(repo, base, config.stateDir), config.stateDir),
    ];
    for (const commit of [localHead, remoteHead]) {
      if (commit && commit !== base)
        stores.push(
          await loadStateStore(commitSource(repo, commit, config.stateDir), config.stateDir),
        );
    }
    const worktree = checkedOut
      ? await loadStateStore(dirSource(repo.root, config.stateDir), config.stateDir)
      : undefined;
    if (worktree) stores.push(worktree);
    const baseStore = stores[0] as StateStore;

    const ledger = await MergedLedger.load(stores);
    const snapshot = await ledger.replay(options, undefined);
    const plan = await planner({ repo, config, branch, state: snapshot.state });
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

    const merge = await ledger.add(plan.events);
    const ids = new Set(plan.events.map((event) => event.id));
    const replayed = await ledger.replay(options, ids);
    const { message, result } = plan.finish({
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

    const commit =
      files.size === 0 && otherParents.length === 0 && base
        ? base
        : await repo.commitFiles({ base, files, message, otherParents });
    if (target.push) {
      const push = await repo.push(remote, commit, branch);
      if (!push.pushed) {
        // A remote that moved lost us a race: start over on its new head. One that refused
        // without moving (a hook, a protected branch, no permission) will refuse again.
        const now = await repo.remoteHead(remote, branch).catch(() => remoteHead);
        if (now === remoteHead && (refusals += 1) >= MAX_REFUSALS) {
          throw new InputError(
            `${remote} refused the push to ${branch} (${MAX_REFUSALS} times, without moving): ${push.reason}`,
          );
        }
        continue;
      }
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
    });
    if (!moved.ok) {
      if (!target.push) continue; // another local writer moved the branch: start over
      warnings.push(moved.warning);
    }
    return { result, commit, branch, pushed: !!target.push, retries: attempt, warnings };
  }
  throw new Error(
    `could not write the ledger on ${branch} after ${MAX_ATTEMPTS} attempts: the branch kept moving`,
  );
}

/**
 * A write with nothing to commit still leaves every copy whole. A writer killed after moving the
 * branch but before writing or staging the state files leaves the checkout behind the branch:
 * when the ledger holds nothing the branch lacks, its state files are restored from the branch
 * (working tree and index). A local branch left behind the remote's head (a writer killed after
 * its push) moves up to it.
 */
async function settleCopies(
  repo: Repo,
  copies: {
    ref: string;
    localHead: string | undefined;
    /** The commit the write would have built on. */
    base: string | undefined;
    /** The local branch diverged from the remote (base is not a fast-forward of it). */
    merged: boolean;
    checkedOut: boolean;
    /** The merged ledger (working tree included) is exactly the base's. */
    ledgerIsBase: boolean;
    stateDir: string;
  },
): Promise<void> {
  const { ref, localHead, base } = copies;
  if (copies.checkedOut) {
    if (base !== localHead || !copies.ledgerIsBase) return;
    const derived = ['ledger', 'checkpoints', 'score.json', 'progress.json'];
    const stale = await repo.differingFromHead(derived.map((p) => `${copies.stateDir}/${p}`));
    await repo.restoreFromHead(stale);
  } else if (base && base !== localHead && !copies.merged) {
    // Compare-and-swap: another local writer that moved it meanwhile wins.
    await repo.updateRef(ref, base, localHead).catch(() => undefined);
  }
}

/** Diverged histories are merged only when the local side changed nothing but state. */
async function ensureOnlyStateDiverged(
  repo: Repo,
  remoteHead: string,
  localHead: string,
  stateDir: string,
  branch: string,
): Promise<void> {
  const mergeBase = (await repo.raw(['merge-base', remoteHead, localHead]).catch(() => '')).trim();
  const changed = mergeBase
    ? await repo.changedPaths(mergeBase, localHead)
    : (await repo.raw(['ls-tree', '-r', '-z', '--name-only', localHead]))
        .split('\0')
        .filter((path) => path.length > 0);
  const outside = changed.filter((path) => !path.startsWith(`${stateDir}/`));
  if (outside.length > 0) {
    throw new InputError(
      `${branch} has diverged from the remote outside ${stateDir}/ (${outside.slice(0, 3).join(', ')}): pull or rebase it first`,
    );
  }
}

/**
 * Moves `ref` from `from` to `to` (compare-and-swap). When the branch is checked out, the state
 * files in the working tree and the index follow, and nothing else of the user's work is touched;
 * if `to` also changed files outside the state folder (the remote moved), git fast-forwards.
 */
async function moveLocalBranch(
  repo: Repo,
  move: {
    ref: string;
    from: string | undefined;
    to: string;
    /** The paths `to` changed from `from`, when known without asking git. */
    changed: string[] | undefined;
    stateDir: string;
    worktree: { store: StateStore; desired: ReadonlyMap<string, string> } | undefined;
  },
): Promise<{ ok: true } | { ok: false; warning: string }> {
  if (move.from === move.to && !move.worktree) return { ok: true };
  const changed =
    move.changed ?? (move.from ? await repo.changedPaths(move.from, move.to) : undefined);
  const onlyState = !changed || changed.every((path) => path.startsWith(`${move.stateDir}/`));
  if (move.worktree && !onlyState) {
    if (await repo.fastForward(move.to)) return { ok: true };
    return {
      ok: false,
      warning: `pushed, but the checkout could not fast-forward to ${move.to.slice(0, 12)}: run git pull`,
    };
  }
  if (move.from !== move.to) {
    try {
      await repo.updateRef(move.ref, move.to, move.from);
    } catch {
      return {
        ok: false,
        warning: `${move.ref} moved meanwhile; it was left as it is (the state commit is ${move.to.slice(0, 12)})`,
      };
    }
  }
  if (move.worktree) {
    const write = new Map<string, string>();
    for (const [path, text] of move.worktree.desired) {
      if ((await move.worktree.store.source.read(path)) !== text) write.set(path, text);
    }
    await writeStateFiles(repo.root, write);
    const stage = [...new Set([...write.keys(), ...(changed ?? move.worktree.desired.keys())])];
    await repo.stagePaths(stage);
  }
  return { ok: true };
}

/** One month of the merged ledger. */
interface MonthCopy {
  /** The blob id of the base copy (undefined: the base has no such segment). */
  baseId: string | undefined;
  /** The merged events, when they had to be parsed; else the base copy stands for all. */
  events: LedgerEvent[] | undefined;
  /** Serialized merged text, once computed. */
  text: string | undefined;
}

/** Every copy of the ledger merged by event id, month by month, parsed only where needed. */
class MergedLedger {
  private constructor(
    private readonly stores: readonly StateStore[],
    private readonly months: Map<string, MonthCopy>,
  ) {}

  static async load(stores: readonly StateStore[]): Promise<MergedLedger> {
    const [base] = stores;
    const months = new Map<string, MonthCopy>();
    const all = [...new Set(stores.flatMap((store) => store.months))].sort();
    for (const month of all) {
      // Copies are compared by blob id: an untouched month is neither read nor parsed.
      const baseId = base?.months.includes(month) ? await segmentId(base, month) : undefined;
      let differs = false;
      for (const store of stores.slice(1)) {
        if (store.months.includes(month) && (await segmentId(store, month)) !== baseId) {
          differs = true;
        }
      }
      let events: LedgerEvent[] | undefined;
      if (differs) {
        const copies: LedgerEvent[][] = [];
        for (const store of stores) {
          if (store.months.includes(month)) copies.push(await store.segment(month));
        }
        events = mergeLedgers(...copies).events;
      }
      months.set(month, { baseId, events, text: undefined });
    }
    return new MergedLedger(stores, months);
  }

  /** Adds new events by id (a recorded copy wins); reports which were new and which conflicted. */
  async add(
    events: readonly LedgerEvent[],
  ): Promise<{ added: LedgerEvent[]; conflicts: string[] }> {
    const added: LedgerEvent[] = [];
    const conflicts: string[] = [];
    const byMonth = new Map<string, LedgerEvent[]>();
    for (const event of events) {
      const month = ledgerMonth(event);
      byMonth.set(month, [...(byMonth.get(month) ?? []), event]);
    }
    for (const [month, monthEvents] of byMonth) {
      const merged = mergeLedgers(await this.monthEvents(month), monthEvents);
      added.push(...merged.added);
      conflicts.push(...merged.conflicts);
      const copy = this.months.get(month) ?? {
        baseId: undefined,
        events: undefined,
        text: undefined,
      };
      this.months.set(month, { ...copy, events: merged.events, text: undefined });
    }
    const sorted = [...this.months.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    this.months.clear();
    for (const [month, copy] of sorted) this.months.set(month, copy);
    return { added, conflicts };
  }

  /** The merged events of a month (the base copy's, parsed on first use). */
  private async monthEvents(month: string): Promise<LedgerEvent[]> {
    const copy = this.months.get(month);
    if (!copy) return [];
    if (!copy.events) {
      const base = this.stores[0];
      copy.events = base?.months.includes(month) ? await base.segment(month) : [];
    }
    return copy.events;
  }

  /** Whether any month of the merged ledger differs from the base copy. */
  differsFromBase(): boolean {
    return [...this.months.keys()].some((month) => this.changed(month));
  }

  /** Whether a month's merged text differs from the base copy. */
  private changed(month: string): boolean {
    const copy = this.months.get(month);
    if (!copy?.events) return false;
    copy.text ??= serializeLedger(copy.events);
    return gitBlobId(copy.text) !== copy.baseId;
  }

  /**
   * Replays from the checkpoint of the earliest month that differs from the base (at least the
   * last month, so the state is always there), capturing the state around the `watch` events.
   */
  async replay(options: ReplayOptions, watch: ReadonlySet<string> | undefined): Promise<Replayed> {
    const months = [...this.months.keys()];
    let start = months.findIndex((month) => this.changed(month));
    if (start < 0) start = Math.max(0, months.length - 1);
    // Resume from the nearest month with a checkpoint (a month new to the ledger has none yet).
    const base = this.stores[0];
    while (start > 0 && !base?.checkpoint(months[start] as string)) start -= 1;
    const from = start > 0 ? base?.checkpoint(months[start] as string) : undefined;
    const checkpoints = new Map<string, ReplayState>();
    const before = new Map<string, ReplayState | undefined>();
    const after = new Map<string, ReplayState>();
    let state = from;
    for (const month of months.slice(start)) {
      if (state && month !== months[0]) checkpoints.set(month, state);
      for (const event of await this.monthEvents(month)) {
        if (watch?.has(event.id)) before.set(event.id, state);
        state = applyLedgerEvent(state, event, options);
        if (watch?.has(event.id)) after.set(event.id, state);
      }
    }
    return { state, checkpoints, before, after, startMonth: months[start] };
  }

  /** The state files the merged ledger implies for the months that may have changed. */
  async files(
    paths: ReturnType<typeof statePaths>,
    replayed: Replayed,
  ): Promise<Map<string, string>> {
    const files = new Map<string, string>();
    // Months never loaded are the base copy, unchanged; only loaded months can differ.
    for (const [month, copy] of this.months) {
      if (copy.events)
        files.set(paths.segment(month), (copy.text ??= serializeLedger(copy.events)));
    }
    for (const [month, checkpoint] of replayed.checkpoints) {
      files.set(paths.checkpoint(month), stateJson(ReplayStateSchema.parse(checkpoint)));
    }
    if (replayed.state) {
      files.set(paths.score, stateJson(ScoreStateSchema.parse(replayed.state.score)));
      if (replayed.state.progress) {
        files.set(paths.progress, stateJson(CycleProgressSchema.parse(replayed.state.progress)));
      }
    }
    return files;
  }
}

interface Replayed {
  state: ReplayState | undefined;
  checkpoints: Map<string, ReplayState>;
  before: Map<string, ReplayState | undefined>;
  after: Map<string, ReplayState>;
  startMonth: string | undefined;
}

/** A store's segment id: git's when it has one, else computed from the file. */
async function segmentId(store: StateStore, month: string): Promise<string | undefined> {
  const id = store.segmentIds.get(month);
  if (id !== undefined) return id;
  const text = await store.segmentText(month);
  return text === undefined ? undefined : gitBlobId(text);
}
