/**
 * The reading side of the state: where the committed score lives for this repository (the state
 * branch when one is configured, else the working tree) and the score as of `now`. Never writes.
 */
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import {
  agentNames,
  CONFIG_PATH,
  hasConfigFile,
  isTeam,
  loadConfig,
  notSetUp,
  REPOSITORY_BRANCHES,
  repositoryStateBranch,
  type RepositoryName,
} from '../config.js';
import { createScoreState } from '../core/score/state.js';
import { calendarDay } from '../core/score/calendar.js';
import { rolloverScoreState } from '../core/score/rollover.js';
import type { CycleProgress, LedgerEvent, ScoreState, VerdictEvent } from '../core/model.js';
import { eventTime, ledgerMonth, type ReplayState } from '../core/ledger.js';
import {
  countedVerdicts,
  replayLedger,
  rollReplayStateTo,
  type CountedVerdict,
  type ReplayOptions,
} from '../core/replay.js';
import { pointsForVerdict } from '../core/score/points.js';
import { InputError } from '../errors.js';
import { refuseOptionLike } from '../git/git.js';
import { gitFailure, redactUrlCredentials, Repo, trackingRef } from '../git/repo.js';
import { commitSource, dirSource, loadStateStore, type StateStore } from '../git/state-store.js';
import {
  locateState,
  refuseMissingBranch,
  type ReadOptions,
  type StateLocation,
} from './state-location.js';

/** A repository opened for reading its heartbeat state. */
export interface RepoState extends RepoLocation {
  store: StateStore;
}

/** A repository and where its state lives, before any state file is read. */
export interface RepoLocation extends StateLocation {
  repo: Repo;
}

export type { ReadOptions } from './state-location.js';

/**
 * The agents a reading command without `--agent` covers: each team agent by name, or the single
 * agent (undefined).
 */
export async function agentsToRead(
  cwd: string,
  repository?: ReadOptions['repository'],
  /** The revision the folders are listed at (default: where the reading commands read). */
  ref?: string,
): Promise<(string | undefined)[]> {
  const repo = await Repo.open(cwd);
  const config = await loadConfig(repo.root);
  if (isTeam(config) || repository === undefined) {
    return isTeam(config) ? agentNames(config) : [undefined];
  }
  // A clone of a shared state repository: that repository's agents are the folders its writers
  // made under its own folder (none: its single agent).
  const location = await locateState(repo, config, { repository });
  const head = await repo.resolve(ref ?? location.rev);
  if (!head) return [undefined];
  const folders = new Set<string>();
  const prefix = `${location.config.stateDir}/agents/`;
  for (const entry of await repo.listTree(head, `${location.config.stateDir}/agents`)) {
    const name = entry.path.slice(prefix.length).split('/')[0];
    if (name) folders.add(name);
  }
  return folders.size > 0 ? [...folders].sort() : [undefined];
}

/** Opens the repository containing `cwd` and its configuration. */
export async function openRepo(cwd: string, options: ReadOptions = {}): Promise<RepoLocation> {
  if (options.remote !== undefined) refuseOptionLike(options.remote, '--remote');
  const repo = await Repo.open(cwd);
  const loaded = await loadConfig(repo.root);
  const location = await locateState(repo, loaded, options);
  if (options.remote === undefined) return { repo, ...location };
  if (options.repository) {
    const repository = options.repository;
    return readRepositoryBranch(repo, location, options.remote, { ...options, repository });
  }
  const branch = location.config.stateBranch;
  if (!branch) {
    throw new InputError(
      '--remote reads the state branch there: pass --branch or set stateBranch in .heartbeat/config.json',
    );
  }
  // Never the local copy: a project's own branch of that name is not the state repository's.
  const stateHead = await fetchStateHead(repo, options.remote, branch);
  if (!stateHead) {
    await refuseMissingBranch(
      options.branch,
      loaded,
      async () => [],
      redactUrlCredentials(options.remote),
    );
  }
  return { repo, ...location, stateHead, rev: stateHead ?? trackingRef(options.remote, branch) };
}

/**
 * `repository`'s branch of the state repository `remote`, fetched now: one fetch of every
 * repository's branch (`refs/heads/heartbeat/*`), and only while the repository has none, the
 * older layout's shared branch `legacy` (`--branch` or stateBranch), until its first write moves
 * it. Undefined head: no state there yet.
 */
export async function fetchRepositoryState(
  repo: Repo,
  remote: string,
  repository: RepositoryName,
  legacy: string | undefined,
): Promise<{ branch: string; head: string | undefined }> {
  const own = repositoryStateBranch(repository);
  try {
    await repo.fetchBranches(remote, REPOSITORY_BRANCHES);
  } catch (error) {
    throw unreadable(error, remote, `${REPOSITORY_BRANCHES}/*`);
  }
  const head = await repo.resolve(trackingRef(remote, own));
  if (!head && legacy !== undefined && legacy !== own) {
    const old = await fetchStateHead(repo, remote, legacy);
    if (old) return { branch: legacy, head: old };
  }
  return { branch: own, head };
}

/** The state `options` name as `remote` has it now, read from where that fetch put it. */
async function readRepositoryBranch(
  repo: Repo,
  location: StateLocation,
  remote: string,
  options: ReadOptions & { repository: RepositoryName },
): Promise<RepoLocation> {
  const legacy = options.branch ?? (await loadConfig(repo.root)).stateBranch;
  const { branch, head } = await fetchRepositoryState(repo, remote, options.repository, legacy);
  const config = { ...location.config, stateBranch: branch };
  return { repo, ...location, config, stateHead: head, rev: head ?? trackingRef(remote, branch) };
}

/**
 * The commit `remote` holds the state at now (`--remote` on `leaderboard`, `site` and `log`):
 * `repository`'s branch of a state repository, else the configured state branch (`branch`).
 */
export async function fetchStateCommit(
  cwd: string,
  remote: string,
  options: { repository?: RepositoryName | undefined; branch?: string | undefined },
): Promise<string> {
  const repo = await Repo.open(cwd);
  const loaded = await loadConfig(repo.root);
  const branch = options.branch ?? loaded.stateBranch;
  const fetched = options.repository
    ? await fetchRepositoryState(repo, remote, options.repository, branch)
    : branch === undefined
      ? undefined
      : { branch, head: await fetchStateHead(repo, remote, branch) };
  if (!fetched) {
    throw new InputError(
      '--remote reads the state branch there: pass --branch or set stateBranch in .heartbeat/config.json',
    );
  }
  if (!fetched.head) {
    if (!options.repository) {
      await refuseMissingBranch(
        options.branch,
        loaded,
        async () => [],
        redactUrlCredentials(remote),
      );
    }
    throw new InputError(
      `${redactUrlCredentials(remote)} has no ${fetched.branch} yet: nothing recorded there`,
      '--remote',
    );
  }
  return fetched.head;
}

function unreadable(error: unknown, remote: string, branch: string): unknown {
  const git = gitFailure(error);
  if (git === undefined) return error;
  return new InputError(
    `cannot read ${branch} from ${redactUrlCredentials(remote)} (${redactUrlCredentials(git)})`,
    '--remote',
  );
}

/** `branch`'s head on `remote`, fetched now (undefined: no state there yet). */
async function fetchStateHead(
  repo: Repo,
  remote: string,
  branch: string,
): Promise<string | undefined> {
  try {
    return await repo.fetchBranch(remote, branch);
  } catch (error) {
    throw unreadable(error, remote, branch);
  }
}

/** Opens the repository containing `cwd` and loads (and validates) its state files. */
export async function openRepoState(cwd: string, options: ReadOptions = {}): Promise<RepoState> {
  const location = await openRepo(cwd, options);
  const { repo, config, stateHead } = location;
  const source = config.stateBranch
    ? commitSource(repo, stateHead, config.stateDir)
    : dirSource(repo.root, config.stateDir);
  const opened = { ...location, store: await loadStateStore(source, config.stateDir) };
  await refuseNotSetUp(opened, options);
  return opened;
}

/**
 * Refuses to read a repository nobody set up (no configuration, no contract, nothing recorded,
 * read here rather than from a remote or a state repository): its score would be a made-up
 * agent's Day 1. A configured repository with nothing recorded yet reads as Day 1.
 */
async function refuseNotSetUp(opened: RepoState, options: ReadOptions): Promise<void> {
  if (options.remote !== undefined || options.repository !== undefined) return;
  const { store, repo, config } = opened;
  if (store.score || store.progress || store.months.length > 0) return;
  if (await hasConfigFile(repo.root)) return;
  const contract = await access(join(repo.root, config.contract)).then(
    () => true,
    () => false,
  );
  if (!contract) throw notSetUp(`no ${CONFIG_PATH}, no ${config.contract}, nothing recorded`);
}

/** The state as of `now`, as every reading command shows it. */
export interface ScoreAt {
  state: ScoreState;
  /** The open cycle's progress as of `now` (undefined: no cycle had run). */
  progress: CycleProgress | undefined;
  /** Nothing was recorded by `now`: a fresh Day 1 (score 0, target 50). */
  fresh: boolean;
}

/** Whether an event had happened by `now`: a reader never counts what came after it. */
export function happenedBy(event: Pick<LedgerEvent, 'at'>, now: string): boolean {
  return eventTime(event) <= Date.parse(now);
}

/**
 * The ledger a reader replays to show `now`: the checkpoint it starts from (none: the ledger's
 * start) and the events after it that happened by `now`, from the month `firstMonth` (UTC, default
 * now's) on where a checkpoint allows it. A `now` before the newest event reads the state as it
 * was then, never the newer one.
 */
export async function ledgerAsOf(
  store: StateStore,
  now: string,
  firstMonth = ledgerMonth({ at: now }),
): Promise<{ from: ReplayState | undefined; events: LedgerEvent[] }> {
  const nowMonth = ledgerMonth({ at: now });
  const upToNow = store.months.filter((month) => month <= nowMonth);
  const shown = upToNow.filter((month) => month >= firstMonth);
  // A checkpoint holds the state before its month: the first month replayed's, or with no segment
  // from firstMonth to now's month, the next segment's (the state all through that gap).
  const start = shown[0] ?? store.months.find((month) => month > nowMonth);
  const from = start === undefined ? undefined : store.checkpoint(start);
  const months = from ? shown : upToNow;
  const events: LedgerEvent[] = [];
  for (const month of months) {
    for (const event of await store.segment(month)) if (happenedBy(event, now)) events.push(event);
  }
  return { from, events };
}

/**
 * The verdicts of the ledger's months from `first` to `last` (UTC `YYYY-MM`, both included; no
 * `last`: to the end) and of `extra` (events not in the store yet), each with `required` as replay
 * counts it: a verdict recorded without one counts as the cycle in force at its instant has the
 * task, so the months are replayed from the state before `first`.
 */
export async function verdictsAsCounted(
  store: StateStore,
  months: { first: string; last?: string },
  options: ReplayOptions,
  extra: readonly LedgerEvent[] = [],
): Promise<CountedVerdict[]> {
  const { first, last } = months;
  const upToLast = store.months.filter((month) => last === undefined || month <= last);
  const within = upToLast.filter((month) => month >= first);
  if (within.length === 0 && extra.length === 0) return [];
  const from = within[0] === undefined ? undefined : store.checkpoint(within[0]);
  // Without the state before the first month (no checkpoint), the ledger is read from its start.
  const read = from || within[0] === store.months[0] ? within : upToLast;
  const events: LedgerEvent[] = [...extra];
  for (const month of read) events.push(...(await store.segment(month)));
  return countedVerdicts(events, options, from).filter((v) => ledgerMonth(v) >= first);
}

/** The instant of the newest event of the ledger, undefined when it has none. */
async function newestEvent(store: StateStore): Promise<number | undefined> {
  const month = store.months.at(-1);
  if (month === undefined) return undefined;
  let newest: number | undefined;
  for (const event of await store.segment(month)) {
    const at = eventTime(event);
    if (newest === undefined || at > newest) newest = at;
  }
  return newest;
}

/**
 * The state as of `now` in the configured timezone. At or after the ledger's newest event: the
 * committed state moved to now's calendar day. Before it: the ledger replayed up to `now` (every
 * feedback counts, as on the dashboard), moved to now's day. A state with no ledger (score.json
 * alone) cannot be read before its day: refused, never shown as another day.
 */
export async function scoreAt(
  opened: Pick<RepoState, 'config' | 'store'>,
  now: string,
): Promise<ScoreAt> {
  const { config, store } = opened;
  const today = calendarDay(now, config.timeZone);
  const committed = store.score;
  const newest = await newestEvent(store);
  if (newest === undefined || newest <= Date.parse(now)) {
    if (!committed)
      return { state: createScoreState(today), progress: store.progress, fresh: true };
    if (today < committed.today.date) {
      throw new InputError(
        `--now ${now} is before ${committed.today.date}, the day of the recorded score, and there is no ledger to read an earlier day from`,
        '--now',
      );
    }
    return { state: rolloverScoreState(committed, today), progress: store.progress, fresh: false };
  }
  const options = { timeZone: config.timeZone };
  const { from, events } = await ledgerAsOf(store, now);
  const replayed = replayLedger(events, options, from);
  if (!replayed) return { state: createScoreState(today), progress: undefined, fresh: true };
  const rolled = rollReplayStateTo(replayed, now, options);
  return { state: rolled.score, progress: rolled.progress, fresh: false };
}

/** One verdict as `history --json` shows it under its day. */
export interface DayVerdict {
  at: string;
  taskId: string;
  verdict: VerdictEvent['verdict'];
  required: boolean;
  groundTruthContradiction: boolean;
  points: number;
  reason?: string;
}

/**
 * The ledger's verdicts on each of `dates` (calendar days in `timeZone`) that happened by `now`,
 * oldest first, with their reasons. Reads only the months those days touch.
 */
export async function verdictsOnDays(
  opened: Pick<RepoState, 'config' | 'store'>,
  dates: readonly string[],
  now: string,
): Promise<Map<string, DayVerdict[]>> {
  const { store, config } = opened;
  const wanted = new Set(dates);
  const byDay = new Map<string, DayVerdict[]>(dates.map((date) => [date, []]));
  // A calendar day in any timezone touches its own UTC month or a neighbour.
  const months = new Set(
    dates.flatMap((date) => {
      const at = Date.parse(`${date}T12:00:00Z`);
      return [-1, 0, 1].map((d) => new Date(at + d * 86_400_000).toISOString().slice(0, 7));
    }),
  );
  const touched = [...months].sort();
  if (touched.length === 0) return byDay;
  const range = { first: touched[0]!, last: touched.at(-1)! };
  for (const event of await verdictsAsCounted(store, range, { timeZone: config.timeZone })) {
    if (!happenedBy(event, now)) continue;
    const day = calendarDay(event.at, config.timeZone);
    if (!wanted.has(day)) continue;
    byDay.get(day)!.push({
      at: event.at,
      taskId: event.taskId,
      verdict: event.verdict,
      required: event.required,
      groundTruthContradiction: event.groundTruthContradiction,
      points: pointsForVerdict(event),
      ...(event.reason ? { reason: event.reason } : {}),
    });
  }
  return byDay;
}
