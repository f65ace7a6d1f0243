/**
 * The state head each heartbeat run leaves, remembered outside the state branch: in the details of
 * its `heartbeat-gate / score` check run (no one can delete a check run; GitHub drops the oldest
 * beyond 1,000 of a name in a check suite). The next run reads the
 * record of the newest earlier heartbeat run that left one (GitHub lists the workflow's runs and
 * says which are the heartbeat's); when the state it trusts has lost ledger lines that remembered
 * head holds, the branch was moved back (a force push): that is reported, and the remembered state
 * is built on instead. A record is only a pointer: the commit it names counts only when it is a
 * state commit the heartbeat wrote (signed, bound to a heartbeat run, verifying), so a record
 * forged with another workflow's token can add nothing the gate did not write. Deleted runs show
 * as gaps in GitHub's run numbers and are reported.
 */
import type { Config } from '../../config.js';
import type { Repo } from '../../git/repo.js';
import { commitSource, loadStateStore, type StateStore } from '../../git/state-store.js';
import type { GitHub } from '../../github/octokit.js';
import { readScoreCheckPage, type ScoreCheckPage } from '../../github/score-check.js';
import { listWorkflowRuns, type WorkflowRun } from '../../github/workflow-runs.js';
import { notHeartbeatRun, RUN_TRAILER, type HeartbeatIdentity } from './run-binding.js';
import { changedLedgerLines } from './verify.js';

/** The record's line naming a state branch and the head the run left it at. */
export const STATE_RECORD = 'Heartbeat-State';

/** Runs of the workflow listed (one page): the record is looked for among them. */
const RUNS_LISTED = 100;
/** Heartbeat runs whose score checks are read before the record counts as missing. */
const RUNS_READ = 5;
/**
 * Pages of score checks read on one commit: GitHub keeps at most 1,000 check runs of a name in a
 * check suite. Every scheduled run of an idle repository posts its check on the same commit (the
 * default branch's head), so the pages are read only until the run's record is found.
 */
const SCORE_PAGES_READ = 10;

/** The score check's details that remember `heads` (a branch and the head it was left at) for run `runId`. */
export function stateRecordText(
  runId: number,
  heads: readonly { branch: string; sha: string }[],
): string {
  return `${RUN_TRAILER}: ${runId}\n${heads.map((head) => `${STATE_RECORD}: ${head.branch} ${head.sha}\n`).join('')}`;
}

/** The heads a score check's details record for `runId` (none when they name another run). */
export function parseStateRecord(text: string, runId: number): { branch: string; sha: string }[] {
  const run = new RegExp(`^${RUN_TRAILER}: (\\d+)$`, 'm').exec(text)?.[1];
  if (run !== String(runId)) return [];
  const heads: { branch: string; sha: string }[] = [];
  for (const match of text.matchAll(new RegExp(`^${STATE_RECORD}: (\\S+) ([0-9a-f]{40})$`, 'gm')))
    heads.push({ branch: match[1] ?? '', sha: match[2] ?? '' });
  return heads;
}

/** A state head an earlier heartbeat run recorded. */
export interface RememberedHead {
  run: number;
  runNumber: number;
  branch: string;
  sha: string;
}

/** What the earlier runs remember, and what could not be read. */
export interface Memory {
  /** The heads the newest earlier heartbeat run with a record recorded (none: first run). */
  heads: RememberedHead[];
  /**
   * Why a rollback since an earlier record could go unseen (deleted runs, a record that cannot be
   * read): a short title and the Markdown; undefined when none could.
   */
  missing: { title: string; text: string } | undefined;
  /**
   * An earlier heartbeat run may have left a state: GitHub lists one that succeeded, shows one
   * deleted, or lists more runs than are read. A state branch gone with no record read is then
   * not a first run (see StateBranchLostError).
   */
  earlier: boolean;
}

/**
 * The newest record an earlier heartbeat run left: one listing of the workflow's runs, then the
 * score checks on the commit each ran on, newest runs first (at most RUNS_READ runs), each read
 * only until the run's record shows. Checks by any app but GitHub Actions are never listed.
 */
export async function rememberedState(
  github: Pick<GitHub, 'rest'>,
  repository: { owner: string; repo: string },
  own: WorkflowRun,
  heartbeat: HeartbeatIdentity,
): Promise<Memory> {
  const runs = (await listWorkflowRuns(github, repository, own.workflowId, RUNS_LISTED)).filter(
    (run) => run.runNumber < own.runNumber,
  );
  const pages = new Map<string, Promise<ScoreCheckPage>>();
  const pageOf = (sha: string, page: number) => {
    const key = `${sha} ${page}`;
    let read = pages.get(key);
    if (!read) pages.set(key, (read = readScoreCheckPage(github, repository, sha, page)));
    return read;
  };
  /** The heads `run` recorded; undefined when its commit holds more checks than are read. */
  const recordOf = async (run: WorkflowRun): Promise<RememberedHead[] | undefined> => {
    for (let page = 1; page <= SCORE_PAGES_READ; page++) {
      const { texts, last } = await pageOf(run.headSha, page);
      const heads = texts
        .flatMap((text) => parseStateRecord(text, run.id))
        .map((head) => ({ ...head, run: run.id, runNumber: run.runNumber }));
      if (heads.length > 0 || last) return heads;
    }
    return undefined;
  };
  const earlier =
    runs.length >= RUNS_LISTED ||
    missingRuns(runs, own, 0) !== undefined ||
    runs.some(
      (run) => notHeartbeatRun(run, heartbeat) === undefined && run.conclusion === 'success',
    );
  let read = 0;
  for (const run of runs) {
    if (read >= RUNS_READ) break;
    if (notHeartbeatRun(run, heartbeat) !== undefined || run.status !== 'completed') continue;
    read++;
    const heads = await recordOf(run);
    if (heads === undefined) {
      // Not proven either way: said, and this run goes on from the branch as it finds it.
      return {
        heads: [],
        earlier,
        missing: {
          title: 'state record unreadable',
          text: `the record of heartbeat run #${run.runNumber} is not among the first ${SCORE_PAGES_READ * 100} \`heartbeat-gate / score\` checks on ${run.headSha.slice(0, 12)}: a force push of the state branch since then would go unseen`,
        },
      };
    }
    if (heads.length > 0)
      return { heads, earlier, missing: missingRuns(runs, own, heads[0]?.runNumber) };
  }
  return { heads: [], earlier, missing: missingRuns(runs, own, undefined) };
}

/** Run numbers between the record's run and this one that GitHub no longer lists (deleted). */
function missingRuns(
  runs: readonly WorkflowRun[],
  own: WorkflowRun,
  recorded: number | undefined,
): Memory['missing'] {
  const floor = recorded ?? (runs.length < RUNS_LISTED ? 0 : undefined);
  if (floor === undefined)
    return {
      title: 'state record unreadable',
      text: `no record of the state head among the heartbeat workflow's last ${RUNS_LISTED} runs`,
    };
  const listed = new Set(runs.map((run) => run.runNumber));
  const gone: number[] = [];
  for (let n = own.runNumber - 1; n > floor; n--) if (!listed.has(n)) gone.push(n);
  if (gone.length === 0) return undefined;
  const shown = gone
    .slice(0, 5)
    .map((n) => `#${n}`)
    .join(', ');
  return {
    title: 'heartbeat runs deleted',
    text: `run${gone.length > 1 ? 's' : ''} ${shown}${gone.length > 5 ? ` and ${gone.length - 5} more` : ''} of the heartbeat workflow ${gone.length > 1 ? 'are' : 'is'} gone (deleted): the state head ${gone.length > 1 ? 'they' : 'it'} recorded cannot be read, so a force push of the state branch before ${gone.length > 1 ? 'them' : 'it'} would go unseen`,
  };
}

/** The state branch was moved back from a head the heartbeat recorded (or deleted, or renamed). */
export interface Rollback {
  remembered: RememberedHead;
  /** The branch's head this run found (undefined: the branch is gone), and the commit it trusted under it. */
  head: string | undefined;
  trusted: string | undefined;
  /** The branch this run writes, when the record names another: the operator renamed it. */
  renamedTo?: string;
  /** The remembered state is built on (the trusted one holds nothing it lacks). */
  restored: boolean;
  /** Why it is not, when it is not. */
  why: string | undefined;
}

/** The heads of a record worth building on, as `newestRemembered` sorts them. */
interface Remembered {
  /** The served, gate-written head whose state holds every other's ledger lines. */
  newest: RememberedHead | undefined;
  /** A head GitHub does not serve (a force push's commit it dropped, or a forged record). */
  unserved: RememberedHead | undefined;
  /** Served, gate-written heads none of whose states holds all the others' (why none is newest). */
  diverged: RememberedHead[];
}

/**
 * Which of `heads` to build on. Any workflow's token can post a score check naming a heartbeat
 * run, so a record may hold forged heads beside the real one: only a commit GitHub serves and
 * the gate wrote counts, and of those the one whose state holds every other's ledger lines (the
 * newest; a descendant always does), never merely the first listed.
 */
async function newestRemembered(
  repo: Repo,
  config: Config,
  remote: string,
  heads: readonly RememberedHead[],
  isGateCommit: (sha: string) => Promise<boolean>,
): Promise<Remembered> {
  const served: RememberedHead[] = [];
  let unserved: RememberedHead | undefined;
  for (const remembered of heads) {
    if (served.some((head) => head.sha === remembered.sha)) continue;
    if (!(await repo.fetchCommit(remote, remembered.sha))) unserved ??= remembered;
    else if (await isGateCommit(remembered.sha)) served.push(remembered);
  }
  const stores = new Map<string, Promise<StateStore>>();
  const load = (sha: string) => {
    let store = stores.get(sha);
    if (!store)
      stores.set(
        sha,
        (store = loadStateStore(commitSource(repo, sha, config.stateDir), config.stateDir)),
      );
    return store;
  };
  const holds = async (candidate: RememberedHead, other: RememberedHead) =>
    other.sha === candidate.sha ||
    (await repo.isAncestor(other.sha, candidate.sha)) ||
    (await changedLedgerLines(await load(other.sha), await load(candidate.sha), other.sha))
      .length === 0;
  for (const candidate of served) {
    let all = true;
    for (const other of served) if (!(all = await holds(candidate, other))) break;
    if (all) return { newest: candidate, unserved, diverged: [] };
  }
  return { newest: undefined, unserved, diverged: served };
}

const DIVERGED =
  'the record names gate commits whose states each lack ledger lines of another (a forged record)';

/**
 * Whether the state trusted under `head` lost ledger lines (in `config`'s folder) that a head
 * recorded for `branch` holds. `isGateCommit` says whether a commit is a state commit the gate
 * wrote (signed, bound to a heartbeat run, verifying): a record naming anything else is ignored.
 */
export async function findRollback(
  repo: Repo,
  config: Config,
  where: { remote: string; branch: string; head: string; trusted: string | undefined },
  memory: Memory,
  isGateCommit: (sha: string) => Promise<boolean>,
): Promise<Rollback | undefined> {
  const { trusted } = where;
  const heads = memory.heads.filter((remembered) => remembered.branch === where.branch);
  // The usual case: the branch moved on from the record (nothing lost, nothing fetched).
  const held = async (sha: string) =>
    sha === trusted || (trusted !== undefined && (await repo.isAncestor(sha, trusted)));
  const outside: RememberedHead[] = [];
  for (const remembered of heads) if (!(await held(remembered.sha))) outside.push(remembered);
  if (outside.length === 0) return undefined;
  const { newest, unserved, diverged } = await newestRemembered(
    repo,
    config,
    where.remote,
    outside,
    isGateCommit,
  );
  const base = { head: where.head, trusted };
  if (!newest) {
    // A head the branch holds is served: an unserved one beside it is a forged record's.
    const [first] = diverged;
    if (first) return { ...base, remembered: first, restored: false, why: DIVERGED };
    return unserved && outside.length === heads.length
      ? {
          ...base,
          remembered: unserved,
          restored: false,
          why: 'GitHub no longer serves that commit',
        }
      : undefined;
  }
  const load = (sha: string | undefined) =>
    loadStateStore(commitSource(repo, sha, config.stateDir), config.stateDir);
  const [then, now] = [await load(newest.sha), await load(trusted)];
  if ((await changedLedgerLines(then, now, newest.sha.slice(0, 12))).length === 0) return undefined;
  // Built on only when that loses nothing the trusted state holds (a plain rollback).
  const extra = trusted ? await changedLedgerLines(now, then, trusted.slice(0, 12)) : [];
  return extra.length === 0
    ? { ...base, remembered: newest, restored: true, why: undefined }
    : {
        ...base,
        remembered: newest,
        restored: false,
        why: 'the state the run trusts also holds events the remembered one lacks',
      };
}

/**
 * The branch is gone (deleted, or renamed in the configuration) while the newest record names a
 * head for it (or, renamed, for the branch the record names): a rollback to an empty state. It
 * starts again from the newest served head the gate wrote; `restored` false when there is none
 * (GitHub no longer serves the recorded head). Undefined when nothing is remembered.
 */
export async function findLostBranch(
  repo: Repo,
  config: Config,
  where: { remote: string; branch: string; renames: boolean },
  memory: Memory,
  isGateCommit: (sha: string) => Promise<boolean>,
): Promise<Rollback | undefined> {
  const own = memory.heads.filter((remembered) => remembered.branch === where.branch);
  // Another branch's record counts only when none names this one: the configuration, read from
  // the trusted branch, renamed the state branch (only the operator can).
  const heads = own.length > 0 || !where.renames ? own : memory.heads;
  const { newest, unserved, diverged } = await newestRemembered(
    repo,
    config,
    where.remote,
    heads,
    isGateCommit,
  );
  const remembered = newest ?? diverged[0] ?? unserved;
  if (!remembered) return undefined;
  return {
    remembered,
    head: undefined,
    trusted: undefined,
    ...(remembered.branch === where.branch ? {} : { renamedTo: where.branch }),
    ...(newest
      ? { restored: true, why: undefined }
      : {
          restored: false,
          why: diverged.length > 0 ? DIVERGED : 'GitHub no longer serves that commit',
        }),
  };
}

/**
 * The state branch is gone and what the heartbeat recorded cannot be built on (GitHub no longer
 * serves the recorded head), or no record can be read while earlier heartbeat runs left a state:
 * the run fails rather than start from an empty state (fresh target, fresh tier, every penalty
 * forgotten). The failure's score check carries the record on, so the next run still knows it.
 */
export class StateBranchLostError extends Error {
  override readonly name = 'StateBranchLostError';
  constructor(readonly lost: Rollback | { branch: string; why: string }) {
    super(StateBranchLostError.message(lost));
  }

  private static message(lost: Rollback | { branch: string; why: string }): string {
    const done = 'nothing was written';
    if (!('remembered' in lost))
      return `the state branch ${lost.branch} is gone and no record of its head can be read (${lost.why}), while earlier heartbeat runs left a state: push its last head back to refs/heads/${lost.branch}; ${done}`;
    const { remembered } = lost;
    const branch = lost.renamedTo ?? remembered.branch;
    const run = `heartbeat run ${remembered.run} (#${remembered.runNumber})`;
    return lost.why === DIVERGED
      ? `the state branch ${branch} is gone and ${DIVERGED}: the record of ${run}; push the last state head back to refs/heads/${branch}; ${done}`
      : `the state branch ${branch} is gone and GitHub no longer serves the head ${run} recorded for it: push ${remembered.sha} back to refs/heads/${branch}; ${done}`;
  }
}

/** The Markdown section and the one-line warning that report a rollback. */
export function rollbackReport(rollback: Rollback): { markdown: string; warning: string } {
  const short = (sha: string | undefined) => (sha ? `\`${sha.slice(0, 12)}\`` : 'an empty state');
  const { remembered, head, trusted } = rollback;
  if (head === undefined) return lostBranchReport(rollback, short);
  const what =
    `The state branch's head ${short(head)} does not hold the state the heartbeat recorded in run ` +
    `${remembered.run} (#${remembered.runNumber}), ${short(remembered.sha)} (its \`heartbeat-gate / score\` check): ` +
    `ledger lines written there are missing, so the branch was moved back (a force push).`;
  const done = rollback.restored
    ? ` The rolled-back state ${short(trusted)} is not trusted: this run scored from ${short(remembered.sha)} and restored it on top.`
    : ` The remembered state was not restored (${rollback.why ?? 'unknown'}): push ${short(remembered.sha)} back to the branch.`;
  return {
    markdown: `### ⚠️ State branch rolled back\n\n${what}${done}\n`,
    warning: `the state branch was rolled back from ${remembered.sha.slice(0, 12)} (recorded by run ${remembered.run}) to ${head.slice(0, 12)}; ${rollback.restored ? `scored from ${remembered.sha.slice(0, 12)} and restored it` : 'not restored'}`,
  };
}

/** A deleted (or renamed) state branch started again from the remembered head. */
function lostBranchReport(
  rollback: Rollback,
  short: (sha: string | undefined) => string,
): { markdown: string; warning: string } {
  const { remembered, renamedTo } = rollback;
  const branch = (name: string) => `\`${name.replaceAll('`', '')}\``;
  const recorded = `the head the heartbeat recorded in run ${remembered.run} (#${remembered.runNumber}), ${short(remembered.sha)} (its \`heartbeat-gate / score\` check)`;
  // Only the operator renames it (the configuration is the trusted branch's): a commit GitHub no
  // longer serves does not block the new branch for good, it starts empty, said.
  if (renamedTo !== undefined)
    return rollback.restored
      ? {
          markdown: `### State branch renamed\n\nThe state branch ${branch(renamedTo)} did not exist; it starts from ${recorded} for ${branch(remembered.branch)}.\n`,
          warning: `the state branch ${renamedTo} starts from ${remembered.sha.slice(0, 12)}, recorded for ${remembered.branch} by run ${remembered.run}`,
        }
      : {
          markdown: `### ⚠️ State branch renamed\n\nThe state branch ${branch(renamedTo)} did not exist, and GitHub no longer serves ${recorded} for ${branch(remembered.branch)}: it starts from an empty state. Push ${short(remembered.sha)} to ${branch(renamedTo)} to keep that state.\n`,
          warning: `the state branch ${renamedTo} starts empty: GitHub no longer serves ${remembered.sha.slice(0, 12)}, recorded for ${remembered.branch} by run ${remembered.run}`,
        };
  return {
    markdown:
      `### ⚠️ State branch deleted\n\nThe state branch ${branch(remembered.branch)} is gone, while ${recorded} holds the state: ` +
      `it was deleted. An empty state is not trusted: the branch was created again at ${short(remembered.sha)} and this run scored from it.\n`,
    warning: `the state branch ${remembered.branch} was deleted (its head ${remembered.sha.slice(0, 12)} recorded by run ${remembered.run}); created again there and scored from it`,
  };
}
