/**
 * What GitHub remembers of the state branch: its repository activity lists every move of a branch
 * (push, force push, creation, deletion, merge), with the heads it had before and after, who did
 * it and when, and no token can edit or delete that listing (a record the gate kept in its own
 * score checks could be buried under forged ones, or edited by any workflow's token). Every head
 * the branch had is weighed against the state the run trusts, not only those a force push or a
 * deletion took away: a plain push can leave a gate head off the first-parent line the trust walk
 * follows (a merge whose first parent is an older state) or bury it deeper than that walk goes. A
 * head counts only through the state commit the heartbeat wrote at or under it (signed, bound to
 * a heartbeat run, verifying), so moving commits the gate never wrote restores nothing. Only moves
 * since the trusted state was written are read (the run that wrote it read those before); a
 * listing GitHub will not give whole fails the run, which then writes nothing.
 */
import type { Repo } from '../../git/repo.js';
import { commitSource, loadStateStore, type StateStore } from '../../git/state-store.js';
import type { BranchMove } from '../../github/branch-pushes.js';
import type { LintFinding } from '../state-lint.js';
import { changedLedgerLines } from './verify.js';

/** The branch's moves since an instant (all: undefined), newest first. */
export type ReadMoves = (
  since: string | undefined,
) => Promise<{ moves: BranchMove[]; complete: boolean }>;

/** A head the state branch had, as a move GitHub lists names it. */
export interface ListedHead {
  sha: string;
  move: BranchMove;
  /** The head is the one the move took away (else the one it left). */
  before: boolean;
}

/** A head the state branch had, by the gate commit at or under it. */
export interface RememberedHead {
  /** The state commit the heartbeat wrote, at or under the head the branch had. */
  sha: string;
  /** Where GitHub's activity names the head. */
  head: ListedHead;
}

/**
 * The state branch was moved back from a head it had (or deleted): the remembered state is built
 * on, since it holds every ledger line the trusted one does.
 */
export interface Rollback {
  remembered: RememberedHead;
  /** The branch's head this run found (undefined: the branch is gone), and the commit it trusted under it. */
  head: string | undefined;
  trusted: string | undefined;
}

/** The lost heads worth building on, as `newestRemembered` sorts them. */
interface Remembered {
  /** The served gate commit whose state holds every other's ledger lines. */
  newest: RememberedHead | undefined;
  /** The heads GitHub no longer serves (their commits were dropped), newest first. */
  unserved: ListedHead[];
  /** Served gate commits none of whose states holds all the others' (why none is newest). */
  diverged: RememberedHead[];
}

/** Each head `moves` name, once (where it is named last), newest first. */
function listedHeads(moves: readonly BranchMove[]): ListedHead[] {
  const heads: ListedHead[] = [];
  const seen = new Set<string>();
  for (const move of moves)
    for (const [sha, before] of [
      [move.before, true],
      [move.after, false],
    ] as const)
      if (sha !== undefined && !seen.has(sha)) {
        seen.add(sha);
        heads.push({ sha, move, before });
      }
  return heads;
}

/**
 * Which of `heads` to build on: each by the state commit the heartbeat wrote at or under it
 * (`trustedUnder`; none: nothing the gate wrote is there), and of those the one whose state holds
 * every other's ledger lines (the newest; a descendant always does).
 */
async function newestRemembered(
  repo: Repo,
  lost: LostLines,
  remote: string,
  heads: readonly ListedHead[],
  trustedUnder: (sha: string) => Promise<string | undefined>,
): Promise<Remembered> {
  const served: RememberedHead[] = [];
  const unserved: ListedHead[] = [];
  for (const head of heads) {
    if (!(await repo.fetchCommit(remote, head.sha))) {
      unserved.push(head);
      continue;
    }
    const sha = await trustedUnder(head.sha);
    if (sha !== undefined && !served.some((known) => known.sha === sha)) served.push({ sha, head });
  }
  const holds = async (candidate: RememberedHead, other: RememberedHead) =>
    other.sha === candidate.sha ||
    (await repo.isAncestor(other.sha, candidate.sha)) ||
    (await lost(other.sha, candidate.sha)).length === 0;
  for (const candidate of served) {
    let all = true;
    for (const other of served) if (!(all = await holds(candidate, other))) break;
    if (all) return { newest: candidate, unserved, diverged: [] };
  }
  return { newest: undefined, unserved, diverged: served };
}

/** What {@link lostLines} answers: the lines of `from` that `to` lacks. */
type LostLines = (from: string, to: string | undefined) => Promise<LintFinding[]>;

/**
 * The ledger lines of the state at `from` that the state at `to` (undefined: an empty state)
 * lacks, in any of `folders`: a restore brings every agent's folder back from the state it builds
 * on, so judging one folder let one agent's pass write on a moved-back state that the next pass's
 * restore then dropped. Each commit's folder is loaded once.
 */
function lostLines(repo: Repo, folders: readonly string[]): LostLines {
  const stores = new Map<string, Promise<StateStore>>();
  const load = (sha: string | undefined, folder: string) => {
    const key = `${sha ?? ''} ${folder}`;
    let store = stores.get(key);
    if (!store) stores.set(key, (store = loadStateStore(commitSource(repo, sha, folder), folder)));
    return store;
  };
  return async (from: string, to: string | undefined): Promise<LintFinding[]> => {
    const findings: LintFinding[] = [];
    for (const folder of folders)
      findings.push(
        ...(await changedLedgerLines(
          await load(from, folder),
          await load(to, folder),
          from.slice(0, 12),
        )),
      );
    return findings;
  };
}

/**
 * How long before the trusted state's writing its moves are read too: GitHub documents no delay
 * for its activity listing, and a move it listed late (after a run read it and wrote on the moved
 * head) would otherwise fall before every later run's window. Moves the trusted state holds cost
 * nothing; a move within it that it lacks is weighed like any other.
 */
const LISTING_LAG_MS = 15 * 60_000;

/** The instant the state commit `sha` was written, as its (GitHub-signed) commit says. */
async function writtenAt(repo: Repo, sha: string): Promise<string> {
  return (await repo.raw({ args: ['show', '-s', '--format=%cI'], operands: [sha] })).trim();
}

/**
 * Whether `moves`, cut short, still reach back past the writing of the state commit `sha`: a move
 * since then that the listing left out could hold a state it lacks (older ones, its run read).
 */
async function reachesBack(
  repo: Repo,
  moves: readonly BranchMove[],
  sha: string,
): Promise<boolean> {
  const second = Math.floor(Date.parse(await writtenAt(repo, sha)) / 1000);
  return moves.some((move) => Math.floor(Date.parse(move.timestamp) / 1000) < second);
}

/**
 * Whether the state trusted under `head` lost ledger lines (in any of `folders`, every agent's
 * state folder of the repository) that a head the branch had since it was written holds.
 * `trustedUnder` names the state commit the gate wrote under a commit (undefined: none). A listing of those moves GitHub will not give whole throws
 * StateActivityUnreadError, unless it reaches back past the writing of the newest gate state it
 * names: what it left out could be the head that was lost.
 */
export async function findRollback(
  repo: Repo,
  folders: readonly string[],
  where: { remote: string; branch: string; head: string; trusted: string | undefined },
  readMoves: ReadMoves,
  trustedUnder: (sha: string) => Promise<string | undefined>,
): Promise<Rollback | undefined> {
  const { trusted } = where;
  // The trusted commit is bound to the heartbeat run that wrote it (trust.ts), so its date says
  // what that run had read; with none trusted, the whole listing is read.
  const { moves, complete } = await readMoves(
    trusted !== undefined
      ? new Date(Date.parse(await writtenAt(repo, trusted)) - LISTING_LAG_MS).toISOString()
      : undefined,
  );
  // The usual case: every head the branch had is the trusted state or under it.
  const outside: ListedHead[] = [];
  for (const head of listedHeads(moves)) {
    const held =
      head.sha === trusted || (trusted !== undefined && (await repo.isAncestor(head.sha, trusted)));
    if (!held) outside.push(head);
  }
  if (outside.length === 0) {
    if (!complete && !(trusted && (await reachesBack(repo, moves, trusted))))
      throw new StateActivityUnreadError(where.branch);
    return undefined;
  }
  const lost = lostLines(repo, folders);
  const { newest, diverged } = await newestRemembered(
    repo,
    lost,
    where.remote,
    outside,
    trustedUnder,
  );
  // Cut short (a flood of moves, or the whole history when no state is trusted), the listing must
  // still reach back past the newest gate state's writing.
  if (!complete && !(newest && (await reachesBack(repo, moves, newest.sha))))
    throw new StateActivityUnreadError(where.branch);
  if (!newest) {
    if (diverged.length > 0) throw new StateDivergedError(where.branch, trusted, diverged);
    return undefined;
  }
  if ((await lost(newest.sha, trusted)).length === 0) return undefined;
  // Built on only when that loses nothing the trusted state holds (a plain rollback). Otherwise
  // the gate wrote on a moved-back state (a move GitHub listed too late): either choice would drop
  // ledger lines, a -10 among them, so the operator chooses and nothing is written until then.
  const extra = trusted ? await lost(trusted, newest.sha) : [];
  if (extra.length > 0) throw new StateDivergedError(where.branch, trusted, [newest]);
  return { head: where.head, trusted, remembered: newest };
}

/**
 * The branch is gone (deleted, or renamed away: whatever GitHub lists for its end, its pushes name
 * the heads it had): GitHub's activity says what it held. It starts again from the newest state
 * commit the gate wrote at or under a head it had. The run fails instead when GitHub no longer
 * serves those heads or cannot list them whole back past that state's writing
 * (StateBranchLostError), or they hold diverged states (StateDivergedError). Undefined when
 * GitHub lists no move of the branch that reached a state the gate wrote (a first run).
 */
export async function findLostBranch(
  repo: Repo,
  folders: readonly string[],
  where: { remote: string; branch: string },
  readMoves: ReadMoves,
  trustedUnder: (sha: string) => Promise<string | undefined>,
): Promise<Rollback | undefined> {
  const { moves, complete } = await readMoves(undefined);
  const { newest, unserved, diverged } = await newestRemembered(
    repo,
    lostLines(repo, folders),
    where.remote,
    listedHeads(moves),
    trustedUnder,
  );
  if (newest && (complete || (await reachesBack(repo, moves, newest.sha))))
    return { head: undefined, trusted: undefined, remembered: newest };
  if (diverged.length > 0) throw new StateDivergedError(where.branch, undefined, diverged);
  if (unserved.length > 0)
    throw new StateBranchLostError(
      where.branch,
      `GitHub no longer serves the heads it had (${unserved
        .slice(0, 3)
        .map((head) => `${head.sha}, ${describe(head)}`)
        .join('; ')}): push the last state head back to refs/heads/${where.branch}`,
    );
  if (!complete)
    throw new StateBranchLostError(
      where.branch,
      "GitHub's activity of the branch (its moves) could not be read whole",
    );
  return undefined;
}

/** Where GitHub's activity names a head the branch had, as a report says it. */
function describe(head: ListedHead): string {
  const { move } = head;
  const who = move.actor ? ` by ${move.actor.replace(/[^\w.[\]-]/g, '')}` : '';
  const when = `${who} at ${move.timestamp}`;
  if (!head.before)
    return `${move.kind === 'creation' ? 'from its creation' : 'from a push'}${when}`;
  if (move.kind === 'deletion') return `until it was deleted${when}`;
  if (move.kind === 'force push') return `until it was force-pushed${when}`;
  return `until a push${when}`;
}

/** What moved the branch back, as a report says it (a plain push does, through a merge). */
function how(head: ListedHead): string {
  if (!head.before) return '';
  return head.move.kind === 'force push'
    ? ' (a force push)'
    : head.move.kind === 'deletion'
      ? ' (a deletion)'
      : '';
}

/**
 * The run cannot build on the state branch without losing ledger lines GitHub's activity shows
 * it held (a -10 a rollback took away, say): it writes nothing and fails, so the operator sees it,
 * rather than start from nothing or write on a state that lost them. A halt pays the agent
 * nothing: the cycles due meanwhile are performed, each at its due time, once it goes on.
 */
export abstract class StateHaltError extends Error {}

/** How the operator goes on from a state the heartbeat will not choose for them. */
const moveState = (which: string) => `push ${which} to a new branch and name it in "stateBranch"`;

/**
 * GitHub's activity of the state branch since the trusted state was written could not be read
 * whole (more moves than are read, or a listing GitHub refused): what it left out could be the
 * head a rollback took away.
 */
export class StateActivityUnreadError extends StateHaltError {
  override readonly name = 'StateActivityUnreadError';
  constructor(readonly branch: string) {
    super(
      `GitHub's activity of the state branch ${branch} since its trusted state was written could not be read whole: a head it left out could hold ledger lines the state lacks, so nothing was written (to go on, ${moveState('the last state head')})`,
    );
  }
}

/**
 * The state branch is gone and what it held cannot be built on (GitHub no longer serves it, or
 * its activity cannot be read whole): starting from an empty state would give a fresh target, a
 * fresh tier and forget every penalty.
 */
export class StateBranchLostError extends StateHaltError {
  override readonly name = 'StateBranchLostError';
  constructor(
    readonly branch: string,
    readonly why: string,
  ) {
    super(
      `the state branch ${branch} is gone and what it held cannot be restored (${why}); nothing was written`,
    );
  }
}

/**
 * Gate states the branch had each lack ledger lines of another (the trusted one among them, when
 * there is one): the gate wrote on a moved-back state, as only a move GitHub listed too late lets
 * it. Building on either would drop the other's lines; merging them would count twice a cycle
 * both performed.
 */
export class StateDivergedError extends StateHaltError {
  override readonly name = 'StateDivergedError';
  constructor(
    readonly branch: string,
    readonly trusted: string | undefined,
    readonly remembered: readonly RememberedHead[],
  ) {
    const states = remembered
      .slice(0, 3)
      .map((state) => `${state.sha.slice(0, 12)} (${describe(state.head)})`)
      .join(', ');
    const held = trusted ? `its head holds the state ${trusted.slice(0, 12)}, and ` : '';
    super(
      `the state branch ${branch} holds gate states that each lack ledger lines of another: ${held}GitHub's activity shows it had ${states}; nothing was written (to go on, ${moveState('the state to keep')}: the one written before the branch was moved keeps what the move took away, and the next run performs the cycles due since it)`,
    );
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
  const move = describe(remembered.head);
  if (head === undefined)
    return {
      markdown:
        `### ⚠️ State branch deleted\n\nThe state branch ${branch} is gone: GitHub's activity shows it held the state ${short(remembered.sha)} the heartbeat wrote (${move}). ` +
        `An empty state is not trusted: the branch was created again at ${short(remembered.sha)} and this run scored from it.\n`,
      warning: `the state branch ${branchName} is gone (it held ${remembered.sha.slice(0, 12)}, ${move}); created again there and scored from it`,
    };
  const what =
    `The state branch's head ${short(head)} does not hold the state ${short(remembered.sha)} the heartbeat wrote, which GitHub's activity shows the branch had (${move}): ` +
    `ledger lines written there are missing, so the branch was moved back${how(remembered.head)}.`;
  const left = trusted
    ? `The rolled-back state ${short(trusted)} is not trusted`
    : 'No state the gate wrote is under it';
  const done = ` ${left}: this run scored from ${short(remembered.sha)} and restored it on top.`;
  return {
    markdown: `### ⚠️ State branch rolled back\n\n${what}${done}\n`,
    warning: `the state branch was rolled back from ${remembered.sha.slice(0, 12)} (${move}) to ${head.slice(0, 12)}; scored from ${remembered.sha.slice(0, 12)} and restored it`,
  };
}
