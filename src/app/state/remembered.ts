/**
 * What GitHub remembers of the state branch: its repository activity lists every force push and
 * deletion of a branch, with the head the branch had before, who did it and when, and no token
 * can edit or delete that listing (a record the gate kept in its own score checks could be buried
 * under forged ones, or edited by any workflow's token). The gate never does either to its own
 * branch (every write is a fast-forward or a creation), so each one is someone else's: the head it
 * took away is weighed against the state the run trusts. It counts only through the state commit
 * the heartbeat wrote under it (signed, bound to a heartbeat run, verifying), so moving commits the
 * gate never wrote restores nothing. Only moves since the trusted state was written are read (the
 * run that wrote it read those before); a listing GitHub will not give whole is reported, and a
 * branch gone then fails rather than start empty.
 */
import type { Config } from '../../config.js';
import type { Repo } from '../../git/repo.js';
import { commitSource, loadStateStore, type StateStore } from '../../git/state-store.js';
import type { BranchMove } from '../../github/branch-pushes.js';
import { changedLedgerLines } from './verify.js';

/**
 * The branch's moves GitHub lists since an instant (all: undefined), newest first: its force
 * pushes and deletions, or with `every` all of them.
 */
export type ReadMoves = (
  since: string | undefined,
  every: boolean,
) => Promise<{ moves: BranchMove[]; complete: boolean }>;

/** A head the branch had, and the move GitHub lists it by. */
interface LostHead {
  sha: string;
  move: BranchMove;
}

const ZERO = /^0+$/;

/**
 * The heads `moves` show the branch had: the one each force push or deletion took away, and with
 * `reached` the one every other move left (the newest of those is where a branch renamed or
 * deleted stood, whatever GitHub lists for its end).
 */
function headsOf(moves: readonly BranchMove[], reached: boolean): LostHead[] {
  const heads: LostHead[] = [];
  for (const move of moves) {
    if ((move.kind === 'force push' || move.kind === 'deletion') && !ZERO.test(move.before))
      heads.push({ sha: move.before, move });
    if (reached && move.kind !== 'deletion' && !ZERO.test(move.after))
      heads.push({ sha: move.after, move });
  }
  return heads;
}

/** A head the state branch lost to a force push or a deletion, by the gate commit under it. */
export interface RememberedHead {
  /** The state commit the heartbeat wrote, at or under the head the branch had. */
  sha: string;
  /** The move GitHub lists it by. */
  move: BranchMove;
}

/** The state branch was moved back from a head it had (or deleted). */
export interface Rollback {
  remembered: RememberedHead;
  /** The branch's head this run found (undefined: the branch is gone), and the commit it trusted under it. */
  head: string | undefined;
  trusted: string | undefined;
  /** The remembered state is built on (the trusted one holds nothing it lacks). */
  restored: boolean;
  /** Why it is not, when it is not. */
  why: string | undefined;
}

/** The lost heads worth building on, as `newestRemembered` sorts them. */
interface Remembered {
  /** The served gate commit whose state holds every other's ledger lines. */
  newest: RememberedHead | undefined;
  /** The heads GitHub no longer serves (their commits were dropped), newest first. */
  unserved: LostHead[];
  /** Served gate commits none of whose states holds all the others' (why none is newest). */
  diverged: RememberedHead[];
}

/**
 * Which of the heads the branch had to build on: each by the state commit the heartbeat wrote at
 * or under it (`trustedUnder`; none: nothing the gate wrote was there), and of those the one
 * whose state holds every other's ledger lines (the newest; a descendant always does).
 */
async function newestRemembered(
  repo: Repo,
  config: Config,
  remote: string,
  heads: readonly LostHead[],
  trustedUnder: (sha: string) => Promise<string | undefined>,
): Promise<Remembered> {
  const served: RememberedHead[] = [];
  const unserved: LostHead[] = [];
  const seen = new Set<string>();
  for (const head of heads) {
    if (seen.has(head.sha)) continue;
    seen.add(head.sha);
    if (!(await repo.fetchCommit(remote, head.sha))) {
      unserved.push(head);
      continue;
    }
    const sha = await trustedUnder(head.sha);
    if (sha !== undefined && !served.some((other) => other.sha === sha))
      served.push({ sha, move: head.move });
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

const DIVERGED = 'the heads it lost hold gate states that each lack ledger lines of another';

/** The instant the state commit `sha` was written, as its (GitHub-signed) commit says. */
async function writtenAt(repo: Repo, sha: string): Promise<string> {
  return (await repo.raw({ args: ['show', '-s', '--format=%cI'], operands: [sha] })).trim();
}

/**
 * Whether the state trusted under `head` lost ledger lines (in `config`'s folder) that a head the
 * branch had before a force push or a deletion since it was written holds. `trustedUnder` names
 * the state commit the gate wrote under a commit (undefined: none).
 */
export async function findRollback(
  repo: Repo,
  config: Config,
  where: { remote: string; head: string; trusted: string | undefined },
  readMoves: ReadMoves,
  trustedUnder: (sha: string) => Promise<string | undefined>,
): Promise<Rollback | undefined> {
  const { trusted } = where;
  const { moves } = await readMoves(trusted ? await writtenAt(repo, trusted) : undefined, false);
  // The usual case: nothing moved the branch back, or what did took nothing the trusted state lacks.
  const outside: LostHead[] = [];
  for (const head of headsOf(moves, false)) {
    const held =
      head.sha === trusted || (trusted !== undefined && (await repo.isAncestor(head.sha, trusted)));
    if (!held) outside.push(head);
  }
  if (outside.length === 0) return undefined;
  const { newest, diverged } = await newestRemembered(
    repo,
    config,
    where.remote,
    outside,
    trustedUnder,
  );
  const base = { head: where.head, trusted };
  if (!newest) {
    const [first] = diverged;
    return first ? { ...base, remembered: first, restored: false, why: DIVERGED } : undefined;
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
 * The branch is gone (deleted, or renamed away): GitHub's activity says what it held. It starts
 * again from the newest state commit the gate wrote under a head the branch had (`restored`); it
 * is not restored when GitHub no longer serves those heads, or they hold diverged states, or the
 * listing cannot be read whole (the run then fails: StateBranchLostError). Undefined when GitHub
 * lists no move of the branch at all (a first run) or none reached a state the gate wrote.
 */
export async function findLostBranch(
  repo: Repo,
  config: Config,
  where: { remote: string; branch: string },
  readMoves: ReadMoves,
  trustedUnder: (sha: string) => Promise<string | undefined>,
): Promise<Rollback | { branch: string; why: string } | undefined> {
  const { moves, complete } = await readMoves(undefined, true);
  if (!complete)
    return {
      branch: where.branch,
      why: "GitHub's activity of the branch could not be read whole",
    };
  const { newest, unserved, diverged } = await newestRemembered(
    repo,
    config,
    where.remote,
    headsOf(moves, true),
    trustedUnder,
  );
  const lost = { head: undefined, trusted: undefined };
  if (newest) return { ...lost, remembered: newest, restored: true, why: undefined };
  const [first] = diverged;
  if (first) return { ...lost, remembered: first, restored: false, why: DIVERGED };
  if (unserved.length > 0)
    return {
      branch: where.branch,
      why: `GitHub no longer serves the heads it had (${unserved
        .slice(0, 3)
        .map((head) => `${head.sha}, ${describe(head.move)}`)
        .join('; ')}): push the last state head back to refs/heads/${where.branch}`,
    };
  return undefined;
}

/** A force push or a deletion, as a report says it. */
function describe(move: BranchMove): string {
  const who = move.actor ? ` by ${move.actor.replace(/[^\w.[\]-]/g, '')}` : '';
  const what = {
    push: 'pushed',
    'force push': 'force-pushed',
    deletion: 'deleted',
    creation: 'created',
    merge: 'merged into',
  }[move.kind];
  return `${what}${who} at ${move.timestamp}`;
}

/**
 * The state branch is gone and what it held cannot be built on (GitHub no longer serves it, it
 * holds diverged states, or its activity cannot be read whole): the run fails rather than start
 * from an empty state (fresh target, fresh tier, every penalty forgotten).
 */
export class StateBranchLostError extends Error {
  override readonly name = 'StateBranchLostError';
  constructor(readonly lost: Rollback | { branch: string; why: string }) {
    super(StateBranchLostError.message(lost));
  }

  private static message(lost: Rollback | { branch: string; why: string }): string {
    const done = 'nothing was written';
    if (!('remembered' in lost))
      return `the state branch ${lost.branch} is gone and what it held cannot be restored (${lost.why}); ${done}`;
    return `the state branch is gone and ${lost.why ?? 'what it held cannot be restored'}: push the last state head back to the branch; ${done}`;
  }
}

/** The Markdown section and the one-line warning that report a rollback. */
export function rollbackReport(
  rollback: Rollback,
  branchName: string,
): { markdown: string; warning: string } {
  const short = (sha: string | undefined) => (sha ? `\`${sha.slice(0, 12)}\`` : 'an empty state');
  const { remembered, head, trusted } = rollback;
  const branch = `\`${branchName.replaceAll('`', '')}\``;
  const move = describe(remembered.move);
  if (head === undefined)
    return {
      markdown:
        `### ⚠️ State branch deleted\n\nThe state branch ${branch} is gone (deleted, or renamed away), while GitHub's activity shows it held the state ${short(remembered.sha)} the heartbeat wrote (${move}). ` +
        `An empty state is not trusted: the branch was created again at ${short(remembered.sha)} and this run scored from it.\n`,
      warning: `the state branch ${branchName} is gone (it held ${remembered.sha.slice(0, 12)}, ${move}); created again there and scored from it`,
    };
  const what =
    `The state branch's head ${short(head)} does not hold the state ${short(remembered.sha)} the heartbeat wrote, which the branch held until GitHub's activity shows it was ${move}: ` +
    `ledger lines written there are missing, so the branch was moved back (a force push).`;
  const done = rollback.restored
    ? ` The rolled-back state ${short(trusted)} is not trusted: this run scored from ${short(remembered.sha)} and restored it on top.`
    : ` The remembered state was not restored (${rollback.why ?? 'unknown'}): push ${short(remembered.sha)} back to the branch.`;
  return {
    markdown: `### ⚠️ State branch rolled back\n\n${what}${done}\n`,
    warning: `the state branch was rolled back from ${remembered.sha.slice(0, 12)} (${move}) to ${head.slice(0, 12)}; ${rollback.restored ? `scored from ${remembered.sha.slice(0, 12)} and restored it` : 'not restored'}`,
  };
}
